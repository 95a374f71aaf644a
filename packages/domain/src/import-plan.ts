/**
 * The plan of an import from another app: the parsed file and the person's mapping turned into
 * Mentora's records, checked against what this device holds, before anything is stored.
 *
 * - Each mood becomes a check-in (its time, level, activities and feelings, and its note).
 * - A day gets the slider level (`moodLevels`: the average of its moods) when it has none here,
 *   and a Good / Neutral / Bad in `moodHistory` when it has no mood here at all, so Mood
 *   Insights counts it. Days that already have data keep what was recorded there, and the
 *   check-ins are added to them, so they count in those days' mood (which is read from the
 *   check-ins first: day-mood.ts).
 * - Each note becomes a journal entry dated on its day; activities join the person's list.
 * - Every id is made from the file's content, so importing the same file again adds nothing.
 * - A Daylio entry is the one at its day and minute (the first of the file's entries there is
 *   the first of this device's imported there, and so on), and a Pixels entry is its day: one
 *   edited in the other app since an earlier import updates the check-ins and journal entry that
 *   import made, keeping their ids, rather than adding a second copy. Sync then takes the update
 *   as any edit made now.
 *
 * The plan records what it adds (the import's id, when it ran, each record's id), so the import
 * can be undone as one step for a day after it ran.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import {
  ACTIVITY_LIST_MAX,
  ACTIVITY_NAME_MAX,
  CHECK_IN_EMOTIONS_MAX,
  CHECK_IN_NOTE_MAX,
  CheckInSchema,
  EMOTION_WORD_MAX,
  activityKey,
  dateOfTime,
  DEFAULT_ACTIVITIES,
  type CheckIn,
} from './check-ins';
import { toIsoDate, type Clock } from './dates';
import { JournalEntrySchema, MAX_JOURNAL_LENGTH, type JournalEntry } from './journal';
import {
  IsoDateSchema,
  MoodLabelSchema,
  MoodLevelSchema,
  clampMoodLevel,
  type MoodHistory,
  type MoodLabel,
  type MoodLevels,
} from './mood';
import {
  contentHash,
  keyOf,
  noteText,
  pixelsNoteKey,
  type ImportProblem,
  type ImportSource,
  type ParsedImport,
} from './import-format';
import type { MoodChoice, MoodMapping } from './import-mapping';

/** The data an import reads and adds to (the matching kinds of the user's data). */
export interface ImportTarget {
  checkIns: readonly CheckIn[];
  moodLevels: MoodLevels;
  moodHistory: MoodHistory;
  journalHistory: readonly JournalEntry[];
  /** null: nothing saved yet, so the default activities are offered. */
  activities: readonly string[] | null;
}

/** What an import added, kept so that it can be undone. */
export interface ImportRecord {
  id: string;
  source: ImportSource;
  /** When it ran (ms since 1970). */
  ranAt: number;
  checkIns: string[];
  journal: number[];
  /** The levels and labels it gave days, so an undo leaves any changed since. */
  moodLevels: Record<string, number>;
  moodHistory: Record<string, MoodLabel>;
  /** The activity names it added to the list. */
  activities: string[];
  /** The list was never saved before (the defaults were offered): an undo leaves it unsaved. */
  listWasDefault?: boolean;
  /** What it updated (entries edited in the other app since), as they were, for the undo. */
  replaced?: { checkIns: CheckIn[]; journal: JournalEntry[] };
}

export const ImportRecordSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    source: z.enum(['daylio', 'pixels']),
    ranAt: z.int().check(z.nonnegative()),
    checkIns: z.array(z.string()),
    journal: z.array(z.int()),
    moodLevels: z.record(IsoDateSchema, MoodLevelSchema),
    moodHistory: z.record(IsoDateSchema, MoodLabelSchema),
    activities: z.array(z.string()),
    listWasDefault: z.optional(z.boolean()),
    replaced: z.optional(
      z.object({ checkIns: z.array(CheckInSchema), journal: z.array(JournalEntrySchema) }),
    ),
  }),
);

export interface ImportPlan {
  record: ImportRecord;
  checkIns: CheckIn[];
  moodLevels: Record<string, number>;
  moodHistory: Record<string, MoodLabel>;
  journal: JournalEntry[];
  /** Names added at the end of the activity list. */
  activities: string[];
  /** The lines or entries of the file that are left out. */
  leftOut: ImportProblem[];
  /** What this device already has from the file (an import of it before): not added again. */
  already: { checkIns: number; notes: number };
  /**
   * Check-ins and journal entries of an earlier import whose entry was edited in the other app
   * since, as they become (same ids): they replace the earlier versions.
   */
  updated: { checkIns: CheckIn[]; journal: JournalEntry[] };
  /** How many entries of the file `updated` holds (a Pixels day's scores and note are one). */
  entriesUpdated: number;
  /**
   * Days of the file that already have a mood here: what was recorded stays, and the imported
   * check-ins are added to them and count in their mood.
   */
  keptDays: number;
  /** Activities that did not fit on the list (it holds ACTIVITY_LIST_MAX); check-ins keep them. */
  activitiesNotListed: number;
}

export interface PlanOptions {
  /** When the import runs. */
  clock: Clock;
  /** The UTC offset ('+01:00') of a local date and time; the device's by default. */
  offsetOf?: (date: string, time: string) => string;
  /** A journal entry's date and time as shown; the device's locale by default. */
  formatMoment?: (moment: Date) => { date: string; time: string };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date and time (YYYY-MM-DD, HH:MM) as a Date on this device. */
function localMoment(date: string, time: string): Date {
  return new Date(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
}

/** The device's UTC offset at a local date and time, as '+01:00'. */
export function deviceOffset(date: string, time: string): string {
  const offset = -localMoment(date, time).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

const localeMoment = (d: Date) => ({ date: d.toLocaleDateString(), time: d.toLocaleTimeString() });

/** A text cut to a length, with an ellipsis when something was cut. */
function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A name within a limit, compared by activityKey; repeats left out. */
function names(list: readonly string[], max: number, most: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const name = raw.slice(0, max).trim();
    const key = activityKey(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === most) break;
  }
  return out;
}

/** A long note as journal-sized parts, split at a line break or space where one is near. */
export function journalParts(text: string, max = MAX_JOURNAL_LENGTH): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let at = rest.lastIndexOf('\n', max);
    if (at < max * 0.8) at = rest.lastIndexOf(' ', max);
    if (at < max * 0.8) at = max;
    parts.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest !== '' || parts.length === 0) parts.push(rest);
  return parts;
}

const LABEL_WEIGHT: Readonly<Record<MoodLabel, number>> = { Good: 1, Neutral: 0, Bad: -1 };

/** A day's label from its moods' labels: Good and Bad balance out; even is Neutral. */
export function dayLabel(labels: readonly MoodLabel[]): MoodLabel {
  const sum = labels.reduce((s, l) => s + LABEL_WEIGHT[l], 0);
  return sum > 0 ? 'Good' : sum < 0 ? 'Bad' : 'Neutral';
}

const NEUTRAL: MoodChoice = { level: 5, label: 'Neutral' };

const byTime = (a: CheckIn, b: CheckIn) =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Turns a parsed file and a mapping into the records to add. Stores nothing. */
export function planImport(
  parsed: ParsedImport,
  mapping: MoodMapping,
  data: ImportTarget,
  options: PlanOptions,
): ImportPlan {
  const offsetOf = options.offsetOf ?? deviceOffset;
  const formatMoment = options.formatMoment ?? localeMoment;
  const ranAt = options.clock().getTime();
  const choice = (mood: string) => mapping[mood] ?? NEUTRAL;

  // What this device has: check-in ids, and the days with a mood (any source) or a level.
  const checkInIds = new Set(data.checkIns.map((c) => c.id));
  const moodDays = new Set([...Object.keys(data.moodLevels), ...Object.keys(data.moodHistory)]);
  for (const c of data.checkIns) if (c.level !== undefined) moodDays.add(dateOfTime(c.at));

  const checkIns: CheckIn[] = [];
  const already = { checkIns: 0, notes: 0 };
  const updated: ImportPlan['updated'] = { checkIns: [], journal: [] };
  const replaced: NonNullable<ImportRecord['replaced']> = { checkIns: [], journal: [] };
  // Neither app gives an entry an id of its own: a Daylio entry is the one at its day and
  // minute, a Pixels entry its day (Pixels keeps one a date, its moods placed at midday). This
  // device's check-ins from an earlier import that no mood of the file is, unchanged, by place:
  // each is a mood of the entry there as it was then, edited in the other app since.
  const prefix = `${parsed.source}-`;
  const placeOf = (at: string) => at.slice(0, parsed.source === 'daylio' ? 16 : 10);
  const fileIds = new Set(parsed.moods.map((m) => `${prefix}${m.key}`));
  const earlier = new Map<string, CheckIn[]>();
  for (const c of data.checkIns) {
    if (!c.id.startsWith(prefix) || fileIds.has(c.id)) continue;
    const place = placeOf(c.at);
    (earlier.get(place) ?? earlier.set(place, []).get(place)!).push(c);
  }
  // The key of the earlier import's Daylio entry whose note a note of the file is, by its key.
  const earlierKeys = new Map<string, string>();
  // The keys (and days) of the file's moods this device has, unchanged, from an earlier import.
  const imported = new Set<string>();
  const importedDays = new Set<string>();
  const dayLevels = new Map<string, number[]>();
  const dayLabels = new Map<string, MoodLabel[]>();
  // Each of the file's moods as a check-in; null where this device has it already, unchanged.
  const made = parsed.moods.map((m): CheckIn | null => {
    const { level, label } = choice(m.mood);
    (dayLevels.get(m.date) ?? dayLevels.set(m.date, []).get(m.date)!).push(level);
    (dayLabels.get(m.date) ?? dayLabels.set(m.date, []).get(m.date)!).push(label);
    const id = `${prefix}${m.key}`;
    if (checkInIds.has(id)) return null;
    return {
      id,
      at: `${m.date}T${m.time}:00${offsetOf(m.date, m.time)}`,
      level,
      emotions: names(m.emotions, EMOTION_WORD_MAX, CHECK_IN_EMOTIONS_MAX),
      activities: names(m.activities, ACTIVITY_NAME_MAX, ACTIVITY_LIST_MAX),
      ...(m.note !== undefined ? { note: cut(m.note, CHECK_IN_NOTE_MAX) } : {}),
    };
  });
  // Each earlier check-in of a place is the mood there most like it (the same note counting
  // most, then the same mood, then the same activities), the first in the file if none is.
  const edited = new Map<number, CheckIn>();
  for (const [place, list] of earlier) {
    const open = made.flatMap((c, i) => (c !== null && placeOf(c.at) === place ? [i] : []));
    for (const was of list) {
      let best = -1;
      let bestScore = -1;
      for (const i of open) {
        if (edited.has(i)) continue;
        const c = made[i]!;
        const score =
          (c.note === was.note ? 4 : 0) +
          (c.level === was.level ? 2 : 0) +
          (String(c.activities) === String(was.activities) ? 1 : 0);
        if (score > bestScore) [best, bestScore] = [i, score];
      }
      if (best !== -1) edited.set(best, was);
    }
  }
  // The entries of the file updated: a Daylio entry by its key, a Pixels one by its day.
  const entryOf = (m: { key: string; date: string }) =>
    parsed.source === 'daylio' ? m.key : m.date;
  const entriesUpdated = new Set<string>();
  parsed.moods.forEach((m, i) => {
    const c = made[i] ?? null;
    if (c === null) {
      imported.add(m.key);
      importedDays.add(m.date);
      already.checkIns++;
      return;
    }
    const was = edited.get(i);
    if (was !== undefined) {
      // The same entry, edited in the other app: its check-in keeps its id and time, and takes
      // the rest.
      const now: CheckIn = { ...c, id: was.id, at: was.at };
      if (parsed.source === 'daylio') earlierKeys.set(m.key, was.id.slice(prefix.length));
      if (sameCheckIn(was, now)) already.checkIns++;
      else {
        updated.checkIns.push(now);
        replaced.checkIns.push(was);
        entriesUpdated.add(entryOf(m));
      }
      return;
    }
    if (checkInIds.has(c.id)) {
      already.checkIns++;
      return;
    }
    checkInIds.add(c.id);
    checkIns.push(c);
  });

  const moodLevels: Record<string, number> = {};
  const moodHistory: Record<string, MoodLabel> = {};
  let keptDays = 0;
  for (const [date, levels] of dayLevels) {
    if (moodDays.has(date)) keptDays++;
    if (data.moodLevels[date] === undefined) {
      moodLevels[date] = clampMoodLevel(levels.reduce((s, l) => s + l, 0) / levels.length);
    }
    if (!moodDays.has(date)) moodHistory[date] = dayLabel(dayLabels.get(date)!);
  }

  // Journal entries: the id is the note's moment plus a few milliseconds from its content, so
  // the same note always gets the same id. An entry already at that id with the same text (or
  // edited since an import) is this note; another entry there moves it on by a millisecond.
  const journalById = new Map(data.journalHistory.map((e) => [e.id, e]));
  /** The id of a note's part placed at a moment (ms), before it moves on past any entry there. */
  const noteId = (moment: number, key: string, part: number) =>
    moment + (parseInt(contentHash(keyOf(key, String(part))).slice(0, 6), 16) % 1000);
  // For Pixels: this device's check-ins of its imports with a note, by day, and its journal
  // entries by the second their id falls in.
  const notedDays = new Map<string, CheckIn[]>();
  const bySecond = new Map<number, JournalEntry[]>();
  if (parsed.source === 'pixels') {
    for (const c of data.checkIns) {
      if (!c.id.startsWith(prefix) || c.note === undefined) continue;
      const date = dateOfTime(c.at);
      (notedDays.get(date) ?? notedDays.set(date, []).get(date)!).push(c);
    }
    for (const e of data.journalHistory) {
      const s = Math.floor(e.id / 1000);
      (bySecond.get(s) ?? bySecond.set(s, []).get(s)!).push(e);
    }
  }
  /**
   * The journal entry an earlier Pixels import made of a day's note, found from the copy of the
   * note its check-in there holds (the day's first mood's): where that import put it, in the
   * second its ids take (or the next, moved on), with that text (cut to fit the check-in, it
   * begins so), or, edited here since, at the id made from that text.
   */
  const pixelsNoteHere = (date: string): JournalEntry | undefined => {
    for (const c of notedDays.get(date) ?? []) {
      const note = c.note!;
      const moment = localMoment(date, c.at.slice(11, 16)).getTime();
      const cut = note.endsWith('…');
      const head = cut ? note.slice(0, -1) : note;
      const second = Math.floor(moment / 1000);
      const near = [...(bySecond.get(second) ?? []), ...(bySecond.get(second + 1) ?? [])];
      const found = near.find((e) => (cut ? e.content.startsWith(head) : e.content === head));
      if (found !== undefined) return found;
      const edited = journalById.get(noteId(moment, pixelsNoteKey(date, note), 0));
      if (edited?.updatedAt !== undefined) return edited;
    }
    return undefined;
  };
  // Those found, each for one note of the file (a backup listing a day twice has two).
  const claimed = new Set<number>();
  const journal: JournalEntry[] = [];
  for (const note of parsed.notes) {
    const moment = localMoment(note.date, note.time);
    const shown = formatMoment(moment);
    // The note of an entry edited since an earlier import is at the id that import gave it.
    const earlierKey = earlierKeys.get(note.key);
    // A Pixels day's note made by an earlier import (updated since, perhaps: it stays at its id).
    let here = parsed.source === 'pixels' ? pixelsNoteHere(note.date) : undefined;
    if (here !== undefined && claimed.has(here.id)) here = undefined;
    if (here !== undefined) claimed.add(here.id);
    journalParts(noteText(note.title, note.body)).forEach((content, part) => {
      if (here !== undefined && part === 0) {
        // The same note; or this file's moods of the day are here (so the note was changed
        // since, by a newer file: this one is older); or it was edited here: left as it is.
        if (
          here.content === content ||
          importedDays.has(note.date) ||
          here.updatedAt !== undefined
        ) {
          already.notes++;
          return;
        }
        // Edited in Pixels: the entry takes the text the day has now.
        const now: JournalEntry = { ...here, content };
        updated.journal.push(now);
        replaced.journal.push(here);
        journalById.set(here.id, now);
        entriesUpdated.add(entryOf(note));
        return;
      }
      const base = noteId(moment.getTime(), earlierKey ?? note.key, part);
      for (let id = base; ; id++) {
        const there = journalById.get(id);
        if (there === undefined) {
          // A note of a file without times of day has none (''), not the midday it is put at.
          const time = note.timeUnknown ? '' : shown.time;
          const entry: JournalEntry = { id, content, date: shown.date, time };
          journal.push(entry);
          journalById.set(id, entry);
          return;
        }
        // At its place, the note of an entry imported before, edited since (here, or by an
        // import of the entry edited in Daylio: this file is older) is this note.
        const before = imported.has(note.key) || there.updatedAt !== undefined;
        if (there.content === content || (id === base && before)) {
          already.notes++;
          return;
        }
        if (earlierKey !== undefined && id === base) {
          // Its earlier text, never edited here: it takes the text the entry has now.
          const now: JournalEntry = { ...there, content };
          updated.journal.push(now);
          replaced.journal.push(there);
          journalById.set(id, now);
          entriesUpdated.add(entryOf(note));
          return;
        }
      }
    });
  }

  // Activities: the file's, added at the end of the person's list while there is room.
  // The list as the person sees it: the defaults until one was saved.
  const list = data.activities ?? DEFAULT_ACTIVITIES;
  const listed = new Set(list.map(activityKey));
  const activities: string[] = [];
  let activitiesNotListed = 0;
  for (const name of names(parsed.activities, ACTIVITY_NAME_MAX, Infinity)) {
    if (listed.has(activityKey(name))) continue;
    if (list.length + activities.length >= ACTIVITY_LIST_MAX) {
      activitiesNotListed++;
      continue;
    }
    listed.add(activityKey(name));
    activities.push(name);
  }

  checkIns.sort(byTime);
  journal.sort((a, b) => b.id - a.id);
  const record: ImportRecord = {
    id: `${parsed.source}-${contentHash(keyOf(...parsed.moods.map((m) => m.key), ...parsed.notes.map((n) => n.key)))}-${ranAt.toString(36)}`,
    source: parsed.source,
    ranAt,
    checkIns: checkIns.map((c) => c.id),
    journal: journal.map((e) => e.id),
    moodLevels,
    moodHistory,
    activities,
    ...(data.activities === null && activities.length > 0 ? { listWasDefault: true } : {}),
    ...(replaced.checkIns.length + replaced.journal.length > 0 ? { replaced } : {}),
  };
  return {
    record,
    checkIns,
    moodLevels,
    moodHistory,
    journal,
    activities,
    leftOut: parsed.problems,
    already,
    updated,
    entriesUpdated: entriesUpdated.size,
    keptDays,
    activitiesNotListed,
  };
}

/** Whether two check-ins say the same (their ids and times aside). */
const sameCheckIn = (a: CheckIn, b: CheckIn): boolean =>
  a.level === b.level &&
  a.note === b.note &&
  String(a.emotions) === String(b.emotions) &&
  String(a.activities) === String(b.activities);

/** A list with the items of the same id replaced by the given ones. */
function replacing<T extends { id: string | number }>(list: readonly T[], by: readonly T[]): T[] {
  const byId = new Map(by.map((e) => [e.id, e]));
  return list.map((e) => byId.get(e.id) ?? e);
}

/** True when the plan adds and changes nothing (the file was imported before, say). */
export function planAddsNothing(plan: ImportPlan): boolean {
  return (
    plan.checkIns.length === 0 &&
    plan.journal.length === 0 &&
    plan.updated.checkIns.length === 0 &&
    plan.updated.journal.length === 0 &&
    plan.activities.length === 0 &&
    Object.keys(plan.moodLevels).length === 0 &&
    Object.keys(plan.moodHistory).length === 0
  );
}

/** The data with the plan's records added and updated (the kinds an import touches only). */
export function applyImportPlan<T extends ImportTarget>(data: T, plan: ImportPlan): T {
  const { updated } = plan;
  const checkIns =
    updated.checkIns.length > 0 ? replacing(data.checkIns, updated.checkIns) : data.checkIns;
  const journal =
    updated.journal.length > 0
      ? replacing(data.journalHistory, updated.journal)
      : data.journalHistory;
  return {
    ...data,
    checkIns: plan.checkIns.length > 0 ? [...checkIns, ...plan.checkIns].sort(byTime) : checkIns,
    moodLevels: { ...plan.moodLevels, ...data.moodLevels },
    moodHistory: { ...plan.moodHistory, ...data.moodHistory },
    journalHistory:
      plan.journal.length > 0 ? [...journal, ...plan.journal].sort((a, b) => b.id - a.id) : journal,
    activities:
      plan.activities.length > 0
        ? [...(data.activities ?? DEFAULT_ACTIVITIES), ...plan.activities]
        : data.activities,
  };
}

/** How long after it ran an import can be undone. */
export const IMPORT_UNDO_MS = 24 * 60 * 60 * 1000;

export const UNDO_ERRORS = {
  expired:
    'This import can no longer be undone: undo is kept for a day after an import. Nothing was changed.',
} as const;

/** Whether an import can still be undone now. */
export function canUndoImport(record: Pick<ImportRecord, 'ranAt'>, clock: Clock): boolean {
  return clock().getTime() - record.ranAt < IMPORT_UNDO_MS;
}

export interface UndoResult<T> {
  ok: true;
  data: T;
  removed: { checkIns: number; notes: number; days: number; activities: number };
  /** Entries it updated, put back as they were. */
  restored: number;
  /** Journal entries edited since the import: kept. */
  keptEdited: number;
}

/**
 * The data with exactly what an import added taken out again: its check-ins, its journal
 * entries (an entry edited since is kept), the levels and labels it gave days (unless changed
 * since), and the activities it listed that no remaining check-in uses.
 */
export function undoImport<T extends ImportTarget>(
  data: T,
  record: ImportRecord,
  clock: Clock,
): UndoResult<T> | { ok: false; error: string } {
  if (!canUndoImport(record, clock)) return { ok: false, error: UNDO_ERRORS.expired };
  const checkInIds = new Set(record.checkIns);
  // What it updated goes back as it was: a check-in, and a journal entry not edited here since.
  const before = record.replaced ?? { checkIns: [], journal: [] };
  const checkIns = replacing(data.checkIns, before.checkIns).filter((c) => !checkInIds.has(c.id));
  const journalIds = new Set(record.journal);
  let keptEdited = 0;
  const unedited = new Set(
    data.journalHistory.filter((e) => e.updatedAt === undefined).map((e) => e.id),
  );
  const journalBack = before.journal.filter((e) => unedited.has(e.id));
  const journalHistory = replacing(data.journalHistory, journalBack).filter((e) => {
    if (!journalIds.has(e.id)) return true;
    if (e.updatedAt !== undefined) keptEdited++;
    return e.updatedAt !== undefined;
  });
  const days = new Set<string>();
  const moodLevels = { ...data.moodLevels };
  for (const [date, level] of Object.entries(record.moodLevels)) {
    if (moodLevels[date] === level) {
      delete moodLevels[date];
      days.add(date);
    }
  }
  const moodHistory = { ...data.moodHistory };
  for (const [date, label] of Object.entries(record.moodHistory)) {
    if (moodHistory[date] === label) {
      delete moodHistory[date];
      days.add(date);
    }
  }
  const used = new Set(checkIns.flatMap((c) => c.activities.map(activityKey)));
  const added = new Set(record.activities.map(activityKey));
  let activities = data.activities;
  let activitiesRemoved = 0;
  if (activities !== null && added.size > 0) {
    const kept = activities.filter((a) => !added.has(activityKey(a)) || used.has(activityKey(a)));
    activitiesRemoved = activities.length - kept.length;
    if (activitiesRemoved > 0) activities = kept;
    // Back to the defaults, as they were before: unsaved again.
    const asDefault =
      record.listWasDefault === true &&
      kept.length === DEFAULT_ACTIVITIES.length &&
      kept.every((a, i) => a === DEFAULT_ACTIVITIES[i]);
    if (asDefault) activities = null;
  }
  return {
    ok: true,
    data: { ...data, checkIns, journalHistory, moodLevels, moodHistory, activities },
    removed: {
      checkIns: data.checkIns.length - checkIns.length,
      notes: data.journalHistory.length - journalHistory.length,
      days: days.size,
      activities: activitiesRemoved,
    },
    restored:
      record.source === 'pixels'
        ? // A Pixels entry is a day: its scores and its note are one.
          new Set([
            ...before.checkIns.map((c) => dateOfTime(c.at)),
            ...journalBack.map((e) => toIsoDate(new Date(e.id))),
          ]).size
        : Math.max(before.checkIns.length, journalBack.length),
    keptEdited,
  };
}
