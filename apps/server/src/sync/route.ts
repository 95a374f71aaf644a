import type { SyncRateLimit } from '@mentora/domain/sync-plan';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/schema';
import { ROUTE_COOKIE, ROUTE_COOKIE_MAX_AGE_S } from '../lib/route-cookie';
import type { SessionReader } from '../lib/session-cache';
import type pg from 'pg';
import { postgresExchange, type SyncHandler } from './postgres-exchange';
import { clearSyncData } from './records';
import type { SyncThread } from './thread';

export interface SyncRouteOptions {
  db: Kysely<AppDatabase>;
  /** With PostgreSQL, its pool. */
  pool?: pg.Pool | undefined;
  /** The thread that runs sync on the embedded SQLite database, when that is the database. */
  syncThread?: SyncThread | undefined;
  sessions: SessionReader;
  /**
   * With several instances (PostgreSQL), the value of the cookie a load balancer can route a user
   * by (lib/route-cookie.ts), and whether it is sent over https only.
   */
  route?: { valueOf: (userId: string) => string; secure: boolean } | undefined;
  quotaBytes: number;
  rateLimit: SyncRateLimit;
}

/** Per-user record sync: the client sends what changed, and gets what changed on the server. */
export function syncRoutes(options: SyncRouteOptions) {
  const { db, pool, syncThread, sessions, route, quotaBytes, rateLimit } = options;
  const app = new Hono<{ Variables: { userId: string } }>();
  let handle: SyncHandler;
  if (syncThread) {
    handle = (userId, body) => syncThread.exchange({ userId, body, quotaBytes, rateLimit });
  } else if (pool) {
    handle = postgresExchange(pool, quotaBytes, rateLimit);
  } else {
    throw new Error('sync needs the SQLite thread or the PostgreSQL pool');
  }

  app.use('*', async (c, next) => {
    const userId = await sessions.userId(c.req.raw.headers);
    if (!userId) return c.json({ error: 'Please sign in to sync your data.' }, 401);
    c.set('userId', userId);
    await next();
    if (!route) return;
    const value = route.valueOf(userId);
    if (getCookie(c, ROUTE_COOKIE) !== value)
      setCookie(c, ROUTE_COOKIE, value, {
        path: '/api',
        maxAge: ROUTE_COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'Lax',
        secure: route.secure,
      });
  });

  app.post('/', async (c) => {
    const reply = await handle(c.get('userId'), await c.req.text());
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (reply.retryAfter !== undefined) headers['Retry-After'] = String(reply.retryAfter);
    return c.body(reply.body, reply.status, headers);
  });

  app.delete('/', async (c) => {
    await clearSyncData(db, c.get('userId'));
    return c.json({ deleted: true });
  });

  return app;
}
