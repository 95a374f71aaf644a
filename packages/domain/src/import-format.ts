/**
 * Imports from other mood apps (issue 28): what a file read from Daylio (its CSV export) or
 * Pixels (its JSON backup) holds, in one shape, and how a file's format is recognised. Reading
 * a file stores nothing: the parsers return a parsed import, the plan (import-plan.ts) turns it
 * into Mentora's records, and the app stores them only after the person agrees.
 */

export type ImportSource = 'daylio' | 'pixels';

/**
 * The mark of Mentora's own export file (EXPORT_FORMAT in export-parse.ts, which a test holds
 * equal), written out here so that reading another app's file does not load the export code.
 */
export const MENTORA_EXPORT_MARK = 'mentora-export';

/** The app each source is named by on screen. */
export const SOURCE_NAMES: Readonly<Record<ImportSource, string>> = {
  daylio: 'Daylio',
  pixels: 'Pixels',
};

/** The largest file read. Ten years of daily Daylio rows with notes is about 2 MB. */
export const MAX_OTHER_APP_BYTES = 20 * 1024 * 1024;

/** One mood (Daylio: an entry; Pixels: one score of a day) as read from the file. */
export interface ImportedMood {
  /** Stable across imports of the same file: what the ids of its records are made from. */
  key: string;
  /** The day, YYYY-MM-DD, as the other app recorded it. */
  date: string;
  /** HH:MM, 24-hour. Pixels has no times: its moods are placed at midday. */
  time: string;
  /** How the mood is compared with the mapping: a Daylio name folded, or a Pixels score. */
  mood: string;
  /** The mood as the file writes it (a Daylio name as the person spelled it, or a score). */
  moodLabel: string;
  /** Activities (Daylio) or tags (Pixels), each once. */
  activities: string[];
  /** Feelings from a Pixels tag group of emotions; Daylio has none. */
  emotions: string[];
  /** The note written with it (title and text), if any. */
  note?: string;
}

/** A note (title and text) written on a day, at a time. */
export interface ImportedNote {
  key: string;
  date: string;
  time: string;
  /** The file keeps no time of day (Pixels): `time` only places it, and none is shown. */
  timeUnknown?: true;
  title: string;
  body: string;
}

/** A line (CSV) or entry (JSON) of the file that could not be read, and why. */
export interface ImportProblem {
  /** 'line 14' or 'entry 3 (2023-01-05)': where the person can find it in the file. */
  where: string;
  message: string;
}

export interface ParsedImport {
  source: ImportSource;
  moods: ImportedMood[];
  notes: ImportedNote[];
  /** Every distinct activity or tag, as first written, in the order first met. */
  activities: string[];
  /** The lines or entries left out; an import of the rest needs the person's agreement. */
  problems: ImportProblem[];
}

export type ParseResult = { ok: true; parsed: ParsedImport } | { ok: false; error: string };

const UNCHANGED = 'Nothing was imported, and your data here has not changed.';

export const OTHER_APP_ERRORS = {
  empty: `This file is empty. ${UNCHANGED}`,
  tooLarge: `This file is over 20 MB, too large for an export from Daylio or Pixels. ${UNCHANGED}`,
  unknown: `This file is neither a Daylio CSV export nor a Pixels backup. ${UNCHANGED} In Daylio, use 'Export entries' (CSV); in Pixels, use 'Export' to make a backup (JSON).`,
  mentora: `This is a Mentora export. Use 'Import' in Your data to bring it back. ${UNCHANGED}`,
  mentoraCutOff: `This Mentora export is cut off or damaged (it can't be read to its end). ${UNCHANGED} Export it again on the device it came from, and let the download finish.`,
  mentoraCsv: `This is one of Mentora's own spreadsheets (CSV), made for reading elsewhere, not a file from Daylio or Pixels. ${UNCHANGED} To bring your Mentora data back, use the file made with 'Export all my data' and 'Import from a file' in Your data.`,
  pixelsCutOff: `This Pixels backup is cut off or damaged (it can't be read to its end). ${UNCHANGED} Make the backup again in Pixels, and let it save completely.`,
  missingColumns: (names: readonly string[]) =>
    `This Daylio file has no ${listOf(names.map((n) => `'${n}'`))} column, which an import needs. Its first line should name the columns full_date, date, weekday, time, mood, activities, note_title, note. ${UNCHANGED}`,
  datesEitherWay: (example: string) =>
    `The dates in this file, such as '${example}', could be read day first or month first, and nothing in the file tells which. A guess could put your entries on the wrong days. ${UNCHANGED} This happens when the file is opened in a spreadsheet and saved again: in Daylio, use 'Export entries' again, and import the new file without opening it first.`,
  datesMixed: (dayFirst?: string, monthFirst?: string) =>
    `The dates in this file are not all written the same way${dayFirst !== undefined && monthFirst !== undefined ? ` ('${dayFirst}' has the day first, '${monthFirst}' the month first)` : ''}, so they can't be read for certain. ${UNCHANGED} In Daylio, use 'Export entries' again, and import the new file without opening it in a spreadsheet first.`,
  noRows: (source: ImportSource) =>
    `This ${SOURCE_NAMES[source]} file holds no entries. ${UNCHANGED}`,
  noneReadable: (source: ImportSource, problems: readonly ImportProblem[]) =>
    `No entry of this ${SOURCE_NAMES[source]} file could be read. ${problemText(problems[0]!)}${problems.length > 1 ? ` (and ${problems.length - 1} more like it)` : ''}. ${UNCHANGED}`,
} as const;

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A problem as one sentence's start: "Line 14: the date '2021-13-01' is not a real date". */
export function problemText(p: ImportProblem): string {
  return `${p.where.charAt(0).toUpperCase()}${p.where.slice(1)}: ${p.message}`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The format a file's text claims, from its first non-blank character and first line. */
export type Recognised = { ok: true; source: ImportSource } | { ok: false; error: string };

import { withoutBom } from './file-text';

export { decodeFileText, withoutBom } from './file-text';

/** The names Daylio gives its columns. */
export const DAYLIO_COLUMNS = [
  'full_date',
  'date',
  'weekday',
  'time',
  'mood',
  'activities',
  'note_title',
  'note',
] as const;

/** A header cell as compared with Daylio's names: trimmed, lower case, quotes gone. */
export const columnName = (cell: string): string =>
  cell.trim().replace(/^"|"$/g, '').trim().toLowerCase().replace(/\s+/g, '_');

/**
 * The first lines of Mentora's own CSV downloads, as columnName folds them (the headers of
 * export-csv.ts, which a test holds equal), written out here so that reading another app's file
 * does not load the export code.
 */
export const MENTORA_CSV_HEADERS: readonly (readonly string[])[] = [
  ['entry_id', 'date', 'time', 'last_edited', 'text'],
  ['date', 'mood_quiz_result', 'mood_level_(1-10)'],
  ['tool', 'started', 'ended', 'before_(0-10)', 'after_(0-10)'],
  ['time', 'mood_level_(1-10)', 'emotions', 'activities', 'note'],
];

/** The column names of a CSV's first line, folded. */
function firstLineNames(body: string): string[] {
  const firstLine = body.slice(0, body.search(/\r?\n|\r|$/));
  // commas, or semicolons or tabs as a spreadsheet saves it in some countries
  return firstLine.split(/[,;\t]/).map(columnName);
}

/** Whether a file is one of Mentora's own CSV downloads (which no import reads back). */
export function isMentoraCsv(text: string): boolean {
  const names = firstLineNames(withoutBom(text).trimStart()).join(',');
  return MENTORA_CSV_HEADERS.some((h) => h.join(',') === names);
}

/**
 * Whether a file's start is that of a Pixels backup: a list whose first day begins with its
 * date, or whose start names scores (or an older backup's mood, or Pixels' type 'Mood'),
 * whatever key a day begins with. Used for a file cut off, which cannot be read whole.
 */
export function beginsLikePixels(text: string): boolean {
  const body = withoutBom(text).trimStart();
  if (/^\[\s*\{\s*"date"\s*:/.test(body)) return true;
  const start = body.slice(0, 4096);
  return /^\[\s*\{/.test(body) && /"(scores|mood)"\s*:|"type"\s*:\s*"Mood"/.test(start);
}

/** Whether a value read from a JSON list is a Pixels day: its scores, or a date with a mood. */
export function isPixelsDay(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return (
    'scores' in value ||
    ('date' in value && ('mood' in value || 'notes' in value || 'tags' in value))
  );
}

/**
 * Which app a file's text comes from. A JSON list is read as a Pixels backup (one in which no
 * entry is a day is refused there); a CSV is a Daylio export when its first line names Daylio's
 * own full_date column, or four of its columns with weekday or note_title (a missing column is
 * reported when it is read). Mentora's own export and its CSV downloads are pointed to what
 * takes them; anything else is refused as neither.
 */
export function recogniseFormat(text: string): Recognised {
  if (text.length > MAX_OTHER_APP_BYTES) return { ok: false, error: OTHER_APP_ERRORS.tooLarge };
  const body = withoutBom(text).trimStart();
  if (body === '') return { ok: false, error: OTHER_APP_ERRORS.empty };
  if (body.startsWith('[')) return { ok: true, source: 'pixels' };
  if (body.startsWith('{')) {
    if (!body.includes(`"${MENTORA_EXPORT_MARK}"`))
      return { ok: false, error: OTHER_APP_ERRORS.unknown };
    // Said as Mentora's own import says it: a cut-off export is no use there either.
    return {
      ok: false,
      error: isJson(body) ? OTHER_APP_ERRORS.mentora : OTHER_APP_ERRORS.mentoraCutOff,
    };
  }
  if (isMentoraCsv(body)) return { ok: false, error: OTHER_APP_ERRORS.mentoraCsv };
  // Date, time, mood and note are names any app may give its columns; full_date, weekday and
  // note_title are Daylio's own.
  const names = new Set(firstLineNames(body));
  const known = DAYLIO_COLUMNS.filter((c) => names.has(c)).length;
  const own = names.has('weekday') || names.has('note_title');
  return names.has('full_date') || (known >= 4 && own)
    ? { ok: true, source: 'daylio' }
    : { ok: false, error: OTHER_APP_ERRORS.unknown };
}

/*
 * Ids. Every record an import adds has an id made from what the file says of it (its date,
 * time, mood and note), never from when the import ran, so importing the same file again finds
 * the same ids and adds nothing.
 */

import { contentHash } from './content-hash';

export { contentHash };

/** The fields of a record joined unambiguously, for hashing. */
export const keyOf = (...fields: readonly string[]): string => JSON.stringify(fields);

/** The key of a Pixels day's note (its journal entry's id is made from it): its day and text. */
export const pixelsNoteKey = (date: string, note: string): string =>
  contentHash(keyOf('pixels-note', date, note));

/*
 * Dates and times as the two apps write them.
 */

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A calendar date from YYYY-MM-DD (Pixels may leave out the leading zeros: 2023-1-5), as
 * YYYY-MM-DD; null when it is not a real date.
 */
export function readDate(text: string): string | null {
  const m = DATE.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A year, month and day as YYYY-MM-DD; null when there is no such day. */
function isoDate(y: number, mo: number, d: number): string | null {
  if (mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Why a date could not be read: written as YYYY-MM-DD but no such day, or not in that form. */
export function dateProblem(text: string): string {
  const shown = text.trim();
  return DATE.test(shown)
    ? `the date '${shown}' is not a real date`
    : `the date '${shown}' is not a YYYY-MM-DD date`;
}

/*
 * Dates a spreadsheet rewrote. Opened in Excel, LibreOffice or Numbers and saved again, a Daylio
 * export's full_date (2026-03-02) comes back in the computer's own form: 2026/03/02, or with the
 * day and month in either order, 3/2/2026 (US), 02/03/2026 (UK), 02.03.2026 (German), 2-3-2026,
 * sometimes with a year of two digits (3/2/26). Which of the day and month comes first is
 * decided once for a whole file (import-daylio.ts), never guessed date by date.
 */

/** Which of the day and month a rewritten date puts first. */
export type DayMonthOrder = 'day-first' | 'month-first';

export const DAY_MONTH_ORDERS: readonly DayMonthOrder[] = ['day-first', 'month-first'];

/** The year first, then month and day, between slashes, dots or hyphens: 2026/03/02. */
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** Day and month in some order, then the year: 3/2/2026, 02.03.2026, 2-3-26. */
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;

/**
 * A year as a spreadsheet wrote it. A year of two digits is read as 20YY: Daylio began in 2015,
 * so every entry it holds is from this century. (The usual rule, 00-69 as 2000s and 70-99 as
 * 1900s, reads every year Daylio can have written the same way.)
 */
const fullYear = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** A date with its year first, in any of the three separators, as YYYY-MM-DD; else null. */
export function readYearFirstDate(text: string): string | null {
  const m = YEAR_FIRST.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[3]), Number(m[4])) : null;
}

/** The two numbers before the year of a date written as 3/2/2026, in the order written. */
export interface DayMonthDate {
  first: number;
  second: number;
  year: number;
}

/** A date's day, month and year when it is written day and month first (3/2/2026); else null. */
export function dayMonthParts(text: string): DayMonthDate | null {
  const m = YEAR_LAST.exec(text.trim());
  return m ? { first: Number(m[1]), second: Number(m[3]), year: fullYear(m[4]!) } : null;
}

/** A day-and-month date read in the given order, as YYYY-MM-DD; null when there is no such day. */
export function dayMonthDate(parts: DayMonthDate, order: DayMonthOrder): string | null {
  const [day, month] =
    order === 'day-first' ? [parts.first, parts.second] : [parts.second, parts.first];
  return isoDate(parts.year, month, day);
}

/**
 * A date as Daylio writes it or as a spreadsheet may have rewritten it, as YYYY-MM-DD: the
 * day-and-month forms are read only in the order given for the file (null: none known).
 */
export function readAnyDate(text: string, order: DayMonthOrder | null): string | null {
  const iso = readDate(text) ?? readYearFirstDate(text);
  if (iso !== null) return iso;
  const parts = dayMonthParts(text);
  return parts !== null && order !== null ? dayMonthDate(parts, order) : null;
}

/** A time of day after a date, as a spreadsheet may add it to a date cell: ' 0:00', ' 12:00:00 AM'. */
const TIME_AFTER = /\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s*m\.?)?$/i;

/**
 * A Daylio date cell without a time a spreadsheet wrote after the date ('3/2/2026 0:00',
 * '02.03.2026 00:00'): the entry's time is read from the file's own time column. A cell that is
 * not a date followed by a time is returned as it is.
 */
export function dateOfCell(text: string): string {
  const shown = text.trim();
  const date = shown.replace(TIME_AFTER, '');
  return date !== shown && looksLikeDate(date) ? date : text;
}

/** Whether a text reads as a real date in some form, whichever order its day and month are in. */
export const isSomeDate = (text: string): boolean =>
  DAY_MONTH_ORDERS.some((order) => readAnyDate(text, order) !== null);

/** Whether a text is written in one of the date forms read, real day or not. */
export const looksLikeDate = (text: string): boolean => {
  const shown = text.trim();
  return DATE.test(shown) || YEAR_FIRST.test(shown) || YEAR_LAST.test(shown);
};

/**
 * Weekday names (Sunday first, as Date counts them) as Daylio's weekday column may write them:
 * English, and its most used other languages (German, Spanish, French, Portuguese, Italian),
 * folded as weekdayNumber folds a cell.
 */
const WEEKDAY_NAMES: readonly (readonly string[])[] = [
  ['sunday', 'sun', 'sonntag', 'domingo', 'dimanche', 'domenica'],
  ['monday', 'mon', 'montag', 'lunes', 'lundi', 'segunda-feira', 'segunda', 'lunedi'],
  ['tuesday', 'tue', 'tues', 'dienstag', 'martes', 'mardi', 'terca-feira', 'terca', 'martedi'],
  ['wednesday', 'wed', 'mittwoch', 'miercoles', 'mercredi', 'quarta-feira', 'quarta', 'mercoledi'],
  [
    'thursday',
    'thu',
    'thur',
    'thurs',
    'donnerstag',
    'jueves',
    'jeudi',
    'quinta-feira',
    'quinta',
    'giovedi',
  ],
  ['friday', 'fri', 'freitag', 'viernes', 'vendredi', 'sexta-feira', 'sexta', 'venerdi'],
  ['saturday', 'sat', 'samstag', 'sonnabend', 'sabado', 'samedi', 'sabato'],
];

const WEEKDAY_OF_NAME = new Map(WEEKDAY_NAMES.flatMap((names, i) => names.map((n) => [n, i])));

/** The weekday (0 is Sunday) a cell names, in any case and with or without accents; else null. */
export function weekdayNumber(text: string): number | null {
  const folded = text
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  return WEEKDAY_OF_NAME.get(folded) ?? null;
}

const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/** A time of day as HH:MM (24-hour) from '10:05 pm', '10:05 PM', '22:05' or '22:05:30'. */
export function readTime(text: string): string | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  const half = m[4]?.toLowerCase();
  if (half) {
    if (h < 1 || h > 12) return null;
    if (half === 'a' && h === 12) h = 0;
    else if (half === 'p' && h !== 12) h += 12;
  } else if (h > 23) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the preview shows it: '3 Mar 2021'. */
export function shortDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** A note's title and text as one text: the title, a blank line, then the text. */
export const noteText = (title: string, body: string): string =>
  title !== '' && body !== '' ? `${title}\n\n${body}` : title || body;

/**
 * A character written as a number ('&#233;', '&#x27;'), as Android's HTML writes letters beyond
 * ASCII and emoji; a number that is no character is left as written.
 */
function numberedCharacter(whole: string, dec?: string, hex?: string): string {
  const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
  const real = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return real ? String.fromCodePoint(code) : whole;
}

/** Text from a note with the few formatting tags Daylio writes turned into plain lines. */
export function plainNote(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<li>/gi, '• ')
    .replace(/<\/?(b|i|u|s|strong|em|p|div|span|ul|ol|strike|del)(\s[^<>]*)?>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(?:(\d{1,7})|x([0-9a-f]{1,6}));/gi, numberedCharacter)
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
