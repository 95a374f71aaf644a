import { systemClock, toIsoDate } from '@mentora/domain/dates';
import type { MoodLabel } from '@mentora/domain/mood';
import {
  DAY_NUMBERS,
  NO_ENTRY,
  YEAR_PIXELS_TITLE,
  currentYear,
  movePixel,
  yearPixels,
  type PixelKey,
  type YearPixel,
} from '@mentora/domain/year-pixels';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useKind } from '@/lib/sync/use-kind';
import { firstRecordedYear, readMoodRecords } from '../lib/check-in-storage';
import '../year-pixels.css';

const KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

const SOURCE: Record<NonNullable<YearPixel['source']>, string> = {
  'check-ins': 'from your check-ins',
  slider: 'from the mood slider',
  quiz: 'from the mood quiz',
};

const LEGEND: { category: MoodLabel | null; name: string }[] = [
  { category: 'Good', name: 'Good' },
  { category: 'Neutral', name: 'Neutral' },
  { category: 'Bad', name: 'Bad' },
  { category: null, name: 'No entry' },
];

/** Day numbers shown over the grid; the others are there for screen readers only. */
const SHOWN_DAYS = new Set([1, 5, 10, 15, 20, 25, 30]);

const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/**
 * 'Year in pixels': every day of a year as a cell coloured (and patterned) by its mood, in a grid
 * of months by days that the arrow keys move through, with a legend, a way to change the year and
 * the same days as a table.
 */
export function YearPixels() {
  const thisYear = currentYear(systemClock);
  const [year, setYear] = useState(thisYear);
  const [asTable, setAsTable] = useState(false);
  // The moods change when a check-in, a slider level or a quiz result arrives (another tab,
  // sync): each token is a new object after its kind changed, and the cells are read again.
  const checkInsVersion = useKind('checkIns', () => ({}));
  const levelsVersion = useKind('moodLevels', () => ({}));
  const historyVersion = useKind('moodHistory', () => ({}));
  const pixels = useMemo(
    () => yearPixels(year, readMoodRecords(monthsOf(year)), systemClock),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [year, checkInsVersion, levelsVersion, historyVersion],
  );
  const [firstYear] = useState(() => Math.min(firstRecordedYear() ?? thisYear, thisYear));
  const yearId = useId();
  // The year said when the person changes it; empty until then, so opening says nothing.
  const [said, setSaid] = useState('');

  const change = (to: number) => {
    if (to < firstYear || to > thisYear) return;
    setYear(to);
    setSaid(`Showing ${to}`);
  };

  return (
    <div className="year-pixels">
      <div className="year-pixels-bar">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={year <= firstYear ? true : undefined}
          onClick={() => change(year - 1)}
        >
          <span aria-hidden="true">‹ </span>Previous year
        </button>
        <p id={yearId} className="year-pixels-year">
          {year}
        </p>
        <p className="visually-hidden" role="status">
          {said}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={year >= thisYear ? true : undefined}
          onClick={() => change(year + 1)}
        >
          Next year<span aria-hidden="true"> ›</span>
        </button>
      </div>

      <ul className="year-pixels-legend" aria-label="Legend">
        {LEGEND.map(({ category, name }) => (
          <li key={name}>
            <span className="pixel" data-mood={category ?? 'none'} aria-hidden="true" />
            {name}: {pixels.counts[category ?? 'none']}{' '}
            {pixels.counts[category ?? 'none'] === 1 ? 'day' : 'days'}
          </li>
        ))}
      </ul>

      <button
        type="button"
        className="btn btn-ghost btn-sm year-pixels-toggle"
        aria-pressed={asTable}
        onClick={() => setAsTable((t) => !t)}
      >
        {asTable ? <span aria-hidden="true">✓ </span> : null}
        Show as a table
      </button>

      {asTable ? (
        <YearTable pixels={pixels.months} year={year} />
      ) : (
        <YearGrid key={year} pixels={pixels} describedBy={yearId} />
      )}
    </div>
  );
}

function YearGrid({
  pixels,
  describedBy,
}: {
  pixels: ReturnType<typeof yearPixels>;
  describedBy: string;
}) {
  const today = toIsoDate(systemClock());
  const first = pixels.cells[0]!.date;
  const [active, setActive] = useState(() =>
    today.startsWith(String(pixels.year)) ? today : first,
  );
  const grid = useRef<HTMLDivElement>(null);
  const cell = pixels.cells.find((c) => c.date === active)!;

  const focusDate = (date: string) => {
    setActive(date);
    grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!KEYS.has(e.key)) return;
    e.preventDefault();
    const next = movePixel(active, e.key as PixelKey);
    if (next !== null) focusDate(next);
  };

  return (
    <>
      <div className="year-pixels-scroll">
        {/* The grid is reached through its one focusable cell (a roving tabindex). */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          ref={grid}
          role="grid"
          aria-label={YEAR_PIXELS_TITLE}
          aria-describedby={describedBy}
          className="year-grid"
          onKeyDown={onKeyDown}
        >
          <div role="row" className="year-grid-row">
            <span role="columnheader" className="year-grid-corner">
              <span className="visually-hidden">Month</span>
            </span>
            {DAY_NUMBERS.map((d) => (
              <span key={d} role="columnheader" className="year-grid-day">
                <span className={SHOWN_DAYS.has(d) ? undefined : 'visually-hidden'}>{d}</span>
              </span>
            ))}
          </div>
          {pixels.months.map((m) => (
            <div key={m.month} role="row" className="year-grid-row">
              <span role="rowheader" className="year-grid-month">
                <span aria-hidden="true">{m.name.slice(0, 3)}</span>
                <span className="visually-hidden">{m.name}</span>
              </span>
              {m.days.map((p) =>
                p === null ? null : (
                  // The grid's keys (onKeyDown above) work on every cell.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <span
                    key={p.date}
                    role="gridcell"
                    className="pixel year-grid-cell"
                    style={{ gridColumn: p.day + 1 }}
                    data-date={p.date}
                    data-mood={p.category ?? 'none'}
                    data-future={p.future ? '' : undefined}
                    aria-label={p.label}
                    tabIndex={p.date === active ? 0 : -1}
                    onClick={() => focusDate(p.date)}
                  />
                ),
              )}
            </div>
          ))}
        </div>
      </div>
      <p className="year-pixels-detail">
        <strong>{cell.label.split(':')[0]}</strong>:{' '}
        {cell.category === null
          ? cell.future
            ? 'still to come'
            : NO_ENTRY
          : `${cell.category}, ${SOURCE[cell.source!]}`}
        .{' '}
        <span className="muted">
          Arrow keys move by day and month; Home and End go to the month&apos;s ends.
        </span>
      </p>
    </>
  );
}

function YearTable({
  pixels,
  year,
}: {
  pixels: ReturnType<typeof yearPixels>['months'];
  year: number;
}) {
  return (
    // A table wider than the screen scrolls: focusable, so a keyboard can scroll it too.
    <div
      className="year-table-scroll"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`Moods of ${year} as a table`}
    >
      <table className="year-table">
        <caption>Moods of {year}, by month and day</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {DAY_NUMBERS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pixels.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.name}</th>
              {m.days.map((p, i) =>
                p === null ? (
                  <td key={i} className="year-table-none" />
                ) : (
                  <td key={p.date} data-mood={p.category ?? 'none'}>
                    {p.category ?? (
                      <span className="muted">
                        –<span className="visually-hidden">{NO_ENTRY}</span>
                      </span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
