import { tidyUserData, type UserData } from '@mentora/domain/data-kinds';
import { ApiError, apiFetch } from '@/lib/api-client';
import { readDeviceData } from '@/lib/sync/local-data';

/**
 * Everything the user has stored on this device, as export and import see it: read by the one
 * reader of device data, each kind as the features show it (duplicates and empty days left out).
 */
export function readUserData(): UserData {
  return tidyUserData(readDeviceData());
}

/**
 * Deletes the copies of the user's data kept on their account. A server without the sync
 * endpoint (404) has none to delete; any other failure is thrown so nothing local is touched.
 */
export async function deleteAccountData(): Promise<void> {
  try {
    await apiFetch('/api/sync', { method: 'DELETE' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

/** Offers text to the user as a downloaded file. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
