import type { Auth } from '../auth';

export interface SessionReader {
  /** The signed-in user's id for these request headers, or null. */
  userId(headers: Headers): Promise<string | null>;
  /** Forgets every cached session (after anything that may have ended one). */
  invalidate(): void;
}

export interface SessionReaderOptions {
  /** How long a looked-up session is trusted without asking the database again. */
  ttlMs?: number;
  /** At most this many cookies are remembered; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Reads the session behind a request's cookies through better-auth, remembering the answer for a
 * few seconds so a device syncing often does not cost a signature check and a database query
 * each time. Only sessions that exist are remembered, never longer than they are valid, and every
 * auth request that could end a session (sign-out, password change, account deletion, …) on this
 * instance forgets them all. See docs/decisions/0007-sync-hot-path.md for what this means when
 * several instances share one database.
 */
export function createSessionReader(auth: Auth, opts: SessionReaderOptions = {}): SessionReader {
  const ttlMs = opts.ttlMs ?? 15_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { userId: string; until: number }>();
  // Bumped on every invalidation, so a lookup that started before it is not remembered after it.
  let generation = 0;

  return {
    async userId(headers) {
      const cookie = headers.get('cookie');
      const hit = cookie ? cache.get(cookie) : undefined;
      if (hit) {
        if (hit.until > now()) return hit.userId;
        cache.delete(cookie!);
      }
      const started = generation;
      const session = await auth.api.getSession({ headers }).catch(() => null);
      if (!session?.user) return null;
      if (cookie && started === generation) {
        const until = Math.min(now() + ttlMs, new Date(session.session.expiresAt).getTime());
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(cookie, { userId: session.user.id, until });
      }
      return session.user.id;
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}
