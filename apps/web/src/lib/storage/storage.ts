import type { StorageKey } from './keys';
import { readRaw, setAside, type Parser, type WriteResult } from './storage-core';

// Reading and writing keys (readKey, writeKey, removeKey, subscribe) lives in storage-core.ts,
// so the start page loads only that; everything is available from here.
export * from './storage-core';

/** Reads an array, keeping every item that passes the schema and setting the rest aside. */
export function readList<T>(key: StorageKey, item: Parser<T>): T[] {
  const raw = readRaw(key);
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    setAside(key, raw, 'not JSON');
    return [];
  }
  if (!Array.isArray(data)) {
    setAside(key, raw, 'not a list');
    return [];
  }
  const out: T[] = [];
  let bad = 0;
  for (const entry of data) {
    const p = item.safeParse(entry);
    if (p.success) out.push(p.data);
    else bad++;
  }
  if (bad > 0) setAside(key, raw, `${bad} unreadable item(s)`);
  return out;
}

/** Reads an object map, keeping each entry whose key and value pass and setting the rest aside. */
export function readMap<V>(
  key: StorageKey,
  value: Parser<V>,
  keyOk: (k: string) => boolean = () => true,
): Record<string, V> {
  const raw = readRaw(key);
  if (raw === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    setAside(key, raw, 'not JSON');
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    setAside(key, raw, 'not an object');
    return {};
  }
  const out: Record<string, V> = {};
  let bad = 0;
  for (const [k, v] of Object.entries(data)) {
    const p = value.safeParse(v);
    if (p.success && keyOk(k)) out[k] = p.data;
    else bad++;
  }
  if (bad > 0) setAside(key, raw, `${bad} unreadable entr(ies)`);
  return out;
}

/**
 * The message shown when a save cannot be written. `text` false: what was not saved is a choice
 * (a mood, a favourite, a tick), not words in a box, so no 'Your text is still here'.
 */
export function writeFailureMessage(result: WriteResult, text = true): string {
  if (result.ok) return '';
  return (
    (result.reason === 'quota'
      ? "Your browser's storage is full, so this couldn't be saved. Free some space (for example, export and delete old entries) and try again."
      : "This browser isn't letting Mentora save right now (private mode or storage turned off).") +
    (text ? ' Your text is still here.' : '')
  );
}
