import { useEffect, useRef } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import './toaster.css';

export { toast };

export interface ToastRegionProps {
  /** Toast duration in milliseconds. */
  duration: number;
  /** Called once the region is on the page (and listening), with what undoes it on unmount. */
  onReady(): () => void;
}

/**
 * The toast region itself (sonner): announced politely to screen readers, never takes focus.
 * Loaded on its own by components/ui/toaster.
 */
export function ToastRegion({ duration, onReady }: ToastRegionProps) {
  // Runs after sonner's own effects, so it already listens for toasts.
  useEffect(() => onReady(), [onReady]);
  // Sonner makes each toast a stop of Tab, and sends focus back where it came from when it
  // leaves: with nothing in a toast to do, Tab at the end of a page went round between the two
  // until the toast had gone. Read out as they come, they need no focus.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = box.current;
    if (!region) return;
    const untab = () =>
      region.querySelectorAll<HTMLElement>('[data-sonner-toast]').forEach((t) => {
        if (t.tabIndex !== -1) t.tabIndex = -1;
      });
    const watch = new MutationObserver(untab);
    watch.observe(region, { childList: true, subtree: true, attributeFilter: ['tabindex'] });
    return () => watch.disconnect();
  }, []);
  return (
    <div ref={box}>
      <SonnerToaster
        position="bottom-center"
        duration={duration}
        offset={{ bottom: 88 }}
        mobileOffset={{ bottom: 88 }}
        toastOptions={{ className: 'toast' }}
        containerAriaLabel="Notifications"
      />
    </div>
  );
}
