import { useEffect } from 'react';
import type * as DialogModule from './dialog';
import type { DialogProps } from './dialog';
import { lazyModule } from '@/lib/lazy-module';
import { whenSettled } from '@/lib/when-settled';
import { useLoaded } from '@/lib/use-loaded';

type Loaded = typeof DialogModule;

const dialog = lazyModule<Loaded>(() => import('./dialog'));

/**
 * Fetches the dialog primitive (Radix) once; resolves when it can render. A failed load is
 * forgotten and tried again.
 */
export const loadDialog = dialog.load;

/**
 * The same modal as components/ui/dialog, for dialogs that open on the person's action: its
 * code is not part of the page's first load but fetched once the page has settled (whenSettled),
 * so it is there before anyone opens it (and offline). Opened before then, its code is fetched at
 * once and it shows as soon as it has arrived.
 */
export function LazyDialog(props: DialogProps) {
  const primitive = useLoaded(dialog.subscribe, dialog.get);
  const { open, onOpenChange } = props;

  useEffect(() => {
    if (primitive) return;
    return whenSettled(() => void loadDialog().catch(() => undefined));
  }, [primitive]);

  useEffect(() => {
    if (primitive || !open) return;
    let cancelled = false;
    loadDialog().catch((err: unknown) => {
      if (cancelled) return;
      console.error('Could not load the dialog', err);
      // Closed again, so the next try starts afresh.
      onOpenChange(false);
    });
    return () => {
      cancelled = true;
    };
  }, [primitive, open, onOpenChange]);

  return primitive ? <primitive.Dialog {...props} /> : null;
}
