import { describe, expect, it } from 'vitest';
import {
  MOOD_DEFAULT,
  MOOD_MAX,
  MOOD_MIN,
  MoodHistorySchema,
  MoodLevelsSchema,
  clampMoodLevel,
  moodBand,
  moodLevelText,
  parseMoodTool,
  recordMood,
  recordMoodLevel,
} from './mood';

describe('mood slider', () => {
  it('runs 1 to 10 with a default of 5', () => {
    expect([MOOD_MIN, MOOD_MAX, MOOD_DEFAULT]).toEqual([1, 10, 5]);
  });
  it('shows "Mood: n/10"', () => {
    expect(moodLevelText(7)).toBe('Mood: 7/10');
  });
  it('has an emoji per band: up to 2, 3-4, 5-6, 7-8, 9-10', () => {
    const bands = Array.from({ length: 10 }, (_, i) => moodBand(i + 1).emoji);
    expect(bands).toEqual(['😢', '😢', '🙁', '🙁', '😐', '😐', '🙂', '🙂', '😄', '😄']);
    expect(new Set(bands).size).toBe(5);
    expect(moodBand(2).name).not.toBe(moodBand(3).name);
  });
  it('clamps stray values to a whole 1-10', () => {
    expect(clampMoodLevel(0)).toBe(1);
    expect(clampMoodLevel(11)).toBe(10);
    expect(clampMoodLevel(4.6)).toBe(5);
    expect(clampMoodLevel(Number.NaN)).toBe(5);
  });
  it('keeps one value per day, the latest winning', () => {
    const a = recordMoodLevel({}, '2026-11-21', 3);
    expect(recordMoodLevel(a, '2026-11-21', 8)).toEqual({ '2026-11-21': 8 });
  });
});

describe('mood history', () => {
  it('maps ISO dates to Good, Neutral or Bad', () => {
    const ok = { '2026-11-20': 'Good', '2026-11-21': 'Bad', '2026-11-19': 'Neutral' };
    expect(MoodHistorySchema.safeParse(ok).success).toBe(true);
    expect(MoodHistorySchema.safeParse({ '2026-11-20': 'Great' }).success).toBe(false);
    expect(MoodHistorySchema.safeParse({ yesterday: 'Good' }).success).toBe(false);
    expect(MoodHistorySchema.safeParse({ '2026-02-30': 'Good' }).success).toBe(false);
  });
  it('replaces the day on a second result', () => {
    const h = recordMood({ '2026-11-21': 'Bad' }, '2026-11-21', 'Good');
    expect(h).toEqual({ '2026-11-21': 'Good' });
  });
  it('levels must be whole numbers 1 to 10', () => {
    expect(MoodLevelsSchema.safeParse({ '2026-11-21': 10 }).success).toBe(true);
    expect(MoodLevelsSchema.safeParse({ '2026-11-21': 0 }).success).toBe(false);
    expect(MoodLevelsSchema.safeParse({ '2026-11-21': 11 }).success).toBe(false);
    expect(MoodLevelsSchema.safeParse({ '2026-11-21': 5.5 }).success).toBe(false);
  });
});

describe('deep links', () => {
  it('knows the six tools and ignores anything else', () => {
    for (const t of ['quiz', 'insights', 'breathing', 'challenges', 'journal', 'games'])
      expect(parseMoodTool(t)).toBe(t);
    expect(parseMoodTool('quote')).toBeNull();
    expect(parseMoodTool('')).toBeNull();
    expect(parseMoodTool(null)).toBeNull();
    expect(parseMoodTool('toString')).toBeNull();
  });
});
