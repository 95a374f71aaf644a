import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParsedImport } from './import-format';
import {
  DAYLIO_DEFAULT_MOODS,
  MoodMappingSchema,
  choiceOfLevel,
  defaultMapping,
  existingDaysText,
  fileMoods,
  guessDaylioMood,
  parseOtherAppFile,
  summarizeImport,
  summaryText,
} from './import-mapping';

const read = (name: string): ParsedImport => {
  const result = parseOtherAppFile(
    readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'),
  );
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
};

describe('the mood mapping', () => {
  it("maps Daylio's five default moods as the issue says", () => {
    expect(DAYLIO_DEFAULT_MOODS).toEqual({
      rad: { level: 9, label: 'Good' },
      good: { level: 7, label: 'Good' },
      meh: { level: 5, label: 'Neutral' },
      bad: { level: 3, label: 'Bad' },
      awful: { level: 1, label: 'Bad' },
    });
  });

  it('places renamed moods by their words, and anything unknown at Neutral', () => {
    expect(guessDaylioMood('amazing')).toEqual({ level: 9, label: 'Good' });
    expect(guessDaylioMood('super happy')).toEqual({ level: 7, label: 'Good' });
    expect(guessDaylioMood('okay')).toEqual({ level: 5, label: 'Neutral' });
    expect(guessDaylioMood('so-so')).toEqual({ level: 5, label: 'Neutral' });
    expect(guessDaylioMood('very sad')).toEqual({ level: 3, label: 'Bad' });
    expect(guessDaylioMood('dreadful')).toEqual({ level: 1, label: 'Bad' });
    expect(guessDaylioMood('wobbly')).toEqual({ level: 5, label: 'Neutral' });
    expect(guessDaylioMood('😀')).toEqual({ level: 5, label: 'Neutral' });
  });

  it('reads a mood named like a property every object has as a name like any other', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(guessDaylioMood(name), name).toEqual({ level: 5, label: 'Neutral' });
  });

  it("places Daylio's mood names in German, Spanish, French, Portuguese and Italian", () => {
    const level = (name: string) => guessDaylioMood(name).level;
    const table: Array<[number, string[]]> = [
      [9, ['super', 'genial', 'génial', 'radiante', 'ótimo', 'ottimo', 'fantastico', 'toll']],
      [7, ['gut', 'bien', 'bom', 'bem', 'bene', 'buono', 'feliz', 'heureux', 'glücklich']],
      [5, ['okay', 'regular', 'bof', 'moyen', 'geht so', 'così così', 'mais ou menos', 'normale']],
      [3, ['schlecht', 'mies', 'mal', 'ruim', 'male', 'triste', 'traurig']],
      [1, ['schrecklich', 'fatal', 'très mal', 'horrível', 'horrivel', 'terribile', 'affreux']],
    ];
    for (const [expected, names] of table) {
      expect(names.map((name) => [name, level(name)])).toEqual(
        names.map((name) => [name, expected]),
      );
    }
  });

  it("turns a mood word round when 'not' comes before it", () => {
    const level = (name: string) => guessDaylioMood(name).level;
    expect(level('not good')).toBe(3);
    expect(level('no good')).toBe(3);
    expect(level("isn't good")).toBe(3);
    expect(level('not great')).toBe(4);
    expect(level('not ok')).toBe(3);
    expect(level('not bad')).toBe(6);
    expect(level('not too bad')).toBe(6);
    expect(level('not awful')).toBe(5);
    expect(level('nicht gut')).toBe(3);
    expect(level('pas mal')).toBe(6);
    expect(level('no muy bien')).toBe(3);
    expect(level('não estou bem')).toBe(3);
    expect(level('non male')).toBe(6);
    // A 'not' after the mood word is about something else.
    expect(level('good, not tired')).toBe(7);
  });

  it('sorts a German file best first by these defaults', () => {
    const csv = [
      'full_date;date;weekday;time;mood;activities;note_title;note',
      ...['gut', 'mies', 'okay', 'schrecklich', 'super'].map(
        (m, i) => `2026-11-2${i};x;x;20:00;${m};;;`,
      ),
    ].join('\n');
    const result = parseOtherAppFile(csv);
    if (!result.ok) throw new Error(result.error);
    expect(fileMoods(result.parsed).map((m) => m.mood)).toEqual([
      'super',
      'gut',
      'okay',
      'mies',
      'schrecklich',
    ]);
  });

  it('gives the default of every mood in a Daylio file', () => {
    expect(defaultMapping(read('daylio-renamed.csv'))).toEqual({
      amazing: { level: 9, label: 'Good' },
      okay: { level: 5, label: 'Neutral' },
      wobbly: { level: 5, label: 'Neutral' },
      good: { level: 7, label: 'Good' },
      bad: { level: 3, label: 'Bad' },
      dreadful: { level: 1, label: 'Bad' },
    });
  });

  it('maps Pixels scores 5 to 1 onto 9, 7, 5, 3 and 1', () => {
    expect(defaultMapping(read('pixels-backup.json'))).toEqual({
      '5': { level: 9, label: 'Good' },
      '4': { level: 7, label: 'Good' },
      '3': { level: 5, label: 'Neutral' },
      '2': { level: 3, label: 'Bad' },
      '1': { level: 1, label: 'Bad' },
    });
  });

  it("lists the file's moods best first, as spelled, with how often each is used", () => {
    expect(fileMoods(read('daylio-renamed.csv'))).toEqual([
      { mood: 'amazing', label: 'Amazing', count: 1 },
      { mood: 'good', label: 'good', count: 1 },
      { mood: 'okay', label: 'Okay', count: 1 },
      { mood: 'wobbly', label: 'Wobbly', count: 1 },
      { mood: 'bad', label: 'bad', count: 1 },
      { mood: 'dreadful', label: 'Dreadful', count: 1 },
    ]);
    expect(fileMoods(read('pixels-backup.json')).map((m) => m.mood)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('gives a level the label of its band', () => {
    expect([1, 4, 5, 6, 7, 10].map((l) => choiceOfLevel(l).label)).toEqual([
      'Bad',
      'Bad',
      'Neutral',
      'Neutral',
      'Good',
      'Good',
    ]);
  });

  it('checks a stored mapping', () => {
    expect(MoodMappingSchema.safeParse({ rad: { level: 9, label: 'Good' } }).success).toBe(true);
    expect(MoodMappingSchema.safeParse({ rad: { level: 11, label: 'Good' } }).success).toBe(false);
    expect(MoodMappingSchema.safeParse({ rad: { level: 9, label: 'Great' } }).success).toBe(false);
  });
});

describe('the summary of a file', () => {
  it('counts days of moods, notes and activities, with the first and last day', () => {
    const summary = summarizeImport(read('daylio-renamed.csv'));
    expect(summary).toEqual({
      days: 5,
      moods: 6,
      notes: 4,
      activities: 8,
      from: '2024-03-08',
      to: '2024-03-12',
      leftOut: 0,
    });
    expect(summaryText(summary)).toBe(
      '5 days of moods, 4 notes, 8 activities, from 8 Mar 2024 to 12 Mar 2024',
    );
  });

  it('reads as the issue writes it, in the singular where there is one', () => {
    const base = { moods: 0, leftOut: 0 };
    expect(
      summaryText({
        ...base,
        days: 412,
        notes: 230,
        activities: 18,
        from: '2021-03-03',
        to: '2026-11-24',
      }),
    ).toBe('412 days of moods, 230 notes, 18 activities, from 3 Mar 2021 to 24 Nov 2026');
    expect(
      summaryText({
        ...base,
        days: 1,
        notes: 1,
        activities: 1,
        from: '2024-01-02',
        to: '2024-01-02',
      }),
    ).toBe('1 day of moods, 1 note, 1 activity, on 2 Jan 2024');
    expect(
      summaryText({ ...base, days: 1200, notes: 0, activities: 0, from: null, to: null }),
    ).toBe('1,200 days of moods, 0 notes, 0 activities');
  });

  it('counts the lines that will be left out', () => {
    expect(summarizeImport(read('daylio-partly-bad.csv')).leftOut).toBe(3);
  });
});

describe('the days a file shares with this device', () => {
  it("says the imported check-ins count in those days' mood, not that the days keep it", () => {
    expect(existingDaysText(0)).toBe('None of these days has a mood here yet.');
    expect(existingDaysText(1)).toBe(
      "1 day of this file already has a mood here. What you recorded on it stays, and the imported check-ins are added to it: from now on they count in that day's mood, in the report too.",
    );
    expect(existingDaysText(1400)).toBe(
      "1,400 days of this file already have a mood here. What you recorded on them stays, and the imported check-ins are added to them: from now on they count in those days' mood, in the report too.",
    );
    for (const days of [1, 4]) expect(existingDaysText(days)).not.toMatch(/keep/);
  });
});
