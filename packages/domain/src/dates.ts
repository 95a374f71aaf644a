/** The clock, injected so every rule that depends on "today" is testable. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment as YYYY-MM-DD. */
export function toIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's local date as YYYY-MM-DD. */
export function todayIso(clock: Clock = systemClock): string {
  return toIsoDate(clock());
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is false). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toIsoDate(d) === s;
}

/** A YYYY-MM-DD string as a local Date at midnight. */
export function fromIsoDate(s: string): Date {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

const MONTH_OFFSET = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/**
 * The weekday of an ISO date (0 is Sunday), by arithmetic on the Gregorian calendar: the same
 * as `fromIsoDate(s).getDay()` without building a Date (insights count ten years of days).
 */
export function weekdayOf(s: string): number {
  let y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  if (m < 3) y -= 1;
  const w =
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + MONTH_OFFSET[m - 1]! + d) %
    7;
  return w < 0 ? w + 7 : w;
}

/** The date `days` after (or before, if negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  const d = fromIsoDate(iso);
  d.setDate(d.getDate() + days);
  return toIsoDate(d);
}
