import { describe, expect, it } from 'vitest';
import { checkInOn as ci, moodRecords as records } from './helps-test-data';
import {
  DAY_NUMBERS,
  NO_ENTRY,
  YEAR_PIXELS_TITLE,
  currentYear,
  daysInMonth,
  movePixel,
  pixelLabel,
  yearPixels,
} from './year-pixels';

const clock = () => new Date(2026, 10, 25, 12);

describe('year in pixels', () => {
  it('has one cell per day: 365, or 366 in a leap year', () => {
    const empty = records([]);
    expect(yearPixels(2026, empty, clock).cells).toHaveLength(365);
    const leap = yearPixels(2024, empty, clock);
    expect(leap.cells).toHaveLength(366);
    expect(leap.cells.map((c) => c.date)).toContain('2024-02-29');
    expect(yearPixels(2100, empty, clock).cells).toHaveLength(365);
    expect(yearPixels(2000, empty, clock).cells).toHaveLength(366);
    expect(leap.cells[0]!.date).toBe('2024-01-01');
    expect(leap.cells.at(-1)!.date).toBe('2024-12-31');
    expect(new Set(leap.cells.map((c) => c.date)).size).toBe(366);
  });
  it('names each cell by its date and mood, and empty days as no entry', () => {
    const view = yearPixels(2026, records([], {}, { '2026-11-05': 'Good' }), clock);
    const nov5 = view.cells.find((c) => c.date === '2026-11-05')!;
    expect(nov5).toMatchObject({ month: 11, day: 5, category: 'Good', source: 'quiz' });
    expect(nov5.label).toBe('5 November: Good');
    const nov6 = view.cells.find((c) => c.date === '2026-11-06')!;
    expect(nov6).toMatchObject({ category: null, source: null, label: '6 November: no entry' });
    expect(pixelLabel(1, 31, null)).toBe(`31 January: ${NO_ENTRY}`);
    expect(YEAR_PIXELS_TITLE).toBe('Year in pixels');
  });
  it('colours a day by its check-ins, else its slider level, else its quiz result', () => {
    const view = yearPixels(
      2026,
      records(
        [ci('2026-03-01', 9), ci('2026-03-01', 8, 15), ci('2026-03-02'), ci('2025-03-03', 1)],
        { '2026-03-01': 1, '2026-03-02': 5, '2026-03-03': 2 },
        { '2026-03-01': 'Bad', '2026-03-02': 'Bad', '2026-03-03': 'Good', '2026-03-04': 'Bad' },
      ),
      clock,
    );
    const march = view.months[2]!.days;
    expect(march.slice(0, 5).map((c) => [c!.category, c!.source])).toEqual([
      ['Good', 'check-ins'],
      ['Neutral', 'slider'],
      ['Bad', 'slider'],
      ['Bad', 'quiz'],
      [null, null],
    ]);
    expect(view.counts).toEqual({ Good: 1, Neutral: 1, Bad: 2, none: 361 });
  });
  it('lays the days out as months by days for the grid and the table', () => {
    const view = yearPixels(2024, records([]), clock);
    expect(DAY_NUMBERS).toHaveLength(31);
    expect(view.months).toHaveLength(12);
    expect([view.months[0]!.name, view.months[4]!.name, view.months[10]!.name]).toEqual([
      'January',
      'May',
      'November',
    ]);
    for (const m of view.months) {
      expect(m.days).toHaveLength(31);
      expect(m.days.filter(Boolean)).toHaveLength(daysInMonth(2024, m.month));
      m.days.forEach((c, i) => c && expect(c.day).toBe(i + 1));
    }
    expect(view.months[1]!.days[28]!.date).toBe('2024-02-29');
    expect(view.months[1]!.days[29]).toBeNull();
    expect(view.months[3]!.days[30]).toBeNull();
  });
  it('marks the days after today by the injected clock', () => {
    const view = yearPixels(currentYear(clock), records([]), clock);
    expect(view.year).toBe(2026);
    expect(view.cells.find((c) => c.date === '2026-11-25')!.future).toBe(false);
    expect(view.cells.find((c) => c.date === '2026-11-26')!.future).toBe(true);
    expect(view.cells.filter((c) => c.future)).toHaveLength(36);
  });
  it('moves by keyboard inside the year', () => {
    expect(movePixel('2024-01-31', 'ArrowRight')).toBe('2024-02-01');
    expect(movePixel('2024-02-01', 'ArrowLeft')).toBe('2024-01-31');
    expect(movePixel('2024-01-31', 'ArrowDown')).toBe('2024-02-29');
    expect(movePixel('2023-01-31', 'ArrowDown')).toBe('2023-02-28');
    expect(movePixel('2024-03-15', 'ArrowUp')).toBe('2024-02-15');
    expect(movePixel('2024-04-10', 'Home')).toBe('2024-04-01');
    expect(movePixel('2024-04-10', 'End')).toBe('2024-04-30');
    expect(movePixel('2024-04-10', 'PageUp')).toBe('2024-01-01');
    expect(movePixel('2024-04-10', 'PageDown')).toBe('2024-12-31');
    expect(movePixel('2024-01-01', 'ArrowLeft')).toBeNull();
    expect(movePixel('2024-01-05', 'ArrowUp')).toBeNull();
    expect(movePixel('2024-12-31', 'ArrowRight')).toBeNull();
    expect(movePixel('2024-12-05', 'ArrowDown')).toBeNull();
    expect(movePixel('2024-04-01', 'Home')).toBeNull();
  });
});
