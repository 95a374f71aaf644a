import { startTransition, useEffect, useState } from 'react';

/**
 * The current value of a module-level store that changes when code fetched on its own arrives
 * (a dialog's, the toasts'). Unlike `useSyncExternalStore`, whose updates always render at once,
 * the update is a transition: code arriving while a prerendered page is still being hydrated does
 * not force the rest of the page to hydrate in one long task, and a person's taps come first.
 */
export function useLoaded<T>(subscribe: (listener: () => void) => () => void, get: () => T): T {
  const [value, setValue] = useState<T>(get);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => get()));
    const stop = subscribe(update);
    // It may have arrived between this render and now.
    update();
    return stop;
  }, [subscribe, get]);
  return value;
}
