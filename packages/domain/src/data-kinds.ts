import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DailyChallengesSchema, DayTicksSchema, type DailyChallenges } from './challenges';
import {
  CustomSkillSchema,
  FavoriteIdSchema,
  uniqueCustomSkills,
  type CustomSkill,
} from './coping-skill-schema';
import {
  ACTIVITY_LIST_MAX,
  ActivityListSchema,
  CHECK_IN_KEY_PREFIX,
  CheckInSchema,
  activityKey,
  isMonthKey,
  monthOfTime,
  type CheckIn,
} from './check-in-schema';
import { isIsoDate } from './dates';
import { checkInsCsv, journalCsv, moodCsv, toolUsesCsv } from './export-csv';
import { GroundingAnswersSchema, type GroundingAnswers } from './grounding';
import { JournalEntrySchema, type JournalEntry } from './journal';
import {
  mergeChallenges,
  mergeGrounding,
  mergeJournal,
  mergeSafetyPlan,
  mergeSkills,
  mergeSleep,
} from './merge-rules';
import {
  MoodHistorySchema,
  MoodLabelSchema,
  MoodLevelSchema,
  MoodLevelsSchema,
  type MoodHistory,
  type MoodLevels,
} from './mood';
import { SafetyPlanSchema, type SafetyPlan } from './safety-plan';
import { SettingsSchema, type Settings } from './settings';
import { SleepToolSchema, type SleepToolData } from './sleep';
import { ToolUseSchema, type ToolUse } from './tool-use-schema';

/**
 * The registry of the kinds of data a user keeps. Each kind says, once: where it lives on the
 * device (its storage key and the form stored there), its section of an export and its check,
 * how it splits into sync records and joins back, how an import merges into it, and whether
 * 'Delete my data' removes it. Storage, sync, export, import and delete all go through this list,
 * so a new kind is one entry here.
 */

/** What any of the user's data looks like to code that walks every kind. */
export type AnyData = Readonly<Record<string, unknown>>;

/** How a kind is kept in this browser's local storage, under its key. */
export type DeviceForm =
  /** An object of entries, each key and value checked on its own (a bad one is set aside). */
  | { shape: 'map'; value: z.ZodMiniType; keyOk: (key: string) => boolean }
  /** A list, each item checked on its own (`distinct`: an item listed twice is kept once). */
  | { shape: 'list'; item: z.ZodMiniType; distinct?: boolean }
  /** One value, or nothing (null). */
  | { shape: 'single'; value: z.ZodMiniType }
  /**
   * A list kept in buckets, one storage key per bucket (`<prefix><bucket>`), each a list checked
   * item by item, so saving one item rewrites only its bucket. Items whose bucket is not the
   * key's are left out; an item listed twice (by `id`) is kept once.
   */
  | {
      shape: 'buckets';
      prefix: string;
      item: z.ZodMiniType;
      keyOk: (bucket: string) => boolean;
      bucketOf: (item: never) => string;
    };

/** How a kind travels as sync records: one record per (kind, key). */
export interface SyncForm<V, S extends string = string> {
  kind: S;
  keyOk(key: string): boolean;
  /** The check of one record's value. */
  value: z.ZodMiniType;
  /** The key is the `id` inside the value (a key saying otherwise is refused). */
  keyedById?: boolean;
  split(value: V): Array<[string, unknown]>;
  /** The value back from its records' keys and values (already checked), in the order received. */
  join(entries: ReadonlyArray<readonly [string, unknown]>): V;
}

export interface DataKind<V = unknown, K extends string = string, S extends string = string> {
  /** The storage key on the device, which is also the kind's section of an export. */
  key: K;
  device: DeviceForm;
  /** The check of the kind's section of an export file (a missing section is empty). */
  file: z.ZodMiniType<V>;
  /** How an import names the section when it is damaged ("a problem in ..."). */
  section: string;
  empty(): V;
  /** The value as exported: what the features would show of it (duplicates, empty days gone). */
  tidy?(value: V): V;
  sync: SyncForm<V, S>;
  /** An import: the device's value with the file's merged in, losing nothing of the device's. */
  merge(local: V, incoming: V, both: { local: AnyData; incoming: AnyData }): V;
  /** Named in the import's message when an import changed it (a kind counted there has none). */
  importedAs?: string;
  /** A spreadsheet download made from the data. */
  csv?: { name: string; label: string; text(data: AnyData): string };
  /** Its line in the list of what 'Delete my data' removes; null when deleting keeps it. */
  erases: string | null;
  /** How the privacy page names it among what is kept on the device. */
  named: string;
}

const kind = <V, const K extends string, const S extends string>(spec: DataKind<V, K, S>) => spec;

/** A file section with its default when missing. */
const section = <T extends z.ZodMiniType>(build: () => T, empty: z.infer<T>) =>
  lazySchema(() => z._default(build(), empty as never)) as unknown as z.ZodMiniType<z.infer<T>>;

/** Sync form of an object of entries: one record per entry. */
const entries = <V extends Record<string, unknown>, const S extends string>(
  syncKind: S,
  value: z.ZodMiniType,
): SyncForm<V, S> => ({
  kind: syncKind,
  keyOk: isIsoDate,
  value,
  split: (v) => Object.entries(v),
  join: (list) => Object.fromEntries(list) as V,
});

/** Sync form of a list of items with ids: one record per item, keyed by its id. */
const byId = <T extends { id: number }, const S extends string>(
  syncKind: S,
  value: z.ZodMiniType,
  { newestFirst, idDigits }: { newestFirst: boolean; idDigits: number },
): SyncForm<T[], S> => {
  const idKey = new RegExp(`^\\d{1,${idDigits}}$`);
  return {
    kind: syncKind,
    keyOk: (k) => idKey.test(k),
    value,
    keyedById: true,
    split: (list) => list.map((e) => [String(e.id), e]),
    join: (list) =>
      list.map(([, v]) => v as T).sort((a, b) => (newestFirst ? b.id - a.id : a.id - b.id)),
  };
};

/** Sync form of a list of items with text ids (UUIDs): one record per item, keyed by its id. */
const byTextId = <T extends { id: string }, const S extends string>(
  syncKind: S,
  value: z.ZodMiniType,
  order: (a: T, b: T) => number,
): SyncForm<T[], S> => ({
  kind: syncKind,
  keyOk: (k) => k.length > 0 && k.length <= 64,
  value,
  keyedById: true,
  split: (list) => list.map((e) => [e.id, e]),
  join: (list) => list.map(([, v]) => v as T).sort(order),
});

/** The device's items, then each of the file's whose id the device does not have. */
const mergeById = <T extends { id: string }>(
  local: T[],
  incoming: T[],
  order: (a: T, b: T) => number,
) => {
  const ids = new Set(local.map((e) => e.id));
  return [...local, ...incoming.filter((e) => !ids.has(e.id))].sort(order);
};

/** Items with text ids, each once (the last listed wins), in order. */
const distinctById = <T extends { id: string }>(list: T[], order: (a: T, b: T) => number) =>
  [...new Map(list.map((e) => [e.id, e])).values()].sort(order);

const byTime =
  <T>(time: (t: T & { id: string }) => string) =>
  (a: T & { id: string }, b: T & { id: string }) => {
    const ta = time(a);
    const tb = time(b);
    return ta < tb ? -1 : ta > tb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
const useOrder = byTime<ToolUse>((u) => u.startedAt);
const checkInOrder = byTime<CheckIn>((c) => c.at);

/** The device's activities, then the file's that the device lacks (by name), up to the limit. */
function mergeActivities(local: string[] | null, incoming: string[] | null): string[] | null {
  if (local === null || incoming === null) return local ?? incoming;
  const names = new Set(local.map(activityKey));
  const added = incoming.filter((a) => !names.has(activityKey(a)));
  return [...local, ...added].slice(0, ACTIVITY_LIST_MAX);
}

/** Sync form of one value: one record under a fixed key, none when there is no value. */
const one = <T, const S extends string>(
  syncKind: S,
  key: string,
  value: z.ZodMiniType,
): SyncForm<T | null, S> => ({
  kind: syncKind,
  keyOk: (k) => k === key,
  value,
  split: (v) => (v === null ? [] : [[key, v]]),
  join: (list) => (list.length === 0 ? null : (list[list.length - 1]![1] as T)),
});

const MOOD_GOES = 'your mood history and mood levels, and with them your streak';
const SKILLS_GO = 'your favourite and custom coping skills';
const skillsOf = (d: AnyData) => ({
  custom: d.copingSkillsCustom as CustomSkill[],
  favorites: d.copingSkillsFavorites as number[],
});

const BUILT_IN = [
  kind({
    key: 'moodHistory',
    device: { shape: 'map', value: MoodLabelSchema, keyOk: isIsoDate },
    file: section(() => MoodHistorySchema, {}),
    section: 'the mood history',
    empty: (): MoodHistory => ({}),
    sync: entries<MoodHistory, 'mood'>('mood', MoodLabelSchema),
    merge: (local, incoming) => ({ ...incoming, ...local }),
    csv: {
      name: 'mood',
      label: 'Mood history as CSV',
      text: (d) => moodCsv(d.moodHistory as MoodHistory, d.moodLevels as MoodLevels),
    },
    erases: MOOD_GOES,
    named: 'mood check-ins and mood levels',
  }),
  kind({
    key: 'moodLevels',
    device: { shape: 'map', value: MoodLevelSchema, keyOk: isIsoDate },
    file: section(() => MoodLevelsSchema, {}),
    section: 'the mood levels',
    empty: (): MoodLevels => ({}),
    sync: entries<MoodLevels, 'moodLevel'>('moodLevel', MoodLevelSchema),
    merge: (local, incoming) => ({ ...incoming, ...local }),
    erases: MOOD_GOES,
    named: 'mood check-ins and mood levels',
  }),
  kind({
    key: 'journalHistory',
    device: { shape: 'list', item: JournalEntrySchema },
    file: section(() => z.array(JournalEntrySchema), []),
    section: 'the journal',
    empty: (): JournalEntry[] => [],
    sync: byId<JournalEntry, 'journal'>('journal', JournalEntrySchema, {
      newestFirst: true,
      idDigits: 16,
    }),
    merge: mergeJournal,
    csv: {
      name: 'journal',
      label: 'Journal as CSV',
      text: (d) => journalCsv(d.journalHistory as JournalEntry[]),
    },
    erases: 'your journal entries, and any entry you were still writing',
    named: 'journal entries',
  }),
  kind({
    key: 'dailyChallenges',
    device: { shape: 'map', value: DayTicksSchema, keyOk: isIsoDate },
    file: section(() => DailyChallengesSchema, {}),
    section: 'the daily challenges',
    empty: (): DailyChallenges => ({}),
    tidy: (days) => Object.fromEntries(Object.entries(days).filter(([, t]) => t.length > 0)),
    sync: entries<DailyChallenges, 'challenges'>('challenges', DayTicksSchema),
    merge: mergeChallenges,
    erases: 'your daily challenge ticks',
    named: 'daily challenge ticks',
  }),
  kind({
    key: 'copingSkillsFavorites',
    device: { shape: 'list', item: FavoriteIdSchema, distinct: true },
    file: lazySchema(() =>
      z.pipe(
        z._default(z.array(FavoriteIdSchema), []),
        z.transform((ids: number[]) => [...new Set(ids)]),
      ),
    ),
    section: 'the favourite skills',
    empty: (): number[] => [],
    tidy: (ids) => [...new Set(ids)],
    sync: {
      kind: 'favorite',
      keyOk: (k) => /^\d{1,9}$/.test(k),
      value: lazySchema(() => z.literal(true)),
      split: (ids) => [...new Set(ids)].map((id) => [String(id), true]),
      join: (list) => list.map(([k]) => Number(k)).sort((a, b) => a - b),
    },
    merge: (_l, _i, both) => mergeSkills(skillsOf(both.local), skillsOf(both.incoming)).favorites,
    erases: SKILLS_GO,
    named: 'favourite and custom coping skills',
  }),
  kind({
    key: 'copingSkillsCustom',
    device: { shape: 'list', item: CustomSkillSchema },
    file: lazySchema(() =>
      z.pipe(
        z._default(z.array(CustomSkillSchema), []),
        z.transform((list: CustomSkill[]) => uniqueCustomSkills(list)),
      ),
    ),
    section: 'the custom skills',
    empty: (): CustomSkill[] => [],
    tidy: uniqueCustomSkills,
    sync: byId<CustomSkill, 'customSkill'>('customSkill', CustomSkillSchema, {
      newestFirst: false,
      idDigits: 9,
    }),
    merge: (_l, _i, both) => mergeSkills(skillsOf(both.local), skillsOf(both.incoming)).custom,
    erases: SKILLS_GO,
    named: 'favourite and custom coping skills',
  }),
  kind({
    key: 'safetyPlan',
    device: { shape: 'single', value: SafetyPlanSchema },
    file: section(() => z.nullable(SafetyPlanSchema), null),
    section: 'the safety plan',
    empty: (): SafetyPlan | null => null,
    sync: one<SafetyPlan, 'safetyPlan'>('safetyPlan', 'plan', SafetyPlanSchema),
    merge: mergeSafetyPlan,
    importedAs: 'your safety plan',
    erases: 'your safety plan',
    named: 'safety plan',
  }),
  kind({
    key: 'sleepTool',
    device: { shape: 'single', value: SleepToolSchema },
    file: section(() => z.nullable(SleepToolSchema), null),
    section: 'the sleep notes',
    empty: (): SleepToolData | null => null,
    sync: one<SleepToolData, 'sleepTool'>('sleepTool', 'data', SleepToolSchema),
    merge: mergeSleep,
    importedAs: 'sleep notes',
    erases: 'your sleep times and sleep notes',
    named: 'sleep times and notes',
  }),
  kind({
    key: 'groundingAnswers',
    device: { shape: 'single', value: GroundingAnswersSchema },
    file: section(() => z.nullable(GroundingAnswersSchema), null),
    section: 'the grounding answers',
    empty: (): GroundingAnswers | null => null,
    sync: one<GroundingAnswers, 'grounding'>('grounding', 'answers', GroundingAnswersSchema),
    merge: mergeGrounding,
    importedAs: 'grounding answers',
    erases: 'your grounding answers',
    named: 'grounding answers',
  }),
  kind({
    key: 'settings',
    device: { shape: 'single', value: SettingsSchema },
    file: section(() => z.nullable(SettingsSchema), null),
    section: 'the settings',
    empty: (): Settings | null => null,
    sync: one<Settings, 'settings'>('settings', 'settings', SettingsSchema),
    // Settings have no edit times: the device's are kept.
    merge: (local, incoming) => local ?? incoming,
    importedAs: 'your settings',
    erases: 'your settings (theme, sounds and reminder)',
    named: 'settings',
  }),
  kind({
    key: 'toolUses',
    device: { shape: 'list', item: ToolUseSchema },
    file: section(() => z.array(ToolUseSchema), []),
    section: 'the tool uses',
    empty: (): ToolUse[] => [],
    tidy: (list) => distinctById(list, useOrder),
    sync: byTextId<ToolUse, 'toolUse'>('toolUse', ToolUseSchema, useOrder),
    merge: (local, incoming) => mergeById(local, incoming, useOrder),
    importedAs: 'tool uses',
    csv: {
      name: 'tool-uses',
      label: 'Tool uses as CSV',
      text: (d) => toolUsesCsv(d.toolUses as ToolUse[]),
    },
    erases: 'your tool uses and how you felt before and after them',
    named: 'tool uses and their ratings',
  }),
  kind({
    key: 'checkIns',
    device: {
      shape: 'buckets',
      prefix: CHECK_IN_KEY_PREFIX,
      item: CheckInSchema,
      keyOk: isMonthKey,
      bucketOf: (c: CheckIn) => monthOfTime(c.at),
    },
    file: section(() => z.array(CheckInSchema), []),
    section: 'the check-ins',
    empty: (): CheckIn[] => [],
    tidy: (list) => distinctById(list, checkInOrder),
    sync: byTextId<CheckIn, 'checkIn'>('checkIn', CheckInSchema, checkInOrder),
    merge: (local, incoming) => mergeById(local, incoming, checkInOrder),
    importedAs: 'check-ins',
    csv: {
      name: 'check-ins',
      label: 'Check-ins as CSV',
      text: (d) => checkInsCsv(d.checkIns as CheckIn[]),
    },
    erases: 'your check-ins (emotions, activities and notes)',
    named: 'check-ins (emotions, activities and notes)',
  }),
  kind({
    key: 'activities',
    device: { shape: 'single', value: ActivityListSchema },
    file: section(() => z.nullable(ActivityListSchema), null),
    section: 'the activity list',
    // Nothing saved: the default activities are offered.
    empty: (): string[] | null => null,
    sync: one<string[], 'activities'>('activities', 'list', ActivityListSchema),
    merge: mergeActivities,
    importedAs: 'your activity list',
    erases: 'your list of activities',
    named: 'activity list',
  }),
] as const;

type BuiltIn = (typeof BUILT_IN)[number];

/**
 * Every kind, in the order they appear in an export. (The streak is worked out from mood,
 * journal and challenge days, so it travels with them.) Code that walks the kinds reads this
 * list when it runs, so a kind added to it is handled everywhere.
 */
export const DATA_KINDS: DataKind[] = [...BUILT_IN] as DataKind[];

/** The storage keys of the kinds this version knows, in export order. */
export type UserDataKey = BuiltIn['key'];
export const USER_DATA_KEYS: readonly UserDataKey[] = BUILT_IN.map((k) => k.key);

/** The sync record kinds this version knows. */
export type SyncKind = BuiltIn['sync']['kind'];
export const SYNC_KINDS: readonly SyncKind[] = BUILT_IN.map((k) => k.sync.kind);

/**
 * All of the user's data, as the app reads it. A single-record key that was never saved is
 * null; a collection that was never saved is empty.
 */
export type UserData = {
  [E in BuiltIn as E['key']]: ReturnType<E['empty']>;
};

export function emptyUserData(): UserData {
  return Object.fromEntries(DATA_KINDS.map((k) => [k.key, k.empty()])) as UserData;
}

/** The kind whose records have this sync kind, if this version knows it. */
export function kindOfRecord(syncKind: string): DataKind | undefined {
  return DATA_KINDS.find((k) => k.sync.kind === syncKind);
}

/** The data as exported and imported: each kind as the features show it. */
export function tidyUserData(data: UserData): UserData {
  const out: Record<string, unknown> = { ...data };
  for (const k of DATA_KINDS) if (k.tidy) out[k.key] = k.tidy(out[k.key]);
  return out as UserData;
}

/** "a, b and c": each name once, in the registry's order. */
export function namedKinds(): string {
  const names = [...new Set(DATA_KINDS.map((k) => k.named))];
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The lines of what 'Delete my data' removes, each once, in the registry's order. */
export function erasedLines(): string[] {
  return [...new Set(DATA_KINDS.flatMap((k) => (k.erases === null ? [] : [k.erases])))];
}
