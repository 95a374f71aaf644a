import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StorageKey } from './keys';
import { readRaw, subscribe, writeKey, type WriteResult } from './storage';

/**
 * Subscribes a component to one storage key. `read` parses the key (through the storage
 * helpers) and is only re-run when the raw stored text changes.
 */
export function useStored<T>(key: StorageKey, read: () => T): [T, (next: T) => WriteResult] {
  const cache = useRef<{ raw: string | null; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const raw = readRaw(key);
    if (cache.current && cache.current.raw === raw) return cache.current.value;
    const value = read();
    cache.current = { raw, value };
    return value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const value = useSyncExternalStore(
    useCallback((cb) => subscribe(key, cb), [key]),
    getSnapshot,
    getSnapshot,
  );
  const set = useCallback((next: T) => writeKey(key, next), [key]);
  return [value, set];
}
