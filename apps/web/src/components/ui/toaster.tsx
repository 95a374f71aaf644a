import { useEffect } from 'react';
import type * as ToastRegionModule from './toast-region';
import { lazyModule } from '@/lib/lazy-module';
import { nextTask } from '@/lib/next-task';
import { useLoaded } from '@/lib/use-loaded';

/** Toast duration everywhere in the app (SPEC: 2.2 seconds). */
export const TOAST_MS = 2200;

type ToastModule = typeof ToastRegionModule;

/** The toast code (sonner) is fetched on its own, once. A failed load is tried again later. */
const toasts = lazyModule<ToastModule>(() => import('./toast-region'));

/** Messages waiting for the region to be on the page, in order. */
const pending: string[] = [];
/** The mounted region's module, once it listens for toasts. */
let ready: ToastModule | null = null;

const show = (m: ToastModule, message: string) => m.toast(message, { duration: TOAST_MS });

function regionReady(): () => void {
  ready = toasts.get();
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
  const region = useLoaded(toasts.subscribe, toasts.get);
  useEffect(() => {
    if (region) return;
    // In a task of its own, not the one that commits the page's first render. A failed fetch
    // here is tried again by the first notify().
    let live = true;
    void nextTask().then(() => {
      if (live) toasts.load().catch(() => undefined);
    });
    return () => {
      live = false;
    };
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
  toasts.load().catch((err: unknown) => console.error('Could not load the toasts', err));
}
