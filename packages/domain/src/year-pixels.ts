/**
 * 'Year in pixels': one cell per day of a year, coloured by the day's mood category (from its
 * check-ins, else its slider level, else its quiz result; see day-mood.ts), each named by its
 * date and mood for screen readers, laid out as months (rows) by days (columns), which is also
 * the shape of its table alternative.
 */
import { monthsBetween } from './check-ins';
import { toIsoDate, type Clock } from './dates';
import { checkInDayLevels, dayMoodOf, type DayMoodSource, type MoodRecords } from './day-mood';
import type { MoodLabel } from './mood';

export { levelCategory, QUIZ_LABEL_LEVEL } from './day-mood';

export const YEAR_PIXELS_TITLE = 'Year in pixels';
export const NO_ENTRY = 'no entry';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The column headings of the table: days 1 to 31. */
export const DAY_NUMBERS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

export interface YearPixel {
  /** YYYY-MM-DD. */
  date: string;
  /** 1 to 12, and 1 to 31. */
  month: number;
  day: number;
  /** The day's mood category, or null when nothing was recorded. */
  category: MoodLabel | null;
  /** Where the category comes from, or null. */
  source: DayMoodSource | null;
  /** The accessible name: '5 November: Good', '5 November: no entry'. */
  label: string;
  /** After today (by the injected clock). */
  future: boolean;
}

export interface YearPixelMonth {
  month: number;
  name: string;
  /** 31 places, one per day number; null where the month has no such day (30 February). */
  days: (YearPixel | null)[];
}

export interface YearPixels {
  year: number;
  /** Every day of the year in order: 365 or 366. */
  cells: YearPixel[];
  /** The same cells as months by days: the grid's rows and the table alternative. */
  months: YearPixelMonth[];
  /** How many days have each category, and how many none. */
  counts: Record<MoodLabel | 'none', number>;
}

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '5 November: Good', or '5 November: no entry'. */
export function pixelLabel(month: number, day: number, category: MoodLabel | null): string {
  return `${day} ${MONTH_NAMES[month - 1]}: ${category ?? NO_ENTRY}`;
}

/** The year of today, by the injected clock: the view's default. */
export const currentYear = (clock: Clock): number => clock().getFullYear();

/** The year view: every day of `year` with its mood. */
export function yearPixels(year: number, records: MoodRecords, clock: Clock): YearPixels {
  const today = toIsoDate(clock());
  const y = String(year).padStart(4, '0');
  const counts = { Good: 0, Neutral: 0, Bad: 0, none: 0 };
  const cells: YearPixel[] = [];
  const months: YearPixelMonth[] = [];
  for (const monthKey of monthsBetween(`${y}-01`, `${y}-12`)) {
    const month = Number(monthKey.slice(5, 7));
    const levels = checkInDayLevels(records.checkIns[monthKey] ?? []);
    const days: (YearPixel | null)[] = new Array<YearPixel | null>(31).fill(null);
    for (let day = 1; day <= daysInMonth(year, month); day++) {
      const date = `${monthKey}-${pad(day)}`;
      const mood = dayMoodOf(levels.get(date), records.moodLevels[date], records.moodHistory[date]);
      const category = mood?.category ?? null;
      counts[category ?? 'none']++;
      const cell: YearPixel = {
        date,
        month,
        day,
        category,
        source: mood?.source ?? null,
        label: pixelLabel(month, day, category),
        future: date > today,
      };
      cells.push(cell);
      days[day - 1] = cell;
    }
    months.push({ month, name: MONTH_NAMES[month - 1]!, days });
  }
  return { year, cells, months, counts };
}

/** The keys that move between cells of the months-by-days grid. */
export type PixelKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * Where a key moves focus from a cell (YYYY-MM-DD) in the months-by-days grid, staying inside
 * the year: left and right a day (across month ends), up and down the same day of the month
 * before or after (the last day of a shorter month), Home and End the month's first and last
 * day, PageUp and PageDown the year's first and last day. Null when it cannot move.
 */
export function movePixel(date: string, key: PixelKey): string | null {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const at = (m: number, d: number) =>
    `${date.slice(0, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(year, m)))}`;
  let next: string | null;
  switch (key) {
    case 'ArrowLeft':
      next = day > 1 ? at(month, day - 1) : month > 1 ? at(month - 1, 31) : null;
      break;
    case 'ArrowRight':
      next =
        day < daysInMonth(year, month) ? at(month, day + 1) : month < 12 ? at(month + 1, 1) : null;
      break;
    case 'ArrowUp':
      next = month > 1 ? at(month - 1, day) : null;
      break;
    case 'ArrowDown':
      next = month < 12 ? at(month + 1, day) : null;
      break;
    case 'Home':
      next = at(month, 1);
      break;
    case 'End':
      next = at(month, 31);
      break;
    case 'PageUp':
      next = at(1, 1);
      break;
    case 'PageDown':
      next = at(12, 31);
      break;
  }
  return next === date ? null : next;
}
