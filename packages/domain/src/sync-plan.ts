/**
 * The server's side of sync, as rules: reading a request, deciding which changes win against what
 * is stored, and writing the reply. Both of the server's databases follow it, and the convergence
 * properties (sync.test.ts) run on it. Nothing here touches a database or HTTP.
 */
import { jsonBoundsProblem } from './json-shape';
import { mergesApart } from './sync-merge';
import { replacesSkill } from './sync-skills';
import { checkRecords, SyncEnvelopeSchema, type RefusedRecord } from './sync-check';
import {
  CLEARED_CODE,
  MAX_CLOCK_SKEW_MS,
  recordId,
  SYNC_BODY_BOUNDS,
  wins,
  type SyncRecord,
  type SyncKind,
} from './sync';

export const SYNC_PAGE_SIZE = 1000;

/** What a tombstone counts against the quota besides its key (its row, roughly). */
export const TOMBSTONE_BYTES = 64;

/**
 * How long a tombstone is kept. The server does not know which devices a user has, so it
 * cannot tell when every one has seen a deletion; it keeps tombstones for this long, far longer
 * than a device in use goes without syncing (the app syncs on every start and every minute).
 */
export const TOMBSTONE_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** Thrown by plan() when a request would take its user over the storage quota. */
export class QuotaExceeded extends Error {}

/** A stored record as read back (PostgreSQL hands bigints over as strings). */
export interface StoredRecord {
  kind: string;
  key: string;
  /** The value as JSON text, written by JSON.stringify; null for a tombstone. */
  value: string | null;
  updated_at: number | string;
  deleted: number;
}

export interface ExistingRecord extends StoredRecord {
  size: number;
}

export interface PageRecord extends StoredRecord {
  seq: number | string;
}

/** A row to insert or replace. */
export interface RecordWrite {
  kind: string;
  key: string;
  value: string | null;
  updated_at: number;
  deleted: number;
  seq: number;
  size: number;
}

function toRecord(row: StoredRecord): SyncRecord {
  return {
    kind: row.kind as SyncKind,
    key: row.key,
    value: row.deleted ? null : row.value === null ? null : JSON.parse(row.value),
    updatedAt: Number(row.updated_at),
    deleted: Boolean(row.deleted),
  };
}

/**
 * Whether an incoming change replaces the stored record (the value is only read on a tie). A
 * stored record stamped further ahead than any clock may be (kept before such times were
 * clamped) gives way to any change, so a device can always edit it again.
 */
function replaces(ch: SyncRecord, stored: StoredRecord, now: number): boolean {
  const at = Number(stored.updated_at);
  if (at > now + MAX_CLOCK_SKEW_MS) return true;
  if (ch.updatedAt !== at) return ch.updatedAt > at;
  return wins(ch, toRecord(stored));
}

/** One record of the response, as JSON text: the stored value is JSON already and goes in as is. */
function recordJson(row: StoredRecord): string {
  const value = row.deleted || row.value === null ? 'null' : row.value;
  return `{"kind":${JSON.stringify(row.kind)},"key":${JSON.stringify(row.key)},"value":${value},"updatedAt":${Number(row.updated_at)},"deleted":${row.deleted ? 'true' : 'false'}}`;
}

/** How many bytes a text takes in UTF-8 (a lone surrogate as the 3 of its replacement). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4;
        i += 1;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/** The changes of one request, the last write per record winning among themselves first. */
export function latestPerRecord(changes: SyncRecord[]): SyncRecord[] {
  const latest = new Map<string, SyncRecord>();
  for (const ch of changes) {
    const id = recordId(ch.kind, ch.key);
    const prev = latest.get(id);
    if (!prev || wins(ch, prev)) latest.set(id, ch);
  }
  return [...latest.values()];
}

/**
 * Whether a change (a deletion too) was made on another version of its record than the one
 * stored, of a kind whose edits made apart are merged by the device (sync-merge.ts): it is
 * refused, and the device is sent the stored one to merge with. A change to a deleted record and
 * a change from a device that does not say what it was made on go by the usual rule.
 */
function madeApart(ch: SyncRecord, stored: ExistingRecord): boolean {
  return (
    ch.base !== undefined &&
    !stored.deleted &&
    Number(stored.updated_at) !== ch.base &&
    mergesApart(ch.kind)
  );
}

/**
 * Decides, against what is stored, which changes are kept (each with the next sequence number)
 * and which lose to a newer stored record; throws QuotaExceeded when the user would go over.
 * A change stamped more than a few minutes ahead of the server's clock (`now`) is kept as made
 * now. `told` are the records the device is sent back: the stored winners of the changes that
 * lost, and the changes kept at another time than the device gave them.
 */
export function plan(
  incoming: SyncRecord[],
  existing: ReadonlyMap<string, ExistingRecord>,
  user: { seq: number; bytes: number },
  quotaBytes: number,
  now: number,
) {
  let { seq, bytes } = user;
  const writes: RecordWrite[] = [];
  const told: StoredRecord[] = [];
  for (const sent of incoming) {
    const ch = sent.updatedAt > now + MAX_CLOCK_SKEW_MS ? { ...sent, updatedAt: now } : sent;
    const stored = existing.get(recordId(ch.kind, ch.key));
    // The deletion of a record the server never had (or has forgotten) has nothing to tell any
    // other device: it is not kept.
    if (!stored && ch.deleted) continue;
    if (
      stored &&
      (!replaces(ch, stored, now) || !replacesSkill(ch, stored.value) || madeApart(ch, stored))
    ) {
      told.push(stored);
      continue;
    }
    seq += 1;
    const value = ch.deleted ? null : JSON.stringify(ch.value ?? null);
    // A tombstone takes room too, so deletions count against the quota like anything kept.
    const size = (value === null ? TOMBSTONE_BYTES : utf8Length(value)) + ch.key.length;
    bytes += size - (stored?.size ?? 0);
    const write = {
      kind: ch.kind,
      key: ch.key,
      value,
      updated_at: ch.updatedAt,
      deleted: ch.deleted ? 1 : 0,
      seq,
      size,
    };
    writes.push(write);
    if (ch !== sent) told.push(write);
  }
  if (bytes > quotaBytes) throw new QuotaExceeded();
  return { writes, told, seq, bytes };
}

/**
 * Where the response's page ends. The records this request has just written are not sent back:
 * the client has them already, and the sequence numbers it skips are only its own. Should the
 * request name a record twice, it does get them back, so it learns which of its two won.
 */
function pageEnd(
  all: readonly SyncRecord[],
  changes: readonly SyncRecord[],
  seqBefore: number,
  seqAfter: number,
): number {
  return all.length === changes.length ? seqBefore : seqAfter;
}

/**
 * The response: what changed since the cursor (one page), plus what the device must be told of
 * its own changes (see plan), so the client adopts it, and the server's clock.
 */
export function responseJson(
  page: readonly PageRecord[],
  told: readonly StoredRecord[],
  seq: number,
  now: number,
  refused: readonly RefusedRecord[] = [],
): string {
  const more = page.length > SYNC_PAGE_SIZE;
  if (more) page = page.slice(0, SYNC_PAGE_SIZE);
  const out = new Map<string, string>();
  for (const r of page) out.set(recordId(r.kind, r.key), recordJson(r));
  for (const r of told) {
    const id = recordId(r.kind, r.key);
    if (!out.has(id)) out.set(id, recordJson(r));
  }
  const cursor = more ? Number(page[page.length - 1]!.seq) : seq;
  const notTaken = refused.length > 0 ? `,"refused":${JSON.stringify(refused)}` : '';
  return `{"cursor":"${cursor}","changes":[${[...out.values()].join(',')}],"more":${more},"now":${now}${notTaken}}`;
}

/** How many records of the page to read before writing: see settle(). */
export const pageReadLimit = (changes: readonly SyncRecord[]) =>
  SYNC_PAGE_SIZE + 1 + changes.length;

/** One request's exchange, as read from the database with its user's row locked. */
export interface ExchangeRead {
  /** The request's valid changes, as sent. */
  all: readonly SyncRecord[];
  /** latestPerRecord(all): the records read into `existing`. */
  changes: SyncRecord[];
  /** The request's cursor. */
  since: number;
  /** The stored records of `changes`, by recordId. */
  existing: ReadonlyMap<string, ExistingRecord>;
  /**
   * The records changed after `since` up to `user.seq`, in order, at most pageReadLimit(changes):
   * read before writing, so one read serves both.
   */
  pageBefore: readonly PageRecord[];
  user: { seq: number; bytes: number };
  quotaBytes: number;
  now: number;
  refused?: readonly RefusedRecord[];
}

/**
 * What the exchange writes and answers: plan() against what is stored, and the reply's page as it
 * stands once the writes are in. A record the request overwrites leaves the page read before (its
 * sequence number moves past it); the writes join it where pageEnd() says. So the page lacks at
 * most `changes.length` of the records read, and pageReadLimit() still fills it. Throws
 * QuotaExceeded as plan() does, before anything is written.
 */
export function settle(read: ExchangeRead) {
  const { all, changes, since, existing, pageBefore, user, quotaBytes, now, refused } = read;
  const { writes, told, seq, bytes } = plan(changes, existing, user, quotaBytes, now);
  const upTo = pageEnd(all, changes, user.seq, seq);
  const written = new Set(writes.map((w) => recordId(w.kind, w.key)));
  const page = pageBefore.filter((r) => !written.has(recordId(r.kind, r.key)));
  for (const w of writes) if (w.seq > since && w.seq <= upTo) page.push(w);
  return { writes, seq, bytes, body: responseJson(page, told, seq, now, refused) };
}

/** A sync request's answer: an HTTP status and its JSON body (and for a 429, when to retry). */
export interface SyncReply {
  status: 200 | 400 | 409 | 413 | 429 | 500;
  body: string;
  retryAfter?: number;
}

/** How many sync requests a user may make in a window (counted in the database). */
export interface SyncRateLimit {
  max: number;
  windowMs: number;
}

/** Where the window holding `now` starts. */
export const windowStart = (limit: SyncRateLimit, now: number) =>
  Math.floor(now / limit.windowMs) * limit.windowMs;

/** The 429 reply once a user's count has gone over the limit, or null while within it. */
export function rateReply(limit: SyncRateLimit, count: number, now: number): SyncReply | null {
  if (count <= limit.max) return null;
  const retryAfter = Math.max(
    1,
    Math.ceil((windowStart(limit, now) + limit.windowMs - now) / 1000),
  );
  return {
    status: 429,
    retryAfter,
    body: JSON.stringify({
      error: `Too many sync requests just now. Your changes are safe on this device and will sync again in ${retryAfter} s.`,
    }),
  };
}

/**
 * A request that passed validation: where its page starts, its valid changes, and the records
 * it held that are not valid (each answered with its reason; the others are kept).
 */
export interface SyncRequestRead {
  since: number;
  changes: SyncRecord[];
  refused: RefusedRecord[];
}

const errorReply = (status: 400 | 413, error: string): SyncReply => ({
  status,
  body: JSON.stringify({ error }),
});

/** Parses and checks a request body; a bad one gets the 400 reply that says what is wrong. */
export function readSyncRequest(text: string): SyncRequestRead | SyncReply {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorReply(400, 'The sync request must be JSON.');
  }
  // Bounded before the schema or anything else walks it (recursively).
  const tooBig = jsonBoundsProblem(body, SYNC_BODY_BOUNDS);
  if (tooBig) return errorReply(400, `Invalid sync request: ${tooBig}.`);
  const parsed = SyncEnvelopeSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return errorReply(400, `Invalid sync request: ${where}${issue?.message ?? 'unexpected shape'}`);
  }
  const { cursor, changes } = parsed.data;
  const { valid, refused } = checkRecords(changes);
  return { since: cursor === null ? 0 : Number(cursor), changes: valid, refused };
}

/**
 * The reply to a request whose cursor is from before the user's data was deleted from the account
 * ('Delete my data' on a device; every cursor given since is `clearedSeq` or more), or null. Such
 * a device still holds what the account held: it is told, and writes nothing, so that none of it
 * goes back up. The client removes what it had from the account and keeps what it changed and had
 * not sent (keptAfterClearing() in sync.ts), then syncs again from the start.
 */
export function clearedReply(since: number, clearedSeq: number | undefined): SyncReply | null {
  if (since <= 0 || !clearedSeq || since >= clearedSeq) return null;
  return {
    status: 409,
    body: JSON.stringify({
      error:
        'Your data was deleted from your account on another device. Reload Mentora to remove it here too.',
      code: CLEARED_CODE,
    }),
  };
}

/** The reply for a request that failed on its own (it kept nothing), to be sent again. */
export const failedReply = (): SyncReply => ({
  status: 500,
  body: JSON.stringify({ error: 'Sync failed on the server. Please try again.' }),
});

/** The 413 reply for a request that would take its user over the quota. */
export function quotaReply(quotaBytes: number): SyncReply {
  const mb = Math.round((quotaBytes / (1024 * 1024)) * 10) / 10;
  return errorReply(
    413,
    `Your synced data would go over its ${mb} MB storage limit, so these changes were not saved on the server. They are still on this device. Export and remove some older entries, then try again.`,
  );
}
