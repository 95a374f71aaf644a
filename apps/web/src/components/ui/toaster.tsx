import { Toaster as SonnerToaster, toast } from 'sonner';
import '../../styles/toaster.css';

/** Toast duration everywhere in the app (SPEC: 2.2 seconds). */
export const TOAST_MS = 2200;

/**
 * The app's toast region: announced politely to screen readers, never takes focus.
 * Mounted once per page layout.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      duration={TOAST_MS}
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
      toastOptions={{ className: 'toast' }}
      containerAriaLabel="Notifications"
    />
  );
}

/** Shows a short message in the toast region. */
export function notify(message: string) {
  toast(message, { duration: TOAST_MS });
}
