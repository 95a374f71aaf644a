import { recordId } from '@mentora/domain/sync';
import {
  batchCursors,
  batchNames,
  batchPageLimit,
  settleBatch,
  type BatchRequest,
} from '@mentora/domain/sync-batch';
import {
  rateReply,
  readSyncRequest,
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

/**
 * What counts requests in their user's current window and returns the count ($1 user, $2 window,
 * $3 how many).
 */
const COUNT = `INSERT INTO sync_rate (user_id, window_start, count) VALUES ($1, $2, $3)
  ON CONFLICT (user_id) DO UPDATE SET
    count = CASE WHEN sync_rate.window_start = excluded.window_start
      THEN sync_rate.count + excluded.count ELSE excluded.count END,
    window_start = excluded.window_start
  RETURNING count`;

/**
 * The statements of an exchange, prepared once on each connection of the pool (planning them took
 * four times as long as running them). `EXECUTE` lets several go in one round trip, which a
 * statement with protocol-level parameters cannot.
 */
export const PREPARE = `
  PREPARE sync_count(text, bigint, int) AS ${COUNT};
  PREPARE sync_lock(text, bigint, int) AS WITH rate AS (${COUNT}),
    locked AS (
      INSERT INTO sync_user (user_id, seq, bytes) VALUES ($1, 0, 0)
      ON CONFLICT (user_id) DO UPDATE SET seq = sync_user.seq
      RETURNING seq, bytes
    )
    SELECT rate.count, locked.seq, locked.bytes FROM rate, locked;
  PREPARE sync_read(text, json, json) AS
    SELECT 0 AS part, NULL::bigint AS since, r.kind, r.key, r.value, r.updated_at, r.deleted,
        r.size, r.seq
      FROM json_to_recordset($2) AS c(kind text, key text) CROSS JOIN LATERAL (
        SELECT * FROM sync_record WHERE user_id = $1 AND kind = c.kind AND key = c.key LIMIT 1
      ) r
    UNION ALL
    SELECT 1, p.since, r.kind, r.key, r.value, r.updated_at, r.deleted, r.size, r.seq
      FROM json_to_recordset($3) AS p(since bigint, lim int) CROSS JOIN LATERAL (
        SELECT * FROM sync_record WHERE user_id = $1 AND seq > p.since AND seq >= 0
          ORDER BY seq LIMIT p.lim
      ) r;
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
 * The first round trip: the transaction begins, the batch's requests are counted and its user's
 * row locked (made on the first sync); then, in a statement of its own, so that it sees every
 * write committed before the lock was granted, the stored records the batch names (part 0) and
 * the page after each of its cursors (part 1). The records it names are looked up one by one by
 * their key (LIMIT 1 keeps the planner from joining instead, which, not knowing how short the list
 * is, read every record of the user's on every request). With the row locked, no record of the
 * user's is newer than its sequence number, so a page needs no upper bound. A page says
 * `seq >= 0` (always true) to match its partial index, which the lookups by key then cannot take
 * (migration 0004).
 */
const begin = (user: string, windowStart: number, count: number, names: string, cursors: string) =>
  `BEGIN; EXECUTE sync_lock(${user}, ${windowStart}, ${count}); EXECUTE sync_read(${user}, ${names}, ${cursors})`;

/** The second: the batch's writes and its user's new sequence number and bytes, committed. */
const commit = (user: string, writes: string, seq: number, bytes: number) =>
  `EXECUTE sync_write(${user}, ${writes}, ${seq}, ${bytes}); COMMIT`;

/** A whole number for a statement's text (every one here is the server's own or checked). */
function int(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return n;
}

type ReadRow = ExistingRecord & PageRecord & { part: number; since: string | null };

/** The most requests of one user settled in one transaction. */
const MAX_BATCH = 16;

/**
 * How many sync transactions an instance has in the database at once. The database's work is
 * CPU, so more at once than it has cores only makes each slower; and while a user's requests wait
 * for a turn, more of them gather into one batch. Two an instance gave the most requests a second
 * and the shortest waits under the load benchmark (docs/performance.md).
 */
const SYNC_TRANSACTIONS = 2;

/** At most `n` at a time; the others wait, first come first served. */
function turns(n: number) {
  let free = n;
  const waiting: (() => void)[] = [];
  return {
    enter: (): Promise<void> => {
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    leave: () => {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

/** A request waiting for its user's batch, and where its reply goes. */
interface Waiting {
  request: BatchRequest;
  reply: (reply: SyncReply) => void;
  fail: (error: unknown) => void;
}

/**
 * PostgreSQL's side of sync: a user's requests on this instance go to the database in batches,
 * one transaction each, in two round trips (what a request to the database costs is mostly the
 * round trip: the writes to the socket, and waking both sides). An instance has at most
 * SYNC_TRANSACTIONS in the database at once, the users waiting their turn first come first
 * served; a user's batch takes every request of theirs that came while it waited, and one lock,
 * one read and one write serve them all (settleBatch: the same outcome as one after the other).
 * The row stays locked from the first round trip, so batches of one user on different instances
 * take turns. The bodies are read and checked before, so the lock is held only for the
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

  /** Settles one batch of a user's requests in one transaction; returns their replies. */
  const exchange = async (
    client: pg.PoolClient,
    userId: string,
    requests: BatchRequest[],
  ): Promise<SyncReply[]> => {
    const start = Date.now();
    const user = escapeLiteral(userId);
    const limit = batchPageLimit(requests);
    const cursors = batchCursors(requests);
    const [, locked, read] = (await client.query(
      begin(
        user,
        int(windowStart(rateLimit, start)),
        requests.length,
        escapeLiteral(JSON.stringify(batchNames(requests))),
        escapeLiteral(JSON.stringify(cursors.map((since) => ({ since: int(since), lim: limit })))),
      ),
    )) as unknown as [
      pg.QueryResult,
      pg.QueryResult<{ count: number; seq: string; bytes: string }>,
      pg.QueryResult<ReadRow>,
    ];
    const row = locked.rows[0]!;
    const existing = new Map<string, ExistingRecord>();
    const pages = new Map<number, PageRecord[]>(cursors.map((c) => [c, []]));
    for (const r of read.rows) {
      if (r.part === 0) existing.set(recordId(r.kind, r.key), r);
      else pages.get(Number(r.since))!.push(r);
    }
    for (const page of pages.values()) page.sort((a, b) => Number(a.seq) - Number(b.seq));
    const stored = { seq: Number(row.seq), bytes: Number(row.bytes) };
    const { writes, seq, bytes, replies } = settleBatch({
      requests,
      existing,
      pages,
      user: stored,
      count: row.count,
      rateLimit,
      countedAt: start,
      quotaBytes,
      now: Date.now(),
    });
    // Over the limit or the quota, nothing is written, and the requests are still counted.
    if (writes.length === 0) await client.query('COMMIT');
    else
      await client.query(commit(user, escapeLiteral(JSON.stringify(writes)), int(seq), int(bytes)));
    return replies;
  };

  /**
   * One transaction for a batch, on the connection given or one taken now; whatever failed, the
   * transaction is ended, and a connection that cannot even do that is closed.
   */
  const transaction = async (userId: string, requests: BatchRequest[], taken?: pg.PoolClient) => {
    const client = taken ?? (await connect());
    let broken: Error | undefined;
    try {
      return await exchange(client, userId, requests);
    } catch (error) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  };

  /** Answers a batch; should it fail, each request is tried alone, so one fails only itself. */
  const settleWaiting = async (userId: string, batch: Waiting[], client?: pg.PoolClient) => {
    try {
      const replies = await transaction(
        userId,
        batch.map((w) => w.request),
        client,
      );
      batch.forEach((w, i) => w.reply(replies[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.fail(error);
      for (const w of batch) await settleWaiting(userId, [w]);
    }
  };

  /**
   * The users with requests here, each with those not yet in the database. One batch of a user
   * at a time: it is made once it has its turn and a connection, so it takes every request that
   * came while it waited.
   */
  const queues = new Map<string, Waiting[]>();
  const slots = turns(SYNC_TRANSACTIONS);
  const drain = async (userId: string, queue: Waiting[]) => {
    while (queue.length > 0) {
      await slots.enter();
      try {
        let client: pg.PoolClient;
        try {
          client = await connect();
        } catch (error) {
          for (const w of queue.splice(0)) w.fail(error);
          break;
        }
        await settleWaiting(userId, queue.splice(0, MAX_BATCH), client);
      } finally {
        slots.leave();
      }
    }
    queues.delete(userId);
  };

  return async (userId, body) => {
    const request = readSyncRequest(body);
    if ('status' in request) {
      // A request that is not valid counts against the limit too, and the limit comes first.
      const now = Date.now();
      const client = await connect();
      try {
        const counted = await client.query<{ count: number }>(
          `EXECUTE sync_count(${escapeLiteral(userId)}, ${int(windowStart(rateLimit, now))}, 1)`,
        );
        return rateReply(rateLimit, counted.rows[0]!.count, now) ?? request;
      } finally {
        client.release();
      }
    }
    return new Promise<SyncReply>((reply, fail) => {
      const waiting = { request, reply, fail };
      const queue = queues.get(userId);
      if (queue) queue.push(waiting);
      else {
        const started = [waiting];
        queues.set(userId, started);
        void drain(userId, started);
      }
    });
  };
}
