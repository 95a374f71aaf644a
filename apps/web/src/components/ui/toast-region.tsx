import { useEffect } from 'react';
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
  return (
    <SonnerToaster
      position="bottom-center"
      duration={duration}
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
      toastOptions={{ className: 'toast' }}
      containerAriaLabel="Notifications"
    />
  );
}
