import type { CheckIn } from './check-in-schema';
import type { JournalEntry } from './journal';
import type { MoodHistory, MoodLevels } from './mood';
import type { ToolUse } from './tool-use-schema';

// The journal and mood history as spreadsheets (CSV).

const uniqueBy = <T>(list: readonly T[], key: (t: T) => string | number): T[] => {
  const seen = new Set<string | number>();
  return list.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * Text a spreadsheet might run as a formula starts with one of these: = + - @, their full-width
 * and small forms (which some spreadsheet apps read as the ASCII ones), or any white space
 * (a space, tab or line break before a formula is skipped by some apps).
 */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\s]/;

/**
 * One CSV field (RFC 4180). Text is always quoted, with quotes doubled, so no app guesses its
 * type; text that a spreadsheet could treat as a formula gets a leading apostrophe. Numbers are
 * written bare; a missing value is an empty field.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  // A byte-order mark so spreadsheet apps read the text as UTF-8; CRLF line ends per RFC 4180.
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const JOURNAL_CSV_HEADER = ['Entry id', 'Date', 'Time', 'Last edited', 'Text'] as const;
export const MOOD_CSV_HEADER = ['Date', 'Mood quiz result', 'Mood level (1-10)'] as const;

/** The journal as CSV, newest first, one row per entry. */
export function journalCsv(list: readonly JournalEntry[]): string {
  const rows = uniqueBy([...list], (e) => e.id)
    .sort((a, b) => b.id - a.id)
    .map((e) => [
      e.id,
      e.date,
      e.time,
      e.updatedAt === undefined ? null : new Date(e.updatedAt).toISOString(),
      e.content,
    ]);
  return csv([JOURNAL_CSV_HEADER, ...rows]);
}

/** Mood history and slider levels as CSV, one row per day, oldest first. */
export function moodCsv(history: MoodHistory, levels: MoodLevels): string {
  const days = [...new Set([...Object.keys(history), ...Object.keys(levels)])].sort();
  return csv([MOOD_CSV_HEADER, ...days.map((d) => [d, history[d] ?? null, levels[d] ?? null])]);
}

export const TOOL_USES_CSV_HEADER = ['Tool', 'Started', 'Ended', 'Before (0-10)', 'After (0-10)'];
export const CHECK_INS_CSV_HEADER = ['Time', 'Mood level (1-10)', 'Emotions', 'Activities', 'Note'];

/** Tool uses as CSV, one row per use, oldest first; a rating not given is an empty field. */
export function toolUsesCsv(list: readonly ToolUse[]): string {
  const rows = uniqueBy([...list], (u) => u.id)
    .sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt))
    .map((u) => [u.tool, u.startedAt, u.endedAt, u.before, u.after]);
  return csv([TOOL_USES_CSV_HEADER, ...rows]);
}

/** Check-ins as CSV, one row per check-in, oldest first; emotions and activities joined by "; ". */
export function checkInsCsv(list: readonly CheckIn[]): string {
  const rows = uniqueBy([...list], (c) => c.id)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((c) => [c.at, c.level, c.emotions.join('; '), c.activities.join('; '), c.note]);
  return csv([CHECK_INS_CSV_HEADER, ...rows]);
}
