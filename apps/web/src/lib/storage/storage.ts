import type { StorageKey } from './keys';

/** Anything with zod's safeParse shape (a zod schema, or a small hand-written parser). */
export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();
const reported = new Set<string>();

function backend(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function notify(key: string) {
  listeners.get(key)?.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Another tab changed a key: tell this tab's subscribers.
  window.addEventListener('storage', (e) => {
    if (e.key) notify(e.key);
    else listeners.forEach((_set, key) => notify(key));
  });
}

export function subscribe(key: StorageKey, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Keeps an unreadable value under `<key>.corrupt` so nothing is thrown away, and reports it once. */
function setAside(key: string, raw: string, why: string) {
  const store = backend();
  try {
    store?.setItem(`${key}.corrupt`, raw);
  } catch {
    /* storage full: the original stays where it is */
  }
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(
      `[storage] "${key}" could not be read (${why}); kept a copy under "${key}.corrupt".`,
    );
  }
}

export function readRaw(key: string): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads a key through its schema. Never throws: a missing key gives the fallback,
 * an unreadable value is set aside and gives the fallback.
 */
export function readKey<T>(key: StorageKey, schema: Parser<T>, fallback: T): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    setAside(key, raw, 'not JSON');
    return fallback;
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  setAside(key, raw, 'unexpected shape');
  return fallback;
}

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

function isQuotaError(err: unknown): boolean {
  return (
    err instanceof DOMException &&
    (err.name === 'QuotaExceededError' ||
      err.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      err.code === 22)
  );
}

/** Writes a value as JSON. Reports a full or missing storage instead of throwing. */
export function writeKey(key: StorageKey, value: unknown): WriteResult {
  const store = backend();
  if (!store) return { ok: false, reason: 'unavailable' };
  try {
    store.setItem(key, JSON.stringify(value));
  } catch (err) {
    return { ok: false, reason: isQuotaError(err) ? 'quota' : 'unavailable' };
  }
  notify(key);
  return { ok: true };
}

export function removeKey(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch {
    /* nothing to do */
  }
  notify(key);
}

/** The message shown when a save cannot be written. */
export function writeFailureMessage(result: WriteResult): string {
  if (result.ok) return '';
  return result.reason === 'quota'
    ? "Your browser's storage is full, so this couldn't be saved. Your text is still here: free some space (for example, export and delete old entries) and try again."
    : "This browser isn't letting Mentora save right now (private mode or storage turned off). Your text is still here.";
}
