import { describe, expect, it } from 'vitest';
import type { CheckIn } from './check-ins';
import type { JournalEntry } from './journal';
import { checkInOn, ratedUse } from './helps-test-data';
import {
  MAX_PERIOD_DAYS,
  PERIOD_ERRORS,
  TOP_COUNT,
  buildReport,
  chartNameOf,
  checkPeriod,
  daysInPeriod,
  formatDate,
  periodLabel,
  presetPeriod,
  writtenOn,
  type ReportInput,
} from './report';
import { PATTERNS_NOT_PROOF } from './what-helps';
import { BUILT_IN_SKILLS } from './coping-skills';
import { UNKNOWN_SKILL_NAME } from './tool-ratings';

/** 29 Nov 2026, midday local time. */
const clock = () => new Date(2026, 10, 29, 12);

const none: ReportInput = {
  moodHistory: {},
  moodLevels: {},
  checkIns: [],
  toolUses: [],
  journalHistory: [],
};

const checkIn = (
  date: string,
  hour: number,
  extra: Partial<Pick<CheckIn, 'level' | 'emotions' | 'activities' | 'note'>> = {},
): CheckIn => ({ ...checkInOn(date, undefined, hour), ...extra });

const entry = (when: Date, content: string): JournalEntry => ({
  id: when.getTime(),
  content,
  date: when.toLocaleDateString(),
  time: when.toLocaleTimeString(),
});

describe('the periods', () => {
  it('last 30 and 90 days end today and count today', () => {
    expect(presetPeriod('30', clock)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetPeriod('90', clock)).toEqual({ from: '2026-09-01', to: '2026-11-29' });
    expect(daysInPeriod(presetPeriod('30', clock))).toBe(30);
    expect(daysInPeriod(presetPeriod('90', clock))).toBe(90);
  });
  it('a year starts the day after the same date a year ago', () => {
    expect(presetPeriod('year', clock)).toEqual({ from: '2025-11-30', to: '2026-11-29' });
    expect(daysInPeriod(presetPeriod('year', clock))).toBe(365);
    const leapDay = () => new Date(2028, 1, 29, 9);
    expect(presetPeriod('year', leapDay)).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(daysInPeriod(presetPeriod('year', () => new Date(2028, 11, 31)))).toBe(366);
  });
  it('is labelled "1 Sep 2026 – 29 Nov 2026", whatever the device language', () => {
    expect(periodLabel(presetPeriod('90', clock))).toBe('1 Sep 2026 – 29 Nov 2026');
    expect(periodLabel({ from: '2026-11-29', to: '2026-11-29' })).toBe('29 Nov 2026');
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });
  it('checks dates typed for a period of one’s own, with a clear message', () => {
    expect(checkPeriod('2026-02-01', '2026-03-31', clock)).toEqual({
      ok: true,
      period: { from: '2026-02-01', to: '2026-03-31' },
    });
    expect(checkPeriod('', '2026-03-31', clock)).toEqual({
      ok: false,
      field: 'from',
      error: PERIOD_ERRORS.noFrom,
    });
    expect(checkPeriod('2026-02-30', '2026-03-31', clock)).toMatchObject({ field: 'from' });
    expect(checkPeriod('2026-02-01', '', clock)).toEqual({
      ok: false,
      field: 'to',
      error: PERIOD_ERRORS.noTo,
    });
    expect(checkPeriod('2026-04-01', '2026-03-31', clock)).toEqual({
      ok: false,
      field: 'from',
      error: PERIOD_ERRORS.order,
    });
    expect(checkPeriod('2026-11-01', '2026-11-30', clock)).toEqual({
      ok: false,
      field: 'to',
      error: 'The last day can’t be after today, 29 Nov 2026.',
    });
    // One day, and today itself, are periods too.
    expect(checkPeriod('2026-11-29', '2026-11-29', clock).ok).toBe(true);
  });
  it('takes up to ten years', () => {
    const to = '2026-11-29';
    const longest = { from: '2016-11-29', to };
    expect(daysInPeriod(longest)).toBeLessThanOrEqual(MAX_PERIOD_DAYS);
    expect(checkPeriod(longest.from, to, clock).ok).toBe(true);
    expect(checkPeriod('2016-11-01', to, clock)).toEqual({
      ok: false,
      field: 'from',
      error: PERIOD_ERRORS.tooLong,
    });
  });
});

describe('the report of a period', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };

  it('reads each day’s mood: check-ins first, else the slider, else the quiz', () => {
    const report = buildReport(
      {
        ...none,
        checkIns: [
          checkIn('2026-11-02', 9, { level: 6 }),
          checkIn('2026-11-02', 20, { level: 7 }),
          checkIn('2026-11-02', 21),
        ],
        moodLevels: { '2026-11-02': 2, '2026-11-03': 4 },
        moodHistory: { '2026-11-03': 'Good', '2026-11-04': 'Neutral' },
      },
      period,
      clock,
    );
    expect(report.moods).toEqual([
      {
        date: '2026-11-02',
        level: 6.5,
        levelText: '6.5',
        category: 'Good',
        source: 'check-ins',
        checkIns: 3,
      },
      {
        date: '2026-11-03',
        level: 4,
        levelText: '4.0',
        category: 'Bad',
        source: 'slider',
        checkIns: 0,
      },
      {
        date: '2026-11-04',
        level: null,
        levelText: null,
        category: 'Neutral',
        source: 'quiz',
        checkIns: 0,
      },
    ]);
    // The average is over the days with a level (a quiz result has none): (6.5 + 4) / 2.
    expect(report.levelDays).toBe(2);
    expect(report.average).toBe('5.3');
    expect(report.categories).toEqual({ Good: 1, Neutral: 1, Bad: 1 });
  });

  it('keeps to its period, both ends included', () => {
    const report = buildReport(
      {
        ...none,
        moodLevels: {
          '2026-10-31': 1,
          '2026-11-01': 5,
          '2026-11-30': 9,
          '2026-12-01': 1,
        },
        moodHistory: { '2026-10-30': 'Bad', '2026-12-02': 'Bad' },
        checkIns: [
          checkIn('2026-10-31', 23, { level: 1, emotions: ['Sad'] }),
          checkIn('2026-11-01', 0, { emotions: ['Calm'] }),
          checkIn('2026-11-30', 23, { emotions: ['Calm'] }),
          checkIn('2026-12-01', 0, { level: 1, emotions: ['Sad'] }),
        ],
        toolUses: [
          {
            ...ratedUse('breathing', 8, 4),
            startedAt: '2026-10-31T22:00:00Z',
            endedAt: '2026-10-31T22:05:00Z',
          },
        ],
      },
      period,
      clock,
    );
    expect(report.moods.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-30']);
    expect(report.average).toBe('7.0');
    expect(report.checkIns).toEqual({ total: 2, days: 2, withNote: 0 });
    expect(report.topEmotions).toEqual([{ name: 'Calm', count: 2 }]);
    expect(report.days).toBe(30);
    expect(report.label).toBe('1 Nov 2026 – 30 Nov 2026');
  });

  it('averages each month of the period', () => {
    const report = buildReport(
      {
        ...none,
        moodLevels: { '2026-10-10': 4, '2026-10-11': 5, '2026-11-01': 8 },
        moodHistory: { '2026-10-12': 'Good' },
      },
      { from: '2026-10-01', to: '2026-11-29' },
      clock,
    );
    expect(report.months).toEqual([
      { month: '2026-10', label: 'Oct 2026', days: 2, average: '4.5' },
      { month: '2026-11', label: 'Nov 2026', days: 1, average: '8.0' },
    ]);
    expect(report.average).toBe('5.7');
  });

  it('counts check-ins, the days with them, and those with a note', () => {
    const report = buildReport(
      {
        ...none,
        checkIns: [
          checkIn('2026-11-05', 8, { note: 'Slept badly' }),
          checkIn('2026-11-05', 12, { level: 5 }),
          checkIn('2026-11-06', 8, { note: '   ' }),
        ],
      },
      period,
      clock,
    );
    expect(report.checkIns).toEqual({ total: 3, days: 2, withNote: 1 });
  });

  it('lists the emotions and activities chosen most, by how many check-ins named them', () => {
    const report = buildReport(
      {
        ...none,
        activities: ['Walk the dog', 'Work'],
        checkIns: [
          checkIn('2026-11-05', 8, { emotions: ['Anxious', 'Tired'], activities: ['Work'] }),
          checkIn('2026-11-05', 12, {
            emotions: ['anxious'],
            activities: ['work', 'walk the dog'],
          }),
          checkIn('2026-11-06', 8, { emotions: ['Calm', 'Tired'], activities: ['Work'] }),
          checkIn('2026-11-07', 8, { emotions: ['Anxious'] }),
        ],
      },
      period,
      clock,
    );
    // Spelled as first recorded, and activities as the person's list spells them; ties by name.
    expect(report.topEmotions).toEqual([
      { name: 'Anxious', count: 3 },
      { name: 'Tired', count: 2 },
      { name: 'Calm', count: 1 },
    ]);
    expect(report.topActivities).toEqual([
      { name: 'Work', count: 3 },
      { name: 'Walk the dog', count: 1 },
    ]);
  });

  it(`lists at most ${TOP_COUNT} emotions`, () => {
    const words = ['Sad', 'Tired', 'Lonely', 'Bored', 'Down', 'Drained', 'Numb', 'Hurt', 'Calm'];
    const report = buildReport(
      { ...none, checkIns: [checkIn('2026-11-05', 8, { emotions: words })] },
      period,
      clock,
    );
    expect(report.topEmotions).toHaveLength(TOP_COUNT);
  });

  it('ranks what helped in the period only, with the words that these are patterns', () => {
    const use = (date: string, before: number, after: number) => ({
      ...ratedUse('breathing', before, after),
      startedAt: `${date}T08:00:00Z`,
      endedAt: `${date}T08:05:00Z`,
    });
    const uses = [
      use('2026-10-20', 9, 0),
      use('2026-11-02', 7, 4),
      use('2026-11-03', 7, 4),
      use('2026-11-04', 7, 4),
    ];
    const report = buildReport({ ...none, toolUses: uses }, period, clock);
    expect(report.whatHelps.tools.map((t) => t.text)).toEqual([
      'Breathing: 3.0 lower on average, 3 times',
    ]);
    expect(report.whatHelps.caveat).toBe(PATTERNS_NOT_PROOF);
    const october = buildReport(
      { ...none, toolUses: uses },
      { from: '2026-10-01', to: '2026-10-31' },
      clock,
    );
    expect(october.whatHelps.tools).toEqual([]);
  });

  it('names a custom coping skill in what helped', () => {
    const uses = [1, 2, 3].map((d) => ({
      ...ratedUse('skill:26', 6, 5),
      startedAt: `2026-11-0${d}T08:00:00Z`,
      endedAt: `2026-11-0${d}T08:05:00Z`,
    }));
    const report = buildReport(
      {
        ...none,
        toolUses: uses,
        copingSkillsCustom: [
          {
            id: 26,
            category: 'Movement',
            name: 'Stretch by the window',
            description: 'Slowly.',
            isDefault: false,
          },
        ],
      },
      period,
      clock,
    );
    expect(report.whatHelps.tools[0]?.text).toBe(
      'Stretch by the window: 1.0 lower on average, 3 times',
    );
  });

  it('names a built-in coping skill by the skills it is given, else as a coping skill', () => {
    const uses = [1, 2, 3].map((d) => ({
      ...ratedUse('skill:1', 6, 4),
      startedAt: `2026-11-0${d}T08:00:00Z`,
      endedAt: `2026-11-0${d}T08:05:00Z`,
    }));
    const named = buildReport(
      { ...none, toolUses: uses, builtInSkills: BUILT_IN_SKILLS },
      period,
      clock,
    );
    expect(named.whatHelps.tools[0]?.text).toBe(
      `${BUILT_IN_SKILLS[0]!.name}: 2.0 lower on average, 3 times`,
    );
    const unnamed = buildReport({ ...none, toolUses: uses }, period, clock);
    expect(unnamed.whatHelps.tools[0]?.text).toBe(
      `${UNKNOWN_SKILL_NAME}: 2.0 lower on average, 3 times`,
    );
  });

  it('compares the days with and without an activity within the period', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const checkIns = days.map((d, i) =>
      checkIn(d, 9, { level: i < 5 ? 8 : 5, activities: i < 5 ? ['Exercise'] : [] }),
    );
    const report = buildReport({ ...none, checkIns }, period, clock);
    expect(report.whatHelps.activities.map((a) => a.text)).toEqual([
      'Exercise: mood 8.0 on days with it, 5.0 without (5 and 5 days)',
    ]);
    const shorter = buildReport(
      { ...none, checkIns },
      { from: '2026-11-02', to: '2026-11-10' },
      clock,
    );
    expect(shorter.whatHelps.activities).toEqual([]);
  });

  it('offers the journal entries written in the period, oldest first', () => {
    const journalHistory = [
      entry(new Date(2026, 11, 1, 0, 5), 'December'),
      entry(new Date(2026, 10, 30, 23, 55), 'Last night of November'),
      entry(new Date(2026, 10, 3, 9, 0), 'Early November'),
      entry(new Date(2026, 9, 31, 23, 59), 'Halloween'),
    ];
    const report = buildReport({ ...none, journalHistory }, period, clock);
    expect(report.journal.map((j) => [j.date, j.entry.content])).toEqual([
      ['2026-11-03', 'Early November'],
      ['2026-11-30', 'Last night of November'],
    ]);
  });

  it('dates an entry by its stored date, in the time zone it was written in', () => {
    // Written 10 Mar 2026 at 23:50:01 in Los Angeles (UTC-7), stored by an en-US device.
    const la = {
      id: Date.UTC(2026, 2, 11, 6, 50, 1),
      content: 'Late',
      date: '3/10/2026',
      time: '11:50:01 PM',
    };
    expect(writtenOn(la)).toBe('2026-03-10');
    // The same moment stored in Auckland (UTC+13) by en-GB and de-DE devices; year first.
    expect(writtenOn({ ...la, date: '11/03/2026' })).toBe('2026-03-11');
    expect(writtenOn({ ...la, date: '11.3.2026' })).toBe('2026-03-11');
    expect(writtenOn({ ...la, date: '2026. 3. 10.' })).toBe('2026-03-10');
    // Across a year's end: 31 Dec in Honolulu is 1 Jan in UTC.
    expect(writtenOn({ ...la, id: Date.UTC(2027, 0, 1, 9, 0), date: '12/31/2026' })).toBe(
      '2026-12-31',
    );
  });

  it('a stored date that is not one of the days around the moment, or no date, is not read', () => {
    const la = { id: Date.UTC(2026, 2, 11, 6, 50, 1), content: 'x', time: '11:50:01 PM' };
    expect(writtenOn({ ...la, date: 'yesterday' })).toBeNull();
    expect(writtenOn({ ...la, date: '3/14/2026' })).toBeNull();
    expect(writtenOn({ ...la, date: '١٠‏/٣‏/٢٠٢٦' })).toBeNull();
  });

  it('places an entry in the period by the day it was written, else by its id here', () => {
    // Written late on 31 Oct in Los Angeles: 1 Nov in UTC.
    const halloween = {
      id: Date.UTC(2026, 10, 1, 6, 30),
      content: 'Halloween night',
      date: '10/31/2026',
      time: '11:30:00 PM',
    };
    const report = buildReport({ ...none, journalHistory: [halloween] }, period, clock);
    expect(report.journal).toEqual([]);
    const october = buildReport(
      { ...none, journalHistory: [halloween] },
      { from: '2026-10-31', to: '2026-10-31' },
      clock,
    );
    expect(october.journal).toEqual([{ entry: halloween, date: '2026-10-31', asWritten: true }]);
    const unreadable = { ...halloween, id: new Date(2026, 10, 3, 9).getTime(), date: '?' };
    expect(buildReport({ ...none, journalHistory: [unreadable] }, period, clock).journal).toEqual([
      { entry: unreadable, date: '2026-11-03', asWritten: false },
    ]);
  });

  it('names its chart by the period and the average', () => {
    const report = buildReport(
      { ...none, moodLevels: { '2026-09-01': 6, '2026-11-29': 7 } },
      presetPeriod('90', clock),
      clock,
    );
    expect(report.chartName).toBe('Mood from 1 Sep to 29 Nov 2026: average 6.5 of 10 over 2 days');
    expect(chartNameOf({ from: '2025-12-01', to: '2026-01-31' }, '5.0', 1, 1)).toBe(
      'Mood from 1 Dec 2025 to 31 Jan 2026: average 5.0 of 10 over 1 day',
    );
    expect(chartNameOf({ from: '2026-11-01', to: '2026-11-30' }, null, 0, 3)).toBe(
      'Mood from 1 Nov to 30 Nov 2026: a quiz result on 3 days, no levels recorded',
    );
  });

  it('with nothing recorded, is empty but still whole', () => {
    const report = buildReport(none, period, clock);
    expect(report).toMatchObject({
      empty: true,
      moods: [],
      average: null,
      levelDays: 0,
      months: [],
      categories: { Good: 0, Neutral: 0, Bad: 0 },
      checkIns: { total: 0, days: 0, withNote: 0 },
      topEmotions: [],
      topActivities: [],
      journal: [],
      chartName: 'Mood from 1 Nov to 30 Nov 2026: nothing recorded',
    });
    expect(report.whatHelps).toEqual({ tools: [], activities: [], caveat: PATTERNS_NOT_PROOF });
    // Data outside the period leaves it empty too.
    expect(buildReport({ ...none, moodLevels: { '2026-10-01': 5 } }, period, clock).empty).toBe(
      true,
    );
    expect(buildReport({ ...none, moodLevels: { '2026-11-01': 5 } }, period, clock).empty).toBe(
      false,
    );
  });
});
