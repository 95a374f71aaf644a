import type { AppUser } from './auth-context-types';
import { apiFetch } from './api-client';
import { readRaw, restoreRaw, writeKey } from './storage/storage-core';
import { clearLocalUserData } from './sync/local-data';

/**
 * How a sign-out ended: signed out; not, as the server could not be reached (nothing changed);
 * or not, as this device's data could not be marked as the account's (storage full).
 */
export type SignOutOutcome = 'signed-out' | 'failed' | 'unmarked';

/**
 * Signs out on the server, fetched as the person logs out (not with the page). Data left on this
 * device stays the account's: it is held for it (`heldData`), so it is never added to another
 * account that signs in here without that person being asked (HeldData), and it is theirs again
 * when they log back in. That mark is written first: when it can't be (storage full), the person
 * stays signed in, and nothing changes.
 */
export async function signOutHere(
  removeLocalData: boolean,
  last: AppUser | null,
): Promise<SignOutOutcome> {
  const mark = !removeLocalData && last !== null;
  const before = readRaw('heldData');
  if (mark && !writeKey('heldData', { ...last, loggedOutHere: true }).ok) return 'unmarked';
  try {
    await apiFetch('/api/auth/sign-out', { body: {} });
  } catch (err) {
    console.error('Sign-out failed:', err);
    // Still signed in: the data is as much theirs as before.
    if (mark) restoreRaw('heldData', before);
    return 'failed';
  }
  if (removeLocalData) clearLocalUserData();
  return 'signed-out';
}
