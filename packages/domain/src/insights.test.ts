import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  BAR_HEIGHT,
  INSIGHT_MESSAGES,
  computeInsights,
  entriesIn,
  hardDaysSuggestion,
  insightsHistory,
  trendOf,
  weekdayChallenging,
  weekdayGreat,
  weekdayPatterns,
  type MoodEntry,
} from './insights';
import { bucketsOf, type CheckIn } from './check-ins';
import { dayMoods } from './day-mood';
import type { MoodHistory, MoodLabel } from './mood';

// A fixed "today": Saturday 21 November 2026.
const TODAY = '2026-11-21';
const ago = (n: number) => addDays(TODAY, -n);

/** History of consecutive days ending today, oldest first. */
function days(labels: MoodLabel[]): MoodHistory {
  const h: MoodHistory = {};
  labels.forEach((l, i) => (h[ago(labels.length - 1 - i)] = l));
  return h;
}
const entries = (labels: MoodLabel[]): MoodEntry[] =>
  labels.map((mood, i) => ({ date: ago(labels.length - 1 - i), mood }));

describe('timeframes over a fixed clock', () => {
  const h: MoodHistory = {
    [TODAY]: 'Good',
    [ago(6)]: 'Good',
    [ago(7)]: 'Bad',
    [ago(29)]: 'Neutral',
    [ago(30)]: 'Bad',
    '2020-01-01': 'Good',
  };
  it('week is the last 7 days counting today', () => {
    expect(entriesIn(h, 'week', TODAY).map((e) => e.date)).toEqual([ago(6), TODAY]);
  });
  it('month is the last 30 days counting today', () => {
    expect(entriesIn(h, 'month', TODAY).map((e) => e.date)).toEqual([
      ago(29),
      ago(7),
      ago(6),
      TODAY,
    ]);
  });
  it('all is everything, oldest first', () => {
    const all = entriesIn(h, 'all', TODAY);
    expect(all).toHaveLength(6);
    expect(all[0]!.date).toBe('2020-01-01');
    expect(all.at(-1)!.date).toBe(TODAY);
  });
  it('no timeframe has a day after today (saved while the clock was wrong)', () => {
    const future = { ...h, '2027-03-01': 'Good' as const, [addDays(TODAY, 1)]: 'Bad' as const };
    expect(entriesIn(future, 'all', TODAY).map((e) => e.date)).toEqual(
      entriesIn(h, 'all', TODAY).map((e) => e.date),
    );
    expect(entriesIn(future, 'week', TODAY)).toEqual(entriesIn(h, 'week', TODAY));
    expect(computeInsights(future, 'all', TODAY).total).toBe(6);
  });
  it('totals follow the timeframe', () => {
    expect(computeInsights(h, 'week', TODAY).total).toBe(2);
    expect(computeInsights(h, 'month', TODAY).total).toBe(4);
    expect(computeInsights(h, 'all', TODAY).total).toBe(6);
  });
});

describe('trend of the last 3 entries', () => {
  it('fewer than 2 entries: not enough data; 2 entries already give a trend', () => {
    expect(trendOf([])).toBe('Not enough data');
    expect(trendOf(entries(['Good']))).toBe('Not enough data');
    expect(trendOf(entries(['Bad', 'Good']))).toBe('Stable');
    expect(trendOf(entries(['Neutral', 'Good']))).toBe('Improving');
    expect(trendOf(entries(['Neutral', 'Bad']))).toBe('Declining');
  });
  it('only the last 3 count', () => {
    expect(trendOf(entries(['Bad', 'Bad', 'Bad', 'Good', 'Neutral', 'Good']))).toBe('Improving');
    expect(trendOf(entries(['Good', 'Good', 'Bad', 'Neutral', 'Bad']))).toBe('Declining');
    expect(trendOf(entries(['Good', 'Good', 'Good', 'Bad', 'Neutral', 'Good']))).toBe('Stable');
    expect(trendOf(entries(['Good', 'Neutral', 'Neutral', 'Neutral']))).toBe('Stable');
  });
});

describe('stats and messages', () => {
  it('no data: the prompt only, 0%', () => {
    const i = computeInsights({}, 'week', TODAY);
    expect(i.total).toBe(0);
    expect(i.goodPercent).toBe(0);
    expect(i.messages).toEqual([INSIGHT_MESSAGES.noData]);
    expect(i.chart).toEqual([]);
  });
  it('% Good days is rounded to a whole number', () => {
    expect(computeInsights(days(['Good', 'Bad', 'Neutral']), 'all', TODAY).goodPercent).toBe(33);
    expect(computeInsights(days(['Good', 'Good', 'Neutral']), 'all', TODAY).goodPercent).toBe(67);
  });
  it('praise needs Good strictly over 60%', () => {
    const at60 = computeInsights(
      days(['Good', 'Good', 'Good', 'Neutral', 'Neutral']),
      'all',
      TODAY,
    );
    expect(at60.goodPercent).toBe(60);
    expect(at60.messages).not.toContain(INSIGHT_MESSAGES.praise);
    const over = computeInsights(days(['Good', 'Good', 'Neutral']), 'all', TODAY);
    expect(over.messages).toContain(INSIGHT_MESSAGES.praise);
  });
  it('a suggestion needs Bad strictly over 40%', () => {
    const at40 = computeInsights(days(['Bad', 'Bad', 'Neutral', 'Neutral', 'Good']), 'all', TODAY);
    expect(at40.messages.filter((m) => m.includes('hard lately'))).toEqual([]);
    const over = computeInsights(days(['Bad', 'Bad', 'Neutral', 'Good']), 'all', TODAY);
    expect(over.messages).toContain(hardDaysSuggestion(2));
  });
  it('the suggestion is worded for how many days were hard: one is not quite a few', () => {
    const tail =
      'been hard lately. A breathing break, a short walk or a talk with someone you trust may help.';
    // The only entry so far, a Bad one.
    expect(computeInsights(days(['Bad']), 'all', TODAY).messages).toEqual([`One day has ${tail}`]);
    expect(computeInsights(days(['Bad', 'Good']), 'all', TODAY).messages).toEqual([
      `One day has ${tail}`,
    ]);
    expect(computeInsights(days(['Bad', 'Bad', 'Neutral']), 'all', TODAY).messages).toEqual([
      `A couple of days have ${tail}`,
    ]);
    expect(computeInsights(days(['Bad', 'Bad', 'Bad']), 'all', TODAY).messages).toEqual([
      `A few days have ${tail}`,
    ]);
    expect(
      computeInsights(days(['Bad', 'Bad', 'Bad', 'Bad', 'Good']), 'all', TODAY).messages,
    ).toEqual([`Quite a few days have ${tail}`]);
  });
  it('the habit message from 7 entries', () => {
    const six = computeInsights(days(Array(6).fill('Neutral')), 'all', TODAY);
    const seven = computeInsights(days(Array(7).fill('Neutral')), 'all', TODAY);
    expect(six.messages).not.toContain(INSIGHT_MESSAGES.habit);
    expect(seven.messages).toEqual([INSIGHT_MESSAGES.habit]);
  });
});

describe('chart', () => {
  it('shows the last 7 entries, oldest first, at 100/60/30%', () => {
    expect(BAR_HEIGHT).toEqual({ Good: 100, Neutral: 60, Bad: 30 });
    const labels: MoodLabel[] = [
      'Bad',
      'Good',
      'Neutral',
      'Bad',
      'Good',
      'Good',
      'Neutral',
      'Bad',
      'Good',
    ];
    const i = computeInsights(days(labels), 'all', TODAY);
    expect(i.chart).toHaveLength(7);
    expect(i.chart.map((b) => b.mood)).toEqual(labels.slice(2));
    expect(i.chart.map((b) => b.height)).toEqual([60, 30, 100, 100, 60, 30, 100]);
    expect(i.chart.at(-1)!.date).toBe(TODAY);
  });
});

describe('weekday patterns', () => {
  // 2026-11-02, -09, -16 are Mondays; -03, -10, -17 Tuesdays.
  it('a weekday needs 2 entries: 1 is not enough', () => {
    expect(weekdayPatterns([{ date: '2026-11-02', mood: 'Good' }])).toEqual([]);
    expect(
      weekdayPatterns([
        { date: '2026-11-02', mood: 'Good' },
        { date: '2026-11-09', mood: 'Good' },
      ]),
    ).toEqual([
      { weekday: 'Monday', entries: 2, good: 2, kind: 'great', message: weekdayGreat('Monday') },
    ]);
  });
  it('70% Good or more is great, 30% or less challenging, in between nothing', () => {
    const mondays = (good: number, n: number): MoodEntry[] =>
      Array.from({ length: n }, (_, k) => ({
        date: addDays('2026-01-05', 7 * k), // Mondays
        mood: k < good ? 'Good' : 'Bad',
      }));
    expect(weekdayPatterns(mondays(7, 10))[0]?.kind).toBe('great');
    expect(weekdayPatterns(mondays(6, 10))).toEqual([]);
    expect(weekdayPatterns(mondays(4, 10))).toEqual([]);
    expect(weekdayPatterns(mondays(3, 10))[0]?.kind).toBe('challenging');
    expect(weekdayPatterns(mondays(0, 2))[0]).toMatchObject({
      weekday: 'Monday',
      kind: 'challenging',
      message: weekdayChallenging('Monday'),
    });
    expect(weekdayPatterns(mondays(1, 2))).toEqual([]);
  });
  it('counts each weekday separately', () => {
    const p = weekdayPatterns([
      { date: '2026-11-02', mood: 'Good' },
      { date: '2026-11-09', mood: 'Good' },
      { date: '2026-11-03', mood: 'Bad' },
      { date: '2026-11-10', mood: 'Neutral' },
      { date: '2026-11-11', mood: 'Good' },
    ]);
    expect(p.map((x) => [x.weekday, x.kind])).toEqual([
      ['Monday', 'great'],
      ['Tuesday', 'challenging'],
    ]);
  });
  it('patterns respect the timeframe', () => {
    const h: MoodHistory = { '2026-11-02': 'Good', '2026-11-16': 'Good' };
    expect(computeInsights(h, 'month', TODAY).patterns).toHaveLength(1);
    expect(computeInsights(h, 'week', TODAY).patterns).toHaveLength(0);
  });
});

describe('days Insights counts', () => {
  const records = (
    moodHistory: MoodHistory,
    moodLevels: Record<string, number>,
    checkIns: CheckIn[] = [],
  ) => ({ moodHistory, moodLevels, checkIns: bucketsOf(checkIns) });
  const checkIn = (id: string, date: string, level?: number): CheckIn => ({
    id,
    at: `${date}T09:00:00.000+00:00`,
    ...(level === undefined ? {} : { level }),
    emotions: ['Calm'],
    activities: [],
  });

  it('a day reads as its check-ins, else its slider level by band, else its quiz result', () => {
    const levels = { [ago(3)]: 4, [ago(2)]: 5, [ago(1)]: 7, [TODAY]: 1 };
    const history: MoodHistory = { [ago(4)]: 'Neutral', [ago(5)]: 'Bad', [TODAY]: 'Good' };
    const checkIns = [checkIn('a', ago(5), 9), checkIn('b', ago(5), 6), checkIn('c', ago(2))];
    expect(insightsHistory(records(history, levels, checkIns))).toEqual({
      [ago(5)]: 'Good', // check-ins 7.5 over the quiz's Bad
      [ago(4)]: 'Neutral',
      [ago(3)]: 'Bad',
      [ago(2)]: 'Neutral', // a check-in without a level leaves the slider's 5
      [ago(1)]: 'Good',
      [TODAY]: 'Bad', // the slider's 1 over the quiz's Good
    });
    const week = computeInsights(
      insightsHistory(records(history, levels, checkIns)),
      'week',
      TODAY,
    );
    expect(week.total).toBe(6);
    expect(week.chart.map((b) => b.date)).toEqual([ago(5), ago(4), ago(3), ago(2), ago(1), TODAY]);
    expect(week.messages).not.toContain(INSIGHT_MESSAGES.noData);
  });

  it('reads each day as the summary for a professional does', () => {
    // The quiz said Good, then the slider was set to 2.
    const r = records({ [TODAY]: 'Good' }, { [TODAY]: 2 });
    const moods = dayMoods(r);
    expect(insightsHistory(r)).toEqual({ [TODAY]: moods.get(TODAY)!.category });
    expect(computeInsights(insightsHistory(r), 'week', TODAY)).toMatchObject({
      total: 1,
      goodPercent: 0,
      badDays: 1,
    });
  });

  it('the slider alone on one day is an entry, not no data', () => {
    const only = computeInsights(insightsHistory(records({}, { [TODAY]: 3 })), 'week', TODAY);
    expect(only).toMatchObject({ total: 1, goodPercent: 0 });
    expect(only.chart).toEqual([expect.objectContaining({ date: TODAY, mood: 'Bad' })]);
    expect(computeInsights(insightsHistory(records({}, {})), 'week', TODAY).messages).toEqual([
      INSIGHT_MESSAGES.noData,
    ]);
  });
});
