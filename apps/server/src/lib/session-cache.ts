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
  const cache = new Map<string, { userId: string; until: number; refreshing?: boolean }>();
  /** Lookups under way, shared by every request that carries the same cookie meanwhile. */
  const pending = new Map<string, Promise<string | null>>();
  // Bumped on every invalidation, so a lookup that started before it is not remembered after it.
  let generation = 0;

  /** Asks better-auth, and remembers a session that exists. */
  async function lookUp(headers: Headers, cookie: string | null): Promise<string | null> {
    const started = generation;
    const session = await auth.api.getSession({ headers }).catch(() => null);
    if (!session?.user) {
      if (cookie) cache.delete(cookie);
      return null;
    }
    if (cookie && started === generation) {
      const until = Math.min(now() + ttlMs, new Date(session.session.expiresAt).getTime());
      cache.delete(cookie);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(cookie, { userId: session.user.id, until });
    }
    return session.user.id;
  }

  /** One lookup per cookie at a time. */
  function shared(headers: Headers, cookie: string | null): Promise<string | null> {
    if (!cookie) return lookUp(headers, cookie);
    let p = pending.get(cookie);
    if (!p) {
      p = lookUp(headers, cookie).finally(() => pending.delete(cookie));
      pending.set(cookie, p);
    }
    return p;
  }

  return {
    async userId(headers) {
      const cookie = headers.get('cookie');
      const hit = cookie ? cache.get(cookie) : undefined;
      if (hit) {
        const left = hit.until - now();
        if (left > 0) {
          // Close to its end, the entry is renewed in the background while it still holds, so
          // a busy device never waits for the database when it runs out.
          if (left < ttlMs / 5 && !hit.refreshing) {
            hit.refreshing = true;
            void shared(new Headers(headers), cookie);
          }
          return hit.userId;
        }
        cache.delete(cookie!);
      }
      return shared(headers, cookie);
    },
    invalidate() {
      generation += 1;
      cache.clear();
      pending.clear();
    },
  };
}
