import { recordId, type SyncRecord } from '@mentora/domain/sync';
import type { RefusedRecord } from '@mentora/domain/sync-check';
import {
  latestPerRecord,
  pageReadLimit,
  QuotaExceeded,
  quotaReply,
  rateReply,
  readSyncRequest,
  settle,
  type ExistingRecord,
  type PageRecord,
  type SyncRateLimit,
  type SyncReply,
  windowStart,
} from '@mentora/domain/sync-plan';
import pg from 'pg';

const { escapeLiteral } = pg;

/** One sync request of a signed-in user, its body unread, answered with its reply. */
export type SyncHandler = (userId: string, body: string) => Promise<SyncReply>;

/** What counts a request in its user's current window and returns the count ($1 user, $2 window). */
const COUNT = `INSERT INTO sync_rate (user_id, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (user_id) DO UPDATE SET
    count = CASE WHEN sync_rate.window_start = excluded.window_start THEN sync_rate.count + 1 ELSE 1 END,
    window_start = excluded.window_start
  RETURNING count`;

/**
 * The statements of an exchange, prepared once on each connection of the pool (planning them took
 * four times as long as running them). `EXECUTE` lets several go in one round trip, which a
 * statement with protocol-level parameters cannot.
 */
export const PREPARE = `
  PREPARE sync_count(text, bigint) AS ${COUNT};
  PREPARE sync_lock(text, bigint) AS WITH rate AS (${COUNT}),
    locked AS (
      INSERT INTO sync_user (user_id, seq, bytes) VALUES ($1, 0, 0)
      ON CONFLICT (user_id) DO UPDATE SET seq = sync_user.seq
      RETURNING seq, bytes
    )
    SELECT rate.count, locked.seq, locked.bytes FROM rate, locked;
  PREPARE sync_read(text, json, bigint, bigint) AS
    SELECT 0 AS part, r.kind, r.key, r.value, r.updated_at, r.deleted, r.size, r.seq
      FROM json_to_recordset($2) AS c(kind text, key text) CROSS JOIN LATERAL (
        SELECT * FROM sync_record WHERE user_id = $1 AND kind = c.kind AND key = c.key LIMIT 1
      ) r
    UNION ALL
    (SELECT 1, kind, key, value, updated_at, deleted, size, seq FROM sync_record
      WHERE user_id = $1 AND seq > $3 AND seq >= 0 ORDER BY seq LIMIT $4);
  PREPARE sync_write(text, json, bigint, bigint) AS WITH written AS (
      INSERT INTO sync_record (user_id, kind, key, value, updated_at, deleted, seq, size)
      SELECT $1, w.* FROM json_to_recordset($2)
        AS w(kind text, key text, value text, updated_at bigint, deleted int, seq bigint, size int)
      ON CONFLICT (user_id, kind, key) DO UPDATE SET value = excluded.value,
        updated_at = excluded.updated_at, deleted = excluded.deleted, seq = excluded.seq,
        size = excluded.size
    )
    UPDATE sync_user SET seq = $3, bytes = $4 WHERE user_id = $1`;

/**
 * The first round trip: the transaction begins, the request is counted and its user's row locked
 * (made on the first sync); then, in a statement of its own, so that it sees every write committed
 * before the lock was granted, the stored records the request names (part 0) and the page after
 * its cursor (part 1). The records it names are looked up one by one by their key (LIMIT 1 keeps
 * the planner from joining instead, which, not knowing how short the list is, read every record
 * of the user's on every request). With the row locked, no record of the user's is newer than its sequence
 * number, so the page needs no upper bound. The page says `seq >= 0` (always true) to match its
 * partial index, which the lookups by key then cannot take (migration 0004).
 */
const begin = (user: string, windowStart: number, names: string, since: number, limit: number) =>
  `BEGIN; EXECUTE sync_lock(${user}, ${windowStart}); EXECUTE sync_read(${user}, ${names}, ${since}, ${limit})`;

/** The second: the request's writes and its user's new sequence number and bytes, committed. */
const commit = (user: string, writes: string, seq: number, bytes: number) =>
  `EXECUTE sync_write(${user}, ${writes}, ${seq}, ${bytes}); COMMIT`;

/** A whole number for a statement's text (every one here is the server's own or checked). */
function int(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return n;
}

type ReadRow = ExistingRecord & PageRecord & { part: number };

/**
 * PostgreSQL's side of sync: per request, one transaction in two round trips (what a request to
 * the database costs is mostly the round trip: the writes to the socket, and waking both sides),
 * with the user's row locked from the first, so two requests of one user (on any instance) take
 * turns. The body is read and checked before the transaction, which holds the lock only for the
 * database's work. The EXECUTEs are sent as text, every value in them a whole number or a
 * literal escaped by the driver (pg's escapeLiteral).
 */
export function postgresExchange(
  pool: pg.Pool,
  quotaBytes: number,
  rateLimit: SyncRateLimit,
): SyncHandler {
  /** The pool's connections that have the statements prepared. */
  const prepared = new WeakSet<pg.PoolClient>();
  const connect = async () => {
    const client = await pool.connect();
    if (!prepared.has(client)) {
      try {
        await client.query(PREPARE);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      prepared.add(client);
    }
    return client;
  };

  const exchange = async (
    client: pg.PoolClient,
    userId: string,
    since: number,
    all: SyncRecord[],
    refused: RefusedRecord[],
  ): Promise<SyncReply> => {
    const start = Date.now();
    const user = escapeLiteral(userId);
    const changes = latestPerRecord(all);
    const names = escapeLiteral(JSON.stringify(changes.map(({ kind, key }) => ({ kind, key }))));
    const [, locked, read] = (await client.query(
      begin(user, int(windowStart(rateLimit, start)), names, int(since), pageReadLimit(changes)),
    )) as unknown as [
      pg.QueryResult,
      pg.QueryResult<{ count: number; seq: string; bytes: string }>,
      pg.QueryResult<ReadRow>,
    ];
    const row = locked.rows[0]!;
    const limited = rateReply(rateLimit, row.count, start);
    if (limited) {
      await client.query('COMMIT');
      return limited;
    }
    const existing = new Map<string, ExistingRecord>();
    const pageBefore: PageRecord[] = [];
    for (const r of read.rows) {
      if (r.part === 0) existing.set(recordId(r.kind, r.key), r);
      else pageBefore.push(r);
    }
    const now = Date.now();
    const stored = { seq: Number(row.seq), bytes: Number(row.bytes) };
    let settled: ReturnType<typeof settle>;
    try {
      settled = settle({
        all,
        changes,
        since,
        existing,
        pageBefore,
        user: stored,
        quotaBytes,
        now,
        refused,
      });
    } catch (error) {
      if (!(error instanceof QuotaExceeded)) throw error;
      // Nothing is written, and the request is still counted.
      await client.query('COMMIT');
      return quotaReply(quotaBytes);
    }
    const { writes, seq, bytes, body } = settled;
    await client.query(commit(user, escapeLiteral(JSON.stringify(writes)), int(seq), int(bytes)));
    return { status: 200, body };
  };

  return async (userId, body) => {
    const request = readSyncRequest(body);
    if ('status' in request) {
      // A request that is not valid counts against the limit too, and the limit comes first.
      const now = Date.now();
      const client = await connect();
      try {
        const counted = await client.query<{ count: number }>(
          `EXECUTE sync_count(${escapeLiteral(userId)}, ${int(windowStart(rateLimit, now))})`,
        );
        return rateReply(rateLimit, counted.rows[0]!.count, now) ?? request;
      } finally {
        client.release();
      }
    }
    const client = await connect();
    let broken: Error | undefined;
    try {
      return await exchange(client, userId, request.since, request.changes, request.refused);
    } catch (error) {
      // Whatever failed, the transaction is ended; a connection that cannot even do that is
      // closed instead of going back to the pool.
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
