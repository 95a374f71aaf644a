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
      RETURNING seq, bytes, cleared_seq
    )
    SELECT rate.count, locked.seq, locked.bytes, locked.cleared_seq FROM rate, locked;
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
 * The first round trip: the transaction begins; then for each user of the transaction, in order
 * of their ids (so two transactions that share users lock them in one order and never wait on
 * each other in a cycle), the user's requests are counted and row locked (made on the first
 * sync), then, in a statement of its own, so that it sees every write committed before the lock
 * was granted, the stored records the user's batch names (part 0) and the page after each of its
 * cursors (part 1). The records it names are looked up one by one by their key (LIMIT 1 keeps the
 * planner from joining instead, which, not knowing how short the list is, read every record of
 * the user's on every request). With the row locked, no record of the user's is newer than its
 * sequence number, so a page needs no upper bound. A page says `seq >= 0` (always true) to match
 * its partial index, which the lookups by key then cannot take (migration 0004).
 */
const lockAndRead = (
  user: string,
  windowStart: number,
  count: number,
  names: string,
  cursors: string,
) =>
  `EXECUTE sync_lock(${user}, ${windowStart}, ${count}); EXECUTE sync_read(${user}, ${names}, ${cursors})`;

/** The second: each user's writes and new sequence number and bytes, then the commit. */
const write = (user: string, writes: string, seq: number, bytes: number) =>
  `EXECUTE sync_write(${user}, ${writes}, ${seq}, ${bytes})`;

/** A whole number for a statement's text (every one here is the server's own or checked). */
function int(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return n;
}

type ReadRow = ExistingRecord & PageRecord & { part: number; since: string | null };

/** The most requests of one user settled in one transaction. */
const MAX_BATCH = 16;

/**
 * The most users whose batches share one transaction. One commit and two round trips then serve
 * them all; more users in a transaction also hold more rows locked while it lasts, which the
 * other instances' transactions may be waiting for.
 */
const MAX_USERS = 8;

/**
 * How many sync transactions an instance has in the database at once. The database's work is
 * CPU, so more at once than it has cores only makes each slower; and while requests wait for a
 * turn, more of them gather into one transaction. Two an instance gave the most requests a second
 * and the shortest waits under the load benchmark (docs/performance.md).
 */
const SYNC_TRANSACTIONS = 2;

/** A request waiting for its user's batch, and where its reply goes. */
interface Waiting {
  request: BatchRequest;
  reply: (reply: SyncReply) => void;
  fail: (error: unknown) => void;
}

/** One user's part of a transaction: the requests it settles. */
interface Batch {
  userId: string;
  waiting: Waiting[];
}

/**
 * PostgreSQL's side of sync: the requests waiting on this instance go to the database together,
 * in transactions of two round trips each (what a request to the database costs is mostly the
 * round trip: the writes to the socket, and waking both sides, then the commit's flush). An
 * instance has at most SYNC_TRANSACTIONS in the database at once. When one ends, the next takes
 * the users waiting longest (at most MAX_USERS, and none whose last batch is still in the
 * database), each with every request of theirs that came while it waited: one lock, one read and
 * one write serve a user's batch (settleBatch: the same outcome as one after the other). A user's
 * row stays locked from the first round trip, so batches of one user on different instances take
 * turns. The bodies are read and checked before, so the locks are held only for the database's
 * work. The EXECUTEs are sent as text, every value in them a whole number or a literal escaped by
 * the driver (pg's escapeLiteral).
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

  /** Settles the batches of one transaction (each of another user); returns their replies. */
  const exchange = async (
    client: pg.PoolClient,
    batches: readonly Batch[],
  ): Promise<SyncReply[][]> => {
    const start = Date.now();
    const window = int(windowStart(rateLimit, start));
    const parts = batches.map(({ userId, waiting }) => {
      const requests = waiting.map((w) => w.request);
      return { user: escapeLiteral(userId), requests, cursors: batchCursors(requests) };
    });
    const first = ['BEGIN'];
    for (const { user, requests, cursors } of parts) {
      const limit = batchPageLimit(requests);
      first.push(
        lockAndRead(
          user,
          window,
          requests.length,
          escapeLiteral(JSON.stringify(batchNames(requests))),
          escapeLiteral(
            JSON.stringify(cursors.map((since) => ({ since: int(since), lim: limit }))),
          ),
        ),
      );
    }
    const results = (await client.query(first.join('; '))) as unknown as pg.QueryResult[];
    const now = Date.now();
    const writes: string[] = [];
    const replies = parts.map(({ user, requests, cursors }, i) => {
      const locked = results[1 + 2 * i] as pg.QueryResult<{
        count: number;
        seq: string;
        bytes: string;
        cleared_seq: string;
      }>;
      const read = results[2 + 2 * i] as pg.QueryResult<ReadRow>;
      const row = locked.rows[0]!;
      const existing = new Map<string, ExistingRecord>();
      const pages = new Map<number, PageRecord[]>(cursors.map((c) => [c, []]));
      for (const r of read.rows) {
        if (r.part === 0) existing.set(recordId(r.kind, r.key), r);
        else pages.get(Number(r.since))!.push(r);
      }
      for (const page of pages.values()) page.sort((a, b) => Number(a.seq) - Number(b.seq));
      const settled = settleBatch({
        requests,
        existing,
        pages,
        user: { seq: Number(row.seq), bytes: Number(row.bytes) },
        clearedSeq: Number(row.cleared_seq),
        count: row.count,
        rateLimit,
        countedAt: start,
        quotaBytes,
        now,
      });
      // Over the limit or the quota, nothing is written, and the requests are still counted.
      if (settled.writes.length > 0)
        writes.push(
          write(
            user,
            escapeLiteral(JSON.stringify(settled.writes)),
            int(settled.seq),
            int(settled.bytes),
          ),
        );
      return settled.replies;
    });
    writes.push('COMMIT');
    await client.query(writes.join('; '));
    return replies;
  };

  /**
   * One transaction for some batches, on the connection given or one taken now; whatever failed,
   * the transaction is ended, and a connection that cannot even do that is closed.
   */
  const transaction = async (batches: readonly Batch[], taken?: pg.PoolClient) => {
    const client = taken ?? (await connect());
    let broken: Error | undefined;
    try {
      return await exchange(client, batches);
    } catch (error) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  };

  /**
   * Answers the batches of a transaction; should it fail, each user's batch is tried alone, and
   * should that fail, each request alone, so one bad request fails only itself.
   */
  const settleWaiting = async (batches: readonly Batch[], client?: pg.PoolClient) => {
    try {
      const replies = await transaction(batches, client);
      batches.forEach((b, i) => b.waiting.forEach((w, j) => w.reply(replies[i]![j]!)));
    } catch (error) {
      if (batches.length > 1) {
        for (const b of batches) await settleWaiting([b]);
        return;
      }
      const { userId, waiting } = batches[0]!;
      if (waiting.length === 1) return waiting[0]!.fail(error);
      for (const w of waiting) await settleWaiting([{ userId, waiting: [w] }]);
    }
  };

  /**
   * The users with requests waiting here, longest waiting first, each with those requests; and
   * the users whose batch is in the database now (their next waits for it to end).
   */
  const queues = new Map<string, Waiting[]>();
  const inFlight = new Set<string>();
  let free = SYNC_TRANSACTIONS;
  /** Starts transactions while there is a turn free and a user waiting for one. */
  const pump = () => {
    while (free > 0) {
      const batches: Batch[] = [];
      for (const [userId, queue] of queues) {
        // in flight: in the database now, or taken into this transaction already (a user put
        // back below comes round again in this loop)
        if (inFlight.has(userId)) continue;
        inFlight.add(userId);
        const waiting = queue.splice(0, MAX_BATCH);
        // a user with more than MAX_BATCH waiting goes to the back of the line with the rest
        queues.delete(userId);
        if (queue.length > 0) queues.set(userId, queue);
        batches.push({ userId, waiting });
        if (batches.length === MAX_USERS) break;
      }
      if (batches.length === 0) return;
      free -= 1;
      batches.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
      void run(batches);
    }
  };
  const run = async (batches: Batch[]) => {
    try {
      let client: pg.PoolClient | undefined;
      try {
        client = await connect();
      } catch (error) {
        for (const b of batches) for (const w of b.waiting) w.fail(error);
      }
      if (client) await settleWaiting(batches, client);
    } finally {
      for (const b of batches) inFlight.delete(b.userId);
      free += 1;
      pump();
    }
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
      else queues.set(userId, [waiting]);
      pump();
    });
  };
}
