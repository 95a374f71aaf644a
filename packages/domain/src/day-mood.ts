/**
 * A day's mood, from what the person recorded that day, in this order: the average level of its
 * check-ins (those that have a level), else the mood slider's level for the day (`moodLevels`),
 * else the mood quiz's result (`moodHistory`). 'What helps you' and the year view both read it.
 */
import type { CheckIn, CheckInBuckets } from './check-ins';
import { dateOfTime } from './check-ins';
import type { MoodHistory, MoodLabel, MoodLevels } from './mood';

/**
 * The level (1-10) a quiz result stands for when a day has nothing else: Good 8, Neutral 5,
 * Bad 3, each inside its own band of levelCategory, so a label read as a level reads back as
 * the same label.
 */
export const QUIZ_LABEL_LEVEL: Readonly<Record<MoodLabel, number>> = {
  Good: 8,
  Neutral: 5,
  Bad: 3,
};

/**
 * The category of a level, in SPEC's labels: 1-4 Bad, 5-6 Neutral, 7-10 Good (the slider's
 * 'very low' and 'low' bands are Bad, 'okay' Neutral, 'good' and 'great' Good). An average is
 * first rounded to the nearest whole level, halves up (6.5 is Good, 4.5 Neutral).
 */
export function levelCategory(level: number): MoodLabel {
  const whole = Math.floor(level + 0.5);
  if (whole <= 4) return 'Bad';
  if (whole <= 6) return 'Neutral';
  return 'Good';
}

export type DayMoodSource = 'check-ins' | 'slider' | 'quiz';

export interface DayMood {
  /** The day's level, 1 to 10 (an average of check-ins need not be whole). */
  level: number;
  category: MoodLabel;
  source: DayMoodSource;
}

/** Each day's average check-in level, for the days with at least one check-in with a level. */
export function checkInDayLevels(checkIns: Iterable<CheckIn>): Map<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const c of checkIns) {
    if (c.level === undefined) continue;
    const date = dateOfTime(c.at);
    const s = sums.get(date);
    if (s) {
      s.sum += c.level;
      s.n++;
    } else sums.set(date, { sum: c.level, n: 1 });
  }
  const out = new Map<string, number>();
  for (const [date, { sum, n }] of sums) out.set(date, sum / n);
  return out;
}

/** One day's mood from its check-in average (if any), slider level and quiz result; or null. */
export function dayMoodOf(
  checkInLevel: number | undefined,
  sliderLevel: number | undefined,
  quizLabel: MoodLabel | undefined,
): DayMood | null {
  if (checkInLevel !== undefined) {
    return { level: checkInLevel, category: levelCategory(checkInLevel), source: 'check-ins' };
  }
  if (sliderLevel !== undefined) {
    return { level: sliderLevel, category: levelCategory(sliderLevel), source: 'slider' };
  }
  if (quizLabel !== undefined) {
    return { level: QUIZ_LABEL_LEVEL[quizLabel], category: quizLabel, source: 'quiz' };
  }
  return null;
}

/** What a day's mood is read from. */
export interface MoodRecords {
  checkIns: CheckInBuckets;
  moodLevels: MoodLevels;
  moodHistory: MoodHistory;
}

/** The mood of every day that has one. */
export function dayMoods(records: MoodRecords): Map<string, DayMood> {
  const fromCheckIns = new Map<string, number>();
  for (const month in records.checkIns) {
    for (const [date, level] of checkInDayLevels(records.checkIns[month]!)) {
      fromCheckIns.set(date, level);
    }
  }
  const dates = new Set([
    ...fromCheckIns.keys(),
    ...Object.keys(records.moodLevels),
    ...Object.keys(records.moodHistory),
  ]);
  const out = new Map<string, DayMood>();
  for (const date of dates) {
    const mood = dayMoodOf(
      fromCheckIns.get(date),
      records.moodLevels[date],
      records.moodHistory[date],
    );
    if (mood) out.set(date, mood);
  }
  return out;
}
