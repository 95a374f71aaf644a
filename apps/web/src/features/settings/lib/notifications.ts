/** Where the browser stands on notifications for this site. */
export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

const TAG = 'mentora-check-in';

export function notificationState(): NotificationState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  const p = Notification.permission;
  return p === 'granted' || p === 'denied' ? p : 'default';
}

/** Asks the browser for permission. Call only from something the user did (a click). */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported';
  try {
    await Notification.requestPermission();
  } catch (err) {
    console.warn('[reminder] could not ask for notification permission', err);
  }
  return notificationState();
}

/**
 * Shows a system notification when permission was granted. Some mobile browsers only allow
 * them through the service worker, so that is tried when the plain constructor is refused.
 * Failures are logged: the in-app reminder is shown either way.
 */
export async function showSystemNotification(title: string, body: string): Promise<boolean> {
  if (notificationState() !== 'granted') return false;
  const options: NotificationOptions = { body, tag: TAG, icon: '/favicon.svg' };
  try {
    const n = new Notification(title, options);
    n.onclick = () => {
      window.focus();
      n.close();
    };
    return true;
  } catch {
    try {
      const reg = await navigator.serviceWorker?.getRegistration();
      if (reg) {
        await reg.showNotification(title, options);
        return true;
      }
    } catch (err) {
      console.warn('[reminder] could not show a notification', err);
    }
  }
  return false;
}
