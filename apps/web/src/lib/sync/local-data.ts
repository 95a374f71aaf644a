import { DayTicksSchema } from '@mentora/domain/challenges';
import { CustomSkillSchema, FavoriteIdSchema } from '@mentora/domain/coping-skills';
import { isIsoDate } from '@mentora/domain/dates';
import { GroundingAnswersSchema } from '@mentora/domain/grounding';
import { JournalEntrySchema } from '@mentora/domain/journal';
import { MoodLabelSchema, MoodLevelSchema } from '@mentora/domain/mood';
import { SafetyPlanSchema } from '@mentora/domain/safety-plan';
import { SettingsSchema } from '@mentora/domain/settings';
import { SleepToolSchema } from '@mentora/domain/sleep';
import { USER_DATA_KEYS } from '@mentora/domain/export';
import { stableStringify, type LocalSnapshot } from '@mentora/domain/sync';
import type { StorageKey } from '../storage/keys';
import { readKey, readList, readMap, readRaw, removeKey, writeKey } from '../storage/storage';

/** The storage keys that hold the user's own data (synced and exported). */
export { USER_DATA_KEYS };

function single<T>(
  key: StorageKey,
  schema: { safeParse(d: unknown): { success: true; data: T } | { success: false } },
) {
  return readRaw(key) === null ? null : readKey<T | null>(key, schema, null);
}

/** Reads every user-data key through its schema (never throws; bad parts are set aside). */
export function readLocalSnapshot(): LocalSnapshot {
  return {
    moodHistory: readMap('moodHistory', MoodLabelSchema, isIsoDate),
    moodLevels: readMap('moodLevels', MoodLevelSchema, isIsoDate),
    journalHistory: readList('journalHistory', JournalEntrySchema),
    dailyChallenges: readMap('dailyChallenges', DayTicksSchema, isIsoDate),
    copingSkillsFavorites: [...new Set(readList('copingSkillsFavorites', FavoriteIdSchema))],
    copingSkillsCustom: readList('copingSkillsCustom', CustomSkillSchema),
    safetyPlan: single('safetyPlan', SafetyPlanSchema),
    sleepTool: single('sleepTool', SleepToolSchema),
    groundingAnswers: single('groundingAnswers', GroundingAnswersSchema),
    settings: single('settings', SettingsSchema),
  };
}

/** Writes the keys of a snapshot that differ from what is stored. Returns false if storage is full. */
export function writeLocalSnapshot(next: LocalSnapshot, prev: LocalSnapshot): boolean {
  let ok = true;
  for (const key of USER_DATA_KEYS) {
    const value = next[key];
    if (stableStringify(value) === stableStringify(prev[key])) continue;
    if (value === null) removeKey(key);
    else if (!writeKey(key, value).ok) ok = false;
  }
  return ok;
}

/** Removes every user-data key (and the sync bookkeeping) from this device. */
export function clearLocalUserData() {
  for (const key of USER_DATA_KEYS) removeKey(key);
  removeKey('journalDraft');
  removeKey('syncState');
  removeKey('authUser');
}
