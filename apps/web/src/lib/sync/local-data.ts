import { DATA_KINDS, type DataKind, type UserData } from '@mentora/domain/data-kinds';
import { stableStringify } from '@mentora/domain/stable-json';
import { STORAGE_KEYS, type StorageKey } from '../storage/keys';
import {
  readKey,
  readList,
  readMap,
  readRaw,
  removeKey,
  restoreRaw,
  writeKey,
  type WriteResult,
} from '../storage/storage';
import { applyTheme } from '../theme';

// The one reader and writer of the user's data on this device, for sync, export, import and
// delete alike. Which keys hold it, and in what form, is said in the registry (data-kinds.ts).

const storageKey = (k: DataKind) => k.key as StorageKey;

function readKind(k: DataKind): unknown {
  const key = storageKey(k);
  const form = k.device;
  if (form.shape === 'map') return readMap(key, form.value, form.keyOk);
  if (form.shape === 'list') {
    const list = readList(key, form.item);
    return form.distinct ? [...new Set(list)] : list;
  }
  return readRaw(key) === null ? null : readKey<unknown>(key, form.value, null);
}

/**
 * Reads every kind of the user's data through its checks. Never throws: the valid part of
 * each key is kept, and anything unreadable stays set aside under `<key>.corrupt`.
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
  for (const k of DATA_KINDS) {
    const key = storageKey(k);
    const value = put[k.key];
    if (value === undefined || stableStringify(value) === stableStringify(had[k.key])) continue;
    const raw = readRaw(key);
    if (value === null) {
      removeKey(key);
    } else {
      const result = writeKey(key, value);
      if (!result.ok) {
        for (const c of changed.reverse()) restoreRaw(c.key, c.raw);
        return result;
      }
    }
    changed.push({ key, raw });
  }
  if (changed.some((c) => c.key === 'settings')) applyTheme(next.settings?.darkMode);
  return { ok: true };
}

/** Whether this device holds any of the user's data, of any kind (a journal draft counts). */
export function deviceHasUserData(): boolean {
  return [...DATA_KINDS.map(storageKey), 'journalDraft' as const].some(
    (key) => readRaw(key) !== null,
  );
}

/** The keys the kinds that 'Delete my data' removes are kept under. */
function erasedKeys(): StorageKey[] {
  return DATA_KINDS.filter((k) => k.erases !== null).map(storageKey);
}

/** Removes the user's data (and the sync bookkeeping) from this device, as on signing out. */
export function clearLocalUserData() {
  for (const key of erasedKeys()) removeKey(key);
  removeKey('journalDraft');
  removeKey('syncState');
  removeKey('authUser');
}

/**
 * Removes everything Mentora keeps in this browser: each kind 'Delete my data' removes, every
 * other key the app uses (see storage/keys.ts), and any copy of unreadable data set aside under
 * `<key>.corrupt`.
 */
export function clearDeviceData(): void {
  const kept = new Set(DATA_KINDS.filter((k) => k.erases === null).map(storageKey));
  for (const key of new Set([...erasedKeys(), ...STORAGE_KEYS])) {
    if (kept.has(key)) continue;
    removeKey(key);
    // The set-aside copies hold the user's words too.
    removeKey(`${key}.corrupt` as StorageKey);
  }
  applyTheme(undefined);
}
