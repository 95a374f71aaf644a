import { DailyChallengesSchema, DayTicksSchema } from '@mentora/domain/challenges';
import {
  CustomSkillSchema,
  FavoriteIdSchema,
  uniqueCustomSkills,
} from '@mentora/domain/coping-skills';
import { isIsoDate } from '@mentora/domain/dates';
import { USER_DATA_KEYS, type UserData, type UserDataKey } from '@mentora/domain/export';
import { GroundingAnswersSchema, type GroundingAnswers } from '@mentora/domain/grounding';
import { JournalEntrySchema } from '@mentora/domain/journal';
import { MoodLabelSchema, MoodLevelSchema } from '@mentora/domain/mood';
import { SafetyPlanSchema, type SafetyPlan } from '@mentora/domain/safety-plan';
import { SettingsSchema, type Settings } from '@mentora/domain/settings';
import { SleepToolSchema, type SleepToolData } from '@mentora/domain/sleep';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { STORAGE_KEYS, type StorageKey } from '../../../lib/storage/keys';
import {
  readKey,
  readList,
  readMap,
  readRaw,
  removeKey,
  writeKey,
  type WriteResult,
} from '../../../lib/storage/storage';
import { applyTheme } from '../../../lib/theme';

/**
 * Everything the user has stored on this device, read the way each feature reads it: the
 * valid part of each key is kept, and anything unreadable stays set aside under `<key>.corrupt`.
 */
export function readUserData(): UserData {
  const challenges = DailyChallengesSchema.safeParse(
    readMap('dailyChallenges', DayTicksSchema, isIsoDate),
  );
  return {
    moodHistory: readMap('moodHistory', MoodLabelSchema, isIsoDate),
    moodLevels: readMap('moodLevels', MoodLevelSchema, isIsoDate),
    journalHistory: readList('journalHistory', JournalEntrySchema),
    dailyChallenges: challenges.success
      ? Object.fromEntries(Object.entries(challenges.data).filter(([, t]) => t.length > 0))
      : {},
    copingSkillsFavorites: [...new Set(readList('copingSkillsFavorites', FavoriteIdSchema))],
    copingSkillsCustom: uniqueCustomSkills(readList('copingSkillsCustom', CustomSkillSchema)),
    safetyPlan: readKey<SafetyPlan | null>('safetyPlan', SafetyPlanSchema, null),
    sleepTool: readKey<SleepToolData | null>('sleepTool', SleepToolSchema, null),
    groundingAnswers: readKey<GroundingAnswers | null>(
      'groundingAnswers',
      GroundingAnswersSchema,
      null,
    ),
    settings: readKey<Settings | null>('settings', SettingsSchema, null),
  };
}

/**
 * Saves all of the user's data. Only keys whose content changes are written. If any write
 * fails (storage full), the keys already written are put back as they were (a key that was
 * not there is removed again), so the device is left as before and the caller can say so.
 */
export function writeUserData(next: UserData, before: UserData = readUserData()): WriteResult {
  const written: { key: UserDataKey; raw: string | null }[] = [];
  for (const key of USER_DATA_KEYS) {
    const value = next[key];
    // A merge never empties a key, so nothing to do for one the data does not have.
    if (value === null || JSON.stringify(value) === JSON.stringify(before[key])) continue;
    const raw = readRaw(key);
    const result = writeKey(key, value);
    if (!result.ok) {
      for (const w of written) {
        if (w.raw === null) removeKey(w.key);
        else writeKey(w.key, before[w.key]);
      }
      return result;
    }
    written.push({ key, raw });
  }
  if (written.some((w) => w.key === 'settings')) applyTheme(next.settings?.darkMode);
  return { ok: true };
}

/**
 * Removes everything Mentora keeps in this browser: every key (see lib/storage/keys.ts) and
 * any copy of unreadable data set aside under `<key>.corrupt`.
 */
export function clearDeviceData(): void {
  for (const key of STORAGE_KEYS) {
    removeKey(key);
    // The set-aside copies hold the user's words too.
    removeKey(`${key}.corrupt` as StorageKey);
  }
  applyTheme(undefined);
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
