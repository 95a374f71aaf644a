import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import {
  DATA_KINDS,
  emptyUserData,
  kindOfRecord,
  type SyncKind,
  type UserData,
} from './data-kinds';
import { jsonBoundsProblem, type JsonBounds } from './json-shape';
import { stableStringify } from './stable-json';
import { mergeEditsApart, mergesApart } from './sync-merge';

/**
 * Sync model: each piece of a user's data is one record (kind + key) with a value, the time it
 * was last changed (updatedAt, ms) and a deleted flag (tombstone). The newer updatedAt wins; ties
 * are broken the same way everywhere, so every device and the server converge. How each kind of
 * data splits into records is said once, in data-kinds.ts.
 */
export { SYNC_KINDS, type SyncKind } from './data-kinds';

export const MAX_SYNC_CHANGES = 1000;
export const MAX_SYNC_VALUE_BYTES = 64 * 1024;
export const MAX_SYNC_KEY_LENGTH = 200;
/**
 * How far ahead of the server's clock a change may be stamped. One stamped later is kept as made
 * at the server's time: a device whose clock is wrong cannot win over edits made after it.
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** How deep and how many values one record's value may hold (real ones hold a few dozen). */
export const SYNC_VALUE_BOUNDS: JsonBounds = { maxDepth: 16, maxNodes: 20_000 };
/**
 * The same for a whole request or response: a record and its value sit three levels down
 * (body, changes, record), and a full request of real records holds far fewer values.
 */
export const SYNC_BODY_BOUNDS: JsonBounds = {
  maxDepth: SYNC_VALUE_BOUNDS.maxDepth + 3,
  maxNodes: 200_000,
};

/** A short, safe text of anything received, for a message (never walks a nested value). */
export const shown = (v: unknown): string =>
  typeof v === 'string'
    ? v.slice(0, 40)
    : typeof v === 'number' || typeof v === 'boolean' || v === null
      ? String(v)
      : Array.isArray(v)
        ? 'a list'
        : typeof v;

export const SyncRecordSchema = lazySchema(() =>
  z
    .object({
      kind: z.custom<SyncKind>((k) => typeof k === 'string' && kindOfRecord(k) !== undefined, {
        error: (i) => `unknown kind "${shown(i.input)}"`,
      }),
      key: z.string().check(z.minLength(1), z.maxLength(MAX_SYNC_KEY_LENGTH)),
      value: z.unknown(),
      // Any whole number of ms: a time too far ahead is the server's to clamp (it is how a
      // device whose clock was wrong sends its next edit of such a record).
      updatedAt: z.int().check(z.nonnegative()),
      deleted: z.boolean(),
      // The time of the account's version the change was made on (0: it had none); see
      // sync-merge.ts. Devices of before it send none.
      base: z.optional(z.int().check(z.nonnegative())),
    })
    .check(
      z.superRefine((r, ctx) => {
        const spec = kindOfRecord(r.kind)!.sync;
        if (!spec.keyOk(r.key)) {
          ctx.addIssue({
            code: 'custom',
            message: `key "${r.key.slice(0, 40)}" is not valid for kind ${r.kind}`,
          });
          return;
        }
        // Measured without recursion first: everything below (and the comparisons of records
        // that follow, tombstones included) walks the value recursively.
        const tooBig = jsonBoundsProblem(r.value, SYNC_VALUE_BOUNDS);
        if (tooBig) {
          ctx.addIssue({ code: 'custom', message: `value of ${r.kind}/${r.key}: ${tooBig}` });
          return;
        }
        if (r.deleted) return;
        const size = JSON.stringify(r.value ?? null).length;
        if (size > MAX_SYNC_VALUE_BYTES) {
          ctx.addIssue({
            code: 'custom',
            message: `value of ${r.kind}/${r.key} is too large (${size} bytes, limit ${MAX_SYNC_VALUE_BYTES})`,
          });
          return;
        }
        if (!spec.value.safeParse(r.value).success) {
          ctx.addIssue({
            code: 'custom',
            message: `value of ${r.kind}/${r.key} has the wrong shape`,
          });
          return;
        }
        // A device files these by the id in the value: a key that says otherwise would make two
        // entries with one id there, and the next sync would lose one of them everywhere.
        if (spec.keyedById) {
          const id = (r.value as { id: number }).id;
          if (String(id) !== r.key) {
            ctx.addIssue({
              code: 'custom',
              message: `key "${r.key}" of ${r.kind} does not match the id ${id} in its value`,
            });
          }
        }
      }),
    ),
);

export type SyncRecord = {
  kind: SyncKind;
  key: string;
  value: unknown;
  updatedAt: number;
  deleted: boolean;
  /** The time of the account's version this change was made on, 0 when none (sync-merge.ts). */
  base?: number;
};

export const SyncRequestSchema = lazySchema(() =>
  z.object({
    cursor: z.nullable(
      z.string().check(z.regex(/^\d{1,15}$/, 'cursor must be a number in a string')),
    ),
    changes: z
      .array(SyncRecordSchema)
      .check(z.maxLength(MAX_SYNC_CHANGES, `at most ${MAX_SYNC_CHANGES} records per request`)),
  }),
);
export type SyncRequest = z.infer<typeof SyncRequestSchema>;

export const SyncResponseSchema = lazySchema(() =>
  z.object({
    cursor: z.string(),
    changes: z.array(SyncRecordSchema),
    more: z.boolean(),
    /** The server's clock when it answered (ms). */
    now: z.optional(z.int()),
  }),
);
export type SyncResponse = z.infer<typeof SyncResponseSchema>;

export const recordId = (kind: string, key: string) => `${kind}\u0000${key}`;

export { stableStringify } from './stable-json';

/** True when record a should replace record b: newer updatedAt, then a fixed tie-break. */
export function wins(
  a: Pick<SyncRecord, 'updatedAt' | 'deleted' | 'value'>,
  b: Pick<SyncRecord, 'updatedAt' | 'deleted' | 'value'>,
): boolean {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  if (a.deleted !== b.deleted) return a.deleted; // a deletion wins a tie
  return stableStringify(a.value) > stableStringify(b.value);
}

/** The local data a user keeps, as read from the browser's storage (each already validated). */
export type LocalSnapshot = Readonly<Record<string, unknown>>;

/** Nothing stored: every kind empty. */
export const emptySnapshot = (): UserData => emptyUserData();

export type LiveRecord = { kind: SyncKind; key: string; value: unknown };

/** Splits a snapshot into records, keyed by recordId. */
export function snapshotToRecords(s: LocalSnapshot): Map<string, LiveRecord> {
  const out = new Map<string, LiveRecord>();
  for (const k of DATA_KINDS) {
    const kind = k.sync.kind as SyncKind;
    for (const [key, value] of k.sync.split(s[k.key] ?? k.empty())) {
      out.set(recordId(kind, key), { kind, key, value });
    }
  }
  return out;
}

/** Builds a snapshot back from live records (the inverse of snapshotToRecords). */
export function recordsToSnapshot(records: Iterable<LiveRecord>): UserData {
  const byKind = new Map<string, Array<[string, unknown]>>();
  for (const r of records) {
    let list = byKind.get(r.kind);
    if (!list) byKind.set(r.kind, (list = []));
    list.push([r.key, r.value]);
  }
  return Object.fromEntries(
    DATA_KINDS.map((k) => [k.key, k.sync.join(byKind.get(k.sync.kind) ?? [])]),
  ) as UserData;
}

/** What the client last agreed with the server, per record: the value's text and its time. */
export type SyncBase = Record<string, { h: string; t: number; d?: boolean }>;

/**
 * When this device last saw each of its records change from what it agreed with the account
 * (the base): the changed value's stable text (DELETED for one removed) and the time. A change
 * goes out stamped with that time, not the time it is sent, so an edit made offline and sent
 * hours later does not win over an edit another device made since: the newer edit is kept.
 */
export type SyncStamps = Record<string, { h: string; t: number }>;

/** The text a stamp holds for a record removed on this device. */
const DELETED = '\u0000deleted';

/** Each record that differs from the base, with its stable text (DELETED when removed). */
function changedFromBase(current: Map<string, LiveRecord>, base: SyncBase): Map<string, string> {
  const changed = new Map<string, string>();
  for (const [id, r] of current) {
    const b = base[id];
    const h = stableStringify(r.value);
    if (!b || b.d || b.h !== h) changed.set(id, h);
  }
  for (const [id, b] of Object.entries(base)) {
    if (!b.d && !current.has(id)) changed.set(id, DELETED);
  }
  return changed;
}

/**
 * The stamps after looking at the device's records `now`: a change seen before keeps its time
 * while it stays the same; a new change, or a further edit of one, is stamped now; a record back
 * to what the base holds has none.
 */
export function stampChanges(
  current: Map<string, LiveRecord>,
  base: SyncBase,
  stamps: SyncStamps,
  now: number,
): SyncStamps {
  const out: SyncStamps = {};
  for (const [id, h] of changedFromBase(current, base)) {
    const seen = stamps[id];
    out[id] = seen && seen.h === h ? seen : { h, t: now };
  }
  return out;
}

/** The code of the server's answer to a device that still holds deleted data (sync-plan.ts). */
export const CLEARED_CODE = 'cleared';

/**
 * What a device keeps once the account's data was deleted on another device: what it changed or
 * added and had not sent yet (each has a stamp, from stampChanges against its base). What it held
 * as the account had it goes, as it went from the account.
 */
export function keptAfterClearing(
  current: Map<string, LiveRecord>,
  stamps: SyncStamps,
): Map<string, LiveRecord> {
  return new Map([...current].filter(([id]) => stamps[id] !== undefined));
}

/**
 * The changes to send: records that differ from the base and tombstones for removed ones, each
 * stamped with the time it was seen to change (`stamps`), else `now`; always after the base's
 * time, as it was made on top of that.
 */
export function diffAgainstBase(
  current: Map<string, LiveRecord>,
  base: SyncBase,
  now: number,
  stamps: SyncStamps = {},
): SyncRecord[] {
  return changesOf(current, base, stampChanges(current, base, stamps, now));
}

/**
 * The changes to send, from stamps just brought up to date by `stampChanges` (one per record
 * that differs from the base, so nothing is compared again), each after the base's time.
 */
export function changesOf(
  current: Map<string, LiveRecord>,
  base: SyncBase,
  stamps: SyncStamps,
): SyncRecord[] {
  const changes: SyncRecord[] = [];
  for (const [id, { h, t }] of Object.entries(stamps)) {
    const on = base[id]?.t ?? 0;
    const updatedAt = Math.max(t, on + 1);
    const live = current.get(id);
    if (h !== DELETED && live) {
      changes.push({
        kind: live.kind,
        key: live.key,
        value: live.value,
        updatedAt,
        deleted: false,
        ...(mergesApart(live.kind) ? { base: on } : {}),
      });
      continue;
    }
    const sep = id.indexOf('\u0000');
    const kind = id.slice(0, sep) as SyncKind;
    changes.push({
      kind,
      key: id.slice(sep + 1),
      value: null,
      updatedAt,
      deleted: true,
      ...(mergesApart(kind) ? { base: on } : {}),
    });
  }
  return changes;
}

/** wins() against what the base remembers of a record (its value's stable text). */
function winsOverBase(r: SyncRecord, known: SyncBase[string]): boolean {
  if (r.updatedAt !== known.t) return r.updatedAt > known.t;
  if (r.deleted !== Boolean(known.d)) return r.deleted;
  return stableStringify(r.deleted ? null : r.value) > known.h;
}

/**
 * Applies the server's records to the client's current records and base. A record the user
 * changed locally since the request was built (`pendingIds` that differ from what was sent)
 * is left alone: it goes out on the next sync and wins there by its newer time.
 *
 * A record received for one just sent is what the server now holds of it (the winner it lost
 * to, or the change kept at the server's time because the device's clock was ahead), so the
 * base follows it whatever its time. And given the server's clock (`serverNow`), a base time
 * further ahead of it than a clock may be (from such a clock, before times were clamped) gives
 * way to what the server sends.
 *
 * A change the account refused because another device edited the record meanwhile is merged
 * with that edit (sync-merge.ts); `merged` says so, and the merge goes up in the next round.
 */
export function applyServerChanges(
  current: Map<string, LiveRecord>,
  base: SyncBase,
  sent: readonly SyncRecord[],
  received: readonly SyncRecord[],
  changedSinceSend: ReadonlySet<string>,
  serverNow?: number,
): { current: Map<string, LiveRecord>; base: SyncBase; merged: boolean } {
  const sentIds = new Set(sent.map((s) => recordId(s.kind, s.key)));
  const stale = (t: number) => serverNow !== undefined && t > serverNow + MAX_CLOCK_SKEW_MS;
  const next = new Map(current);
  const nextBase: SyncBase = { ...base };
  // The base is what the server holds, so it follows every sent and received record; the
  // user's own values only change where they haven't edited since the request was built.
  for (const s of sent) {
    const id = recordId(s.kind, s.key);
    nextBase[id] = s.deleted
      ? { h: 'null', t: s.updatedAt, d: true }
      : { h: stableStringify(s.value), t: s.updatedAt };
  }
  for (const r of received) {
    const id = recordId(r.kind, r.key);
    const known = nextBase[id];
    if (known && !sentIds.has(id) && !stale(known.t) && !winsOverBase(r, known)) continue;
    nextBase[id] = r.deleted
      ? { h: 'null', t: r.updatedAt, d: true }
      : { h: stableStringify(r.value), t: r.updatedAt };
    if (changedSinceSend.has(id)) continue;
    if (r.deleted) next.delete(id);
    else next.set(id, { kind: r.kind, key: r.key, value: r.value });
  }
  const merged = mergeEditsApart(next, base, sent, received, changedSinceSend);
  return { current: next, base: nextBase, merged };
}

/** An empty snapshot (nothing stored). */
export const EMPTY_SNAPSHOT: UserData = emptySnapshot();
