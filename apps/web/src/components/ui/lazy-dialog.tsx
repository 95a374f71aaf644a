import { useEffect } from 'react';
import type * as DialogModule from './dialog';
import type { DialogProps } from './dialog';
import { whenSettled } from '../../lib/when-settled';
import { useLoaded } from '../../lib/use-loaded';

type Loaded = typeof DialogModule;

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the dialog primitive (Radix) once; resolves when it can render. A failed load is
 * forgotten and tried again.
 */
export function loadDialog(): Promise<Loaded> {
  if (!loading) {
    const attempt = import('./dialog').then((m) => {
      loaded = m;
      for (const l of listeners) l();
      return m;
    });
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const getLoaded = () => loaded;

/**
 * The same modal as components/ui/dialog, for dialogs that open on the person's action: its
 * code is not part of the page's first load but fetched once the page has settled (whenSettled),
 * so it is there before anyone opens it (and offline). Opened before then, its code is fetched at
 * once and it shows as soon as it has arrived.
 */
export function LazyDialog(props: DialogProps) {
  const primitive = useLoaded(subscribe, getLoaded);
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
