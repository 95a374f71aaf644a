import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DayTicksSchema, DailyChallengesSchema, type DailyChallenges } from './challenges';
import {
  BUILT_IN_SKILLS,
  CustomSkillSchema,
  FavoriteIdSchema,
  allSkills,
  nextSkillId,
  uniqueCustomSkills,
  type CustomSkill,
} from './coping-skills';
import { toIsoDate } from './dates';
import { GroundingAnswersSchema, type GroundingAnswers } from './grounding';
import { JournalEntrySchema, type JournalEntry } from './journal';
import { MoodHistorySchema, MoodLevelsSchema, type MoodHistory, type MoodLevels } from './mood';
import { SafetyPlanSchema, type SafetyContact, type SafetyPlan } from './safety-plan';
import { SettingsSchema } from './settings';
import { SleepToolSchema, type SleepToolData } from './sleep';

/** What marks a file as a Mentora export, and the version of its layout. */
export const EXPORT_FORMAT = 'mentora-export';
export const EXPORT_VERSION = 1;

/** The largest file the import will read. A real export is far smaller. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/**
 * Every storage key that holds the user's own data, in the order they appear in an export.
 * (The streak is worked out from mood, journal and challenge days, so it travels with them.)
 */
export const USER_DATA_KEYS = [
  'moodHistory',
  'moodLevels',
  'journalHistory',
  'dailyChallenges',
  'copingSkillsFavorites',
  'copingSkillsCustom',
  'safetyPlan',
  'sleepTool',
  'groundingAnswers',
  'settings',
] as const;
export type UserDataKey = (typeof USER_DATA_KEYS)[number];

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
 * All of the user's data, as the app reads it. A single-record key that was never saved is
 * null; a collection that was never saved is empty.
 */
export const UserDataSchema = lazySchema(() =>
  z.object({
    moodHistory: z._default(MoodHistorySchema, {}),
    moodLevels: z._default(MoodLevelsSchema, {}),
    journalHistory: z._default(z.array(JournalEntrySchema), []),
    dailyChallenges: z._default(DailyChallengesSchema, {}),
    copingSkillsFavorites: z.pipe(
      z._default(z.array(FavoriteIdSchema), []),
      z.transform((ids: number[]) => [...new Set(ids)]),
    ),
    copingSkillsCustom: z.pipe(
      z._default(z.array(CustomSkillSchema), []),
      z.transform((list: CustomSkill[]) => uniqueCustomSkills(list)),
    ),
    safetyPlan: z._default(z.nullable(SafetyPlanSchema), null),
    sleepTool: z._default(z.nullable(SleepToolSchema), null),
    groundingAnswers: z._default(z.nullable(GroundingAnswersSchema), null),
    settings: z._default(z.nullable(SettingsSchema), null),
  }),
);
export type UserData = z.infer<typeof UserDataSchema>;

export function emptyUserData(): UserData {
  return {
    moodHistory: {},
    moodLevels: {},
    journalHistory: [],
    dailyChallenges: {},
    copingSkillsFavorites: [],
    copingSkillsCustom: [],
    safetyPlan: null,
    sleepTool: null,
    groundingAnswers: null,
    settings: null,
  };
}

/** One export file: the format mark, its version, when it was made, and the data. */
export const ExportFileSchema = lazySchema(() =>
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.string(),
    data: UserDataSchema,
  }),
);
export type ExportFile = z.infer<typeof ExportFileSchema>;

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

/** File names for the downloads, dated with the local day. */
export function exportFileName(kind: 'json' | 'journal' | 'mood', now: Date): string {
  const day = toIsoDate(now);
  if (kind === 'json') return `mentora-export-${day}.json`;
  return `mentora-${kind}-${day}.csv`;
}

/** What the user reads when a file is refused. Each one says that nothing was changed. */
export const IMPORT_ERRORS = {
  empty: 'This file is empty, so nothing was imported. Your data on this device has not changed.',
  tooLarge:
    'This file is too large to be a Mentora export (over 5 MB), so nothing was imported. Your data on this device has not changed.',
  notJson:
    "This file isn't a Mentora export (it can't be read as JSON), so nothing was imported. Your data on this device has not changed.",
  foreign:
    "This file isn't a Mentora export, so nothing was imported. Your data on this device has not changed. Choose a file made with 'Export all my data'.",
  newer:
    'This export was made by a newer version of Mentora. Please reload Mentora to update it, then try again. Your data on this device has not changed.',
  damaged: (where: string) =>
    `This Mentora export is damaged or incomplete (a problem in ${where}), so nothing was imported. Your data on this device has not changed.`,
} as const;

export type ParsedImport = { ok: true; data: UserData } | { ok: false; error: string };

const SECTION_NAMES: Record<UserDataKey, string> = {
  moodHistory: 'the mood history',
  moodLevels: 'the mood levels',
  journalHistory: 'the journal',
  dailyChallenges: 'the daily challenges',
  copingSkillsFavorites: 'the favourite skills',
  copingSkillsCustom: 'the custom skills',
  safetyPlan: 'the safety plan',
  sleepTool: 'the sleep notes',
  groundingAnswers: 'the grounding answers',
  settings: 'the settings',
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
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
    return { ok: false, error: IMPORT_ERRORS.notJson };
  }
  if (!isRecord(json) || json.format !== EXPORT_FORMAT) {
    return { ok: false, error: IMPORT_ERRORS.foreign };
  }
  if (typeof json.version === 'number' && json.version > EXPORT_VERSION) {
    return { ok: false, error: IMPORT_ERRORS.newer };
  }
  const parsed = ExportFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [top, section] = issue?.path ?? [];
    const where =
      top === 'data' && typeof section === 'string' && section in SECTION_NAMES
        ? SECTION_NAMES[section as UserDataKey]
        : 'the file header';
    return { ok: false, error: IMPORT_ERRORS.damaged(where) };
  }
  return { ok: true, data: parsed.data.data };
}

// ---------------------------------------------------------------------------------------------
// Merge

/** When a journal entry was last written: its edit time, or its creation time (the id). */
export function journalEditTime(e: JournalEntry): number {
  return e.updatedAt ?? e.id;
}

/**
 * Journal entries of both sides, one per id, newest first. The same id on both sides keeps the
 * newer edit (by updatedAt, falling back to the id, which is the creation time); a tie keeps
 * the device's entry.
 */
export function mergeJournal(
  local: readonly JournalEntry[],
  incoming: readonly JournalEntry[],
): JournalEntry[] {
  const byId = new Map<number, JournalEntry>();
  for (const e of local) {
    const have = byId.get(e.id);
    if (!have || journalEditTime(e) > journalEditTime(have)) byId.set(e.id, e);
  }
  for (const e of incoming) {
    const have = byId.get(e.id);
    if (!have || journalEditTime(e) > journalEditTime(have)) byId.set(e.id, e);
  }
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** Each day's ticks from both sides. */
export function mergeChallenges(
  local: DailyChallenges,
  incoming: DailyChallenges,
): DailyChallenges {
  const out: DailyChallenges = { ...local };
  for (const [day, ticks] of Object.entries(incoming)) {
    const merged = DayTicksSchema.parse([...(local[day] ?? []), ...ticks]);
    if (merged.length > 0) out[day] = merged;
  }
  return out;
}

const skillKey = (s: CustomSkill) => `${s.category}\u0000${s.name}\u0000${s.description}`;
const BUILT_IN_IDS = new Set(BUILT_IN_SKILLS.map((s) => s.id));

/**
 * Custom skills and favourites of both sides. A skill the device already has (same category,
 * name and description, under any id) is not added again; an incoming skill whose id is taken on the device
 * gets a new id, and its favourite follows it.
 */
export function mergeSkills(
  local: { custom: readonly CustomSkill[]; favorites: readonly number[] },
  incoming: { custom: readonly CustomSkill[]; favorites: readonly number[] },
): { custom: CustomSkill[]; favorites: number[] } {
  const custom = uniqueCustomSkills(local.custom);
  const favorites = [...new Set(local.favorites)];
  const taken = new Set<number>([...custom.map((s) => s.id), ...favorites]);
  const idMap = new Map<number, number>();
  // Each skill on the device stands for at most one incoming skill, paired in list order (the
  // first of a kind with the first), so two identical skills in a file stay two and importing
  // the same file again pairs them the same way.
  const matched = new Set<number>();
  for (const s of uniqueCustomSkills(incoming.custom)) {
    const same = custom.find((c) => !matched.has(c.id) && skillKey(c) === skillKey(s));
    if (same) {
      matched.add(same.id);
      idMap.set(s.id, same.id);
      continue;
    }
    let id = s.id;
    if (taken.has(id)) {
      id = nextSkillId(allSkills(custom));
      while (taken.has(id)) id++;
    }
    custom.push({ ...s, id });
    taken.add(id);
    matched.add(id);
    idMap.set(s.id, id);
  }
  for (const f of incoming.favorites) {
    const id = BUILT_IN_IDS.has(f) ? f : idMap.get(f);
    if (id !== undefined && !favorites.includes(id)) favorites.push(id);
  }
  return { custom, favorites };
}

const sameText = (a: string) => a.trim().toLocaleLowerCase();
const contactKey = (c: SafetyContact) => `${sameText(c.name)}\u0000${sameText(c.phone)}`;

/** The device's items, then the incoming ones it does not already have. */
function unionText(local: readonly string[], incoming: readonly string[]): string[] {
  const have = new Set(local.map(sameText));
  const out = [...local];
  for (const item of incoming) {
    if (!have.has(sameText(item))) {
      have.add(sameText(item));
      out.push(item);
    }
  }
  return out;
}

function unionContacts(
  local: readonly SafetyContact[],
  incoming: readonly SafetyContact[],
): SafetyContact[] {
  const have = new Set(local.map(contactKey));
  const out = [...local];
  for (const c of incoming) {
    if (!have.has(contactKey(c))) {
      have.add(contactKey(c));
      out.push(c);
    }
  }
  return out;
}

/** Both safety plans in one: every step keeps the device's items and gains the other's. */
export function mergeSafetyPlan(
  local: SafetyPlan | null,
  incoming: SafetyPlan | null,
): SafetyPlan | null {
  if (!local) return incoming;
  if (!incoming) return local;
  const out: SafetyPlan = {
    warningSigns: unionText(local.warningSigns, incoming.warningSigns),
    copingStrategies: unionText(local.copingStrategies, incoming.copingStrategies),
    distractions: unionContacts(local.distractions, incoming.distractions),
    helpers: unionContacts(local.helpers, incoming.helpers),
    professionals: unionContacts(local.professionals, incoming.professionals),
    saferSurroundings: unionText(local.saferSurroundings, incoming.saferSurroundings),
    reasonsForLiving: unionText(local.reasonsForLiving, incoming.reasonsForLiving),
  };
  const times = [local.updatedAt, incoming.updatedAt].filter((t) => t !== undefined);
  if (times.length > 0) out.updatedAt = Math.max(...times);
  return out;
}

/** Notes of both sides: one kept whole when it already holds the other, else both. */
export function mergeNotes(local: string, incoming: string): string {
  if (incoming.trim() === '' || local.includes(incoming)) return local;
  if (local.trim() === '' || incoming.includes(local)) return incoming;
  return `${local}\n\n${incoming}`;
}

/** Sleep times the device has are kept (the other side fills blanks); notes are combined. */
export function mergeSleep(
  local: SleepToolData | null,
  incoming: SleepToolData | null,
): SleepToolData | null {
  if (!local) return incoming;
  if (!incoming) return local;
  return {
    sleepTime: local.sleepTime || incoming.sleepTime,
    wakeTime: local.wakeTime || incoming.wakeTime,
    notes: mergeNotes(local.notes, incoming.notes),
  };
}

/** Each grounding step keeps the device's answer, or takes the other's where it is blank. */
export function mergeGrounding(
  local: GroundingAnswers | null,
  incoming: GroundingAnswers | null,
): GroundingAnswers | null {
  if (!local) return incoming;
  if (!incoming) return local;
  return local.map((a, i) => (a.trim() === '' ? (incoming[i] ?? a) : a));
}

/** What an import added, for the message after it. */
export interface MergeSummary {
  journalAdded: number;
  journalUpdated: number;
  moodDaysAdded: number;
  challengeDaysChanged: number;
  skillsAdded: number;
  favoritesAdded: number;
  safetyPlanChanged: boolean;
  sleepChanged: boolean;
  groundingChanged: boolean;
  settingsAdded: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Merges imported data into the device's data without losing anything on the device:
 * every record of either side is kept, and the same journal entry keeps its newer edit.
 * Records without edit times (a day's mood, settings) keep the device's value.
 */
export function mergeUserData(
  local: UserData,
  incoming: UserData,
): { data: UserData; summary: MergeSummary } {
  const journalHistory = mergeJournal(local.journalHistory, incoming.journalHistory);
  const localIds = new Map(local.journalHistory.map((e) => [e.id, e]));
  const skills = mergeSkills(
    { custom: local.copingSkillsCustom, favorites: local.copingSkillsFavorites },
    { custom: incoming.copingSkillsCustom, favorites: incoming.copingSkillsFavorites },
  );
  const moodHistory: MoodHistory = { ...incoming.moodHistory, ...local.moodHistory };
  const moodLevels: MoodLevels = { ...incoming.moodLevels, ...local.moodLevels };
  const dailyChallenges = mergeChallenges(local.dailyChallenges, incoming.dailyChallenges);
  const data: UserData = {
    moodHistory,
    moodLevels,
    journalHistory,
    dailyChallenges,
    copingSkillsFavorites: skills.favorites,
    copingSkillsCustom: skills.custom,
    safetyPlan: mergeSafetyPlan(local.safetyPlan, incoming.safetyPlan),
    sleepTool: mergeSleep(local.sleepTool, incoming.sleepTool),
    groundingAnswers: mergeGrounding(local.groundingAnswers, incoming.groundingAnswers),
    settings: local.settings ?? incoming.settings,
  };
  const moodDays = (d: UserData) =>
    new Set([...Object.keys(d.moodHistory), ...Object.keys(d.moodLevels)]);
  const summary: MergeSummary = {
    journalAdded: journalHistory.filter((e) => !localIds.has(e.id)).length,
    journalUpdated: journalHistory.filter((e) => {
      const had = localIds.get(e.id);
      return had !== undefined && !same(had, e);
    }).length,
    moodDaysAdded: moodDays(data).size - moodDays(local).size,
    challengeDaysChanged: Object.keys(dailyChallenges).filter(
      (d) => !same(dailyChallenges[d], local.dailyChallenges[d]),
    ).length,
    skillsAdded: skills.custom.length - uniqueCustomSkills(local.copingSkillsCustom).length,
    favoritesAdded: skills.favorites.length - new Set(local.copingSkillsFavorites).size,
    safetyPlanChanged: !same(data.safetyPlan, local.safetyPlan),
    sleepChanged: !same(data.sleepTool, local.sleepTool),
    groundingChanged: !same(data.groundingAnswers, local.groundingAnswers),
    settingsAdded: local.settings === null && data.settings !== null,
  };
  return { data, summary };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The message after a successful import, in plain words. */
export function importSummaryMessage(s: MergeSummary): string {
  const parts: string[] = [];
  if (s.journalAdded) parts.push(plural(s.journalAdded, 'journal entry', 'journal entries'));
  if (s.journalUpdated)
    parts.push(plural(s.journalUpdated, 'newer journal edit', 'newer journal edits'));
  if (s.moodDaysAdded) parts.push(plural(s.moodDaysAdded, 'day of mood', 'days of mood'));
  if (s.challengeDaysChanged)
    parts.push(plural(s.challengeDaysChanged, 'day of challenges', 'days of challenges'));
  if (s.skillsAdded) parts.push(plural(s.skillsAdded, 'custom skill', 'custom skills'));
  if (s.favoritesAdded) parts.push(plural(s.favoritesAdded, 'favourite', 'favourites'));
  if (s.safetyPlanChanged) parts.push('your safety plan');
  if (s.sleepChanged) parts.push('sleep notes');
  if (s.groundingChanged) parts.push('grounding answers');
  if (s.settingsAdded) parts.push('your settings');
  if (parts.length === 0) {
    return 'Everything in this file is already on this device, so nothing needed to change.';
  }
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Import complete. Added ${list}. Everything that was already on this device was kept.`;
}

// ---------------------------------------------------------------------------------------------
// CSV

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
