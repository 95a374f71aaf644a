import type { UserDataKey } from '@mentora/domain/data-kinds';
import { useMemo, useSyncExternalStore } from 'react';
import { subscribeKind } from './local-data';

/** A kind's value as a component shows it, read again only after the kind has changed. */
function kindStore<T>(key: UserDataKey, read: () => T) {
  let version = 0;
  let cached: { version: number; value: T } | null = null;
  return {
    subscribe: (onChange: () => void) =>
      subscribeKind(key, () => {
        version++;
        onChange();
      }),
    get: (): T => {
      if (cached === null || cached.version !== version) cached = { version, value: read() };
      return cached.value;
    },
  };
}

/**
 * Subscribes a component to one kind of the user's data (every bucket of a kind kept in
 * buckets). `read` makes what the component shows of it, through local-data's readers; it runs
 * again only after the kind changed, or when `by` (what it reads by, such as a date) did.
 */
export function useKind<T>(key: UserDataKey, read: () => T, by?: string | number): T {
  // `read` is new each render; what it reads by is `by`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => kindStore(key, read), [key, by]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
