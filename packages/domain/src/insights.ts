import { addDays, weekdayOf } from './dates';
import { checkInDayLevels, dayMoodOf, type MoodRecords } from './day-mood';
import type { MoodHistory, MoodLabel } from './mood';

export const TIMEFRAMES = ['week', 'month', 'all'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** Days covered by each timeframe, counting today; null is everything. */
export const TIMEFRAME_DAYS: Record<Timeframe, number | null> = { week: 7, month: 30, all: null };

export const CHART_SIZE = 7;
export const TREND_WINDOW = 3;
export const TREND_MIN_ENTRIES = 2;
export const HABIT_ENTRIES = 7;
/** Praise when strictly more than this percent of days are Good. */
export const PRAISE_ABOVE_PERCENT = 60;
/** A suggestion when strictly more than this percent of days are Bad. */
export const SUGGEST_ABOVE_PERCENT = 40;
/** A weekday needs at least this many entries to have a pattern. */
export const WEEKDAY_MIN_ENTRIES = 2;
/** A weekday is 'great' from this percent of Good days, 'challenging' up to the next one. */
export const WEEKDAY_GREAT_FROM_PERCENT = 70;
export const WEEKDAY_CHALLENGING_UP_TO_PERCENT = 30;

/** Bar heights (percent) of the chart. */
export const BAR_HEIGHT: Record<MoodLabel, number> = { Good: 100, Neutral: 60, Bad: 30 };

export type Trend = 'Improving' | 'Declining' | 'Stable' | 'Not enough data';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const INSIGHT_MESSAGES = {
  praise: "More than 60% of your days have been good. Whatever you're doing, it's helping!",
  habit: "You've checked in 7 or more times. Checking in is becoming a habit. Well done!",
  noData: 'No moods logged for this period yet. Take the Mood Tracker quiz to add today.',
} as const;

/**
 * The suggestion when more than 40% of the days were Bad, worded for how many there were: one
 * hard day is not 'quite a few'.
 */
export function hardDaysSuggestion(badDays: number): string {
  const days =
    badDays <= 1
      ? 'One day has'
      : badDays === 2
        ? 'A couple of days have'
        : badDays === 3
          ? 'A few days have'
          : 'Quite a few days have';
  return `${days} been hard lately. A breathing break, a short walk or a talk with someone you trust may help.`;
}

export function weekdayGreat(day: (typeof WEEKDAYS)[number]): string {
  return `${day}s tend to be great days for you.`;
}
export function weekdayChallenging(day: (typeof WEEKDAYS)[number]): string {
  return `${day}s seem more challenging. Plan something gentle for that day.`;
}

export interface MoodEntry {
  date: string;
  mood: MoodLabel;
}

export interface ChartBar extends MoodEntry {
  height: number;
}

export interface WeekdayPattern {
  weekday: (typeof WEEKDAYS)[number];
  entries: number;
  good: number;
  kind: 'great' | 'challenging';
  message: string;
}

export interface Insights {
  /** Entries in the timeframe, oldest first. */
  entries: MoodEntry[];
  total: number;
  goodDays: number;
  badDays: number;
  /** Whole percent of Good days (0 with no entries). */
  goodPercent: number;
  trend: Trend;
  chart: ChartBar[];
  /** The messages that apply, in display order. */
  messages: string[];
  patterns: WeekdayPattern[];
}

/**
 * The days Insights counts, each with its mood read by dayMoodOf (day-mood.ts), as the summary
 * for a professional reads it: its check-ins' average level, else the mood slider's level, else
 * the quiz result; a level stands for its category (levelCategory). So a mood given by the
 * slider alone is not 'no moods logged', and a day never reads Good here and Bad there.
 */
export function insightsHistory({ checkIns, moodLevels, moodHistory }: MoodRecords): MoodHistory {
  const fromCheckIns = checkInDayLevels(Object.values(checkIns).flat());
  const out: MoodHistory = {};
  for (const date of new Set([
    ...fromCheckIns.keys(),
    ...Object.keys(moodLevels),
    ...Object.keys(moodHistory),
  ])) {
    const mood = dayMoodOf(fromCheckIns.get(date), moodLevels[date], moodHistory[date]);
    if (mood) out[date] = mood.category;
  }
  return out;
}

/**
 * The entries of a timeframe, oldest first. Each ends today and counts today; a day after today
 * (recorded while the device's clock was wrong) is in none of them.
 */
export function entriesIn(history: MoodHistory, timeframe: Timeframe, today: string): MoodEntry[] {
  const days = TIMEFRAME_DAYS[timeframe];
  const from = days === null ? null : addDays(today, -(days - 1));
  const inRange = Object.entries(history).filter(
    ([date]) => date <= today && (from === null || date >= from),
  );
  // Stored histories are almost always in date order already: check before sorting.
  if (inRange.some(([date], i) => i > 0 && inRange[i - 1]![0] > date)) {
    inRange.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return inRange.map(([date, mood]) => ({ date, mood }));
}

/** The trend of the last three entries (fewer than two: not enough data). */
export function trendOf(entries: readonly MoodEntry[]): Trend {
  if (entries.length < TREND_MIN_ENTRIES) return 'Not enough data';
  const recent = entries.slice(-TREND_WINDOW);
  const good = recent.filter((e) => e.mood === 'Good').length;
  const bad = recent.filter((e) => e.mood === 'Bad').length;
  if (good > bad) return 'Improving';
  if (bad > good) return 'Declining';
  return 'Stable';
}

/** Weekdays with at least two entries whose share of Good days is 70%+ or 30% or less. */
export function weekdayPatterns(entries: readonly MoodEntry[]): WeekdayPattern[] {
  const counts = WEEKDAYS.map(() => ({ entries: 0, good: 0 }));
  for (const e of entries) {
    const c = counts[weekdayOf(e.date)]!;
    c.entries++;
    if (e.mood === 'Good') c.good++;
  }
  const out: WeekdayPattern[] = [];
  counts.forEach((c, i) => {
    const weekday = WEEKDAYS[i]!;
    if (c.entries < WEEKDAY_MIN_ENTRIES) return;
    // Compare in whole numbers so 7/10 and 3/10 sit exactly on their boundaries.
    if (c.good * 100 >= WEEKDAY_GREAT_FROM_PERCENT * c.entries)
      out.push({ weekday, ...c, kind: 'great', message: weekdayGreat(weekday) });
    else if (c.good * 100 <= WEEKDAY_CHALLENGING_UP_TO_PERCENT * c.entries)
      out.push({ weekday, ...c, kind: 'challenging', message: weekdayChallenging(weekday) });
  });
  return out;
}

/** Everything the Mood Insights modal shows for a timeframe. */
export function computeInsights(
  history: MoodHistory,
  timeframe: Timeframe,
  today: string,
): Insights {
  const entries = entriesIn(history, timeframe, today);
  const total = entries.length;
  const goodDays = entries.filter((e) => e.mood === 'Good').length;
  const badDays = entries.filter((e) => e.mood === 'Bad').length;
  const messages: string[] = [];
  if (total === 0) messages.push(INSIGHT_MESSAGES.noData);
  else {
    if (goodDays * 100 > PRAISE_ABOVE_PERCENT * total) messages.push(INSIGHT_MESSAGES.praise);
    if (badDays * 100 > SUGGEST_ABOVE_PERCENT * total) messages.push(hardDaysSuggestion(badDays));
    if (total >= HABIT_ENTRIES) messages.push(INSIGHT_MESSAGES.habit);
  }
  return {
    entries,
    total,
    goodDays,
    badDays,
    goodPercent: total === 0 ? 0 : Math.round((goodDays / total) * 100),
    trend: trendOf(entries),
    chart: entries.slice(-CHART_SIZE).map((e) => ({ ...e, height: BAR_HEIGHT[e.mood] })),
    messages,
    patterns: weekdayPatterns(entries),
  };
}
