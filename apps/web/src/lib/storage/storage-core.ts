import type { StorageKey } from './keys';

// The part of storage.ts the start page needs; storage.ts re-exports all of it.

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

/**
 * Tells the subscribers of a key that it changed. A key `<name>:<part>` is one bucket of a kind
 * kept in buckets (check-ins: `checkIns:YYYY-MM`), so the subscribers of `<name>` are told too.
 */
function notify(key: string) {
  listeners.get(key)?.forEach((l) => l());
  const colon = key.indexOf(':');
  if (colon > 0) listeners.get(key.slice(0, colon))?.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Another tab changed a key: tell this tab's subscribers.
  window.addEventListener('storage', (e) => {
    if (e.key) notify(e.key);
    else listeners.forEach((_set, key) => notify(key));
  });
}

/** Calls `listener` when `key` changes (here or in another tab); see notify for buckets. */
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
export function setAside(key: string, raw: string, why: string) {
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

/** The stored keys that start with `prefix` (a kind kept in buckets), in no particular order. */
export function keysStartingWith(prefix: string): string[] {
  const store = backend();
  const out: string[] = [];
  try {
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) out.push(key);
    }
  } catch {
    /* storage unreadable: nothing is listed */
  }
  return out;
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

/** Puts back a key's stored text as it was read (null: the key was not there). */
export function restoreRaw(key: StorageKey, raw: string | null): void {
  if (raw === null) {
    removeKey(key);
    return;
  }
  try {
    backend()?.setItem(key, raw);
  } catch {
    /* the key keeps what it has */
  }
  notify(key);
}

export function removeKey(key: StorageKey): void {
  // Nothing stored, nothing changes: no one is told.
  if (readRaw(key) === null) return;
  try {
    backend()?.removeItem(key);
  } catch {
    /* nothing to do */
  }
  notify(key);
}
