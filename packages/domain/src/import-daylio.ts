/**
 * Daylio's CSV export: a header line naming the columns
 * `full_date,date,weekday,time,mood,activities,note_title,note`, then one row per entry, newest
 * first. Activities are separated by ' | '; the mood is the name the person sees in Daylio (its
 * five defaults are rad, good, meh, bad and awful, and any of them may have been renamed). Notes
 * often hold commas, quotes and line breaks, so the file is read by papaparse, never split by
 * hand. Columns are found by name: their order and any extra columns do not matter, but
 * full_date, time and mood must be there.
 *
 * A file opened in a spreadsheet and saved again has its dates in the computer's own form
 * (import-format.ts). Whether those put the day or the month first is decided for the whole
 * file before any row is read: by the weekday column, else by a day past 12; a file that
 * tells neither, or mixes both, is refused rather than guessed. A time the spreadsheet wrote
 * after the date in the same cell ('3/2/2026 0:00') is set aside: the time column says when.
 */
import Papa from 'papaparse';
import {
  DAYLIO_COLUMNS,
  DAY_MONTH_ORDERS,
  OTHER_APP_ERRORS,
  columnName,
  contentHash,
  dateOfCell,
  dateProblem,
  dayMonthDate,
  dayMonthParts,
  isSomeDate,
  keyOf,
  looksLikeDate,
  noteText,
  plainNote,
  readAnyDate,
  readTime,
  weekdayNumber,
  withoutBom,
  type DayMonthOrder,
  type ImportProblem,
  type ImportedMood,
  type ImportedNote,
  type ParseResult,
} from './import-format';
import { activityKey } from './check-ins';
import { weekdayOf } from './dates';

/** The columns an import cannot do without. */
export const DAYLIO_REQUIRED = ['full_date', 'time', 'mood'] as const;

/** A Daylio mood name as compared with the mapping: trimmed, spaces folded, lower case. */
export const daylioMoodKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The activities of a row: split on '|', trimmed, blanks and repeats left out. */
export function splitActivities(cell: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of cell.split('|')) {
    const name = part.trim().replace(/\s+/g, ' ');
    const key = activityKey(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

const BROKEN_QUOTE = 'a quoted field is not closed or is broken';

/**
 * The delimiter of a file, from its header line: whichever of comma, semicolon and tab splits it
 * into the most of Daylio's column names. Left to the parser to guess only when none does. The
 * rows are no guide: a bar between activities ('work | friends') can look more regular there.
 */
function headerDelimiter(headerLine: string): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const delimiter of [',', ';', '\t']) {
    const names = new Set(headerLine.split(delimiter).map(columnName));
    const known = DAYLIO_COLUMNS.filter((c) => names.has(c)).length;
    if (known > most) {
      most = known;
      best = delimiter;
    }
  }
  return best;
}

/** An entry read again from the text a broken quote took in, by its line within that text. */
interface RereadRow {
  offset: number;
  cells: string[];
  broken: boolean;
}

/**
 * The entries inside the text of a row with a broken quote. A quote that is never closed makes
 * the parser take the lines after it into one field, up to the next quote, so one bad note would
 * hide the entries after it. A line there whose date column holds a readable date starts an
 * entry of its own: it is read again, with the lines after it up to the next such line (its own
 * note may run over lines), with the file's own delimiter and line break. The lines before the
 * first of them are the broken row's own note. Each piece is read once and not searched again.
 */
function rowsWithin(
  raw: string,
  delimiter: string,
  linebreak: string,
  dateColumn: number,
): RereadRow[] {
  // The line break the parser found is always one of these three.
  const newline = linebreak === '\r\n' || linebreak === '\r' ? linebreak : '\n';
  const config: Papa.ParseConfig<string[]> = { delimiter, newline, preview: 1 };
  const lines = raw.split(newline);
  const starts: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = Papa.parse<string[]>(lines[i]!, config).data[0] ?? [];
    // A date alone on a line is more likely a line of the note than an entry.
    if (cells.length > 1 && isSomeDate(dateOfCell(cells[dateColumn] ?? ''))) starts.push(i);
  }
  return starts.map((from, k) => {
    const text = lines.slice(from, starts[k + 1] ?? lines.length).join(newline);
    const result = Papa.parse<string[]>(text, config);
    return { offset: from, cells: result.data[0] ?? [], broken: result.errors.length > 0 };
  });
}

/** The order a file's day-and-month dates are read in (null: it has none), or why it is refused. */
type DateOrder = { ok: true; order: DayMonthOrder | null } | { ok: false; error: string };

/**
 * The order of day and month in a file's dates, from the full_date and weekday cells of its
 * rows. Dates written year first need none. For the others:
 * 1. the weekday Daylio wrote beside each date: the one order under which every date with a
 *    weekday named falls on it wins;
 * 2. else a first number past 12 (25/3/2026) means day first, a second one (3/25/2026) month
 *    first;
 * 3. else, every date reading both ways, the file is refused, as is one whose dates need both.
 * A date that is no real day either way is left to be reported on its own line.
 */
export function dayMonthOrder(rows: readonly { date: string; weekday: string }[]): DateOrder {
  const dated: { readings: Map<DayMonthOrder, string>; weekday: number | null }[] = [];
  const onlyAs = new Map<DayMonthOrder, string>();
  let example: string | undefined;
  for (const row of rows) {
    const parts = dayMonthParts(row.date);
    if (parts === null) continue;
    const readings = new Map<DayMonthOrder, string>();
    for (const order of DAY_MONTH_ORDERS) {
      const iso = dayMonthDate(parts, order);
      if (iso !== null) readings.set(order, iso);
    }
    if (readings.size === 0) continue;
    // 3/3/2026 is one day either way; 3/2/2026 is two.
    if (new Set(readings.values()).size > 1) example ??= row.date.trim();
    if (readings.size === 1) {
      const [order] = readings.keys();
      if (!onlyAs.has(order!)) onlyAs.set(order!, row.date.trim());
    }
    dated.push({ readings, weekday: weekdayNumber(row.weekday) });
  }
  if (dated.length === 0) return { ok: true, order: null };
  if (onlyAs.size > 1) {
    return {
      ok: false,
      error: OTHER_APP_ERRORS.datesMixed(onlyAs.get('day-first'), onlyAs.get('month-first')),
    };
  }
  const named = dated.filter((d) => d.weekday !== null);
  if (named.length > 0) {
    const fitting = DAY_MONTH_ORDERS.filter((order) =>
      named.every((d) => {
        const iso = d.readings.get(order);
        return iso !== undefined && weekdayOf(iso) === d.weekday;
      }),
    );
    // The weekdays fit neither order: the dates are not all in one.
    if (fitting.length === 0) return { ok: false, error: OTHER_APP_ERRORS.datesMixed() };
    if (fitting.length === 1) {
      const order = fitting[0]!;
      // A date without its weekday that only the other order reads: the file mixes the two.
      if (onlyAs.size === 1 && !onlyAs.has(order)) {
        return { ok: false, error: OTHER_APP_ERRORS.datesMixed() };
      }
      return { ok: true, order };
    }
  }
  const [decided] = onlyAs.keys();
  if (decided !== undefined) return { ok: true, order: decided };
  // Every date is the same day read either way (3/3/2026): either order reads the file.
  if (example === undefined) return { ok: true, order: 'day-first' };
  return { ok: false, error: OTHER_APP_ERRORS.datesEitherWay(example) };
}

/** Why a row's date could not be read, the file's order of day and month being known. */
function daylioDateProblem(text: string): string {
  return looksLikeDate(text) ? `the date '${text.trim()}' is not a real date` : dateProblem(text);
}

/** A row's cell in the column of that name (by the header), '' when there is none. */
function cellOf(header: Map<string, number>, cells: readonly string[], name: string): string {
  const i = header.get(name);
  return i === undefined ? '' : (cells[i] ?? '');
}

/** Reads a Daylio CSV export. Rows that cannot be read are reported by line and left out. */
export function parseDaylio(text: string): ParseResult {
  const body = withoutBom(text);
  // Set while the rows are read (a closure's assignment is not seen by the type checker).
  const read: {
    header: Map<string, number> | null;
    width: number;
    missing: string[];
    rows: number;
  } = {
    header: null,
    width: 0,
    missing: [],
    rows: 0,
  };
  const problems: ImportProblem[] = [];
  const moods: ImportedMood[] = [];
  const notes: ImportedNote[] = [];
  const activities = new Map<string, string>();
  const seen = new Set<string>();
  const seenWhole = new Set<string>();
  // One entry's cells: read into the lists, or reported by its line.
  const readRow = (
    header: Map<string, number>,
    cells: readonly string[],
    where: string,
    order: DayMonthOrder | null,
  ) => {
    const cell = (name: string) => cellOf(header, cells, name);
    // A row that stops short (as the last one of a file cut off does) may have lost part of
    // its last cell too: 'good' cut to 'goo' would be read as a mood of its own.
    if (cells.length < read.width) {
      problems.push({
        where,
        message: `it has only ${cells.length} of the ${read.width} columns named on the first line`,
      });
      return;
    }
    const rawDate = cell('full_date');
    const date = readAnyDate(dateOfCell(rawDate), order);
    if (date === null) {
      problems.push({
        where,
        message: rawDate.trim() === '' ? 'there is no date' : daylioDateProblem(rawDate),
      });
      return;
    }
    const rawTime = cell('time');
    const time = readTime(rawTime);
    if (time === null) {
      problems.push({
        where,
        message:
          rawTime.trim() === '' ? 'there is no time' : `the time '${rawTime.trim()}' is not a time`,
      });
      return;
    }
    const moodLabel = cell('mood').trim().replace(/\s+/g, ' ');
    if (moodLabel === '') {
      problems.push({ where, message: 'there is no mood' });
      return;
    }
    const title = plainNote(cell('note_title'));
    const noteBody = plainNote(cell('note'));
    const mood = daylioMoodKey(moodLabel);
    const acts = splitActivities(cell('activities'));
    const fields = [date, time, mood, title, noteBody] as const;
    // Only the same entry twice in one file, the same in everything it holds, is one entry.
    const whole = keyOf(...fields, ...acts.map(activityKey).sort());
    if (seenWhole.has(whole)) return;
    seenWhole.add(whole);
    // Several entries at one time with one mood are common (a day filled in later): the first
    // keeps the key made without its activities, as files read before have it, and each other
    // one has a key of its own, with its activities in it.
    const first = contentHash(keyOf('daylio', ...fields));
    const sharesNote = seen.has(first);
    const key = sharesNote
      ? contentHash(keyOf('daylio', ...fields, ...acts.map(activityKey).sort()))
      : first;
    seen.add(first);
    for (const a of acts) if (!activities.has(activityKey(a))) activities.set(activityKey(a), a);
    const note = noteText(title, noteBody);
    moods.push({
      key,
      date,
      time,
      mood,
      moodLabel,
      activities: acts,
      emotions: [],
      ...(note !== '' ? { note } : {}),
    });
    // The same note at the same time is one journal entry, however many entries carry it.
    if (!sharesNote && (title !== '' || noteBody !== '')) {
      notes.push({ key, date, time, title, body: noteBody });
    }
  };

  // The file's rows in order, each read once the order of its dates' day and month is known,
  // or a row that could not be split into cells.
  const rows: ({ where: string; cells: string[] } | { where: string; problem: string })[] = [];

  // Where each row starts, as a line number of the file (a note's line breaks move it on).
  let line = 1;
  let scanned = 0;
  let lastCursor = 0;

  const headerLine = body.trimStart().split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = headerDelimiter(headerLine);

  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    ...(delimiter !== undefined ? { delimiter } : {}),
    step: (result, parser) => {
      const start = lastCursor;
      // Lines end in CR LF, LF or (as a spreadsheet on a Mac may save them) CR alone.
      const breakChar = result.meta.linebreak === '\r' ? 13 : 10;
      for (; scanned < start; scanned++) if (body.charCodeAt(scanned) === breakChar) line++;
      lastCursor = result.meta.cursor;
      const cells = result.data;
      if (read.header === null) {
        // Blank lines before the header are passed over, as recognising the file does.
        if (cells.every((c) => c.trim() === '')) return;
        const header = new Map(cells.map((c, i) => [columnName(c), i]));
        read.header = header;
        read.width = cells.length;
        read.missing = DAYLIO_REQUIRED.filter((c) => !header.has(c));
        if (read.missing.length > 0) parser.abort();
        return;
      }
      const header = read.header;
      if (cells.every((c) => c.trim() === '')) return;
      read.rows++;
      const where = `line ${line}`;
      if (result.errors.length > 0) {
        rows.push({ where, problem: BROKEN_QUOTE });
        const { delimiter, linebreak } = result.meta;
        const raw = body.slice(start, result.meta.cursor);
        for (const row of rowsWithin(raw, delimiter, linebreak, header.get('full_date')!)) {
          read.rows++;
          const at = `line ${line + row.offset}`;
          if (row.broken) rows.push({ where: at, problem: BROKEN_QUOTE });
          else rows.push({ where: at, cells: row.cells });
        }
        return;
      }
      rows.push({ where, cells });
    },
  });

  if (read.header === null) return { ok: false, error: OTHER_APP_ERRORS.empty };
  if (read.missing.length > 0) {
    return { ok: false, error: OTHER_APP_ERRORS.missingColumns(read.missing) };
  }
  if (read.rows === 0) return { ok: false, error: OTHER_APP_ERRORS.noRows('daylio') };
  const header = read.header;
  // A row cut short is left out, so its date (perhaps cut too) has no say in the order.
  const whole = rows.flatMap((r) =>
    'cells' in r && r.cells.length >= read.width ? [r.cells] : [],
  );
  const dates = dayMonthOrder(
    whole.map((cells) => ({
      date: dateOfCell(cellOf(header, cells, 'full_date')),
      weekday: cellOf(header, cells, 'weekday'),
    })),
  );
  if (!dates.ok) return { ok: false, error: dates.error };
  for (const row of rows) {
    if ('problem' in row) problems.push({ where: row.where, message: row.problem });
    else readRow(header, row.cells, row.where, dates.order);
  }
  if (moods.length === 0) {
    return { ok: false, error: OTHER_APP_ERRORS.noneReadable('daylio', problems) };
  }
  return {
    ok: true,
    parsed: { source: 'daylio', moods, notes, activities: [...activities.values()], problems },
  };
}
