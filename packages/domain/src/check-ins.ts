/**
 * Check-ins: beside the day's mood slider, any number of moments a day with emotions, activities
 * and a short note. The slider's value for the day and `moodHistory` are kept as they are.
 */
import {
  ACTIVITY_LIST_MAX,
  ACTIVITY_NAME_MAX,
  ActivityNameSchema,
  CHECK_IN_EMOTIONS_MAX,
  CHECK_IN_NOTE_MAX,
  CheckInSchema,
  activityKey,
  dateOfTime,
  monthOfTime,
  type CheckIn,
  type CheckInBuckets,
  type MonthKey,
} from './check-in-schema';
import { validItems } from './tool-use-schema';

export * from './check-in-schema';

export const ENERGIES = ['high', 'low'] as const;
export const PLEASANTNESS = ['pleasant', 'unpleasant'] as const;
export type Energy = (typeof ENERGIES)[number];
export type Pleasantness = (typeof PLEASANTNESS)[number];

export interface Emotion {
  word: string;
  energy: Energy;
  pleasantness: Pleasantness;
}

/** The four quadrants of the emotion picker, in the order it shows them, with their headings. */
export const EMOTION_QUADRANTS: readonly {
  energy: Energy;
  pleasantness: Pleasantness;
  heading: string;
}[] = [
  { energy: 'high', pleasantness: 'pleasant', heading: 'High energy, pleasant' },
  { energy: 'high', pleasantness: 'unpleasant', heading: 'High energy, unpleasant' },
  { energy: 'low', pleasantness: 'pleasant', heading: 'Low energy, pleasant' },
  { energy: 'low', pleasantness: 'unpleasant', heading: 'Low energy, unpleasant' },
];

const WORDS: Record<`${Energy} ${Pleasantness}`, readonly string[]> = {
  'high pleasant': [
    'Excited',
    'Joyful',
    'Energetic',
    'Cheerful',
    'Proud',
    'Hopeful',
    'Playful',
    'Inspired',
    'Confident',
    'Enthusiastic',
    'Amused',
    'Motivated',
  ],
  'high unpleasant': [
    'Anxious',
    'Stressed',
    'Angry',
    'Frustrated',
    'Nervous',
    'Irritated',
    'Worried',
    'Overwhelmed',
    'Panicky',
    'Restless',
    'Tense',
    'Jealous',
  ],
  'low pleasant': [
    'Calm',
    'Relaxed',
    'Content',
    'Peaceful',
    'Grateful',
    'Safe',
    'Comfortable',
    'Relieved',
    'Satisfied',
    'Loved',
    'Thoughtful',
    'Rested',
  ],
  'low unpleasant': [
    'Sad',
    'Tired',
    'Lonely',
    'Bored',
    'Down',
    'Drained',
    'Hopeless',
    'Disappointed',
    'Guilty',
    'Numb',
    'Ashamed',
    'Hurt',
  ],
};

/** The emotion vocabulary: 48 everyday words, 12 in each quadrant. */
export const EMOTIONS: readonly Emotion[] = EMOTION_QUADRANTS.flatMap(({ energy, pleasantness }) =>
  WORDS[`${energy} ${pleasantness}`].map((word) => ({ word, energy, pleasantness })),
);

/** The words of one quadrant, in order. */
export function emotionsIn(energy: Energy, pleasantness: Pleasantness): Emotion[] {
  return EMOTIONS.filter((e) => e.energy === energy && e.pleasantness === pleasantness);
}

/** The activity list a person starts with; they can add, rename and remove. */
export const DEFAULT_ACTIVITIES: readonly string[] = [
  'Slept well',
  'Exercise',
  'Outdoors',
  'Friends',
  'Family',
  'Work',
  'Study',
  'Screen time',
  'Caffeine',
  'Alcohol',
  'Healthy food',
  'Reading',
  'Hobby',
  'Music',
  'Chores',
  'Rest',
];

/** A list with repeats (by activityKey) and blanks left out, each item trimmed. */
function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = activityKey(item);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item.trim().replace(/\s+/g, ' '));
  }
  return out;
}

export const CHECK_IN_ERRORS = {
  empty: 'Add an emotion, an activity, a note or your mood first.',
  note: (over: number) =>
    `The note is ${over.toLocaleString('en')} characters over the limit of ${CHECK_IN_NOTE_MAX.toLocaleString('en')}. Shorten it to save; your text stays here.`,
  emotions: `Choose up to ${CHECK_IN_EMOTIONS_MAX} emotions.`,
} as const;

export interface CheckInDraft {
  level?: number | undefined;
  emotions: readonly string[];
  activities: readonly string[];
  note?: string | undefined;
}

export type CheckInResult = { ok: true; checkIn: CheckIn } | { ok: false; error: string };

/**
 * Builds a check-in from what was picked and typed: lists without repeats, the note trimmed
 * (left out when blank). `id` and `at` (see toLocalIsoTime) are given by the caller.
 */
export function newCheckIn(draft: CheckInDraft, id: string, at: string): CheckInResult {
  const note = draft.note?.trim() ?? '';
  if (note.length > CHECK_IN_NOTE_MAX) {
    return { ok: false, error: CHECK_IN_ERRORS.note(note.length - CHECK_IN_NOTE_MAX) };
  }
  const emotions = distinct(draft.emotions);
  if (emotions.length > CHECK_IN_EMOTIONS_MAX)
    return { ok: false, error: CHECK_IN_ERRORS.emotions };
  const activities = distinct(draft.activities);
  if (draft.level === undefined && emotions.length + activities.length === 0 && note === '') {
    return { ok: false, error: CHECK_IN_ERRORS.empty };
  }
  const parsed = CheckInSchema.safeParse({
    id,
    at,
    ...(draft.level !== undefined ? { level: draft.level } : {}),
    emotions,
    activities,
    ...(note ? { note } : {}),
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
  return { ok: true, checkIn: parsed.data };
}

export const ACTIVITY_ERRORS = {
  blank: 'Type a name for the activity.',
  tooLong: `Keep the name to ${ACTIVITY_NAME_MAX} characters or fewer.`,
  duplicate: 'That activity is already on the list.',
  full: `The list holds up to ${ACTIVITY_LIST_MAX} activities. Remove one to add another.`,
  missing: 'That activity is not on the list.',
} as const;

export type ActivityListResult = { ok: true; list: string[] } | { ok: false; error: string };

function checkName(
  list: readonly string[],
  name: string,
  except?: string,
): { ok: true; name: string } | { ok: false; error: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean === '') return { ok: false, error: ACTIVITY_ERRORS.blank };
  if (clean.length > ACTIVITY_NAME_MAX) return { ok: false, error: ACTIVITY_ERRORS.tooLong };
  const key = activityKey(clean);
  if (list.some((a) => activityKey(a) === key && activityKey(a) !== except)) {
    return { ok: false, error: ACTIVITY_ERRORS.duplicate };
  }
  return { ok: true, name: clean };
}

/** Adds an activity at the end of the list (trimmed; no repeats, ignoring case). */
export function addActivity(list: readonly string[], name: string): ActivityListResult {
  if (list.length >= ACTIVITY_LIST_MAX) return { ok: false, error: ACTIVITY_ERRORS.full };
  const checked = checkName(list, name);
  return checked.ok ? { ok: true, list: [...list, checked.name] } : checked;
}

/**
 * Renames an activity in place (a change of case alone is allowed). Past check-ins keep the
 * name they were saved with, so a rename never rewrites the history.
 */
export function renameActivity(
  list: readonly string[],
  from: string,
  to: string,
): ActivityListResult {
  const i = list.findIndex((a) => activityKey(a) === activityKey(from));
  if (i < 0) return { ok: false, error: ACTIVITY_ERRORS.missing };
  const checked = checkName(list, to, activityKey(from));
  if (!checked.ok) return checked;
  return { ok: true, list: list.map((a, j) => (j === i ? checked.name : a)) };
}

/** Removes an activity from the list (past check-ins keep it). */
export function removeActivity(list: readonly string[], name: string): ActivityListResult {
  const key = activityKey(name);
  if (!list.some((a) => activityKey(a) === key)) {
    return { ok: false, error: ACTIVITY_ERRORS.missing };
  }
  return { ok: true, list: list.filter((a) => activityKey(a) !== key) };
}

/** The stored activity list, or the defaults when nothing (or nothing readable) is stored. */
export function readActivityList(value: unknown): string[] {
  if (value === undefined || value === null) return [...DEFAULT_ACTIVITIES];
  const items = validItems(ActivityNameSchema, value);
  return distinct(items).slice(0, ACTIVITY_LIST_MAX);
}

/*
 * Storage: check-ins are kept in buckets by month, one stored value per month under
 * `checkIns:YYYY-MM` (about 90 check-ins at three a day). Saving or deleting one check-in
 * rewrites only its month (and, when its time moves to another month, that one too), so the
 * cost of a save stays the same after ten years; a range is read month by month. A bucket is
 * sorted by local time, then id.
 */

const before = (a: CheckIn, b: CheckIn) => a.at < b.at || (a.at === b.at && a.id < b.id);

/**
 * A month's bucket as stored: the check-ins that read as check-ins and belong to that month,
 * sorted, one per id (the last one stored wins). Anything corrupt is left out.
 */
export function readCheckInBucket(month: MonthKey, value: unknown): CheckIn[] {
  const byId = new Map<string, CheckIn>();
  for (const c of validItems(CheckInSchema, value)) {
    if (monthOfTime(c.at) === month) byId.set(c.id, c);
  }
  return [...byId.values()].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

/** What a save or delete did: the new buckets, and each month rewritten with its new content. */
export interface BucketChange {
  buckets: CheckInBuckets;
  /** The months to write; an empty list means the month's stored value can be removed. */
  changed: Record<MonthKey, CheckIn[]>;
}

function findMonth(buckets: CheckInBuckets, id: string, hint?: MonthKey): MonthKey | null {
  if (hint !== undefined && buckets[hint]?.some((c) => c.id === id)) return hint;
  for (const month in buckets) {
    if (month !== hint && buckets[month]!.some((c) => c.id === id)) return month;
  }
  return null;
}

function withChanges(buckets: CheckInBuckets, changed: Record<MonthKey, CheckIn[]>): BucketChange {
  const next: Record<MonthKey, readonly CheckIn[]> = { ...buckets };
  for (const [month, list] of Object.entries(changed)) {
    if (list.length === 0) delete next[month];
    else next[month] = list;
  }
  return { buckets: next, changed };
}

/** Adds a check-in, or replaces the one with its id (also when its time moved to another month). */
export function saveCheckIn(buckets: CheckInBuckets, checkIn: CheckIn): BucketChange {
  const month = monthOfTime(checkIn.at);
  const changed: Record<MonthKey, CheckIn[]> = {};
  const old = findMonth(buckets, checkIn.id, month);
  if (old !== null && old !== month) {
    changed[old] = buckets[old]!.filter((c) => c.id !== checkIn.id);
  }
  const list = (buckets[month] ?? []).filter((c) => c.id !== checkIn.id);
  let i = list.length;
  while (i > 0 && before(checkIn, list[i - 1]!)) i--;
  list.splice(i, 0, checkIn);
  changed[month] = list;
  return withChanges(buckets, changed);
}

/** Deletes a check-in by id (`at` saves the search when known); unchanged when there is none. */
export function deleteCheckIn(buckets: CheckInBuckets, id: string, at?: string): BucketChange {
  const month = findMonth(buckets, id, at === undefined ? undefined : monthOfTime(at));
  if (month === null) return { buckets, changed: {} };
  return withChanges(buckets, { [month]: buckets[month]!.filter((c) => c.id !== id) });
}

/** The months from one to another, both included, in order. */
export function monthsBetween(from: MonthKey, to: MonthKey): MonthKey[] {
  const out: MonthKey[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const end = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (y * 12 + m <= end) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** The check-ins of the days from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export function checkInsBetween(buckets: CheckInBuckets, from: string, to: string): CheckIn[] {
  const out: CheckIn[] = [];
  for (const month of monthsBetween(from.slice(0, 7), to.slice(0, 7))) {
    for (const c of buckets[month] ?? []) {
      const date = dateOfTime(c.at);
      if (date >= from && date <= to) out.push(c);
    }
  }
  return out;
}

/** Every check-in, oldest first. */
export function allCheckIns(buckets: CheckInBuckets): CheckIn[] {
  return Object.keys(buckets)
    .sort()
    .flatMap((month) => buckets[month]!);
}

/** Buckets built from a list of check-ins (an import, or a test's data). */
export function bucketsOf(checkIns: Iterable<CheckIn>): CheckInBuckets {
  const byMonth: Record<MonthKey, CheckIn[]> = {};
  for (const c of checkIns) (byMonth[monthOfTime(c.at)] ??= []).push(c);
  const buckets: Record<MonthKey, CheckIn[]> = {};
  for (const [month, list] of Object.entries(byMonth)) {
    buckets[month] = readCheckInBucket(month, list);
  }
  return buckets;
}
