import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OTHER_APP_ERRORS,
  decodeFileText,
  readDate,
  recogniseFormat,
  type ParsedImport,
} from './import-format';
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
      error: OTHER_APP_ERRORS.pixelsCutOff,
    });
    expect(parsePixels('[1, 2,')).toEqual({ ok: false, error: OTHER_APP_ERRORS.unknown });
    expect(parsePixels('{"days": []}')).toEqual({ ok: false, error: OTHER_APP_ERRORS.unknown });
    expect(parsePixels('[]')).toEqual({ ok: false, error: OTHER_APP_ERRORS.noRows('pixels') });
    expect(parsePixels('[{"name": "x"}, 3]')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.unknown,
    });
    const none = parsePixels('[{"scores": [3]}, 3]');
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

/** A file as the app reads it: its bytes decoded, then read as whichever app it comes from. */
const readAsApp = (text: string) =>
  parseOtherAppFile(decodeFileText(new TextEncoder().encode(text)));

function readOk(text: string): ParsedImport {
  const result = readAsApp(text);
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
}

describe('Pixels backups as people bring them', () => {
  it('reads days with fields left out or null, extra fields, and a BOM before the list', () => {
    const text = `\uFEFF \n${JSON.stringify(
      [
        { date: '2023-1-5', scores: [4] },
        { date: '2023-01-06', type: 'Mood', scores: [2], notes: null, tags: null },
        { date: '2023-1-07', scores: [5], tags: [{ entries: ['walk'] }], isHighlighted: true },
        { date: '2019-01-08', mood: 3, emotions: null, notes: 'Old style' },
      ],
      null,
      2,
    )}`;
    const file = readOk(text);
    expect(file.problems).toEqual([]);
    expect(file.moods.map((m) => [m.date, m.time, m.mood, m.activities, m.note])).toEqual([
      ['2023-01-05', PIXELS_TIME, '4', [], undefined],
      ['2023-01-06', PIXELS_TIME, '2', [], undefined],
      // A group with no type is a group of tags, not of feelings.
      ['2023-01-07', PIXELS_TIME, '5', ['walk'], undefined],
      ['2019-01-08', PIXELS_TIME, '3', [], 'Old style'],
    ]);
  });

  it('reads each of several scores of a day, repeats too, with the note on the first', () => {
    const file = readOk(JSON.stringify([day({ scores: [4, 2, 5, 4], notes: 'Up and down' })]));
    expect(file.moods.map((m) => [m.mood, m.note])).toEqual([
      ['4', 'Up and down'],
      ['2', undefined],
      ['5', undefined],
      ['4', undefined],
    ]);
    expect(new Set(file.moods.map((m) => m.key)).size).toBe(4);
    expect(file.notes).toHaveLength(1);
  });

  it("gives a day's tags and feelings to its first score only, so they count once", () => {
    const file = readOk(
      JSON.stringify([
        day({
          date: '2026-11-19',
          scores: [2, 4],
          tags: [
            { type: 'Emotions', entries: ['anxious'] },
            { type: 'Activities', entries: ['work'] },
          ],
        }),
      ]),
    );
    expect(file.moods.map((m) => [m.mood, m.emotions, m.activities])).toEqual([
      ['2', ['anxious'], ['work']],
      ['4', [], []],
    ]);
    expect(file.activities).toEqual(['work']);
  });

  it('keeps emoji in notes and tags', () => {
    const file = readOk(
      JSON.stringify([
        day({
          notes: 'Sunny 🌞, "finally"',
          tags: [
            { type: 'Emotions', entries: ['😊 joy'] },
            { type: 'Weather', entries: ['☀️'] },
          ],
        }),
      ]),
    );
    expect(file.moods.map((m) => [m.emotions, m.activities, m.note])).toEqual([
      [['😊 joy'], ['☀️'], 'Sunny 🌞, "finally"'],
    ]);
  });

  it('reports a day whose tags are in a shape it does not know, and keeps the others', () => {
    const file = readOk(
      JSON.stringify([
        day({ date: '2023-02-01', tags: ['work', 'friends'] }),
        day({ date: '2023-02-02', tags: [{ type: 'Activities', entries: null }] }),
        day({ date: '2023-02-03', tags: { Emotions: ['happy'] } }),
        day({ date: '2023-02-04', tags: [{ type: 'Sleep', entries: [7] }] }),
        day({ date: '2023-02-05' }),
      ]),
    );
    expect(file.problems.map((p) => [p.where, p.message])).toEqual(
      ['2023-02-01', '2023-02-02', '2023-02-03', '2023-02-04'].map((d, i) => [
        `entry ${i + 1} (${d})`,
        'its tags are not groups of entries',
      ]),
    );
    expect(file.moods.map((m) => m.date)).toEqual(['2023-02-05']);
  });

  it('names a date that is not text, or has a time, and a score that is text', () => {
    const file = readOk(
      JSON.stringify([
        day({ date: 20230105 }),
        day({ date: null }),
        day({ date: '2023-01-05T00:00:00.000Z' }),
        day({ date: '2023-01-06', scores: ['4'] }),
        day({ date: '2023-01-07', scores: null }),
        day({ date: '2023-01-08' }),
      ]),
    );
    expect(file.problems).toEqual([
      { where: 'entry 1', message: 'the date 20230105 is not a YYYY-MM-DD date' },
      { where: 'entry 2', message: 'there is no date' },
      {
        where: 'entry 3 (2023-01-05T00:00:00.000Z)',
        message: "the date '2023-01-05T00:00:00.000Z' is not a YYYY-MM-DD date",
      },
      { where: 'entry 4 (2023-01-06)', message: 'the score "4" is not a whole number from 1 to 5' },
      { where: 'entry 5 (2023-01-07)', message: 'its scores cannot be read' },
    ]);
    expect(file.moods.map((m) => m.date)).toEqual(['2023-01-08']);
  });

  it('reads thousands of days', () => {
    const days = Array.from({ length: 3650 }, (_, i) => {
      const d = new Date(Date.UTC(2015, 0, 1 + i));
      return day({
        date: `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`,
        scores: [1 + (i % 5)],
        notes: i % 3 === 0 ? `Day ${i}` : '',
      });
    });
    const file = readOk(JSON.stringify(days));
    expect(file.problems).toEqual([]);
    expect(file.moods).toHaveLength(3650);
    expect(file.notes).toHaveLength(1217);
    expect(file.moods.at(-1)!.date).toBe('2024-12-28');
  });

  it('refuses an empty list, a list of something else, another JSON and a cut-off file', () => {
    expect(readAsApp('[]')).toEqual({ ok: false, error: OTHER_APP_ERRORS.noRows('pixels') });
    expect(readAsApp(' [ ] \n')).toEqual({ ok: false, error: OTHER_APP_ERRORS.noRows('pixels') });
    // A top-level object is no Pixels backup (nor a Mentora export)
    expect(readAsApp(JSON.stringify({ days: [day({})] }))).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.unknown,
    });
    // A list from another app is called neither, not an unreadable Pixels file.
    for (const list of [
      '[{"id":1,"title":"Buy milk","done":false}]',
      '[{"name": "mood", "date": "2026-11-20", "value": 4}]',
      '[1, 2, 3]',
      '[{"name": "mood", "date": "2026-11-20", "value": ',
    ]) {
      expect(readAsApp(list)).toEqual({ ok: false, error: OTHER_APP_ERRORS.unknown });
    }
    expect(readAsApp('[{"date": "2026-11-20"}, {"scores": "4"}]')).toEqual({
      ok: false,
      error:
        'No entry of this Pixels file could be read. Entry 1 (2026-11-20): there are no scores (and 1 more like it). Nothing was imported, and your data here has not changed.',
    });
    const cut = JSON.stringify([day({}), day({ date: '2023-02-02' })]).slice(0, -20);
    expect(readAsApp(cut)).toEqual({ ok: false, error: OTHER_APP_ERRORS.pixelsCutOff });
    // Cut off whatever key its days begin with.
    const typeFirst = JSON.stringify([
      { type: 'Mood', date: '2023-02-01', scores: [3] },
      { type: 'Mood', date: '2023-02-02', scores: [4] },
    ]);
    expect(readAsApp(typeFirst.slice(0, -20))).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.pixelsCutOff,
    });
    expect(readAsApp('[{"scores": [3], "tags": [{"type": "Emo')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.pixelsCutOff,
    });
    expect(OTHER_APP_ERRORS.pixelsCutOff).toMatch(/^This Pixels backup is cut off or damaged/);
  });
});
