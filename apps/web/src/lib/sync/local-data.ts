import {
  DATA_KINDS,
  type DataKind,
  type UserData,
  type UserDataKey,
} from '@mentora/domain/data-kinds';
import { stableStringify } from '@mentora/domain/stable-json';
import { STORAGE_KEYS, type StorageKey } from '../storage/keys';
import {
  keysStartingWith,
  readKey,
  readList,
  readMap,
  readRaw,
  removeKey,
  restoreRaw,
  setAsideKeys,
  setAsideOf,
  subscribe,
  writeKey,
  type WriteResult,
} from '../storage/storage';
import { applyTheme } from '../theme';

// The one reader and writer of the user's data on this device, for sync, export, import and
// delete alike. Which keys hold it, and in what form, is said in the registry (data-kinds.ts).

const storageKey = (k: DataKind) => k.key as StorageKey;

type Buckets = Extract<DataKind['device'], { shape: 'buckets' }>;

/** The storage keys of a kind kept in buckets, one per bucket stored now. */
function bucketKeys(form: Buckets): StorageKey[] {
  return keysStartingWith(form.prefix)
    .filter((key) => form.keyOk(key.slice(form.prefix.length)))
    .sort() as StorageKey[];
}

/** Every key a kind is stored under on this device now. */
function keysOf(k: DataKind): StorageKey[] {
  return k.device.shape === 'buckets' ? bucketKeys(k.device) : [storageKey(k)];
}

/** A list grouped by bucket key, each group in the list's order. */
function byBucket(form: Buckets, list: unknown): Map<StorageKey, unknown[]> {
  const groups = new Map<StorageKey, unknown[]>();
  for (const item of Array.isArray(list) ? list : []) {
    const key = `${form.prefix}${(form.bucketOf as (i: unknown) => string)(item)}` as StorageKey;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function readKind(k: DataKind): unknown {
  const key = storageKey(k);
  const form = k.device;
  if (form.shape === 'buckets') {
    const all = bucketKeys(form).flatMap((bucket) => readList(bucket, form.item));
    return k.tidy ? k.tidy(all) : all;
  }
  if (form.shape === 'map') return readMap(key, form.value, form.keyOk);
  if (form.shape === 'list') {
    const list = readList(key, form.item);
    return form.distinct ? [...new Set(list)] : list;
  }
  return readRaw(key) === null ? null : readKey<unknown>(key, form.value, null);
}

function kindOf(key: UserDataKey): DataKind {
  return DATA_KINDS.find((k) => k.key === key)!;
}

/** Reads one kind of the user's data through its checks, as readDeviceData does. */
export function readKindData<K extends UserDataKey>(key: K): UserData[K] {
  return readKind(kindOf(key)) as UserData[K];
}

/**
 * The items of some buckets of a kind kept in buckets (check-ins: months), each item checked on
 * its own, in bucket order: what a screen showing a month or a year reads, instead of every
 * bucket stored. A kind kept otherwise is read whole.
 */
export function readKindBuckets<K extends UserDataKey>(
  key: K,
  buckets: readonly string[],
): UserData[K] {
  const k = kindOf(key);
  const form = k.device;
  if (form.shape !== 'buckets') return readKind(k) as UserData[K];
  const items = buckets
    .filter((b) => form.keyOk(b))
    .flatMap((b) => readList(`${form.prefix}${b}` as StorageKey, form.item))
    .filter((item) => buckets.includes((form.bucketOf as (i: unknown) => string)(item)));
  return (k.tidy ? k.tidy(items) : items) as UserData[K];
}

/** The buckets of a kind kept in buckets stored on this device now (months, for check-ins). */
export function kindBuckets(key: UserDataKey): string[] {
  const form = kindOf(key).device;
  return form.shape === 'buckets' ? bucketKeys(form).map((k) => k.slice(form.prefix.length)) : [];
}

/**
 * Saves one kind as writeDeviceData does. For a kind kept in buckets, `next` and `before` may
 * hold only some buckets (those a change touched): a bucket in neither is left as it is, and
 * one in `before` alone is removed.
 */
export function writeKindData<K extends UserDataKey>(
  key: K,
  next: UserData[K],
  before: UserData[K],
): WriteResult {
  return writeDeviceData(
    { [key]: next } as unknown as UserData,
    {
      [key]: before,
    } as unknown as UserData,
  );
}

/**
 * Subscribes to changes of one kind, on this device or from another tab (every bucket of a kind
 * kept in buckets; see storage-core's notify).
 */
export function subscribeKind(key: UserDataKey, listener: () => void): () => void {
  return subscribe(key as StorageKey, listener);
}

/**
 * Reads every kind of the user's data through its checks. Never throws: the valid part of
 * each key is kept, and anything unreadable stays set aside (`<key>.corrupt`, `.corrupt.2`…).
 */
export function readDeviceData(): UserData {
  return Object.fromEntries(DATA_KINDS.map((k) => [k.key, readKind(k)])) as UserData;
}

/**
 * Saves the kinds whose content differs from `before` (null removes a kind's key). If any write
 * fails (storage full), the keys already changed are put back as they were, so the device is
 * left as before and the caller can say so.
 */
export function writeDeviceData(next: UserData, before: UserData): WriteResult {
  const changed: Array<{ key: StorageKey; raw: string | null }> = [];
  const put = next as Record<string, unknown>;
  const had = before as Record<string, unknown>;
  const save = (key: StorageKey, value: unknown, was: unknown): WriteResult => {
    if (stableStringify(value) === stableStringify(was)) return { ok: true };
    const raw = readRaw(key);
    if (value === null) {
      removeKey(key);
    } else {
      const result = writeKey(key, value);
      if (!result.ok) return result;
    }
    changed.push({ key, raw });
    return { ok: true };
  };
  for (const k of DATA_KINDS) {
    const value = put[k.key];
    if (value === undefined) continue;
    const form = k.device;
    // A kind kept in buckets: only the buckets whose items changed are written (an emptied
    // one is removed), so saving one item never rewrites the whole history.
    const writes: Array<[StorageKey, unknown, unknown]> = [];
    if (form.shape === 'buckets') {
      const now = byBucket(form, value);
      const was = byBucket(form, had[k.key]);
      for (const key of new Set([...now.keys(), ...was.keys()])) {
        writes.push([key, now.get(key) ?? null, was.get(key) ?? null]);
      }
    } else {
      writes.push([storageKey(k), value, had[k.key]]);
    }
    for (const [key, value, was] of writes) {
      const result = save(key, value, was);
      if (!result.ok) {
        for (const c of changed.reverse()) restoreRaw(c.key, c.raw);
        return result;
      }
    }
  }
  if (changed.some((c) => c.key === 'settings')) applyTheme(next.settings?.darkMode);
  return { ok: true };
}

/**
 * The copies of unreadable data set aside on this device (`<key>.corrupt`, `.corrupt.2`…), by
 * sync kind: each kind's copies joined, in the order setAsideKeys gives, so a new one is seen.
 * Sync uses it to make good from the account what could not be read here, instead of taking it
 * for deleted.
 */
export function setAsideCopies(): Map<string, string> {
  const out = new Map<string, string>();
  const all = setAsideKeys();
  for (const k of DATA_KINDS) {
    const form = k.device;
    const copies = all
      .filter((copy) => {
        const [of] = setAsideOf(copy)!;
        return form.shape === 'buckets' ? of.startsWith(form.prefix) : of === storageKey(k);
      })
      .map((copy) => readRaw(copy))
      .filter((raw) => raw !== null);
    if (copies.length > 0) out.set(k.sync.kind, copies.join('\u0000'));
  }
  return out;
}

/** Unsaved writing (journal, check-in, skill, plan): not a kind of data that syncs, but the user's. */
export const DRAFT_KEYS = [
  'journalDraft',
  'journalEditDraft',
  'checkInDraft',
  'customSkillDraft',
  'safetyPlanDraft',
] as const satisfies readonly StorageKey[];

/** Whether this device holds any of the user's data, of any kind (a journal draft counts). */
export function deviceHasUserData(): boolean {
  return [...DATA_KINDS.flatMap(keysOf), ...DRAFT_KEYS].some((key) => readRaw(key) !== null);
}

/** The keys the kinds that 'Delete my data' removes are kept under. */
export function erasedKeys(): StorageKey[] {
  return DATA_KINDS.filter((k) => k.erases !== null).flatMap(keysOf);
}

/**
 * Removes everything Mentora keeps in this browser: each kind 'Delete my data' removes, every
 * other key the app uses (see storage/keys.ts), and every copy of unreadable data set aside for
 * them (`<key>.corrupt`, `.corrupt.2`…).
 */
export function clearDeviceData(): void {
  const kept = new Set(DATA_KINDS.filter((k) => k.erases === null).map(storageKey));
  const removed = new Set<string>();
  for (const key of new Set([...erasedKeys(), ...STORAGE_KEYS])) {
    if (kept.has(key)) continue;
    removeKey(key);
    removed.add(key);
  }
  // The set-aside copies hold the user's words too.
  for (const copy of setAsideKeys()) {
    if (removed.has(setAsideOf(copy)![0])) removeKey(copy as StorageKey);
  }
  // A kind kept in buckets: every key under its prefix, set-aside copies included.
  for (const k of DATA_KINDS) {
    if (k.device.shape !== 'buckets' || k.erases === null) continue;
    for (const key of keysStartingWith(k.device.prefix)) removeKey(key as StorageKey);
  }
  applyTheme(undefined);
}
