import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DATA_KINDS, type UserData } from './data-kinds';
import { toIsoDate } from './dates';
import { SOURCE_NAMES, isMentoraCsv, recogniseFormat } from './import-format';

/** What marks a file as a Mentora export, and the version of its layout. */
export const EXPORT_FORMAT = 'mentora-export';
export const EXPORT_VERSION = 1;

/**
 * What a browser's local storage holds for a site, in characters (UTF-16 code units): about
 * 5.2 million in Chromium and Firefox, 5 MiB counted in characters.
 */
export const STORAGE_CHARS = 5 * 1024 * 1024;

/**
 * The largest file the import will read. Everything an export holds came from storage, whose
 * limit counts characters while a file counts bytes: in UTF-8 a character takes up to 3 bytes
 * (Cyrillic, Greek: 2; Chinese, Japanese: 3; a surrogate pair: 4 for 2 characters), and the
 * export's layout (one field a line, indented) adds some more. Four bytes for each character
 * storage can hold leaves room for all of it, so every export Mentora makes can come back, and a
 * file of hundreds of megabytes is still refused before it is read.
 */
export const MAX_IMPORT_BYTES = STORAGE_CHARS * 4;

/** One export file: the format mark, its version, when it was made, and the data. */
export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  data: UserData;
}

/** The file around the data; each kind checks its own section of the data. */
const ExportHeaderSchema = lazySchema(() =>
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
);

export function buildExport(data: UserData, now: Date): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    data,
  };
}

/** The export as the text of a .json file. */
export function serializeExport(file: ExportFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** File names for the downloads, dated with the local day: the export, or a kind's CSV. */
export function exportFileName(what: string, now: Date): string {
  const day = toIsoDate(now);
  if (what === 'json') return `mentora-export-${day}.json`;
  return `mentora-${what}-${day}.csv`;
}

/** What the user reads when a file is refused. Each one says that nothing was changed. */
export const IMPORT_ERRORS = {
  empty: 'This file is empty, so nothing was imported. Your data on this device has not changed.',
  tooLarge:
    'This file is too large to be a Mentora export (over 20 MB), so nothing was imported. Your data on this device has not changed.',
  notJson:
    "This file isn't a Mentora export (it can't be read as JSON), so nothing was imported. Your data on this device has not changed.",
  mentoraCsv:
    "This is one of Mentora's own spreadsheets (CSV), made for reading elsewhere, so nothing was imported. Your data on this device has not changed. To bring your data back, choose the file made with 'Export all my data' (its name ends in .json).",
  foreign:
    "This file isn't a Mentora export, so nothing was imported. Your data on this device has not changed. Choose a file made with 'Export all my data'.",
  newer:
    'This export was made by a newer version of Mentora. Please reload Mentora to update it, then try again. Your data on this device has not changed.',
  cutOff:
    "This Mentora export is cut off or damaged (it can't be read to its end), so nothing was imported. Your data on this device has not changed. Export it again on the device it came from, and let the download finish.",
  edited:
    "This Mentora export can't be read: it looks changed after it was saved (a comma, quote or bracket out of place, or two files joined), so nothing was imported. Your data on this device has not changed. Undo the change, or export it again on the device it came from.",
  otherApp: (app: string) =>
    `This looks like a file from ${app}, not a Mentora export, so nothing was imported. Your data on this device has not changed. To bring in what it holds, use 'Import from another app' below.`,
  damaged: (where: string) =>
    `This Mentora export is damaged or incomplete (a problem in ${where}), so nothing was imported. Your data on this device has not changed.`,
} as const;

export type ParsedImport = { ok: true; data: UserData } | { ok: false; error: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Whether JSON text gets to its end: outside strings, every bracket opened is closed, and the
 * text ends with the last one. A file cut off part way never does.
 */
function closesAtEnd(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return !inString && depth <= 0 && /[}\]]\s*$/.test(text);
}

/**
 * The refusal for another app's file (a Daylio export, a Pixels backup) brought to this import:
 * it names the app and the import that takes it. Undefined for anything else.
 */
function otherAppFile(text: string): string | undefined {
  const format = recogniseFormat(text);
  if (!format.ok) return undefined;
  // There, any JSON list reads as Pixels, and two of Daylio's column names as Daylio; here, only
  // a list of days with dates and scores, and a header with Daylio's own 'full_date'.
  const firstDay = /^\s*\[\s*(\{[^{}]*)/.exec(text)?.[1] ?? '';
  const sure =
    format.source === 'pixels'
      ? /"date"\s*:/.test(firstDay) && /"scores"\s*:/.test(firstDay)
      : /^[^\n]*full_date/i.test(text.trimStart());
  return sure ? IMPORT_ERRORS.otherApp(SOURCE_NAMES[format.source]) : undefined;
}

/**
 * Reads the text of an import file. Accepts only a whole, valid Mentora export: any problem
 * refuses the file with a message, so a bad file can never change anything.
 */
export function parseExport(text: string): ParsedImport {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: IMPORT_ERRORS.tooLarge };
  if (text.trim() === '') return { ok: false, error: IMPORT_ERRORS.empty };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    // A download stopped part way still names the format near its start; one that reaches its
    // end (its brackets all closed) was changed after it was saved.
    const named = text.includes(`"${EXPORT_FORMAT}"`);
    if (!named) {
      if (isMentoraCsv(text)) return { ok: false, error: IMPORT_ERRORS.mentoraCsv };
      return { ok: false, error: otherAppFile(text) ?? IMPORT_ERRORS.notJson };
    }
    return { ok: false, error: closesAtEnd(text) ? IMPORT_ERRORS.edited : IMPORT_ERRORS.cutOff };
  }
  if (!isRecord(json) || json.format !== EXPORT_FORMAT) {
    return { ok: false, error: otherAppFile(text) ?? IMPORT_ERRORS.foreign };
  }
  if (typeof json.version === 'number' && json.version > EXPORT_VERSION) {
    return { ok: false, error: IMPORT_ERRORS.newer };
  }
  const header = ExportHeaderSchema.safeParse(json);
  if (!header.success) return { ok: false, error: IMPORT_ERRORS.damaged('the file header') };
  // Sections of kinds this version does not know are left out, as they always were.
  const data: Record<string, unknown> = {};
  for (const k of DATA_KINDS) {
    const parsed = k.file.safeParse(header.data.data[k.key]);
    if (!parsed.success) return { ok: false, error: IMPORT_ERRORS.damaged(k.section) };
    // Each kind as the device reads it back: an item listed twice under one id is kept once.
    data[k.key] = k.tidy ? k.tidy(parsed.data) : parsed.data;
  }
  return { ok: true, data: data as UserData };
}
