import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordId, type SyncRecord } from './sync';
import type { RefusedRecord } from './sync-check';
import {
  batchCursors,
  batchNames,
  batchPageLimit,
  settleBatch,
  type BatchRequest,
} from './sync-batch';
import {
  latestPerRecord,
  pageReadLimit,
  QuotaExceeded,
  quotaReply,
  rateReply,
  settle,
  SYNC_PAGE_SIZE,
  type ExistingRecord,
  type PageRecord,
  type SyncRateLimit,
  type SyncReply,
} from './sync-plan';

type Row = ExistingRecord & PageRecord;

/** One user's stored records and sequence number and bytes, as the server's tables hold them. */
interface Store {
  user: { seq: number; bytes: number };
  rows: Map<string, Row>;
}

const NOW = 1_800_000_000_000;
const LIMIT: SyncRateLimit = { max: 6, windowMs: 60_000 };

const pageAfter = (store: Store, since: number, limit: number) =>
  [...store.rows.values()]
    .filter((r) => Number(r.seq) > since)
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .slice(0, limit);

/** The requests settled one after the other, each in a transaction of its own. */
function oneByOne(store: Store, requests: BatchRequest[], countBefore: number, quota: number) {
  return requests.map((request, i): SyncReply => {
    const limited = rateReply(LIMIT, countBefore + i + 1, NOW);
    if (limited) return limited;
    const changes = latestPerRecord(request.changes);
    const existing = new Map<string, ExistingRecord>();
    for (const { kind, key } of changes) {
      const row = store.rows.get(recordId(kind, key));
      if (row) existing.set(recordId(kind, key), row);
    }
    try {
      const settled = settle({
        all: request.changes,
        changes,
        since: request.since,
        existing,
        pageBefore: pageAfter(store, request.since, pageReadLimit(changes)),
        user: store.user,
        quotaBytes: quota,
        now: NOW,
        refused: request.refused,
      });
      for (const w of settled.writes) store.rows.set(recordId(w.kind, w.key), w);
      store.user = { seq: settled.seq, bytes: settled.bytes };
      return { status: 200, body: settled.body };
    } catch (error) {
      if (!(error instanceof QuotaExceeded)) throw error;
      return quotaReply(quota);
    }
  });
}

/** The requests as one batch: one read, then settleBatch, then one write. */
function asBatch(store: Store, requests: BatchRequest[], countBefore: number, quota: number) {
  const existing = new Map<string, ExistingRecord>();
  for (const { kind, key } of batchNames(requests)) {
    const row = store.rows.get(recordId(kind, key));
    if (row) existing.set(recordId(kind, key), row);
  }
  const limit = batchPageLimit(requests);
  const pages = new Map(batchCursors(requests).map((c) => [c, pageAfter(store, c, limit)]));
  const settled = settleBatch({
    requests,
    existing,
    pages,
    user: store.user,
    count: countBefore + requests.length,
    rateLimit: LIMIT,
    quotaBytes: quota,
    now: NOW,
  });
  for (const w of settled.writes) store.rows.set(recordId(w.kind, w.key), w);
  store.user = { seq: settled.seq, bytes: settled.bytes };
  return settled.replies;
}

/** A store of `n` records, one per key, written in order, some of them deleted. */
function storeOf(n: number, deletedEvery: number): Store {
  const rows = new Map<string, Row>();
  let bytes = 0;
  for (let i = 1; i <= n; i++) {
    const deleted = i % deletedEvery === 0;
    const value = deleted ? null : JSON.stringify(i);
    const size = (value?.length ?? 64) + String(i).length;
    bytes += size;
    const row = {
      kind: 'moodLevel',
      key: `k${i}`,
      value,
      updated_at: 1000 + i,
      deleted: +deleted,
      seq: i,
      size,
    };
    rows.set(recordId(row.kind, row.key), row);
  }
  return { user: { seq: n, bytes }, rows };
}

const copy = (s: Store): Store => ({ user: { ...s.user }, rows: new Map(s.rows) });

const change = (keys: number) =>
  fc.record({
    kind: fc.constant('moodLevel' as const),
    key: fc.integer({ min: 1, max: keys }).map((k) => `k${k}`),
    value: fc.integer({ min: 0, max: 9 }),
    updatedAt: fc.integer({ min: 990, max: 1000 + keys + 20 }),
    deleted: fc.boolean(),
  }) as fc.Arbitrary<SyncRecord>;

const requestsOf = (keys: number, cursors: number) =>
  fc.array(
    fc.record({
      since: fc.integer({ min: 0, max: cursors }),
      changes: fc.array(change(keys), { maxLength: 5 }),
      refused: fc.constant<RefusedRecord[]>([]),
    }),
    { minLength: 1, maxLength: 6 },
  );

function expectSame(store: Store, requests: BatchRequest[], count: number, quota: number) {
  const a = copy(store);
  const b = copy(store);
  expect(asBatch(b, requests, count, quota)).toEqual(oneByOne(a, requests, count, quota));
  expect(b.user).toEqual(a.user);
  expect(b.rows).toEqual(a.rows);
}

describe('a batch of one user’s requests', () => {
  it('answers and stores exactly what settling them one by one would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 2, max: 5 }),
        requestsOf(16, 14),
        fc.integer({ min: 0, max: 8 }),
        fc.oneof(fc.constant(Infinity), fc.integer({ min: 50, max: 200 })),
        (n, deletedEvery, requests, count, quota) =>
          expectSame(storeOf(n, deletedEvery), requests, count, quota),
      ),
      { numRuns: 500 },
    );
  });

  it('pages the same way when a cursor is more than a page behind', () => {
    const store = storeOf(SYNC_PAGE_SIZE + 8, 7);
    fc.assert(
      fc.property(requestsOf(SYNC_PAGE_SIZE + 8, 12), (requests) =>
        expectSame(store, requests, 0, Infinity),
      ),
      { numRuns: 60 },
    );
  });

  it('writes each record once, with the last sequence number it was given', () => {
    const requests: BatchRequest[] = [
      ['k1', 1],
      ['k2', 2],
      ['k1', 3],
    ].map(([key, v]) => ({
      since: 0,
      changes: [{ kind: 'moodLevel', key, value: v, updatedAt: 2000 + Number(v), deleted: false }],
      refused: [],
    })) as BatchRequest[];
    const { writes, seq, replies } = settleBatch({
      requests,
      existing: new Map(),
      pages: new Map([[0, []]]),
      user: { seq: 0, bytes: 0 },
      count: 3,
      rateLimit: LIMIT,
      quotaBytes: Infinity,
      now: NOW,
    });
    expect(writes.map((w) => [w.key, w.value, w.seq])).toEqual([
      ['k2', '2', 2],
      ['k1', '3', 3],
    ]);
    expect(seq).toBe(3);
    // Each request is sent what those before it wrote, except the records it writes itself.
    const sent = replies.map((r) => JSON.parse(r.body).changes.map((c: SyncRecord) => c.key));
    expect(sent).toEqual([[], ['k1'], ['k2']]);
  });
});
