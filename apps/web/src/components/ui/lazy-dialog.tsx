import { useCallback } from 'react';
import type * as DialogModule from './dialog';
import type { DialogProps } from './dialog';
import { lazyModule } from '@/lib/lazy-module';
import { useLazyCode } from '@/lib/use-lazy-code';

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
  const { open, onOpenChange } = props;
  // Closed again when its code cannot be fetched, so the next try starts afresh.
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const primitive = useLazyCode(dialog, { needed: open, name: 'the dialog', onFail: close });
  return primitive ? <primitive.Dialog {...props} /> : null;
}
