/**
 * Several sync requests of one user in one transaction: one read and one write for them all, with
 * the same outcome as settling them one after the other in their order (sync-batch.test.ts holds
 * it to that). The server's PostgreSQL side gathers the requests of a user that arrive while the
 * user's last batch is still in the database; a request alone is a batch of one.
 */
import { recordId, type SyncRecord } from './sync';
import type { RefusedRecord } from './sync-check';
import {
  clearedReply,
  latestPerRecord,
  QuotaExceeded,
  quotaReply,
  rateReply,
  settle,
  SYNC_PAGE_SIZE,
  type ExistingRecord,
  type PageRecord,
  type RecordWrite,
  type SyncRateLimit,
  type SyncReply,
} from './sync-plan';

/** One request of a batch, as read and checked (readSyncRequest). */
export interface BatchRequest {
  since: number;
  changes: SyncRecord[];
  refused: RefusedRecord[];
}

/** The records a batch reads: the stored ones any request names (a record once). */
export function batchNames(requests: readonly BatchRequest[]): { kind: string; key: string }[] {
  const names = new Map<string, { kind: string; key: string }>();
  for (const r of requests)
    for (const { kind, key } of r.changes) names.set(recordId(kind, key), { kind, key });
  return [...names.values()];
}

/**
 * How many records to read after each cursor of a batch: a page and one more (to tell whether
 * there is more) once every record the batch writes has left it (see settle()).
 */
export const batchPageLimit = (requests: readonly BatchRequest[]) =>
  SYNC_PAGE_SIZE + 1 + batchNames(requests).length;

/** The cursors of a batch, each once. */
export const batchCursors = (requests: readonly BatchRequest[]) => [
  ...new Set(requests.map((r) => r.since)),
];

/** One batch as read from the database with its user's row locked. */
export interface BatchRead {
  requests: readonly BatchRequest[];
  /** The stored records of batchNames(requests), by recordId. */
  existing: ReadonlyMap<string, ExistingRecord>;
  /**
   * For each of batchCursors(requests): the records changed after it, in order of their
   * sequence numbers, at most batchPageLimit(requests).
   */
  pages: ReadonlyMap<number, readonly PageRecord[]>;
  user: { seq: number; bytes: number };
  /** The sequence number the user's data had reached when it was last deleted (clearedReply). */
  clearedSeq?: number;
  /** The user's count of requests in the current window, this batch's requests included. */
  count: number;
  rateLimit: SyncRateLimit;
  /** When the requests were counted (the window of `count`); `now` if not given. */
  countedAt?: number;
  quotaBytes: number;
  now: number;
}

/**
 * Settles each request of the batch in order against what is stored and what the requests before
 * it wrote: over the rate limit or the quota, a request gets its reply and writes nothing. Returns
 * every record to write (the last write of each), the user's sequence number and bytes after the
 * batch, and each request's reply.
 */
export function settleBatch(read: BatchRead) {
  const { requests, pages, rateLimit, quotaBytes, now } = read;
  const existing = new Map(read.existing);
  /** What the batch has written so far, in the order of their sequence numbers. */
  const written = new Map<string, RecordWrite>();
  let user = read.user;
  const firstCount = read.count - requests.length;
  const replies = requests.map((request, i): SyncReply => {
    const limited = rateReply(rateLimit, firstCount + i + 1, read.countedAt ?? now);
    if (limited) return limited;
    const cleared = clearedReply(request.since, read.clearedSeq);
    if (cleared) return cleared;
    const changes = latestPerRecord(request.changes);
    const pageBefore: PageRecord[] = (pages.get(request.since) ?? []).filter(
      (r) => !written.has(recordId(r.kind, r.key)),
    );
    for (const w of written.values()) if (w.seq > request.since) pageBefore.push(w);
    let settled: ReturnType<typeof settle>;
    try {
      settled = settle({
        all: request.changes,
        changes,
        since: request.since,
        existing,
        pageBefore,
        user,
        quotaBytes,
        now,
        refused: request.refused,
      });
    } catch (error) {
      if (!(error instanceof QuotaExceeded)) throw error;
      return quotaReply(quotaBytes);
    }
    for (const w of settled.writes) {
      const id = recordId(w.kind, w.key);
      written.delete(id);
      written.set(id, w);
      existing.set(id, w);
    }
    user = { seq: settled.seq, bytes: settled.bytes };
    return { status: 200, body: settled.body };
  });
  return { writes: [...written.values()], seq: user.seq, bytes: user.bytes, replies };
}
