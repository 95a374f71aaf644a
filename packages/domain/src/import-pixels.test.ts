import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OTHER_APP_ERRORS, readDate, recogniseFormat, type ParsedImport } from './import-format';
import { parseOtherAppFile } from './import-mapping';
import { PIXELS_TIME, parsePixels } from './import-pixels';

const backup = readFileSync(new URL('./fixtures/pixels-backup.json', import.meta.url), 'utf8');

function parsed(text: string): ParsedImport {
  const result = parsePixels(text);
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
}

const day = (over: Record<string, unknown>) => ({
  date: '2023-02-01',
  type: 'Mood',
  scores: [3],
  notes: '',
  tags: [],
  ...over,
});

describe('Pixels backup', () => {
  it('is recognised as a JSON list', () => {
    expect(recogniseFormat(backup)).toEqual({ ok: true, source: 'pixels' });
    expect(parseOtherAppFile(backup).ok).toBe(true);
  });

  it('reads every score of each day, its note, and its tag groups', () => {
    const file = parsed(backup);
    expect(file.source).toBe('pixels');
    expect(file.problems).toEqual([]);
    expect(file.moods.map((m) => [m.date, m.time, m.mood])).toEqual([
      // Dates without leading zeros are read as the same day.
      ['2023-01-05', PIXELS_TIME, '4'],
      ['2023-01-06', PIXELS_TIME, '2'],
      ['2023-01-06', PIXELS_TIME, '3'],
      ['2023-01-07', PIXELS_TIME, '5'],
      ['2023-01-09', PIXELS_TIME, '1'],
    ]);
    // A group of emotions gives feelings; any other group gives activities.
    expect(file.moods[0]!.emotions).toEqual(['Calm', 'Grateful']);
    expect(file.moods[0]!.activities).toEqual(['walk', 'outdoors']);
    expect(file.moods[4]!.emotions).toEqual(['Tired', 'Lonely']);
    expect(file.moods[4]!.activities).toEqual([]);
    expect(file.activities).toEqual(['walk', 'outdoors', 'work', 'friends']);
    expect(file.notes.map((n) => [n.date, n.body])).toEqual([
      ['2023-01-05', 'First walk of the year. Cold, bright, good.'],
      [
        '2023-01-06',
        'Rough morning.\nBetter after lunch with Sam, who said "one thing at a time".',
      ],
    ]);
    // The day's note goes with its first score only.
    expect(file.moods[1]!.note).toContain('Rough morning.');
    expect(file.moods[2]!.note).toBeUndefined();
    expect(new Set(file.moods.map((m) => m.key)).size).toBe(5);
  });

  it('reports bad days by entry and keeps the rest', () => {
    const text = JSON.stringify([
      day({ date: '2023-02-01' }),
      day({ date: '2023-02-02', scores: [7] }),
      'not a day',
      day({ date: '2023-02-31' }),
      { scores: [3] },
      day({ date: '2023-02-05', tags: 'work' }),
      day({ date: '2023-02-06', scores: [2.5] }),
      day({ date: '2023-02-07', scores: undefined }),
    ]);
    const file = parsed(text);
    expect(file.problems).toEqual([
      { where: 'entry 2 (2023-02-02)', message: 'the score 7 is not a whole number from 1 to 5' },
      { where: 'entry 3', message: 'it is not a day with a date and scores' },
      { where: 'entry 4 (2023-02-31)', message: "the date '2023-02-31' is not a real date" },
      { where: 'entry 5', message: 'there is no date' },
      { where: 'entry 6 (2023-02-05)', message: 'its tags are not groups of entries' },
      { where: 'entry 7 (2023-02-06)', message: 'the score 2.5 is not a whole number from 1 to 5' },
      { where: 'entry 8 (2023-02-07)', message: 'there are no scores' },
    ]);
    expect(file.moods.map((m) => m.date)).toEqual(['2023-02-01']);
  });

  it('refuses a file that is not a Pixels backup, saying why', () => {
    expect(parsePixels('[{"date": ')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.notPixels('it cannot be read as JSON'),
    });
    expect(parsePixels('{"days": []}')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.notPixels('it is not a list of days'),
    });
    expect(parsePixels('[]')).toEqual({ ok: false, error: OTHER_APP_ERRORS.noRows('pixels') });
    const none = parsePixels('[{"name": "x"}, 3]');
    expect(none.ok).toBe(false);
    if (!none.ok) {
      expect(none.error).toBe(
        'No entry of this Pixels file could be read. Entry 1: there is no date (and 1 more like it). Nothing was imported, and your data here has not changed.',
      );
    }
  });

  it('reads an older backup with one mood and a list of emotions', () => {
    const file = parsed(
      JSON.stringify([{ date: '2019-01-08', mood: 5, emotions: ['joy'], notes: '' }]),
    );
    expect(file.moods.map((m) => [m.date, m.mood, m.emotions])).toEqual([
      ['2019-01-08', '5', ['joy']],
    ]);
  });

  it('keeps a day with a note and no score as a note', () => {
    const file = parsed(JSON.stringify([day({ scores: [], notes: 'Just words today.' })]));
    expect(file.moods).toEqual([]);
    expect(file.notes.map((n) => n.body)).toEqual(['Just words today.']);
  });

  it('reads real dates only', () => {
    expect(readDate('2023-1-5')).toBe('2023-01-05');
    expect(readDate('2024-02-29')).toBe('2024-02-29');
    expect(readDate('2023-02-29')).toBeNull();
    expect(readDate('2023-00-10')).toBeNull();
    expect(readDate('05/01/2023')).toBeNull();
  });
});
