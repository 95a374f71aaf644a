import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromIsoDate, isIsoDate, toIsoDate, todayIso, weekdayOf } from './dates';

describe('dates', () => {
  it('formats the local date', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(() => new Date(2026, 10, 21, 8))).toBe('2026-11-21');
  });
  it('validates real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('25-01-01')).toBe(false);
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('weekdayOf', () => {
  it('knows some weekdays (0 is Sunday)', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2000-02-29')).toBe(2);
    expect(weekdayOf('1900-03-01')).toBe(4);
    expect(weekdayOf('2024-01-01')).toBe(1);
  });

  it('agrees with the calendar for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1600, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const iso = toIsoDate(date);
          expect(weekdayOf(iso)).toBe(fromIsoDate(iso).getDay());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
