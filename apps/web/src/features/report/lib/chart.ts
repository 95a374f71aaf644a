import { addDays, fromIsoDate } from '@mentora/domain/dates';
import { QUIZ_LABEL_LEVEL } from '@mentora/domain/day-mood';
import { MONTHS_SHORT, daysInPeriod, type Period, type ReportDay } from '@mentora/domain/report';

/** The chart's drawing area, in SVG units (it scales to its box). */
export const CHART = { width: 640, height: 240, left: 30, right: 12, top: 12, bottom: 30 } as const;

/** The levels marked on the vertical axis. */
export const LEVEL_TICKS = [1, 4, 7, 10] as const;

/** A line is broken where more than this many days pass between two levels. */
export const LINE_GAP_DAYS = 7;

export interface ChartPoint {
  date: string;
  x: number;
  y: number;
  /** A quiz result only (drawn hollow, at the level its label stands for). */
  quiz: boolean;
}

export interface ChartTick {
  x: number;
  label: string;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** The SVG path of the line through the days with a level. */
  line: string;
  levels: { y: number; label: string }[];
  ticks: ChartTick[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Where each day of a period and each level sit in the chart. */
export function chartGeometry(period: Period, days: readonly ReportDay[]): ChartGeometry {
  const span = Math.max(1, daysInPeriod(period) - 1);
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const x = (date: string) =>
    round(CHART.left + ((daysInPeriod({ from: period.from, to: date }) - 1) / span) * plotW);
  const y = (level: number) => round(CHART.top + ((10 - level) / 9) * plotH);

  const points = days.map((d) => ({
    date: d.date,
    x: x(d.date),
    y: y(d.level ?? QUIZ_LABEL_LEVEL[d.category]),
    quiz: d.level === null,
  }));
  let line = '';
  let last: string | null = null;
  for (const p of points) {
    if (p.quiz) continue;
    const joined = last !== null && daysInPeriod({ from: last, to: p.date }) - 1 <= LINE_GAP_DAYS;
    line += `${line === '' ? '' : ' '}${joined ? 'L' : 'M'}${p.x} ${p.y}`;
    last = p.date;
  }
  return {
    points,
    line,
    levels: LEVEL_TICKS.map((l) => ({ y: y(l), label: String(l) })),
    ticks: dateTicks(period).map((t) => ({ x: x(t.date), label: t.label })),
  };
}

/**
 * The dates marked along the bottom: every 7 days from the first for a period of up to 45
 * days ('1 Sep'), the first of each month up to about a year ('Sep', 'Jan 2027' at a new
 * year), and the first of January and July beyond.
 */
export function dateTicks(period: Period): { date: string; label: string }[] {
  const n = daysInPeriod(period);
  const out: { date: string; label: string }[] = [];
  const month = (iso: string) => MONTHS_SHORT[Number(iso.slice(5, 7)) - 1]!;
  if (n <= 45) {
    for (let d = period.from; d <= period.to; d = addDays(d, 7)) {
      out.push({ date: d, label: `${fromIsoDate(d).getDate()} ${month(d)}` });
    }
    return out;
  }
  const wanted = n <= 400 ? null : ['01', '07'];
  for (let d = `${period.from.slice(0, 7)}-01`; d <= period.to;) {
    if (d >= period.from && (wanted === null || wanted.includes(d.slice(5, 7)))) {
      const year = d.slice(5, 7) === '01' || wanted !== null ? ` ${d.slice(0, 4)}` : '';
      out.push({ date: d, label: `${month(d)}${year}` });
    }
    const next = fromIsoDate(d);
    next.setMonth(next.getMonth() + 1);
    d = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
  }
  return out;
}
