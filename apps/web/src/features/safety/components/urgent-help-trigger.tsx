import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { nextTask } from '@/lib/next-task';
import type { UrgentHelpDialogProps } from './urgent-help-dialog';

type DialogComponent = ComponentType<UrgentHelpDialogProps>;

/**
 * Loads the 'Need urgent help?' dialog (and the dialog primitive it needs) on its own, so
 * it stays out of a page's first load. A failed load is forgotten and tried again.
 */
export const loadUrgentHelpDialog = lazyModule<DialogComponent>(() =>
  import('./urgent-help-dialog').then((m) => m.UrgentHelpDialog),
).load;

export interface UrgentHelpTriggerProps {
  className: string;
  children: ReactNode;
  /**
   * When to fetch the dialog's code: once the page is idle (default), or right after the first
   * render, for screens someone may reach for it from at once.
   */
  prefetch?: 'idle' | 'render';
}

/**
 * A button that opens the 'Need urgent help?' dialog. The dialog's code stays out of the page's
 * first load and is fetched just after it, so it is ready before anyone needs it, even if the
 * network drops later. A click before it has arrived opens the dialog as soon as it has.
 */
export function UrgentHelpTrigger({
  className,
  children,
  prefetch = 'idle',
}: UrgentHelpTriggerProps) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  // The dialog is put on the page at the first tap, not while it is closed: a closed Radix
  // dialog still sets state as it mounts, an extra render each time its code arrives.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // Fetched ahead of any tap: its arrival is a transition, never in the way of hydration.
    const load = () => {
      void loadUrgentHelpDialog().then(
        (C) => {
          if (!cancelled) startTransition(() => setDialog(() => C));
        },
        () => undefined,
      );
    };
    if (prefetch === 'render') {
      // In a task of its own: starting the fetches (a link element for each file) is not added
      // to the task that commits the page's first render.
      void nextTask().then(() => {
        if (!cancelled) load();
      });
      return () => {
        cancelled = true;
      };
    }
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [prefetch]);

  const onClick = () => {
    setOpen(true);
    setUsed(true);
    if (!Dialog) {
      loadUrgentHelpDialog().then(
        (C) => setDialog(() => C),
        (err: unknown) => console.error('Could not load the urgent help dialog', err),
      );
    }
  };

  return (
    <>
      <button type="button" className={className} onClick={onClick}>
        {children}
      </button>
      {Dialog && used ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
