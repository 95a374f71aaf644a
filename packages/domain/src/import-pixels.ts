/**
 * Pixels' JSON backup: a list of days, each
 * `{ "date": "2023-1-5", "type": "Mood", "scores": [4], "notes": "…", "tags": [{ "type": "Emotions", "entries": ["happy"] }] }`.
 * A day can have several scores (1 to 5), one note and groups of tags. Older backups wrote one
 * `mood` number and an `emotions` list instead; those are read too. Days are checked one by one:
 * a day that cannot be read is reported by its place in the list and left out.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import {
  OTHER_APP_ERRORS,
  beginsLikePixels,
  contentHash,
  dateProblem,
  isPixelsDay,
  keyOf,
  pixelsNoteKey,
  plainNote,
  readDate,
  withoutBom,
  type ImportProblem,
  type ImportedMood,
  type ImportedNote,
  type ParseResult,
} from './import-format';
import { activityKey } from './check-ins';

/** Pixels keeps no time of day; its moods and notes are placed at midday. */
export const PIXELS_TIME = '12:00';
export const PIXELS_SCORES = [1, 2, 3, 4, 5] as const;

const ScoreSchema = lazySchema(() => z.int().check(z.gte(1), z.lte(5)));
const TagGroupSchema = lazySchema(() =>
  z.object({ type: z.optional(z.string()), entries: z.array(z.string()) }),
);
/** One day of the backup, with only what an import reads (anything else is ignored). */
const PixelsDaySchema = lazySchema(() =>
  z.object({
    date: z.string(),
    scores: z.optional(z.array(z.unknown())),
    mood: z.optional(z.unknown()),
    notes: z.optional(z.nullable(z.string())),
    tags: z.optional(z.nullable(z.array(TagGroupSchema))),
    emotions: z.optional(z.nullable(z.array(z.string()))),
  }),
);

/** A tag group of feelings (Pixels names its default one 'Emotions'). */
const isFeelingGroup = (type: string | undefined) => /emotion|feeling/i.test(type ?? '');

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

function distinct(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names.map(tidy)) {
    const k = activityKey(n);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(n);
  }
  return out;
}

type DayResult =
  | { ok: true; date: string; scores: number[]; note: string; tags: string[]; feelings: string[] }
  | { ok: false; message: string };

function readDay(value: unknown): DayResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'it is not a day with a date and scores' };
  }
  const parsed = PixelsDaySchema.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    if (field === 'date') {
      // A date that is there but not text (20230105) is named, not called missing.
      const date: unknown = 'date' in value ? value.date : undefined;
      const message =
        date === undefined || date === null
          ? 'there is no date'
          : `the date ${JSON.stringify(date)} is not a YYYY-MM-DD date`;
      return { ok: false, message };
    }
    if (field === 'tags') return { ok: false, message: 'its tags are not groups of entries' };
    if (field === 'notes') return { ok: false, message: 'its notes are not text' };
    return { ok: false, message: `its ${String(field ?? 'content')} cannot be read` };
  }
  const day = parsed.data;
  const date = readDate(day.date);
  if (date === null) {
    return { ok: false, message: dateProblem(day.date) };
  }
  const raw = day.scores ?? (day.mood === undefined ? undefined : [day.mood]);
  if (raw === undefined) return { ok: false, message: 'there are no scores' };
  const scores: number[] = [];
  for (const s of raw) {
    const score = ScoreSchema.safeParse(s);
    if (!score.success) {
      return {
        ok: false,
        message: `the score ${JSON.stringify(s) ?? String(s)} is not a whole number from 1 to 5`,
      };
    }
    scores.push(score.data);
  }
  const groups = day.tags ?? [];
  return {
    ok: true,
    date,
    scores,
    note: plainNote(day.notes ?? ''),
    tags: distinct(groups.filter((g) => !isFeelingGroup(g.type)).flatMap((g) => g.entries)),
    feelings: distinct([
      ...groups.filter((g) => isFeelingGroup(g.type)).flatMap((g) => g.entries),
      ...(day.emotions ?? []),
    ]),
  };
}

/** Reads a Pixels backup. Days that cannot be read are reported by entry and left out. */
export function parsePixels(text: string): ParseResult {
  let data: unknown;
  const body = withoutBom(text);
  try {
    data = JSON.parse(body);
  } catch {
    // A list that begins with a day, as a backup does, but breaks off: cut off, not another file.
    return {
      ok: false,
      error: beginsLikePixels(body) ? OTHER_APP_ERRORS.pixelsCutOff : OTHER_APP_ERRORS.unknown,
    };
  }
  if (!Array.isArray(data)) return { ok: false, error: OTHER_APP_ERRORS.unknown };
  if (data.length === 0) return { ok: false, error: OTHER_APP_ERRORS.noRows('pixels') };
  // A list from another app: no entry of it is a day with scores or a mood.
  if (!data.some(isPixelsDay)) return { ok: false, error: OTHER_APP_ERRORS.unknown };

  const problems: ImportProblem[] = [];
  const moods: ImportedMood[] = [];
  const notes: ImportedNote[] = [];
  const activities = new Map<string, string>();
  const seen = new Set<string>();
  data.forEach((value: unknown, i) => {
    const rawDate =
      typeof value === 'object' && value !== null && 'date' in value ? value.date : undefined;
    const where = `entry ${i + 1}${typeof rawDate === 'string' ? ` (${rawDate.trim()})` : ''}`;
    const day = readDay(value);
    if (!day.ok) {
      problems.push({ where, message: day.message });
      return;
    }
    const { date, note } = day;
    day.scores.forEach((score, n) => {
      const key = contentHash(keyOf('pixels', date, String(n), String(score), note));
      if (seen.has(key)) return;
      seen.add(key);
      moods.push({
        key,
        date,
        time: PIXELS_TIME,
        mood: String(score),
        moodLabel: String(score),
        // The day's tags, feelings and note go with its first score only: the person chose
        // them once for the day, and they count once in the report.
        activities: n === 0 ? day.tags : [],
        emotions: n === 0 ? day.feelings : [],
        ...(n === 0 && note !== '' ? { note } : {}),
      });
    });
    for (const t of day.tags)
      if (!activities.has(activityKey(t))) activities.set(activityKey(t), t);
    if (note !== '') {
      const key = pixelsNoteKey(date, note);
      if (!seen.has(key)) {
        seen.add(key);
        notes.push({ key, date, time: PIXELS_TIME, timeUnknown: true, title: '', body: note });
      }
    }
  });

  if (moods.length === 0 && notes.length === 0) {
    const error =
      problems.length === 0
        ? OTHER_APP_ERRORS.noRows('pixels')
        : OTHER_APP_ERRORS.noneReadable('pixels', problems);
    return { ok: false, error };
  }
  return {
    ok: true,
    parsed: { source: 'pixels', moods, notes, activities: [...activities.values()], problems },
  };
}
