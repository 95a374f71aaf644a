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
import { fetchSession } from './session-client';
import type { SignOutOutcome } from './sign-out';
import { readKey, removeKey, subscribe, writeKey, type Parser } from './storage/storage-core';

export type { AppUser, SignOutOutcome };

export interface AuthState {
  isAuthenticated: boolean;
  isGuestMode: boolean;
  user: AppUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
  enterGuestMode(): void;
  setUser(user: AppUser | null): void;
  /**
   * Signs out; with removeLocalData, also clears this device's copy of the user's data. Without
   * it, stays signed in when the data left here can't be marked as this account's (see
   * sign-out.ts).
   */
  signOut(opts?: { removeLocalData?: boolean }): Promise<SignOutOutcome>;
  /**
   * The account whose session ended elsewhere while this device held its data (deleted,
   * signed out on another device, expired): until the person decides what becomes of that data
   * (`heldData` in storage), it is synced to no other account.
   */
  heldFor: AppUser | null;
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
      (u.photoURL === null || str(u.photoURL)) &&
      (u.loggedOutHere === undefined || typeof u.loggedOutHere === 'boolean')
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
  // Read once the page is live (a prerendered page knows nothing of it), and as it changes.
  const [heldFor, setHeldFor] = useState<AppUser | null>(null);
  useEffect(() => {
    const read = () => setHeldFor(readKey('heldData', userParser, null));
    read();
    return subscribe('heldData', read);
  }, []);

  const setUser = useCallback((next: AppUser | null) => {
    setUserState(next);
    if (next) {
      // Signed back in to the account whose data was held: it is theirs again.
      if (readKey('heldData', userParser, null)?.uid === next.uid) removeKey('heldData');
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
          if (!live) return;
          // Signed in here, and the server no longer knows the session: what this device has
          // is that account's, and is held for it (see heldFor).
          const last = readKey('authUser', userParser, null);
          if (!u && last && !readKey('heldData', userParser, null)) writeKey('heldData', last);
          startTransition(() => setUser(u));
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
    // Read here, not from state: a page just loaded has not read it yet.
    if (readKey('heldData', userParser, null)) return;
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
  }, [uid, heldFor]);

  const signOut = useCallback(
    async (opts?: { removeLocalData?: boolean }) => {
      // Its code unreachable (offline, not yet cached): as when the server can't be reached.
      const m = await import('./sign-out').catch(() => null);
      if (!m) return 'failed';
      const outcome = await m.signOutHere(
        opts?.removeLocalData === true,
        readKey('authUser', userParser, null),
      );
      if (outcome === 'signed-out') {
        setUser(null);
        setGuest(false);
        removeKey('guestMode');
      }
      return outcome;
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
      heldFor,
    }),
    [user, isGuestMode, loading, enterGuestMode, setUser, signOut, heldFor],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
