import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { isIsoDate } from './dates';

/** The three mood labels a quiz result can give, stored under `moodHistory`. */
export const MOOD_LABELS = ['Good', 'Neutral', 'Bad'] as const;
export const MoodLabelSchema = lazySchema(() => z.enum(MOOD_LABELS));
export type MoodLabel = z.infer<typeof MoodLabelSchema>;

/** An ISO calendar date (YYYY-MM-DD) that really exists. */
export const IsoDateSchema = lazySchema(() =>
  z.string().check(z.refine(isIsoDate, 'not a YYYY-MM-DD date')),
);

/** `moodHistory`: ISO date -> the day's quiz result. */
export const MoodHistorySchema = lazySchema(() => z.record(IsoDateSchema, MoodLabelSchema));
export type MoodHistory = z.infer<typeof MoodHistorySchema>;

/** The mood slider. */
export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
export const MOOD_DEFAULT = 5;

/** One slider value, 1 to 10 in whole steps. */
export const MoodLevelSchema = lazySchema(() => z.int().check(z.gte(MOOD_MIN), z.lte(MOOD_MAX)));
export type MoodLevel = z.infer<typeof MoodLevelSchema>;

/** `moodLevels`: ISO date -> the day's slider value. */
export const MoodLevelsSchema = lazySchema(() => z.record(IsoDateSchema, MoodLevelSchema));
export type MoodLevels = z.infer<typeof MoodLevelsSchema>;

export interface MoodBand {
  emoji: string;
  /** A word for the band, read by screen readers with the value. */
  name: string;
}

/** The slider's emoji bands: up to 2, 3-4, 5-6, 7-8, 9-10. */
export function moodBand(level: number): MoodBand {
  if (level <= 2) return { emoji: '😢', name: 'very low' };
  if (level <= 4) return { emoji: '🙁', name: 'low' };
  if (level <= 6) return { emoji: '😐', name: 'okay' };
  if (level <= 8) return { emoji: '🙂', name: 'good' };
  return { emoji: '😄', name: 'great' };
}

/** The visible slider text. */
export function moodLevelText(level: number): string {
  return `Mood: ${level}/10`;
}

/** Clamps any number to a whole slider value. */
export function clampMoodLevel(n: number): MoodLevel {
  if (!Number.isFinite(n)) return MOOD_DEFAULT;
  return Math.min(MOOD_MAX, Math.max(MOOD_MIN, Math.round(n)));
}

/** Sets the label for a day (a later result on the same day replaces the earlier one). */
export function recordMood(history: MoodHistory, date: string, label: MoodLabel): MoodHistory {
  return { ...history, [date]: label };
}

/** Sets the slider value for a day. */
export function recordMoodLevel(levels: MoodLevels, date: string, level: number): MoodLevels {
  return { ...levels, [date]: clampMoodLevel(level) };
}

/** The tools of the Mood Tracker section that a link can open (`?open=`). */
export const MOOD_TOOLS = [
  'quiz',
  'insights',
  'breathing',
  'challenges',
  'journal',
  'games',
] as const;
export type MoodTool = (typeof MOOD_TOOLS)[number];

/** Reads the `open` query parameter; anything unknown is ignored. */
export function parseMoodTool(value: string | null | undefined): MoodTool | null {
  return (MOOD_TOOLS as readonly string[]).includes(value ?? '') ? (value as MoodTool) : null;
}
