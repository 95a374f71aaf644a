import { recordId, type SyncRecord } from '@mentora/domain/sync';
import type { RefusedRecord } from '@mentora/domain/sync-check';
import type BetterSqlite3 from 'better-sqlite3';
import {
  clearedReply,
  failedReply,
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
import { createLogger } from '../lib/log';

const log = createLogger();

/**
 * What counts a request in its user's current window, returning the count (the same on SQLite
 * and PostgreSQL; `?` for the user and the window's start): a fixed window, started again once
 * it has passed.
 */
const COUNT_SYNC_REQUEST = `INSERT INTO sync_rate (user_id, window_start, count) VALUES (?, ?, 1)
  ON CONFLICT (user_id) DO UPDATE SET
    count = CASE WHEN sync_rate.window_start = excluded.window_start THEN sync_rate.count + 1 ELSE 1 END,
    window_start = excluded.window_start
  RETURNING count`;

/** One sync request as the SQLite side receives it: whose, and its body as sent. */
export interface SyncJob {
  userId: string;
  body: string;
  quotaBytes: number;
  rateLimit: SyncRateLimit;
}

/** A request that failed before it wrote anything: it alone is answered with an error. */
class FailedBeforeWriting extends Error {}

/**
 * SQLite's side of sync: prepared statements in one synchronous transaction for a whole batch
 * of requests (group commit). Each request is answered only from the batch's result, so an
 * acknowledged write is always committed, and the cost of a commit is shared. A request over its
 * quota is answered as such and the others go on, and so is one that fails in any way before it
 * has written anything (it is answered with a 500 of its own). A failure while writing (the disk,
 * SQLite itself) may have left a request half written: the whole batch is rolled back and the call
 * throws, so every request in it fails, to be sent again.
 */
export function sqliteSyncBatch(sqlite: BetterSqlite3.Database): (jobs: SyncJob[]) => SyncReply[] {
  const ensureUser = sqlite.prepare(
    'INSERT INTO sync_user (user_id, seq, bytes) VALUES (?, 0, 0) ON CONFLICT (user_id) DO NOTHING',
  );
  const readUser = sqlite.prepare<[string], { seq: number; bytes: number; cleared_seq: number }>(
    'SELECT seq, bytes, cleared_seq FROM sync_user WHERE user_id = ?',
  );
  const readRecord = sqlite.prepare<[string, string, string], ExistingRecord>(
    'SELECT kind, "key", value, updated_at, deleted, size FROM sync_record WHERE user_id = ? AND kind = ? AND "key" = ?',
  );
  const writeRecord = sqlite.prepare<
    [string, string, string, string | null, number, number, number, number]
  >(
    `INSERT INTO sync_record (user_id, kind, "key", value, updated_at, deleted, seq, size)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, kind, "key") DO UPDATE SET value = excluded.value,
       updated_at = excluded.updated_at, deleted = excluded.deleted, seq = excluded.seq,
       size = excluded.size`,
  );
  const writeUser = sqlite.prepare('UPDATE sync_user SET seq = ?, bytes = ? WHERE user_id = ?');
  const countRequest = sqlite.prepare<[string, number], { count: number }>(COUNT_SYNC_REQUEST);
  const readPage = sqlite.prepare<[string, number, number, number], PageRecord>(
    'SELECT kind, "key", value, updated_at, deleted, seq FROM sync_record WHERE user_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?',
  );

  // It writes nothing until settle() has accepted the whole request, so a request over quota
  // leaves nothing behind and needs no savepoint of its own.
  const exchange = (
    userId: string,
    since: number,
    all: SyncRecord[],
    quotaBytes: number,
    refused: RefusedRecord[],
  ): SyncReply => {
    const now = Date.now();
    let stored: { seq: number; bytes: number; cleared_seq: number } | undefined;
    let settled: ReturnType<typeof settle>;
    try {
      stored = readUser.get(userId);
      const cleared = clearedReply(since, stored?.cleared_seq);
      if (cleared) return cleared;
      const user = stored ? { seq: stored.seq, bytes: stored.bytes } : { seq: 0, bytes: 0 };
      const changes = latestPerRecord(all);
      const existing = new Map<string, ExistingRecord>();
      for (const ch of changes) {
        const row = readRecord.get(userId, ch.kind, ch.key);
        if (row) existing.set(recordId(ch.kind, ch.key), row);
      }
      const pageBefore =
        since < user.seq ? readPage.all(userId, since, user.seq, pageReadLimit(changes)) : [];
      settled = settle({
        all,
        changes,
        since,
        existing,
        pageBefore,
        user,
        quotaBytes,
        now,
        refused,
      });
    } catch (error) {
      if (error instanceof QuotaExceeded) throw error;
      throw new FailedBeforeWriting((error as Error).message);
    }
    const { writes, seq, bytes, body } = settled;
    if (!stored) ensureUser.run(userId);
    for (const w of writes) {
      writeRecord.run(userId, w.kind, w.key, w.value, w.updated_at, w.deleted, w.seq, w.size);
    }
    writeUser.run(seq, bytes, userId);
    return { status: 200, body };
  };

  type Read =
    | { job: SyncJob; since: number; changes: SyncRecord[]; refused: RefusedRecord[] }
    | { job: SyncJob; reply: SyncReply };
  // Every request is counted against its user's rate limit, a refused one too.
  const transaction = sqlite.transaction((requests: Read[]) =>
    requests.map((request): SyncReply => {
      const { job } = request;
      const now = Date.now();
      const { count } = countRequest.get(job.userId, windowStart(job.rateLimit, now))!;
      const limited = rateReply(job.rateLimit, count, now);
      if (limited) return limited;
      if ('reply' in request) return request.reply;
      const { since, changes, refused } = request;
      try {
        return exchange(job.userId, since, changes, job.quotaBytes, refused);
      } catch (error) {
        if (error instanceof QuotaExceeded) return quotaReply(job.quotaBytes);
        if (error instanceof FailedBeforeWriting) {
          log.error('a sync request failed and was answered alone', { error: error.message });
          return failedReply();
        }
        throw error;
      }
    }),
  );

  return (jobs) => {
    // Bodies are read and checked before the transaction, so it holds the write lock only for
    // the database work.
    const read = jobs.map((job): Read => {
      // Whatever one body holds, it can only fail its own request.
      try {
        const request = readSyncRequest(job.body);
        return 'status' in request ? { job, reply: request } : { job, ...request };
      } catch (error) {
        log.error('a sync request could not be read', { error: (error as Error).message });
        return { job, reply: failedReply() };
      }
    });
    return read.length > 0 ? transaction.immediate(read) : [];
  };
}
