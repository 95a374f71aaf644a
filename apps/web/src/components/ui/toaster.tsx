import { useEffect } from 'react';
import type * as ToastRegionModule from './toast-region';
import { useLoaded } from '../../lib/use-loaded';

/** Toast duration everywhere in the app (SPEC: 2.2 seconds). */
export const TOAST_MS = 2200;

type ToastModule = typeof ToastRegionModule;

let loaded: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();

/** The toast code (sonner) is fetched on its own, once. A failed load is tried again later. */
function loadToasts(): Promise<ToastModule> {
  if (!loading) {
    const attempt = import('./toast-region').then((m) => {
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

/** Messages waiting for the region to be on the page, in order. */
const pending: string[] = [];
/** The mounted region's module, once it listens for toasts. */
let ready: ToastModule | null = null;

const show = (m: ToastModule, message: string) => m.toast(message, { duration: TOAST_MS });

function regionReady(): () => void {
  ready = loaded;
  if (ready) for (const message of pending.splice(0)) show(ready, message);
  return () => {
    ready = null;
  };
}

/**
 * The app's toast region: announced politely to screen readers, never takes focus.
 * Mounted once per page layout. Its code is fetched right after the page's first render,
 * outside the page's first load; a message sent before that is shown once it has arrived.
 */
export function Toaster() {
  const region = useLoaded(subscribe, getLoaded);
  useEffect(() => {
    // A failed fetch here is tried again by the first notify().
    if (!region) loadToasts().catch(() => undefined);
  }, [region]);
  return region ? <region.ToastRegion duration={TOAST_MS} onReady={regionReady} /> : null;
}

/** Shows a short message in the toast region. */
export function notify(message: string) {
  if (ready) {
    show(ready, message);
    return;
  }
  pending.push(message);
  loadToasts().catch((err: unknown) => console.error('Could not load the toasts', err));
}
