/**
 * 'Summary for a professional' (/report): what a person has recorded over a period, put together
 * on their device to take to a doctor, therapist or counsellor. Each day's mood (see day-mood.ts),
 * its averages, the check-ins, the emotions and activities chosen most, 'What helps you' for the
 * period, and the journal entries of the period to choose from.
 */
import { activityKey, bucketsOf, dateOfTime, type CheckIn } from './check-ins';
import type { CopingSkill, CustomSkill } from './coping-skills';
import { addDays, fromIsoDate, isIsoDate, toIsoDate, type Clock } from './dates';
import { checkInDayLevels, dayMoodOf, type DayMoodSource } from './day-mood';
import type { JournalEntry } from './journal';
import type { MoodHistory, MoodLabel, MoodLevels } from './mood';
import type { ToolUse } from './tool-use-schema';
import { activityMoods, PATTERNS_NOT_PROOF, rankTools, tenths, type WhatHelps } from './what-helps';

export const REPORT_TITLE = 'Summary for a professional';

/** The periods a person can choose: the last 30 days, 90 days, a year, or dates of their own. */
export const PERIOD_CHOICES = ['30', '90', 'year', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];
export type PresetChoice = Exclude<PeriodChoice, 'custom'>;

export const PERIOD_CHOICE_LABELS: Readonly<Record<PeriodChoice, string>> = {
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  year: 'Last year',
  custom: 'Dates of my choice',
};

/** A period of days, both ends included, as YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

/**
 * A preset period ending today (by the injected clock), today included: 30 or 90 days, or a year
 * (from the day after the same date a year ago, so 30 Nov 2025 to 29 Nov 2026).
 */
export function presetPeriod(choice: PresetChoice, clock: Clock): Period {
  const to = toIsoDate(clock());
  if (choice === 'year') {
    const d = fromIsoDate(to);
    const yearAgo = new Date(d.getFullYear() - 1, d.getMonth(), d.getDate());
    // 29 February a year on has no same date: the year starts on 1 March.
    if (yearAgo.getMonth() !== d.getMonth()) yearAgo.setDate(0);
    return { from: addDays(toIsoDate(yearAgo), 1), to };
  }
  return { from: addDays(to, -(Number(choice) - 1)), to };
}

/** The longest period of one's own choosing, in days (ten years). */
export const MAX_PERIOD_DAYS = 3653;

export const PERIOD_ERRORS = {
  noFrom: 'Enter the first day of the period.',
  noTo: 'Enter the last day of the period.',
  order: 'The first day is after the last day. Choose a first day on or before the last.',
  future: (today: string) => `The last day can’t be after today, ${formatDate(today)}.`,
  tooLong: 'Choose a period of ten years or less.',
} as const;

export type PeriodCheck =
  { ok: true; period: Period } | { ok: false; field: 'from' | 'to'; error: string };

/** The number of days from one date to another, both included. */
export function daysInPeriod({ from, to }: Period): number {
  const ms = Date.UTC(...ymd(to)) - Date.UTC(...ymd(from));
  return Math.round(ms / 86_400_000) + 1;
}

function ymd(iso: string): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))];
}

/** Checks a period typed as two dates (each '' when not filled in or not a real date). */
export function checkPeriod(from: string, to: string, clock: Clock): PeriodCheck {
  if (!isIsoDate(from)) return { ok: false, field: 'from', error: PERIOD_ERRORS.noFrom };
  if (!isIsoDate(to)) return { ok: false, field: 'to', error: PERIOD_ERRORS.noTo };
  if (from > to) return { ok: false, field: 'from', error: PERIOD_ERRORS.order };
  const today = toIsoDate(clock());
  if (to > today) return { ok: false, field: 'to', error: PERIOD_ERRORS.future(today) };
  if (daysInPeriod({ from, to }) > MAX_PERIOD_DAYS) {
    return { ok: false, field: 'from', error: PERIOD_ERRORS.tooLong };
  }
  return { ok: true, period: { from, to } };
}

export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '1 Sep 2026' (the same on every device, whatever its language). */
export function formatDate(iso: string): string {
  const [y, m, d] = ymd(iso);
  return `${d} ${MONTHS_SHORT[m]} ${y}`;
}

/** '1 Sep 2026 – 29 Nov 2026', or one date for a period of one day. */
export function periodLabel({ from, to }: Period): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/** 'from 1 Sep to 29 Nov 2026' (the year once when both ends share it), or 'on 29 Nov 2026'. */
function periodInWords({ from, to }: Period): string {
  if (from === to) return `on ${formatDate(from)}`;
  const start =
    from.slice(0, 4) === to.slice(0, 4) ? formatDate(from).slice(0, -5) : formatDate(from);
  return `from ${start} to ${formatDate(to)}`;
}

/** An average in tenths as shown: 62 is '6.2'. */
export const tenthsText = (t: number): string => (t / 10).toFixed(1);

export interface ReportDay {
  date: string;
  /** The day's level, 1-10 (an average of its check-ins need not be whole); null when only a quiz result. */
  level: number | null;
  /** The level to one decimal as shown ('6.5'), or null. */
  levelText: string | null;
  category: MoodLabel;
  source: DayMoodSource;
  /** The day's check-ins (with or without a level). */
  checkIns: number;
}

export interface MonthAverage {
  /** YYYY-MM. */
  month: string;
  /** 'Sep 2026'. */
  label: string;
  /** Days with a level in the month (within the period). */
  days: number;
  /** The average level to one decimal ('6.2'). */
  average: string;
}

export interface Counted {
  name: string;
  count: number;
}

export interface ReportJournalEntry {
  entry: JournalEntry;
  /**
   * The local date it was written, as the person saw it (writtenOn); only when its stored date
   * can't be read, the date of its id (the moment it was made) in this device's time zone.
   */
  date: string;
  /** Whether `date` is the stored one, so the stored time goes with it. */
  asWritten: boolean;
}

/** The numbers in a text, smallest first, as one string ('2026-03-10' and '3/10/2026' alike). */
const numbersIn = (s: string) => String((s.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b));

/**
 * The day a journal entry was written, as the person saw it: its stored date (a locale string of
 * the device and time zone it was written in), not its id (the moment, a timestamp) read in this
 * device's time zone. It is the one of the three days around the moment (UTC-12 to UTC+14 lies
 * within them) whose day, month and year are the stored date's numbers, in any order; null when
 * the stored date can't be read so.
 */
export function writtenOn({ id, date }: JournalEntry): string | null {
  for (let k = -1; k < 2; k++) {
    const day = new Date((Math.floor(id / 864e5) + k) * 864e5).toISOString().slice(0, 10);
    if (numbersIn(day) === numbersIn(date)) return day;
  }
  return null;
}

export interface Report {
  period: Period;
  /** '1 Sep 2026 – 29 Nov 2026'. */
  label: string;
  /** Days in the period. */
  days: number;
  /** Each day with a mood, oldest first. */
  moods: ReportDay[];
  /** Days with a level (from check-ins or the slider), and their average level. */
  levelDays: number;
  /** The average to one decimal ('6.2'), or null when no day has a level. */
  average: string | null;
  /** Days by mood category (every day with a mood, quiz results included). */
  categories: Record<MoodLabel, number>;
  /** The average by calendar month, oldest first (months without a level left out). */
  months: MonthAverage[];
  checkIns: { total: number; days: number; withNote: number };
  /** The emotions and activities chosen most, by how many check-ins named them. */
  topEmotions: Counted[];
  topActivities: Counted[];
  /** 'What helps you' over the period's tool uses and check-ins. */
  whatHelps: WhatHelps;
  /** The journal entries written in the period, oldest first. */
  journal: ReportJournalEntry[];
  /** The role="img" name of the mood chart. */
  chartName: string;
  /** True when nothing at all was recorded in the period. */
  empty: boolean;
}

/** How many emotions and activities are listed. */
export const TOP_COUNT = 8;

export interface ReportInput {
  moodHistory: MoodHistory;
  moodLevels: MoodLevels;
  checkIns: readonly CheckIn[];
  toolUses: readonly ToolUse[];
  journalHistory: readonly JournalEntry[];
  /** The person's activity list (its spelling of a name wins); null when never changed. */
  activities?: readonly string[] | null;
  copingSkillsCustom?: readonly CustomSkill[];
  /**
   * The built-in skills, for the names of skills tried with 'Try this now'. The caller passes
   * them (the page loads their texts only when a skill was rated); without them such a skill is
   * named 'A coping skill'.
   */
  builtInSkills?: readonly Pick<CopingSkill, 'id' | 'name'>[];
}

/**
 * Names by how often they were chosen, most first, then by name; at most TOP_COUNT. Names are
 * compared ignoring case, and spelled as `spelling` has them, else as first recorded.
 */
function mostChosen(lists: Iterable<readonly string[]>, spelling: Map<string, string>): Counted[] {
  const counts = new Map<string, Counted>();
  for (const list of lists) {
    const seen = new Set<string>();
    for (const name of list) {
      const key = activityKey(name);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      const c = counts.get(key);
      if (c) c.count++;
      else counts.set(key, { name: spelling.get(key) ?? name.trim(), count: 1 });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'))
    .slice(0, TOP_COUNT);
}

const inPeriod = (date: string, { from, to }: Period) => date >= from && date <= to;

/** The chart's accessible name: 'Mood from 1 Sep to 29 Nov 2026: average 6.2 of 10 over 64 days'. */
export function chartNameOf(
  period: Period,
  average: string | null,
  levelDays: number,
  moodDays: number,
): string {
  const head = `Mood ${periodInWords(period)}`;
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  if (average !== null) return `${head}: average ${average} of 10 over ${days(levelDays)}`;
  if (moodDays > 0) return `${head}: a quiz result on ${days(moodDays)}, no levels recorded`;
  return `${head}: nothing recorded`;
}

/** Everything the summary shows for a period. */
export function buildReport(data: ReportInput, period: Period, clock: Clock): Report {
  const checkIns = data.checkIns.filter((c) => inPeriod(dateOfTime(c.at), period));
  const perDay = new Map<string, number>();
  for (const c of checkIns) {
    const d = dateOfTime(c.at);
    perDay.set(d, (perDay.get(d) ?? 0) + 1);
  }
  const checkInLevels = checkInDayLevels(checkIns);
  const dates = new Set<string>(checkInLevels.keys());
  for (const d in data.moodLevels) if (inPeriod(d, period)) dates.add(d);
  for (const d in data.moodHistory) if (inPeriod(d, period)) dates.add(d);

  const moods: ReportDay[] = [];
  const categories: Record<MoodLabel, number> = { Good: 0, Neutral: 0, Bad: 0 };
  const byMonth = new Map<string, { sum: number; n: number }>();
  let sum = 0;
  let levelDays = 0;
  for (const date of [...dates].sort()) {
    const mood = dayMoodOf(checkInLevels.get(date), data.moodLevels[date], data.moodHistory[date]);
    if (!mood) continue;
    const level = mood.source === 'quiz' ? null : mood.level;
    categories[mood.category]++;
    if (level !== null) {
      sum += level;
      levelDays++;
      const m = byMonth.get(date.slice(0, 7));
      if (m) {
        m.sum += level;
        m.n++;
      } else byMonth.set(date.slice(0, 7), { sum: level, n: 1 });
    }
    moods.push({
      date,
      level,
      levelText: level === null ? null : tenthsText(tenths(level, 1)),
      category: mood.category,
      source: mood.source,
      checkIns: perDay.get(date) ?? 0,
    });
  }
  const average = levelDays > 0 ? tenthsText(tenths(sum, levelDays)) : null;
  const months: MonthAverage[] = [...byMonth].map(([month, { sum: s, n }]) => ({
    month,
    label: `${MONTHS_SHORT[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
    days: n,
    average: tenthsText(tenths(s, n)),
  }));

  const activitySpelling = new Map((data.activities ?? []).map((a) => [activityKey(a), a]));
  const uses = data.toolUses.filter((u) => inPeriod(dateOfTime(u.startedAt), period));
  const records = {
    checkIns: bucketsOf(checkIns),
    moodLevels: data.moodLevels,
    moodHistory: data.moodHistory,
  };
  const whatHelps: WhatHelps = {
    tools: rankTools(uses, [...(data.builtInSkills ?? []), ...(data.copingSkillsCustom ?? [])]),
    activities: activityMoods(records, clock, data.activities ?? []),
    caveat: PATTERNS_NOT_PROOF,
  };

  const journal = data.journalHistory
    .map((entry) => {
      const on = writtenOn(entry);
      return { entry, date: on ?? toIsoDate(new Date(entry.id)), asWritten: on !== null };
    })
    .filter((j) => inPeriod(j.date, period))
    .sort((a, b) => a.entry.id - b.entry.id);

  return {
    period,
    label: periodLabel(period),
    days: daysInPeriod(period),
    moods,
    levelDays,
    average,
    categories,
    months,
    checkIns: {
      total: checkIns.length,
      days: perDay.size,
      withNote: checkIns.filter((c) => (c.note ?? '').trim() !== '').length,
    },
    topEmotions: mostChosen(
      checkIns.map((c) => c.emotions),
      new Map(),
    ),
    topActivities: mostChosen(
      checkIns.map((c) => c.activities),
      activitySpelling,
    ),
    whatHelps,
    journal,
    chartName: chartNameOf(period, average, levelDays, moods.length),
    empty: moods.length === 0 && checkIns.length === 0 && uses.length === 0 && journal.length === 0,
  };
}
