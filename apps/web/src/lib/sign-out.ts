import { DATA_KINDS, type UserData } from '@mentora/domain/data-kinds';
import { stableStringify } from '@mentora/domain/stable-json';
import type { AppUser } from './auth-context-types';
import { apiFetch } from './api-client';
import { readRaw, removeKey, restoreRaw, writeKey } from './storage/storage-core';
import { DRAFT_KEYS, clearLocalUserData, readDeviceData, writeDeviceData } from './sync/local-data';

/** A short fingerprint of a text (FNV-1a, 32 bits, and its length). */
function print(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${(h >>> 0).toString(36)}.${text.length.toString(36)}`;
}

/** Each record of the person's data here (by kind and key) and each draft, with its value. */
function* itemsOf(data: UserData): Generator<[string, string]> {
  for (const k of DATA_KINDS) {
    if (k.erases === null) continue;
    for (const [key, value] of k.sync.split((data as Record<string, unknown>)[k.key] as never))
      yield [`${k.sync.kind}\u0000${key}`, stableStringify(value)];
  }
  for (const key of DRAFT_KEYS) {
    const raw = readRaw(key);
    if (raw !== null) yield [`draft\u0000${key}`, raw];
  }
}

/**
 * Removes from this device the data of an account that logged out here and left it (the held
 * data's 'Remove'), keeping what was written here since: each record or draft whose fingerprint
 * is not the one taken as they logged out (a guest's journal entry, an entry edited since).
 * Without fingerprints (the session ended elsewhere, or storage was too full for them), all of
 * it goes, as on signing out with 'remove'.
 */
export function clearHeldData(prints: unknown): void {
  if (typeof prints !== 'object' || prints === null) return clearLocalUserData();
  const was = prints as Record<string, unknown>;
  const before = readDeviceData();
  const after: Record<string, unknown> = { ...before };
  for (const k of DATA_KINDS) {
    if (k.erases === null) continue;
    const kept = k.sync
      .split((before as Record<string, unknown>)[k.key] as never)
      .filter(
        ([key, value]) => was[`${k.sync.kind}\u0000${key}`] !== print(stableStringify(value)),
      );
    after[k.key] = kept.length > 0 ? k.sync.join(kept) : null;
  }
  writeDeviceData(after as UserData, before);
  for (const key of DRAFT_KEYS) {
    const raw = readRaw(key);
    if (raw !== null && was[`draft\u0000${key}`] === print(raw)) removeKey(key);
  }
  // What the last import from another app added, and the account's bookkeeping: theirs.
  for (const key of ['lastImport', 'syncState', 'authUser'] as const) removeKey(key);
}

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
  if (mark) {
    const held = { ...last, loggedOutHere: true };
    const prints = Object.fromEntries(
      [...itemsOf(readDeviceData())].map(([id, text]) => [id, print(text)]),
    );
    // Without room for the fingerprints, the mark alone: removing it then removes all.
    if (!writeKey('heldData', { ...held, prints }).ok && !writeKey('heldData', held).ok)
      return 'unmarked';
  }
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
