import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { UrgentHelpDialogProps } from './urgent-help-dialog';

type DialogComponent = ComponentType<UrgentHelpDialogProps>;

let loading: Promise<DialogComponent> | null = null;

/**
 * Loads the 'Need urgent help?' dialog (and the dialog primitive it needs) on its own, so
 * it stays out of a page's first load. A failed load is forgotten and tried again.
 */
export function loadUrgentHelpDialog(): Promise<DialogComponent> {
  if (!loading) {
    const attempt = import('./urgent-help-dialog').then((m) => m.UrgentHelpDialog);
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

export interface UrgentHelpTriggerProps {
  className: string;
  children: ReactNode;
}

/**
 * A button that opens the 'Need urgent help?' dialog, for pages with a tight size budget
 * (the landing page). The dialog's code is fetched once the page is idle, so it is ready
 * before anyone needs it, even if the network drops later.
 */
export function UrgentHelpTrigger({ className, children }: UrgentHelpTriggerProps) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      loadUrgentHelpDialog().then(
        (C) => !cancelled && setDialog(() => C),
        () => undefined,
      );
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  const onClick = () => {
    setOpen(true);
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
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
