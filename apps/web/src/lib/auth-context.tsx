import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readKey, removeKey, writeKey, type Parser } from './storage/storage';

export interface AppUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthState {
  isAuthenticated: boolean;
  isGuestMode: boolean;
  user: AppUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
  enterGuestMode(): void;
  setUser(user: AppUser | null): void;
  signOut(): Promise<void>;
}

const booleanParser: Parser<boolean> = {
  safeParse: (d: unknown) =>
    typeof d === 'boolean' ? ({ success: true, data: d } as const) : ({ success: false } as const),
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<AppUser | null>(null);
  const [isGuestMode, setGuest] = useState(() => readKey('guestMode', booleanParser, false));

  const enterGuestMode = useCallback(() => {
    setGuest(true);
    writeKey('guestMode', true);
  }, []);

  const setUser = useCallback((next: AppUser | null) => {
    setUserState(next);
    if (next) {
      setGuest(false);
      removeKey('guestMode');
    }
  }, []);

  const signOut = useCallback(async () => {
    setUserState(null);
    setGuest(false);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      isAuthenticated: user !== null,
      isGuestMode,
      user,
      loading: false,
      enterGuestMode,
      setUser,
      signOut,
    }),
    [user, isGuestMode, enterGuestMode, setUser, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
