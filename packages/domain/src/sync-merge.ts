/**
 * Edits made apart (on two devices between syncs) to one record are merged, not one of them lost
 * (decision 0043). A device sends each change with the time of the account's version it was made
 * on (`base`); the account refuses one made on another version of a kind that merges, and sends
 * its own back. The device then merges three ways (what it had agreed with the account, its own
 * value, the account's) and sends the result, made on the account's version.
 *
 * A list keeps the account's items, less those this device removed and with those it added; a
 * free text changed on both sides keeps both, the account's first; any other field takes this
 * device's value where it changed it, else the account's.
 */
import { DayTicksSchema } from './challenges';
import { ACTIVITY_LIST_MAX } from './check-in-schema';
import { PLAN_ROWS_MAX, SAFETY_PLAN_STEPS } from './safety-plan';
import { stableStringify } from './stable-json';
import { mergeNotes } from './merge-rules';
import type { LiveRecord, SyncBase, SyncRecord } from './sync';

type Obj = Record<string, unknown>;

const key = (v: unknown) => stableStringify(v);
// recordId of sync.ts, which sends a change's base only for the kinds here
const recordId = (kind: string, k: string) => `${kind}\u0000${k}`;

/** A list three ways: the account's, less what this device removed, plus what it added. */
function list(base: unknown, mine: unknown, theirs: unknown, max = Infinity): unknown[] {
  const was = new Set((Array.isArray(base) ? base : []).map(key));
  const mineList = Array.isArray(mine) ? mine : [];
  const kept = new Set(mineList.map(key));
  const out = (Array.isArray(theirs) ? theirs : []).filter(
    (t) => !was.has(key(t)) || kept.has(key(t)),
  );
  const have = new Set(out.map(key));
  for (const m of mineList) {
    if (was.has(key(m)) || have.has(key(m))) continue;
    have.add(key(m));
    out.push(m);
  }
  return out.slice(0, max);
}

/** Where one side changed `base`: the span of it replaced (from, to) and what replaced it. */
function changeOf(base: string, side: string) {
  let from = 0;
  const most = Math.min(base.length, side.length);
  while (from < most && base[from] === side[from]) from++;
  let end = 0;
  while (end < most - from && base[base.length - 1 - end] === side[side.length - 1 - end]) end++;
  return { from, to: base.length - end, text: side.slice(from, side.length - end) };
}

/**
 * One text changed apart, three ways: the side that changed it from `base` wins. Changed on both
 * in different places (a typo mended at the start, a line added at the end), both changes are
 * made; both added at the same place (each typed on at the end), the other side's comes first,
 * then this one's, on a new line. Changed on both in the same place, both texts are kept whole
 * (the other side's first, unless one already holds the other).
 */
export function mergeText(base: string, mine: string, theirs: string): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  // one side only added to what the other wrote
  if (mine.includes(theirs)) return mine;
  if (theirs.includes(mine)) return theirs;
  const m = changeOf(base, mine);
  const t = changeOf(base, theirs);
  const apply = (first: typeof m, second: typeof m) =>
    base.slice(0, first.from) +
    first.text +
    base.slice(first.to, second.from) +
    second.text +
    base.slice(second.to);
  if (m.from === m.to && t.from === t.to && m.from === t.from) {
    const at = m.from;
    return `${base.slice(0, at)}${t.text}\n${m.text.replace(/^\s+/, '')}${base.slice(at)}`;
  }
  if (m.to <= t.from) return apply(m, t);
  if (t.to <= m.from) return apply(t, m);
  return mergeNotes(theirs, mine);
}

/** A free text three ways: both changes kept when both sides changed it. */
function text(base: unknown, mine: unknown, theirs: unknown): string {
  const [b, m, t] = [base, mine, theirs].map((v) => (typeof v === 'string' ? v : ''));
  return mergeText(b!, m!, t!);
}

/**
 * A value that is chosen, not written (a time, a switch): the side's that changed it; changed on
 * both, the newer change's.
 */
const chosen = (base: unknown, mine: unknown, theirs: unknown, mineNewer: boolean) => {
  if (key(mine) === key(base)) return theirs;
  if (key(theirs) === key(base)) return mine;
  return mineNewer ? mine : theirs;
};

const field = (v: unknown, name: string): unknown =>
  typeof v === 'object' && v !== null ? (v as Obj)[name] : undefined;

const later = (a: unknown, b: unknown) => {
  const times = [a, b].filter((t): t is number => typeof t === 'number');
  return times.length > 0 ? Math.max(...times) : undefined;
};

/** How each kind that merges takes two sides' edits of one record (base: undefined if none). */
const MERGES: Record<
  string,
  (base: unknown, mine: unknown, theirs: unknown, mineNewer: boolean) => unknown
> = {
  safetyPlan(base, mine, theirs) {
    const out: Obj = {};
    for (const { key: name } of SAFETY_PLAN_STEPS) {
      out[name] = list(field(base, name), field(mine, name), field(theirs, name), PLAN_ROWS_MAX);
    }
    const at = later(field(mine, 'updatedAt'), field(theirs, 'updatedAt'));
    if (at !== undefined) out.updatedAt = at;
    return out;
  },
  sleepTool(base, mine, theirs, mineNewer) {
    const time = (name: string) =>
      chosen(field(base, name) ?? '', field(mine, name), field(theirs, name), mineNewer);
    return {
      sleepTime: time('sleepTime'),
      wakeTime: time('wakeTime'),
      notes: text(field(base, 'notes'), field(mine, 'notes'), field(theirs, 'notes')),
    };
  },
  grounding: (base, mine, theirs) =>
    (theirs as unknown[]).map((t, i) =>
      text(Array.isArray(base) ? base[i] : '', (mine as unknown[])[i], t),
    ),
  // each setting on its own: a switch turned on one device, another turned on the other, both
  settings(base, mine, theirs, mineNewer) {
    const out: Obj = {};
    for (const name of new Set([...Object.keys(mine as Obj), ...Object.keys(theirs as Obj)])) {
      const v = chosen(field(base, name), field(mine, name), field(theirs, name), mineNewer);
      if (v !== undefined) out[name] = v;
    }
    return out;
  },
  activities: (base, mine, theirs) => list(base, mine, theirs, ACTIVITY_LIST_MAX),
  challenges: (base, mine, theirs) => DayTicksSchema.parse(list(base, mine, theirs)),
  journal(base, mine, theirs) {
    const out: Obj = {
      ...(theirs as Obj),
      content: text(field(base, 'content'), field(mine, 'content'), field(theirs, 'content')),
    };
    const at = later(field(mine, 'updatedAt'), field(theirs, 'updatedAt'));
    if (at !== undefined) out.updatedAt = at;
    return out;
  },
};

/** The kinds whose record is a list (a day's ticks, the activities). */
const LISTS = new Set(['activities', 'challenges']);

/** Whether the account refuses a change of this kind made on another version than its own. */
export const mergesApart = (kind: string): boolean => Object.hasOwn(MERGES, kind);

/**
 * This device's value and the account's in one, given what the device had agreed with the
 * account (`base`, undefined when it had nothing); undefined when the two cannot be merged (a
 * value of an unexpected shape), and the account's value then stands.
 */
export function mergeApart(
  kind: string,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  mineNewer = false,
): unknown {
  const merge = Object.hasOwn(MERGES, kind) ? MERGES[kind] : undefined;
  // A record removed here (mine null) and changed there: a list loses what this device removed
  // and keeps what was added there; anything else comes back as it was changed there.
  if (!merge || theirs === null || (mine === null && !LISTS.has(kind))) return undefined;
  try {
    return merge(base, mine, theirs, mineNewer);
  } catch {
    return undefined;
  }
}

/**
 * After the account's answer was applied (`current`, which then holds the account's value of
 * each record sent): each change sent that the account answered with another value of a kind
 * that merges, and that the person has not edited since, becomes the merge of the two, against
 * what the device had agreed with the account before (`baseBefore`). Returns whether any did:
 * those differ from the account's value and go up with the next sync.
 */
export function mergeEditsApart(
  current: Map<string, LiveRecord>,
  baseBefore: SyncBase,
  sent: readonly SyncRecord[],
  received: readonly SyncRecord[],
  changedSinceSend: ReadonlySet<string>,
): boolean {
  const mine = new Map(sent.map((s) => [recordId(s.kind, s.key), s]));
  let merged = false;
  for (const r of received) {
    const id = recordId(r.kind, r.key);
    const s = mine.get(id);
    if (!s || r.deleted || changedSinceSend.has(id)) continue;
    if (!s.deleted && key(s.value) === key(r.value)) continue;
    const known = baseBefore[id];
    let base: unknown;
    if (known && !known.d) {
      try {
        base = JSON.parse(known.h);
      } catch {
        base = undefined;
      }
    }
    const newer = s.updatedAt > r.updatedAt;
    const both = mergeApart(r.kind, base, s.deleted ? null : s.value, r.value, newer);
    if (both === undefined || key(both) === key(r.value)) continue;
    current.set(id, { kind: r.kind, key: r.key, value: both });
    merged = true;
  }
  return merged;
}
