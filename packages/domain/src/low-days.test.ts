import { describe, expect, it } from 'vitest';
import {
  isLowDay,
  LOW_DAYS_NEEDED,
  LOW_DAYS_WINDOW,
  LOW_LEVEL_MAX,
  LowDaysDismissedSchema,
  recentLowDays,
  suggestTalking,
} from './low-days';
import type { MoodHistory, MoodLevels } from './mood';

const TODAY = '2026-11-21';

const suggest = (
  moodLevels: MoodLevels,
  moodHistory: MoodHistory = {},
  dismissedOn?: string | null,
  today = TODAY,
) => suggestTalking({ moodLevels, moodHistory, today, dismissedOn });

describe('low days', () => {
  it('pins the rule: slider at 1 or 2, or a Bad quiz; three of the last five days', () => {
    expect(LOW_LEVEL_MAX).toBe(2);
    expect(LOW_DAYS_WINDOW).toBe(5);
    expect(LOW_DAYS_NEEDED).toBe(3);
  });

  it('a day is low when its slider is 1 or 2, or its quiz result is Bad', () => {
    expect(isLowDay(TODAY, { [TODAY]: 1 }, {})).toBe(true);
    expect(isLowDay(TODAY, { [TODAY]: 2 }, {})).toBe(true);
    expect(isLowDay(TODAY, { [TODAY]: 3 }, {})).toBe(false);
    expect(isLowDay(TODAY, {}, { [TODAY]: 'Bad' })).toBe(true);
    expect(isLowDay(TODAY, {}, { [TODAY]: 'Neutral' })).toBe(false);
    expect(isLowDay(TODAY, {}, { [TODAY]: 'Good' })).toBe(false);
    expect(isLowDay(TODAY, {}, {})).toBe(false);
  });

  it('either signal is enough, whatever the other says', () => {
    expect(isLowDay(TODAY, { [TODAY]: 9 }, { [TODAY]: 'Bad' })).toBe(true);
    expect(isLowDay(TODAY, { [TODAY]: 1 }, { [TODAY]: 'Good' })).toBe(true);
  });

  it('lists the low days among today and the four days before, oldest first', () => {
    const levels = {
      '2026-11-16': 1, // six days ago: outside
      '2026-11-17': 2,
      '2026-11-19': 8,
      '2026-11-21': 1,
      '2026-11-22': 1, // tomorrow: not counted
    };
    const history: MoodHistory = { '2026-11-18': 'Bad', '2026-11-19': 'Bad' };
    expect(recentLowDays(levels, history, TODAY)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-21',
    ]);
  });

  it('suggests at three low days in the last five, not at two', () => {
    expect(suggest({ '2026-11-17': 2, '2026-11-19': 1 }, { '2026-11-21': 'Bad' })).toBe(true);
    expect(suggest({ '2026-11-17': 2, '2026-11-19': 1 })).toBe(false);
    // Three low days that are not all in the window.
    expect(suggest({ '2026-11-16': 1, '2026-11-19': 1, '2026-11-21': 2 })).toBe(false);
    // The same day low on both counts once.
    expect(suggest({ '2026-11-20': 1, '2026-11-21': 1 }, { '2026-11-21': 'Bad' })).toBe(false);
  });

  it('does not need today to be low, nor the days to be in a row', () => {
    expect(
      suggest({ '2026-11-17': 1, '2026-11-19': 2, '2026-11-21': 7 }, { '2026-11-18': 'Bad' }),
    ).toBe(true);
    expect(suggest({ '2026-11-17': 1, '2026-11-19': 2 }, { '2026-11-20': 'Bad' })).toBe(true);
  });

  it('counts calendar days across month and year ends', () => {
    expect(
      suggest({ '2025-12-29': 1, '2025-12-31': 2, '2026-01-02': 1 }, {}, null, '2026-01-02'),
    ).toBe(true);
    expect(
      suggest({ '2025-12-28': 1, '2025-12-31': 2, '2026-01-02': 1 }, {}, null, '2026-01-02'),
    ).toBe(false);
    expect(
      suggest({ '2024-02-27': 1, '2024-02-29': 2, '2024-03-02': 1 }, {}, null, '2024-03-02'),
    ).toBe(true);
  });

  it('after a dismissal, suggests again only once a later day is low', () => {
    const levels = { '2026-11-17': 1, '2026-11-18': 2, '2026-11-19': 1 };
    // Dismissed on the 19th: nothing new since.
    expect(suggest(levels, {}, '2026-11-19', '2026-11-20')).toBe(false);
    expect(suggest(levels, {}, '2026-11-19', TODAY)).toBe(false);
    // A low day after the dismissal, with three in the window: shown again.
    expect(suggest({ ...levels, '2026-11-21': 2 }, {}, '2026-11-19', TODAY)).toBe(true);
    expect(suggest(levels, { '2026-11-20': 'Bad' }, '2026-11-19', TODAY)).toBe(true);
    // Dismissed today: the day being low again today changes nothing.
    expect(suggest({ ...levels, '2026-11-21': 1 }, {}, TODAY, TODAY)).toBe(false);
    // A new low day, but too few in the window: not shown.
    expect(suggest({ '2026-11-16': 1, '2026-11-17': 1, '2026-11-21': 1 }, {}, '2026-11-17')).toBe(
      false,
    );
  });

  it('disregards a dismissal dated after today (a clock set back), so it never sticks', () => {
    const levels = { '2026-11-19': 1, '2026-11-20': 1, '2026-11-21': 1 };
    expect(suggest(levels, {}, '2027-05-01', TODAY)).toBe(true);
    expect(suggest(levels, {}, '2026-11-22', TODAY)).toBe(true);
  });

  it('treats an unreadable dismissal date as none, and an unreadable today as no suggestion', () => {
    const levels = { '2026-11-19': 1, '2026-11-20': 1, '2026-11-21': 1 };
    expect(suggest(levels, {}, 'yesterday')).toBe(true);
    expect(suggest(levels, {}, '')).toBe(true);
    expect(suggest(levels, {}, null, 'not a date')).toBe(false);
  });

  it('reads a stored dismissal date through its schema', () => {
    expect(LowDaysDismissedSchema.safeParse('2026-11-21').success).toBe(true);
    expect(LowDaysDismissedSchema.safeParse('2026-02-30').success).toBe(false);
    expect(LowDaysDismissedSchema.safeParse(20261121).success).toBe(false);
  });
});
