import { DATA_KINDS, type UserData } from '@mentora/domain/data-kinds';
import { contentHash } from '@mentora/domain/content-hash';
import { stableStringify } from '@mentora/domain/stable-json';
import type { AppUser } from './auth-context-types';
import { apiFetch } from './api-client';
import { HELP_OFFER_KEY_PREFIX, HELP_PLACES } from './safety/help-offer-keys';
import type { StorageKey } from './storage/keys';
import { readRaw, removeKey, restoreRaw, setAsideKeys, writeKey } from './storage/storage-core';
import { DRAFT_KEYS, erasedKeys, readDeviceData, writeDeviceData } from './sync/local-data';

/** Where the chat keeps this tab's conversation (features/chat/lib/kept-chat.ts: the same). */
const KEPT_CHAT_KEY = 'mentora.chat';

/** Each record of the person's data here, by kind: what 'Delete my data' would remove. */
function* recordsOf(data: UserData) {
  for (const k of DATA_KINDS) {
    if (k.erases === null) continue;
    for (const entry of k.sync.split((data as Record<string, unknown>)[k.key] as never))
      yield [k, entry] as const;
  }
}

/** A record's (or a draft's) name among the fingerprints, and its fingerprint. */
const printOf = (kind: string, key: string, text: string): [string, string] => [
  `${kind}\u0000${key}`,
  contentHash(text),
];

/**
 * A draft key's drafts, each by its name and stored text: the journal's holds one for each tab
 * (`{ [tab]: draft }`), each its own; any other is one draft. `null` when unreadable (one draft).
 */
function draftsIn(key: string, raw: string): Record<string, unknown> | null {
  if (key !== 'journalDraft') return null;
  try {
    const kept: unknown = JSON.parse(raw);
    return typeof kept === 'object' && kept !== null && !Array.isArray(kept)
      ? (kept as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Each draft on this device with its fingerprint: one for each tab under the journal's key
 * (`tab`, with its `value`), the whole key for any other (`tab` null).
 */
function* draftsHere() {
  for (const key of DRAFT_KEYS) {
    const raw = readRaw(key);
    if (raw === null) continue;
    const drafts = draftsIn(key, raw);
    if (!drafts) yield { key, tab: null, value: raw, print: printOf('draft', key, raw) };
    else
      for (const [tab, value] of Object.entries(drafts))
        yield {
          key,
          tab,
          value,
          print: printOf('draft', `${key}\u0000${tab}`, stableStringify(value)),
        };
  }
}

/** The fingerprints of the person's records and drafts on this device now. */
function printsOf(data: UserData): Record<string, string> {
  const prints = [...recordsOf(data)].map(([k, [key, value]]) =>
    printOf(k.sync.kind, key, stableStringify(value)),
  );
  for (const draft of draftsHere()) prints.push(draft.print);
  return Object.fromEntries(prints);
}

/**
 * Removes the user's data (and the sync bookkeeping) from this device, as on signing out with
 * 'remove', with every copy of unreadable data set aside (`<key>.corrupt`…): the person asked
 * for their data to be gone from here, and the account holds what was readable.
 */
export function clearLocalUserData(): void {
  for (const key of [...erasedKeys(), ...DRAFT_KEYS]) removeKey(key);
  for (const copy of setAsideKeys()) removeKey(copy as StorageKey);
  // What the last import from another app added: it belongs to the data just removed.
  removeKey('lastImport');
  removeKey('syncState');
  removeKey('authUser');
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
  const unchanged = ([id, print]: [string, string]) => was[id] === print;
  const before = readDeviceData();
  const after: Record<string, unknown> = { ...before };
  for (const k of DATA_KINDS) if (k.erases !== null) after[k.key] = null;
  const kept = new Map<(typeof DATA_KINDS)[number], Array<readonly [string, unknown]>>();
  for (const [k, [key, value]] of recordsOf(before)) {
    if (unchanged(printOf(k.sync.kind, key, stableStringify(value)))) continue;
    const entries = kept.get(k) ?? [];
    entries.push([key, value]);
    kept.set(k, entries);
  }
  for (const [k, entries] of kept) after[k.key] = k.sync.join(entries as never);
  writeDeviceData(after as UserData, before);
  // Each draft goes unless written in since; of the journal's, each tab's on its own.
  const tabsLeft = new Map<(typeof DRAFT_KEYS)[number], Array<[string, unknown]>>();
  for (const { key, tab, value, print } of [...draftsHere()]) {
    if (tab === null) {
      if (unchanged(print)) removeKey(key);
      continue;
    }
    const left = tabsLeft.get(key) ?? tabsLeft.set(key, []).get(key)!;
    if (!unchanged(print)) left.push([tab, value]);
  }
  for (const [key, left] of tabsLeft) {
    if (left.length === 0) removeKey(key);
    else writeKey(key, Object.fromEntries(left));
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
    const prints = printsOf(readDeviceData());
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
  // The conversation this tab kept (features/chat/lib/kept-chat.ts), and the one on screen; and
  // help offered after words saved, with words not yet checked (safety/use-help-offer.ts).
  try {
    sessionStorage.removeItem(KEPT_CHAT_KEY);
    for (const place of HELP_PLACES) sessionStorage.removeItem(HELP_OFFER_KEY_PREFIX + place);
  } catch {
    // storage turned off: nothing was kept
  }
  window.dispatchEvent(new Event(KEPT_CHAT_KEY));
  return 'signed-out';
}
