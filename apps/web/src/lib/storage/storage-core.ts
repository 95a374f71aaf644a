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

/** A set-aside copy's key: `<key>.corrupt` (the first), then `<key>.corrupt.2`, `.3`… */
const ASIDE = /^(.+)\.corrupt(?:\.(\d+))?$/;

/** The key a set-aside copy was kept for and its number (1 for `<key>.corrupt`), or null. */
export function setAsideOf(stored: string): [key: string, n: number] | null {
  const m = ASIDE.exec(stored);
  return m ? [m[1]!, +(m[2] ?? 1)] : null;
}

/**
 * The keys of the copies of unreadable data set aside on this device (only `key`'s, if given),
 * by the key they were kept for, then in the order they were kept.
 */
export function setAsideKeys(key?: string): string[] {
  return keysStartingWith(key ? `${key}.corrupt` : '')
    .filter((k) => setAsideOf(k) && (!key || setAsideOf(k)![0] === key))
    .sort((a, b) => {
      const [x, i] = setAsideOf(a)!;
      const [y, j] = setAsideOf(b)!;
      return x < y ? -1 : x > y ? 1 : i - j;
    });
}

/**
 * Keeps an unreadable value so nothing is thrown away, and reports it once: under
 * `<key>.corrupt`, or `.corrupt.2`, `.3`… when other values of the key were set aside before
 * (none is overwritten, and one already kept is not kept twice). Never throws: when storage is
 * full, the original stays where it is.
 */
export function setAside(key: string, raw: string, why: string) {
  let kept = '';
  try {
    const copies = setAsideKeys(key);
    kept = copies.find((k) => readRaw(k) === raw) ?? '';
    if (!kept) {
      const n = copies.length && setAsideOf(copies.at(-1)!)![1] + 1;
      const next = `${key}.corrupt${n ? `.${n}` : ''}`;
      backend()!.setItem(next, raw);
      kept = next;
    }
  } catch {
    /* storage full: the original stays where it is */
  }
  if (!reported.has(key + kept)) {
    reported.add(key + kept);
    console.warn(
      `[storage] "${key}" could not be read (${why}); ${kept ? `kept a copy under "${kept}"` : 'no room to keep a copy'}.`,
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
