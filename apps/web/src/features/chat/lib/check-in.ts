import { checkInDue } from '@mentora/domain/chat-safety';
import { isIsoDate, todayIso } from '@mentora/domain/dates';
import * as z from 'zod/mini';
import { readKey, removeKey, writeKey } from '@/lib/storage/storage';

/*
 * The gentle check-in after a crisis reply: only the date of the last crisis reply is kept,
 * on this device (`lastCrisisDate`), never what was written. The next time the chat opens
 * within 7 days it asks once how the person is doing, and the date is forgotten.
 */

/** A calendar date; anything else found under the key is set aside, never thrown away. */
const DateSchema = z.string().check(z.refine(isIsoDate));

/** Remembers that the crisis reply was shown today. */
export function rememberCrisisReply(): void {
  writeKey('lastCrisisDate', todayIso());
}

/**
 * Whether the chat should check in now; reading it forgets the date (the check-in comes once),
 * and a date too old or in the future is dropped. An unreadable value is set aside by readKey.
 */
export function takeCheckIn(): boolean {
  const last = readKey<string | null>('lastCrisisDate', DateSchema, null);
  const due = checkInDue(last, todayIso());
  if (due !== 'none') removeKey('lastCrisisDate');
  return due === 'show';
}
