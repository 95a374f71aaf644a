import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AppUser } from './auth-context-types';
import { fetchSession, signOutRequest } from './session-client';
import { readKey, removeKey, writeKey, type Parser } from './storage/storage-core';

export type { AppUser };

export interface AuthState {
  isAuthenticated: boolean;
  isGuestMode: boolean;
  user: AppUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
  enterGuestMode(): void;
  setUser(user: AppUser | null): void;
  /** Signs out; with removeLocalData, also clears this device's copy of the user's data. */
  signOut(opts?: { removeLocalData?: boolean }): Promise<void>;
}

const booleanParser: Parser<boolean> = {
  safeParse: (d: unknown) =>
    typeof d === 'boolean' ? ({ success: true, data: d } as const) : ({ success: false } as const),
};

const str = (v: unknown) => typeof v === 'string';
const userParser: Parser<AppUser | null> = {
  safeParse: (d: unknown) => {
    const u = d as Partial<AppUser> | null;
    if (d === null) return { success: true, data: null };
    if (
      u &&
      str(u.uid) &&
      str(u.email) &&
      (u.displayName === null || str(u.displayName)) &&
      (u.photoURL === null || str(u.photoURL))
    ) {
      return { success: true, data: u as AppUser };
    }
    return { success: false };
  },
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The last known user is kept so a signed-in person offline still sees their account.
  const [user, setUserState] = useState<AppUser | null>(() =>
    readKey('authUser', userParser, null),
  );
  const [isGuestMode, setGuest] = useState(() => readKey('guestMode', booleanParser, false));
  const [loading, setLoading] = useState(true);

  const setUser = useCallback((next: AppUser | null) => {
    setUserState(next);
    if (next) {
      writeKey('authUser', next);
      setGuest(false);
      removeKey('guestMode');
    } else {
      removeKey('authUser');
    }
  }, []);

  useEffect(() => {
    let live = true;
    // The answer arrives in the background, often while a prerendered page is still being
    // hydrated: as a transition it never forces the rest of the page to hydrate in one long task.
    const check = () =>
      fetchSession()
        .then((u) => {
          if (live) startTransition(() => setUser(u));
        })
        .catch(() => {
          /* offline or server unreachable: keep the last known state */
        })
        .finally(() => {
          if (live) startTransition(() => setLoading(false));
        });
    void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [setUser]);

  const enterGuestMode = useCallback(() => {
    setGuest(true);
    writeKey('guestMode', true);
  }, []);

  // While signed in, keep this device and the account in step (the engine loads lazily).
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./sync/sync-engine').then((m) => {
      if (!live) return;
      m.startSync(uid);
      stop = m.stopSync;
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [uid]);

  const signOut = useCallback(
    async (opts?: { removeLocalData?: boolean }) => {
      try {
        await signOutRequest();
      } catch (err) {
        console.error('Sign-out failed:', err);
        return;
      }
      if (opts?.removeLocalData) {
        const { clearLocalUserData } = await import('./sync/local-data');
        clearLocalUserData();
      }
      setUser(null);
      setGuest(false);
      removeKey('guestMode');
    },
    [setUser],
  );

  const value = useMemo<AuthState>(
    () => ({
      isAuthenticated: user !== null,
      isGuestMode,
      user,
      loading,
      enterGuestMode,
      setUser,
      signOut,
    }),
    [user, isGuestMode, loading, enterGuestMode, setUser, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
