import { recordId, type SyncRecord } from '@mentora/domain/sync';
import type { RefusedRecord } from '@mentora/domain/sync-check';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { DatabaseType } from '../db/client';
import type { AppDatabase } from '../db/schema';
import type { SyncThread } from '../db/sync-thread';
import type { SessionReader } from '../lib/session-cache';
import {
  latestPerRecord,
  pageEnd,
  plan,
  QuotaExceeded,
  quotaReply,
  rateReply,
  readSyncRequest,
  responseJson,
  SYNC_PAGE_SIZE,
  TOMBSTONE_MAX_AGE_MS,
  type ExistingRecord,
  type SyncRateLimit,
  type SyncReply,
  windowStart,
} from '../lib/sync-plan';

type Db = Kysely<AppDatabase>;

/** Removes every synced record of a user (data deletion and account deletion). */
export async function deleteSyncData(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sync_record').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sync_user').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sync_rate').where('user_id', '=', userId).execute();
  });
}

/**
 * Removes the tombstones older than TOMBSTONE_MAX_AGE_MS at `now` (by the time of the deletion,
 * which the server clamps to its own clock), and gives their room back to each user's quota.
 * Returns how many were removed.
 */
export async function purgeTombstones(db: Db, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('sync_record')
      .where('deleted', '=', 1)
      .where('updated_at', '<', now - TOMBSTONE_MAX_AGE_MS)
      .returning(['user_id', 'size'])
      .execute();
    const freed = new Map<string, number>();
    for (const g of gone) freed.set(g.user_id, (freed.get(g.user_id) ?? 0) + Number(g.size));
    for (const [userId, bytes] of freed) {
      await trx
        .updateTable('sync_user')
        .set((eb) => ({ bytes: eb('bytes', '-', bytes) }))
        .where('user_id', '=', userId)
        .execute();
    }
    return gone.length;
  });
}

/** One sync request of a signed-in user, its body unread, answered with its reply. */
type SyncHandler = (userId: string, body: string) => Promise<SyncReply>;

/** Counts a request against its user's rate limit; the 429 reply once over it. */
async function countRequest(db: Db, userId: string, limit: SyncRateLimit) {
  const now = Date.now();
  const { count } = await db
    .insertInto('sync_rate')
    .values({ user_id: userId, window_start: windowStart(limit, now), count: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        count: sql<number>`CASE WHEN sync_rate.window_start = excluded.window_start THEN sync_rate.count + 1 ELSE 1 END`,
        window_start: sql.ref('excluded.window_start'),
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return rateReply(limit, Number(count), now);
}

/** PostgreSQL: the user's row locked, one read of every changed record, one multi-row upsert. */
function kyselyExchange(
  db: Db,
  type: DatabaseType,
  quotaBytes: number,
  rateLimit: SyncRateLimit,
): SyncHandler {
  const exchange = (userId: string, since: number, all: SyncRecord[], refused: RefusedRecord[]) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sync_user')
        .values({ user_id: userId, seq: 0, bytes: 0 })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      let q = trx.selectFrom('sync_user').select(['seq', 'bytes']).where('user_id', '=', userId);
      if (type === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirstOrThrow();
      const user = { seq: Number(row.seq), bytes: Number(row.bytes) };

      const changes = latestPerRecord(all);
      const existing = new Map<string, ExistingRecord>();
      if (changes.length > 0) {
        const rows = await trx
          .selectFrom('sync_record')
          .select(['kind', 'key', 'value', 'updated_at', 'deleted', 'size'])
          .where('user_id', '=', userId)
          .where((eb) =>
            eb(
              eb.refTuple('kind', 'key'),
              'in',
              changes.map((ch) => eb.tuple(ch.kind, ch.key)),
            ),
          )
          .execute();
        for (const r of rows) existing.set(recordId(r.kind, r.key), r);
      }
      const now = Date.now();
      const { writes, told, seq, bytes } = plan(changes, existing, user, quotaBytes, now);
      if (writes.length > 0) {
        await trx
          .insertInto('sync_record')
          .values(writes.map((w) => ({ user_id: userId, ...w })))
          .onConflict((oc) =>
            oc.columns(['user_id', 'kind', 'key']).doUpdateSet({
              value: sql.ref('excluded.value'),
              updated_at: sql.ref('excluded.updated_at'),
              deleted: sql.ref('excluded.deleted'),
              seq: sql.ref('excluded.seq'),
              size: sql.ref('excluded.size'),
            }),
          )
          .execute();
      }
      await trx
        .updateTable('sync_user')
        .set({ seq, bytes })
        .where('user_id', '=', userId)
        .execute();
      const page = await trx
        .selectFrom('sync_record')
        .select(['kind', 'key', 'value', 'updated_at', 'deleted', 'seq'])
        .where('user_id', '=', userId)
        .where('seq', '>', since)
        .where('seq', '<=', pageEnd(all, changes, user.seq, seq))
        .orderBy('seq')
        .limit(SYNC_PAGE_SIZE + 1)
        .execute();
      return responseJson(page, told, seq, now, refused);
    });
  return async (userId, body) => {
    const limited = await countRequest(db, userId, rateLimit);
    if (limited) return limited;
    const request = readSyncRequest(body);
    if ('status' in request) return request;
    try {
      return {
        status: 200,
        body: await exchange(userId, request.since, request.changes, request.refused),
      };
    } catch (err) {
      if (err instanceof QuotaExceeded) return quotaReply(quotaBytes);
      throw err;
    }
  };
}

export interface SyncRouteOptions {
  db: Db;
  type: DatabaseType;
  /** The thread that runs sync on the embedded SQLite database, when that is the database. */
  syncThread?: SyncThread | undefined;
  sessions: SessionReader;
  quotaBytes: number;
  rateLimit: SyncRateLimit;
}

/** Per-user record sync: the client sends what changed, and gets what changed on the server. */
export function syncRoutes(options: SyncRouteOptions) {
  const { db, type, syncThread, sessions, quotaBytes, rateLimit } = options;
  const app = new Hono<{ Variables: { userId: string } }>();
  const handle: SyncHandler = syncThread
    ? (userId, body) => syncThread.exchange({ userId, body, quotaBytes, rateLimit })
    : kyselyExchange(db, type, quotaBytes, rateLimit);

  app.use('*', async (c, next) => {
    const userId = await sessions.userId(c.req.raw.headers);
    if (!userId) return c.json({ error: 'Please sign in to sync your data.' }, 401);
    c.set('userId', userId);
    return next();
  });

  app.post('/', async (c) => {
    const reply = await handle(c.get('userId'), await c.req.text());
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (reply.retryAfter !== undefined) headers['Retry-After'] = String(reply.retryAfter);
    return c.body(reply.body, reply.status, headers);
  });

  app.delete('/', async (c) => {
    await deleteSyncData(db, c.get('userId'));
    return c.json({ deleted: true });
  });

  return app;
}
