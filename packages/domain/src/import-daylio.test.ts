import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDaylio, splitActivities } from './import-daylio';
import { EXPORT_FORMAT } from './export-parse';
import {
  CHECK_INS_CSV_HEADER,
  JOURNAL_CSV_HEADER,
  MOOD_CSV_HEADER,
  TOOL_USES_CSV_HEADER,
  checkInsCsv,
  journalCsv,
  moodCsv,
  toolUsesCsv,
} from './export-csv';
import {
  MENTORA_CSV_HEADERS,
  MENTORA_EXPORT_MARK,
  OTHER_APP_ERRORS,
  columnName,
  dateProblem,
  decodeFileText,
  readTime,
  recogniseFormat,
  type ParsedImport,
} from './import-format';
import { defaultMapping, parseOtherAppFile } from './import-mapping';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parsed(text: string): ParsedImport {
  const result = parseDaylio(text);
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
}

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

describe('Daylio CSV', () => {
  it("calls a CSV from another app neither, and Mentora's own CSVs Mentora's", () => {
    for (const header of [
      'Date,Mood,Note',
      'date,time,mood,note',
      'date,depressed,elevated,irritability,anxiety,sleep,notes',
      'date formatted,weekday,time of day,category,rating/amount,detail,notes',
    ]) {
      expect(parseOtherAppFile(`${header}\n2026-11-20,4,good day\n`)).toEqual({
        ok: false,
        error: OTHER_APP_ERRORS.unknown,
      });
    }
    const headers = [
      JOURNAL_CSV_HEADER,
      MOOD_CSV_HEADER,
      TOOL_USES_CSV_HEADER,
      CHECK_INS_CSV_HEADER,
    ];
    expect(MENTORA_CSV_HEADERS).toEqual(headers.map((h) => h.map(columnName)));
    for (const text of [
      journalCsv([]),
      moodCsv({}, {}),
      toolUsesCsv([]),
      checkInsCsv([]),
      '"Time","Mood level (1-10)","Emotions","Activities","Note"\r\n"2026-11-20T08:00:00+01:00","7","","work",""\r\n',
    ]) {
      expect(parseOtherAppFile(text)).toEqual({ ok: false, error: OTHER_APP_ERRORS.mentoraCsv });
    }
    expect(OTHER_APP_ERRORS.mentoraCsv).toContain("'Export all my data'");
    // Daylio's own full_date, or four of its columns, is still a Daylio file, read or told what
    // it lacks.
    expect(recogniseFormat('full_date,note\n')).toEqual({ ok: true, source: 'daylio' });
    expect(recogniseFormat('date,weekday,time,mood,note\n')).toEqual({
      ok: true,
      source: 'daylio',
    });
    expect(parseOtherAppFile('date,weekday,time,mood,note\n')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.missingColumns(['full_date']),
    });
  });

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

  it('keeps entries at the same time with the same mood but other activities, each whole', () => {
    const file = parsed(
      [
        HEADER,
        '2026-11-20,Nov 20,Friday,08:00,good,work,,',
        '2026-11-20,Nov 20,Friday,08:00,good,exercise | outdoors,,',
        '2026-11-20,Nov 20,Friday,08:00,good,Outdoors | exercise,,',
        '2026-11-19,Nov 19,Thursday,08:00,good,work,,',
      ].join('\n'),
    );
    expect(file.moods.map((m) => [m.date, m.activities])).toEqual([
      ['2026-11-20', ['work']],
      ['2026-11-20', ['exercise', 'outdoors']],
      ['2026-11-19', ['work']],
    ]);
    expect(file.activities).toEqual(['work', 'exercise', 'outdoors']);
    expect(new Set(file.moods.map((m) => m.key)).size).toBe(3);
    expect(file.problems).toEqual([]);
  });

  it('keeps the key an entry had before when another at its time differs only in activities', () => {
    const one = parsed(`${HEADER}\n2026-11-20,x,x,08:00,good,work,,Note`);
    const two = parsed(
      `${HEADER}\n2026-11-20,x,x,08:00,good,work,,Note\n2026-11-20,x,x,08:00,good,gym,,Note`,
    );
    expect(two.moods[0]!.key).toBe(one.moods[0]!.key);
    expect(two.moods[1]!.note).toBe('Note');
    // One note at one time is one journal entry.
    expect(two.notes).toHaveLength(1);
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

/** A file as the app reads it: its bytes decoded, then read as whichever app it comes from. */
function readAsApp(text: string | Uint8Array) {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return parseOtherAppFile(decodeFileText(bytes));
}

function readOk(text: string | Uint8Array): ParsedImport {
  const result = readAsApp(text);
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
}

describe('Daylio files as people bring them', () => {
  it('reads a short export whose rows list as many activities each, with a final line break', () => {
    // Each row has four bars between activities: the bar is more regular there than the comma
    // (the last, empty line has one cell), so the delimiter must come from the header.
    const text = [
      HEADER,
      '2024-03-12,March 12,Tuesday,9:05 pm,good,work | friends | music | walk,,',
      '2024-03-11,March 11,Monday,8:00 am,meh,work | friends | music | walk,,"Quiet, mostly"',
      '',
    ].join('\n');
    const file = readOk(text);
    expect(file.problems).toEqual([]);
    expect(file.moods.map((m) => [m.date, m.time, m.mood, m.activities, m.note])).toEqual([
      ['2024-03-12', '21:05', 'good', ['work', 'friends', 'music', 'walk'], undefined],
      ['2024-03-11', '08:00', 'meh', ['work', 'friends', 'music', 'walk'], 'Quiet, mostly'],
    ]);
    const semicolons = `${HEADER.replaceAll(',', ';')}\r\n2024-03-12;x;x;21:05;rad;a | b | c | d | e | f | g;;\r\n`;
    expect(readOk(semicolons).moods.map((m) => [m.mood, m.activities.length])).toEqual([
      ['rad', 7],
    ]);
  });

  it('reports a last row cut short, as in a file cut off, instead of reading what is left', () => {
    const text = [
      HEADER,
      '2024-03-12,March 12,Tuesday,21:05,rad,,,',
      // cut off in the mood: 'good' would be read as a mood named 'goo'
      '2024-03-11,March 11,Monday,21:05,goo',
    ].join('\n');
    const file = readOk(text);
    expect(file.problems).toEqual([
      { where: 'line 3', message: 'it has only 5 of the 8 columns named on the first line' },
    ]);
    expect(file.moods.map((m) => m.mood)).toEqual(['rad']);
    // Cut off inside a quoted note: the row is named, the rows before it are kept.
    const inNote = `${HEADER}\n2024-03-12,x,x,21:05,rad,,,\n2024-03-11,x,x,21:05,good,,,"Went to the par`;
    const cut = readOk(inNote);
    expect(cut.problems).toEqual([
      { where: 'line 3', message: 'a quoted field is not closed or is broken' },
    ]);
    expect(cut.moods.map((m) => m.date)).toEqual(['2024-03-12']);
  });

  it('reads lines ending in CR alone, as a spreadsheet on a Mac may save them, naming lines', () => {
    const text = [
      HEADER,
      '2024-03-12,x,x,21:05,rad,walk,,"Two lines\rof note"',
      '2024-03-11,x,x,soon,good,,,',
      '2024-03-10,x,x,7:30 am,meh,,,',
      '',
    ].join('\r');
    const file = readOk(text);
    expect(file.moods.map((m) => [m.date, m.time, m.mood, m.note])).toEqual([
      ['2024-03-12', '21:05', 'rad', 'Two lines\nof note'],
      ['2024-03-10', '07:30', 'meh', undefined],
    ]);
    // The note's line break moves the next entry on to line 4.
    expect(file.problems).toEqual([{ where: 'line 4', message: "the time 'soon' is not a time" }]);
  });

  it('passes over blank lines before the header, as recognising the file does', () => {
    const lf = `\n\n${HEADER}\n2024-03-12,x,x,21:05,rad,,,\n`;
    const crlf = `\uFEFF\r\n  \r\n${HEADER}\r\n2024-03-12,x,x,21:05,rad,,,\r\n2024-03-11,x,x,21:05,,,,\r\n`;
    for (const text of [lf, crlf]) {
      expect(recogniseFormat(text)).toEqual({ ok: true, source: 'daylio' });
      expect(readOk(text).moods.map((m) => [m.date, m.mood])).toEqual([['2024-03-12', 'rad']]);
    }
    expect(readOk(crlf).problems).toEqual([{ where: 'line 5', message: 'there is no mood' }]);
  });

  it('reads 12-hour times as phones write them', () => {
    const times = [
      ['9:05 pm', '21:05'],
      ['9:05 PM', '21:05'],
      // Newer Android puts a narrow no-break space before AM/PM
      ['9:05\u202FPM', '21:05'],
      // Spanish: 'p. m.', with a no-break space
      ['9:05 p.\u00A0m.', '21:05'],
      ['9:05pm', '21:05'],
      ['12:05 am', '00:05'],
      ['12:40 pm', '12:40'],
      ['09:05 AM', '09:05'],
      ['21:05:30', '21:05'],
    ];
    const text = [
      HEADER,
      ...times.map(([t], i) => `2024-03-${String(i + 1).padStart(2, '0')},x,x,${t},rad,,,`),
    ].join('\n');
    expect(readOk(text).moods.map((m) => m.time)).toEqual(times.map(([, want]) => want));
  });

  it('keeps emoji and quoted notes with commas, quotes and line breaks as written', () => {
    const text = [
      HEADER,
      '2024-03-12,March 12,Tuesday,9:05 pm,😊 happy,🏃 run | 🎵 music,Title 🌈,"Note 💜, with ""quotes""',
      'and a second line, too"',
      '2024-03-11,March 11,Monday,9:05 pm,rad,,"",""',
    ].join('\n');
    const file = readOk(text);
    expect(file.problems).toEqual([]);
    expect(file.moods[0]).toMatchObject({
      mood: '😊 happy',
      moodLabel: '😊 happy',
      activities: ['🏃 run', '🎵 music'],
      note: 'Title 🌈\n\nNote 💜, with "quotes"\nand a second line, too',
    });
    expect(file.moods[1]!.note).toBeUndefined();
    expect(file.notes).toHaveLength(1);
    // A renamed mood with an emoji is placed by its word.
    expect(defaultMapping(file)['😊 happy']).toEqual({ level: 7, label: 'Good' });
  });

  it('reads letters and emoji that a formatted note writes as numbered HTML entities', () => {
    const text = [
      HEADER,
      '2024-03-12,x,x,21:05,good,,Caf&#233;,"<p>Cr&#232;me br&#xFB;l&#233;e &#128522;</p><p>it&#x27;s &amp;#233; &#1114112;</p>"',
    ].join('\n');
    const file = readOk(text);
    expect(file.notes.map((n) => [n.title, n.body])).toEqual([
      // An escaped ampersand stays as written, and a number that is no character is kept.
      ['Café', "Crème brûlée 😊\nit's &#233; &#1114112;"],
    ]);
  });

  it('reads an older export without note_title, and headers as a spreadsheet shows them', () => {
    const old = [
      'full_date,date,weekday,time,mood,activities,note',
      '2018-03-12,March 12,Monday,9:05 pm,rad,work | friends,"A note, with ""quotes"""',
    ].join('\n');
    expect(readOk(old).moods.map((m) => [m.date, m.mood, m.activities, m.note])).toEqual([
      ['2018-03-12', 'rad', ['work', 'friends'], 'A note, with "quotes"'],
    ]);
    const shown = [
      '"Full Date","Date","Weekday","Time","Mood","Activities","Note Title","Note"',
      '"2024-03-12","March 12","Tuesday","21:05","Rad","","",""',
    ].join('\r\n');
    expect(readOk(shown).moods.map((m) => [m.date, m.time, m.mood])).toEqual([
      ['2024-03-12', '21:05', 'rad'],
    ]);
  });

  it('reads thousands of rows, naming a bad line by its place after many notes of two lines', () => {
    const rows: string[] = [];
    for (let i = 0; i < 6000; i++) {
      const date = new Date(Date.UTC(2026, 0, 1) - i * 43_200_000).toISOString().slice(0, 10);
      const note = i % 2 === 0 ? `"Note ${i}, two lines\r\nof it"` : '';
      rows.push(`${date},x,x,${(i % 12) + 1}:05 ${i % 2 ? 'pm' : 'am'},good,work,,${note}`);
    }
    rows[5000] = '2018-02-30,x,x,9:05 am,good,,,';
    const file = readOk([HEADER, ...rows, ''].join('\r\n'));
    expect(file.moods).toHaveLength(5999);
    expect(file.notes).toHaveLength(2999);
    // The header is line 1; the 2,500 notes before it take a second line each.
    expect(file.problems).toEqual([
      { where: 'line 7502', message: "the date '2018-02-30' is not a real date" },
    ]);
  });

  it('refuses dates a spreadsheet rewrote when nothing tells their day from their month', () => {
    const text = `${HEADER}\n12/03/2024,x,x,21:05,rad,,,\n11/03/2024,x,x,21:05,good,,,\n`;
    expect(readAsApp(text)).toEqual({
      ok: false,
      error:
        "The dates in this file, such as '12/03/2024', could be read day first or month first, and nothing in the file tells which. A guess could put your entries on the wrong days. Nothing was imported, and your data here has not changed. This happens when the file is opened in a spreadsheet and saved again: in Daylio, use 'Export entries' again, and import the new file without opening it first.",
    });
  });

  it('refuses a file no date of which can be read, naming the line and the date', () => {
    const text = `${HEADER}\nlast Tuesday,x,x,21:05,rad,,,\n2024-03-32,x,x,21:05,good,,,\n`;
    expect(readAsApp(text)).toEqual({
      ok: false,
      error:
        "No entry of this Daylio file could be read. Line 2: the date 'last Tuesday' is not a YYYY-MM-DD date (and 1 more like it). Nothing was imported, and your data here has not changed.",
    });
  });

  it('refuses files that are not an export, an empty one and a header alone, saying which', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
      1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
    ]);
    // A Daylio backup (.daylio) is a zip
    const zip = Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0, 0x9c, 0x7c, 0xff, 0xfe]);
    for (const bytes of [png, zip]) {
      expect(readAsApp(bytes)).toEqual({ ok: false, error: OTHER_APP_ERRORS.unknown });
    }
    for (const blank of ['', '\uFEFF', ' \r\n\r\n']) {
      expect(readAsApp(blank)).toEqual({ ok: false, error: OTHER_APP_ERRORS.empty });
    }
    expect(readAsApp(`${HEADER}\r\n,,,,,,,\r\n\r\n`)).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.noRows('daylio'),
    });
    expect(readAsApp('{"version":2,"entries":[{"date":"2024-01-01"}]}')).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.unknown,
    });
  });
});

describe('Daylio files opened in a spreadsheet and saved again', () => {
  const original = readOk(fixture('daylio-renamed.csv'));
  // The same export as saved by a spreadsheet in the US (3/12/2024, 9:40 PM), the UK
  // (12/03/2024, 21:40) and Germany (12.03.2024;21:40:00, semicolons): every day is 12 or less,
  // so only the weekday column tells the day from the month.
  const RESAVED = ['daylio-resaved-us.csv', 'daylio-resaved-uk.csv', 'daylio-resaved-de.csv'];

  it('reads each as the original, the weekday column deciding, with the same keys', () => {
    for (const name of RESAVED) {
      const file = readOk(fixture(name));
      expect(file.problems, name).toEqual([]);
      expect(file.moods, name).toEqual(original.moods);
      expect(file.notes, name).toEqual(original.notes);
      expect(file.activities, name).toEqual(original.activities);
    }
    expect(readOk(fixture('daylio-resaved-us.csv')).moods.map((m) => [m.date, m.time])).toEqual([
      ['2024-03-12', '21:40'],
      ['2024-03-12', '08:05'],
      ['2024-03-11', '22:15'],
      ['2024-03-10', '19:30'],
      ['2024-03-09', '23:50'],
      ['2024-03-08', '00:10'],
    ]);
  });

  it('refuses the same files without their weekdays, as nothing else tells the order', () => {
    const examples = ['3/12/2024', '12/03/2024', '12.03.2024'];
    RESAVED.forEach((name, i) => {
      const text = fixture(name).replace(/(Tues|Mon|Sun|Satur|Fri)day/g, '');
      expect(readAsApp(text), name).toEqual({
        ok: false,
        error: OTHER_APP_ERRORS.datesEitherWay(examples[i]!),
      });
    });
  });

  it('reads weekdays written in the language Daylio was set to', () => {
    const text = [
      HEADER,
      // 3 February 2026 was a Tuesday, 3 March a Tuesday too; 2 March a Monday.
      '02.03.2026,2. März,Montag,21:05,gut,Arbeit,,"Müde, aber zufrieden"',
      '03.02.2026,3. Feb.,Dienstag,08:30,schlecht,,,',
    ].join('\n');
    expect(readOk(text).moods.map((m) => m.date)).toEqual(['2026-03-02', '2026-02-03']);
    const french = [
      HEADER,
      '02/03/2026,2 mars,lundi,21:05,bien,,,',
      '01/03/2026,1 mars,Dimanche,9:00,bien,,,',
    ];
    expect(readOk(french.join('\n')).moods.map((m) => m.date)).toEqual([
      '2026-03-02',
      '2026-03-01',
    ]);
  });

  it('reads dates written year first with slashes or dots, which need no order', () => {
    const text = [
      HEADER,
      '2026/03/02,x,x,22:05:00,good,walk,,"Quiet day, ""finally"""',
      '2026.3.1,x,x,10:05 PM,meh,,,',
      '2026-02-28,x,x,22:05,bad,,,',
      '2026/02/30,x,x,22:05,bad,,,',
    ].join('\n');
    const file = readOk(text);
    expect(file.moods.map((m) => [m.date, m.time, m.note])).toEqual([
      ['2026-03-02', '22:05', 'Quiet day, "finally"'],
      ['2026-03-01', '22:05', undefined],
      ['2026-02-28', '22:05', undefined],
    ]);
    expect(file.problems).toEqual([
      { where: 'line 5', message: "the date '2026/02/30' is not a real date" },
    ]);
  });

  it('decides by a day past 12 when there are no weekdays to go by', () => {
    // An older export without the weekday column, saved in the UK: 25/02 can only be day first.
    const uk = [
      'full_date,date,time,mood,activities,note',
      '25/02/2026,25-Feb,21:05,good,friends,"Dinner at Sam\'s, too much cake"',
      '03/02/2026,3-Feb,21:05,meh,,',
      '02/01/2026,2-Jan,9:15,bad,work,',
      '30/02/2026,30-Feb,9:15,bad,work,',
    ].join('\r\n');
    const ukFile = readOk(uk);
    expect(ukFile.moods.map((m) => m.date)).toEqual(['2026-02-25', '2026-02-03', '2026-01-02']);
    // The order is the file's, so a date that is no day in it is reported on its own line.
    expect(ukFile.problems).toEqual([
      { where: 'line 5', message: "the date '30/02/2026' is not a real date" },
    ]);
    // In the US, with weekdays that name no day: 2/25 can only be month first.
    const us = [HEADER, '2/25/2026,x,x,9:05 PM,good,,,', '2/3/2026,x,x,9:05 PM,meh,,,'].join('\n');
    expect(readOk(us).moods.map((m) => m.date)).toEqual(['2026-02-25', '2026-02-03']);
  });

  it('reads dates that are the same day either way without asking', () => {
    const text = [HEADER, '3/3/2026,x,x,21:05,good,,,', '1/1/2026,x,x,21:05,meh,,,'].join('\n');
    expect(readOk(text).moods.map((m) => m.date)).toEqual(['2026-03-03', '2026-01-01']);
  });

  it('refuses a file whose dates could be either, saying why and what to do', () => {
    const text = [
      HEADER,
      '03/02/2026,x,x,21:05,good,,,"Long walk, then ""a proper"" dinner"',
      '02/02/2026,x,x,21:05,meh,,,',
      '01/02/2026,x,x,21:05,bad,,,',
    ].join('\n');
    const result = readAsApp(text);
    expect(result).toEqual({ ok: false, error: OTHER_APP_ERRORS.datesEitherWay('03/02/2026') });
    expect(OTHER_APP_ERRORS.datesEitherWay('03/02/2026')).toBe(
      "The dates in this file, such as '03/02/2026', could be read day first or month first, and nothing in the file tells which. A guess could put your entries on the wrong days. Nothing was imported, and your data here has not changed. This happens when the file is opened in a spreadsheet and saved again: in Daylio, use 'Export entries' again, and import the new file without opening it first.",
    );
    // A weekday column in a language not known is no help either.
    const unknown = text.replaceAll(',x,x,', ',x,Hétfő,');
    expect(readAsApp(unknown)).toEqual(result);
  });

  it('refuses a file that mixes day-first and month-first dates', () => {
    const byNumber = [HEADER, '25/02/2026,x,x,21:05,good,,,', '02/25/2026,x,x,21:05,good,,,'].join(
      '\n',
    );
    expect(readAsApp(byNumber)).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.datesMixed('25/02/2026', '02/25/2026'),
    });
    expect(OTHER_APP_ERRORS.datesMixed('25/02/2026', '02/25/2026')).toBe(
      "The dates in this file are not all written the same way ('25/02/2026' has the day first, '02/25/2026' the month first), so they can't be read for certain. Nothing was imported, and your data here has not changed. In Daylio, use 'Export entries' again, and import the new file without opening it in a spreadsheet first.",
    );
    // By the weekdays: 2 March and 4 March 2026, one written month first, one day first. Read
    // either way, one of them falls on another weekday.
    const byWeekday = [
      HEADER,
      '3/2/2026,x,Monday,21:05,good,,,',
      '04/03/2026,x,Wednesday,21:05,good,,,',
    ].join('\n');
    expect(readAsApp(byWeekday)).toEqual({ ok: false, error: OTHER_APP_ERRORS.datesMixed() });
    // The weekdays say month first, and a date without one can only be day first.
    const both = [HEADER, '3/2/2026,x,Monday,21:05,good,,,', '25/02/2026,x,,21:05,good,,,'].join(
      '\n',
    );
    expect(readAsApp(both)).toEqual({ ok: false, error: OTHER_APP_ERRORS.datesMixed() });
  });

  it('reads two-digit years as this century', () => {
    const us = [
      HEADER,
      '3/2/26,x,Monday,10:05 PM,good,,,"Ran 5k, felt great"',
      '12/31/15,x,Thursday,11:59 PM,rad,,,',
    ].join('\n');
    expect(readOk(us).moods.map((m) => [m.date, m.time])).toEqual([
      ['2026-03-02', '22:05'],
      ['2015-12-31', '23:59'],
    ]);
    const german = [HEADER.replaceAll(',', ';'), '02.03.26;x;Montag;22:05:00;gut;;;'].join('\n');
    expect(readOk(german).moods.map((m) => m.date)).toEqual(['2026-03-02']);
  });

  it('reads a date cell the spreadsheet wrote with a time after it, the time column saying when', () => {
    // Excel in the US writes '3/12/2024 0:00', LibreOffice in Germany '12.03.2024 00:00'.
    for (const name of ['daylio-resaved-us-with-time.csv', 'daylio-resaved-de-with-time.csv']) {
      const file = readOk(fixture(name));
      expect(file.problems, name).toEqual([]);
      expect(file.moods, name).toEqual(original.moods);
      expect(file.notes, name).toEqual(original.notes);
    }
  });

  it('decides the order of day and month of dates with a time the same way as of those without', () => {
    const text = [
      HEADER,
      '25/3/2026 00:00,x,,21:05,good,,,',
      '3/2/2026 0:00:00,x,,08:30,bad,,,',
      '2026-03-01 12:00 AM,x,,09:15,meh,,,',
    ].join('\n');
    expect(readOk(text).moods.map((m) => [m.date, m.time])).toEqual([
      ['2026-03-25', '21:05'],
      ['2026-02-03', '08:30'],
      ['2026-03-01', '09:15'],
    ]);
    // Still refused when nothing tells the order, and named without the time.
    expect(readAsApp([HEADER, '3/2/2026 0:00,x,,21:05,good,,,'].join('\n'))).toEqual({
      ok: false,
      error: OTHER_APP_ERRORS.datesEitherWay('3/2/2026'),
    });
    // A time alone, or a date with words after it, is still no date.
    const bad = readOk(
      [
        HEADER,
        '2026-03-01,x,,09:15,meh,,,',
        '0:00,x,,21:05,good,,,',
        '2026-03-02 late,x,,21:05,good,,,',
      ].join('\n'),
    );
    expect(bad.problems.map((p) => p.where)).toEqual(['line 3', 'line 4']);
  });
});
