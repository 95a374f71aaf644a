/**
 * Code fetched on its own, once (a dialog's, the toasts', a menu's), outside a page's first
 * load. `load()` starts the fetch, or joins the one under way, and resolves with what `importer`
 * makes of it; a failed fetch is forgotten, so the next `load()` tries again. `get()` is the
 * loaded value (null until it has arrived) and `subscribe` is told when it arrives, for
 * `useLoaded`.
 */
export interface LazyModule<T> {
  load: () => Promise<T>;
  get: () => T | null;
  subscribe: (listener: () => void) => () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      if (!loading) {
        const attempt = importer().then((value) => {
          loaded = value;
          for (const l of listeners) l();
          return value;
        });
        loading = attempt;
        attempt.catch(() => {
          if (loading === attempt) loading = null;
        });
      }
      return loading;
    },
    get: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
