import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDaylio, splitActivities } from './import-daylio';
import { EXPORT_FORMAT } from './export-parse';
import {
  MENTORA_EXPORT_MARK,
  OTHER_APP_ERRORS,
  dateProblem,
  decodeFileText,
  readTime,
  recogniseFormat,
  type ParsedImport,
} from './import-format';
import { parseOtherAppFile } from './import-mapping';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parsed(text: string): ParsedImport {
  const result = parseDaylio(text);
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
}

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

describe('Daylio CSV', () => {
  it('is recognised by its header, and a wrong file is refused with a clear message', () => {
    expect(recogniseFormat(fixture('daylio-renamed.csv'))).toEqual({ ok: true, source: 'daylio' });
    expect(recogniseFormat(fixture('not-an-export.txt'))).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.unknown,
    });
    expect(parseOtherAppFile(fixture('not-an-export.txt'))).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.unknown,
    });
    expect(OTHER_APP_ERRORS.unknown).toContain('neither a Daylio CSV export nor a Pixels backup');
    expect(recogniseFormat('')).toEqual({ ok: false, error: OTHER_APP_ERRORS.empty });
    expect(MENTORA_EXPORT_MARK).toBe(EXPORT_FORMAT);
    expect(recogniseFormat('{"format":"mentora-export","version":1}')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.mentora,
    });
    // cut off, as Mentora's own import says it: no use there either
    expect(recogniseFormat('{"format":"mentora-export","version":1,"data":{"mo')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.mentoraCutOff,
    });
    expect(OTHER_APP_ERRORS.mentoraCutOff).toMatch(/^This Mentora export is cut off or damaged/);
  });

  it('says whether a date is in another form or is no such day', () => {
    expect(dateProblem(' 2024-02-30 ')).toBe("the date '2024-02-30' is not a real date");
    expect(dateProblem('30/02/2024')).toBe("the date '30/02/2024' is not a YYYY-MM-DD date");
  });

  it('is read with semicolons or tabs between its columns, as a spreadsheet may save it', () => {
    for (const sep of [';', '\t']) {
      const text = fixture('daylio-renamed.csv')
        .split('\n')
        .map((line, i) => (i === 0 ? line.replaceAll(',', sep) : line))
        .join('\n');
      expect(recogniseFormat(text), JSON.stringify(sep)).toEqual({ ok: true, source: 'daylio' });
    }
    const semicolons = [
      HEADER.replaceAll(',', ';'),
      '2024-03-12;March 12;Tuesday;21:40;good;walk | music;;"Tea with Ana; a long chat"',
    ].join('\n');
    const file = parsed(semicolons);
    expect(file.moods.map((m) => [m.date, m.time, m.mood, m.activities])).toEqual([
      ['2024-03-12', '21:40', 'good', ['walk', 'music']],
    ]);
    expect(file.notes.map((n) => n.body)).toEqual(['Tea with Ana; a long chat']);
  });

  it("a file's bytes are read as UTF-8, UTF-16 by its mark, or else the old Windows encoding", () => {
    const text = `${HEADER}\n2024-03-12,March 12,Tuesday,21:40,good,café,,Crème brûlée`;
    const utf8 = new TextEncoder().encode(`\uFEFF${text}`);
    expect(decodeFileText(utf8)).toBe(text);
    // Windows-1252: one byte a letter, and not UTF-8
    const latin = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    expect(decodeFileText(latin)).toBe(text);
    expect(decodeFileText(latin)).not.toContain('\uFFFD');
    // UTF-16, both byte orders, by the mark
    const le = [0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])];
    const be = [0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])];
    expect(decodeFileText(Uint8Array.from(le))).toBe(text);
    expect(decodeFileText(Uint8Array.from(be))).toBe(text);
    expect(parsed(decodeFileText(latin)).notes.map((n) => n.body)).toEqual(['Crème brûlée']);
  });

  it('reads renamed moods, quoted commas, quotes and line breaks in notes, and empty notes', () => {
    const file = parsed(fixture('daylio-renamed.csv'));
    expect(file.source).toBe('daylio');
    expect(file.problems).toEqual([]);
    expect(file.moods.map((m) => [m.date, m.time, m.moodLabel, m.mood])).toEqual([
      ['2024-03-12', '21:40', 'Amazing', 'amazing'],
      ['2024-03-12', '08:05', 'Okay', 'okay'],
      ['2024-03-11', '22:15', 'Wobbly', 'wobbly'],
      ['2024-03-10', '19:30', 'good', 'good'],
      // 'bad ' as Daylio writes it: the space is not part of the name.
      ['2024-03-09', '23:50', 'bad', 'bad'],
      ['2024-03-08', '00:10', 'Dreadful', 'dreadful'],
    ]);
    expect(file.moods[0]!.activities).toEqual(['friends', 'music', 'walk']);
    expect(file.moods[4]!.activities).toEqual([]);
    expect(file.activities).toEqual([
      'friends',
      'music',
      'walk',
      'work',
      'bad sleep',
      'family',
      'cooking',
      'alone',
    ]);
    // Four of the six entries have a note; the empty ones make none.
    expect(file.notes.map((n) => [n.date, n.title])).toEqual([
      ['2024-03-12', 'Lake day'],
      ['2024-03-11', ''],
      ['2024-03-10', 'Sunday'],
      ['2024-03-08', 'Hard night'],
    ]);
    expect(file.notes[0]!.body).toBe(
      'Swam in the lake, then ate chips on the pier, all of us together.',
    );
    expect(file.notes[1]!.body).toBe(
      'Long meeting. My manager said "we\'ll see" and I\'ve been chewing on it all evening.',
    );
    expect(file.notes[2]!.body).toBe(
      'Made soup with Gran.\nShe showed me how to fold the dumplings,\nand we laughed at my lumpy ones.',
    );
    expect(file.notes[3]!.body).toBe(
      "Couldn't sleep, everything felt heavy.\nWrote this so I remember it passed.",
    );
    expect(file.moods[0]!.note).toBe(
      'Lake day\n\nSwam in the lake, then ate chips on the pier, all of us together.',
    );
    expect(file.moods[1]!.note).toBeUndefined();
  });

  it('names a missing column and reads nothing', () => {
    const result = parseDaylio(fixture('daylio-missing-column.csv'));
    expect(result).toEqual({ ok: false, error: OTHER_APP_ERRORS.missingColumns(['mood']) });
    expect(OTHER_APP_ERRORS.missingColumns(['mood'])).toContain("no 'mood' column");
    expect(OTHER_APP_ERRORS.missingColumns(['time', 'mood'])).toContain(
      "no 'time' and 'mood' column",
    );
  });

  it('reports each bad line by its line in the file and keeps the valid ones', () => {
    const file = parsed(fixture('daylio-partly-bad.csv'));
    expect(file.problems).toEqual([
      { where: 'line 3', message: "the date '2024-05-32' is not a real date" },
      { where: 'line 4', message: "the time 'half past six' is not a time" },
      // Line 4's note runs over two lines, so the next entry starts on line 6.
      { where: 'line 6', message: 'there is no mood' },
    ]);
    expect(file.moods.map((m) => [m.date, m.time, m.mood])).toEqual([
      ['2024-05-03', '18:00', 'good'],
      ['2024-04-30', '19:20', 'awful'],
    ]);
  });

  it('refuses a file none of whose lines can be read, naming the first', () => {
    const text = `${HEADER}\n2024-13-01,x,x,9:00 am,rad,,,\n2024-14-01,x,x,9:00 am,rad,,,\n`;
    const result = parseDaylio(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(
      "No entry of this Daylio file could be read. Line 2: the date '2024-13-01' is not a real date (and 1 more like it). Nothing was imported, and your data here has not changed.",
    );
  });

  it('refuses a file with a header and no entries', () => {
    expect(parseDaylio(`${HEADER}\n\n`)).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.noRows('daylio'),
    });
  });

  it('finds columns by name, in any order, beside extra ones, with a BOM and CRLF lines', () => {
    const text =
      '\uFEFFmood,note,time,extra,full_date,activities\r\n' +
      'rad,"A, b",7:05 PM,whatever,2022-02-01,sun | sea\r\n' +
      'meh,,07:05,,2022-02-02,\r\n';
    const file = parsed(text);
    expect(file.moods.map((m) => [m.date, m.time, m.mood, m.note])).toEqual([
      ['2022-02-01', '19:05', 'rad', 'A, b'],
      ['2022-02-02', '07:05', 'meh', undefined],
    ]);
    expect(file.activities).toEqual(['sun', 'sea']);
  });

  it('names the line of a broken quote', () => {
    const text = `${HEADER}\n2024-01-02,x,x,9:00 am,rad,,,"fine"\n2024-01-01,x,x,9:00 am,rad,,,"unclosed\n`;
    const file = parsed(text);
    expect(file.problems).toEqual([
      { where: 'line 3', message: 'a quoted field is not closed or is broken' },
    ]);
    expect(file.moods).toHaveLength(1);
  });

  it('reads the entries a broken quote ran into, each by its own line', () => {
    const text = [
      HEADER,
      '2026-01-01,January 1,Thursday,10:00,good,,,"hello',
      '2026-01-02,January 2,Friday,10:00,bad,,,fine',
      '2026-01-03,January 3,Saturday,10:00,meh,,,"ok"',
      '2026-01-04,January 4,Sunday,10:00,rad,,,x',
      '2026-01-05,January 5,Monday,10:00,awful,,,later',
    ].join('\n');
    const file = parsed(text);
    expect(file.problems).toEqual([
      { where: 'line 2', message: 'a quoted field is not closed or is broken' },
    ]);
    expect(file.moods.map((m) => [m.date, m.mood, m.note])).toEqual([
      ['2026-01-02', 'bad', 'fine'],
      ['2026-01-03', 'meh', 'ok'],
      ['2026-01-04', 'rad', 'x'],
      ['2026-01-05', 'awful', 'later'],
    ]);
  });

  it("keeps a broken note's own next lines with it, and reads the entries after them", () => {
    const text = [
      HEADER,
      '2026-01-01,x,x,10:00,good,,,"Dear diary,',
      'the day went on; 2026-01-09, I think.',
      '2026-01-05',
      '2026-01-02,x,x,10:00,bad,,,fine',
      '2026-01-03,x,x,9:00 pm,meh,walk,,"ok"',
      '2026-01-04,x,x,10:00,rad,,,"Two lines',
      'of note"',
      '2026-01-06,x,x,,rad,,,',
    ].join('\n');
    const file = parsed(text);
    expect(file.problems).toEqual([
      { where: 'line 2', message: 'a quoted field is not closed or is broken' },
      { where: 'line 9', message: 'there is no time' },
    ]);
    expect(file.moods.map((m) => [m.date, m.time, m.mood, m.activities, m.note])).toEqual([
      ['2026-01-02', '10:00', 'bad', [], 'fine'],
      ['2026-01-03', '21:00', 'meh', ['walk'], 'ok'],
      ['2026-01-04', '10:00', 'rad', [], 'Two lines\nof note'],
    ]);
    expect(file.activities).toEqual(['walk']);
  });

  it('reads the entries after a broken quote in a file with semicolons or tabs', () => {
    for (const sep of [';', '\t']) {
      const row = (...cells: string[]) => cells.join(sep);
      const text = [
        row(...HEADER.split(',')),
        row('2026-01-01', 'x', 'x', '10:00', 'good', '', '', '"hello, world'),
        row('2026-01-02', 'x', 'x', '10:00', 'bad', '', '', `"fine${sep} mostly"`),
        row('2026-01-03', 'x', 'x', '10:00', 'meh', '', '', 'ok'),
      ].join('\r\n');
      const file = parsed(text);
      expect(file.problems, JSON.stringify(sep)).toEqual([
        { where: 'line 2', message: 'a quoted field is not closed or is broken' },
      ]);
      expect(file.moods.map((m) => [m.date, m.mood, m.note])).toEqual([
        ['2026-01-02', 'bad', `fine${sep} mostly`],
        ['2026-01-03', 'meh', 'ok'],
      ]);
    }
  });

  it('reads an entry a broken quote ran into with the lines of its own note', () => {
    const text = [
      HEADER,
      '2026-01-01,x,x,10:00,good,,,"hello',
      '2026-01-02,x,x,10:00,bad,,,"Dear',
      'diary"',
      '2026-01-03,x,x,10:00,meh,,,x',
    ].join('\n');
    const file = parsed(text);
    expect(file.problems).toEqual([
      { where: 'line 2', message: 'a quoted field is not closed or is broken' },
    ]);
    expect(file.moods.map((m) => [m.date, m.mood, m.note])).toEqual([
      ['2026-01-02', 'bad', 'Dear\ndiary'],
      ['2026-01-03', 'meh', 'x'],
    ]);
  });

  it('reports an entry a broken quote ran into when it is broken too, and reads the rest', () => {
    const text = [
      HEADER,
      '2026-01-01,x,x,10:00,good,,,"hello',
      '2026-01-02,x,x,10:00,bad,,,"also unclosed',
      '2026-01-03,x,x,10:00,meh,,,"ok"',
      '2026-13-01,x,x,10:00,meh,,,"no such month"',
      '2026-01-04,x,x,10:00,rad,,,x',
    ].join('\n');
    const file = parsed(text);
    expect(file.problems).toEqual([
      { where: 'line 2', message: 'a quoted field is not closed or is broken' },
      { where: 'line 3', message: 'a quoted field is not closed or is broken' },
      { where: 'line 5', message: "the date '2026-13-01' is not a real date" },
    ]);
    expect(file.moods.map((m) => [m.date, m.mood])).toEqual([
      ['2026-01-03', 'meh'],
      ['2026-01-04', 'rad'],
    ]);
  });

  it('keeps one of an entry listed twice', () => {
    const row = '2024-01-01,x,x,9:00 am,rad,a,,same';
    expect(parsed(`${HEADER}\n${row}\n${row}\n`).moods).toHaveLength(1);
  });

  it('gives each entry a key made from its content, the same on every read', () => {
    const a = parsed(fixture('daylio-renamed.csv'));
    const b = parsed(fixture('daylio-renamed.csv'));
    expect(a.moods.map((m) => m.key)).toEqual(b.moods.map((m) => m.key));
    expect(new Set(a.moods.map((m) => m.key)).size).toBe(6);
    expect(a.moods[0]!.key).toMatch(/^[0-9a-f]{16}$/);
  });

  it('splits activities on the bar, trimmed, without repeats', () => {
    expect(splitActivities(' clean | music |  | Music | movies / tv ')).toEqual([
      'clean',
      'music',
      'movies / tv',
    ]);
  });

  it('reads 12- and 24-hour times', () => {
    expect(readTime('12:00 am')).toBe('00:00');
    expect(readTime('12:30 pm')).toBe('12:30');
    expect(readTime('1:05 p.m.')).toBe('13:05');
    expect(readTime('23:59')).toBe('23:59');
    expect(readTime('24:00')).toBeNull();
    expect(readTime('13:00 pm')).toBeNull();
    expect(readTime('')).toBeNull();
  });
});
