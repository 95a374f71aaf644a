import { useEffect } from 'react';
import type { LazyModule } from './lazy-module';
import { useLoaded } from './use-loaded';
import { whenSettled } from './when-settled';

export interface LazyCodeOptions {
  /** The code is needed now (its dialog is open): it is fetched at once. */
  needed: boolean;
  /** What the code is, for the console when it could not be fetched ('the meditation'). */
  name: string;
  /** Called when a fetch asked for by `needed` fails: the caller closes, so a next try starts afresh. */
  onFail?(): void;
  /** Fetch it once the page has settled too, before it is needed (the default). */
  prefetch?: boolean;
}

/**
 * A lazily loaded module's code for what opens from a page (a dialog, a menu): null until it has
 * arrived. It is not part of the page's first load but fetched once the page has settled, or at
 * once when it is needed.
 */
export function useLazyCode<T>(
  code: LazyModule<T>,
  { needed, name, onFail, prefetch = true }: LazyCodeOptions,
): T | null {
  const loaded = useLoaded(code.subscribe, code.get);
  useEffect(() => {
    if (loaded || !prefetch) return;
    return whenSettled(() => void code.load().catch(() => undefined));
  }, [code, loaded, prefetch]);
  useEffect(() => {
    if (loaded || !needed) return;
    let cancelled = false;
    code.load().catch((err: unknown) => {
      if (cancelled) return;
      console.error(`Could not load ${name}`, err);
      onFail?.();
    });
    return () => {
      cancelled = true;
    };
  }, [code, loaded, needed, name, onFail]);
  return loaded;
}
