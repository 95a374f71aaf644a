/**
 * Before-and-after ratings of the tools: how distressed someone feels (0 calm to 10 the worst)
 * before a tool and after it, kept with each use so the app can learn which tools help this
 * person. Both ratings are optional: either can be skipped, and neither blocks a tool. These are
 * the checks and constants, without the skills' texts, so the data registry loads them cheaply.
 */
import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { lazySchema } from './lazy-schema';

/** The distress scale: whole numbers, 0 is calm, 10 the worst. */
export const DISTRESS_MIN = 0;
export const DISTRESS_MAX = 10;
/** Every value of the scale, in order: one radio each, named by its number. */
export const DISTRESS_VALUES: readonly number[] = Array.from(
  { length: DISTRESS_MAX - DISTRESS_MIN + 1 },
  (_, i) => DISTRESS_MIN + i,
);

export const DistressRatingSchema = lazySchema(() =>
  z.int().check(z.gte(DISTRESS_MIN), z.lte(DISTRESS_MAX)),
);
export type DistressRating = z.infer<typeof DistressRatingSchema>;

/** The question asked as a tool opens, and the one asked as it ends or is closed. */
export const DISTRESS_BEFORE_QUESTION = 'How distressed do you feel right now?';
export const DISTRESS_AFTER_QUESTION = 'And now?';
/** The ends of the scale in words, for the hint beside the radios. */
export const DISTRESS_SCALE_HINT = '0 is calm, 10 is the worst';

/** The setting that turns the ratings off, its label, and its value until changed. */
export const ASK_RATINGS_SETTING = 'askToolRatings';
export const ASK_RATINGS_LABEL = 'Ask how I feel before and after tools';
export const ASK_RATINGS_DEFAULT = true;
/** The setting's schema, for the settings object: absent means the default (on). */
export const AskRatingsSettingSchema = lazySchema(() =>
  z._default(z.boolean(), ASK_RATINGS_DEFAULT),
);

/** The five games, by the id the game menu uses and the name SPEC gives each. */
export const RATED_GAMES = [
  { id: 'tic-tac-toe', name: 'Tic Tac Toe' },
  { id: 'rock-paper-scissors', name: 'Rock Paper Scissors' },
  { id: 'memory', name: 'Memory Game' },
  { id: 'word-scramble', name: 'Word Scramble' },
  { id: 'number-guessing', name: 'Number Guessing' },
] as const;
export type RatedGameId = (typeof RATED_GAMES)[number]['id'];

/** Tools that are one of a kind, and their display names. */
export const SINGLE_TOOLS = {
  breathing: 'Breathing',
  meditation: 'Meditation',
  grounding: 'Grounding',
  creative: 'Creative prompts',
} as const;
export type SingleTool = keyof typeof SINGLE_TOOLS;

/**
 * Which tool a use was of: a one-of-a-kind tool by name, a game as `game:<id>`, a coping skill
 * as `skill:<id>` (built-in skills are 1 to 25, custom ones follow). One string, so uses group
 * by tool with a plain comparison and read as themselves in an export.
 */
export type ToolKey = SingleTool | `game:${RatedGameId}` | `skill:${number}`;

const SKILL_KEY = /^skill:[1-9]\d{0,8}$/;

export function isToolKey(value: unknown): value is ToolKey {
  if (typeof value !== 'string') return false;
  if (Object.hasOwn(SINGLE_TOOLS, value)) return true;
  if (value.startsWith('game:')) return RATED_GAMES.some((g) => `game:${g.id}` === value);
  return SKILL_KEY.test(value);
}

export const gameToolKey = (id: RatedGameId): ToolKey => `game:${id}`;
export const skillToolKey = (id: number): ToolKey => `skill:${id}`;

/** The skill id a key names, or null when the key is not a skill's. */
export function skillIdOf(tool: ToolKey): number | null {
  return tool.startsWith('skill:') ? Number(tool.slice(6)) : null;
}

const LOCAL_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * True for a moment written as local ISO time with its offset, e.g. 2026-11-05T08:30:00+01:00.
 * The first ten characters are the person's own calendar date at that moment, so a day or a
 * month is read from the text without building a Date, and does not move when they travel.
 */
export function isLocalIsoTime(s: string): boolean {
  const m = LOCAL_TIME.exec(s);
  return m !== null && isIsoDate(m[1]!);
}

export const LocalIsoTimeSchema = lazySchema(() =>
  z.string().check(z.refine(isLocalIsoTime, 'not an ISO time with its offset')),
);

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** A moment as local ISO time with the device's offset (the form check-ins and uses keep). */
export function toLocalIsoTime(d: Date): string {
  const offset = -d.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The longest id a stored item may have (a UUID is 36 characters). */
export const ITEM_ID_MAX = 64;
export const ItemIdSchema = lazySchema(() =>
  z.string().check(z.minLength(1), z.maxLength(ITEM_ID_MAX)),
);

/** One use of a tool: which, when it started and ended, and the two optional ratings. */
export const ToolUseSchema = lazySchema(() =>
  z
    .object({
      id: ItemIdSchema,
      tool: z.custom<ToolKey>(isToolKey, 'not a tool'),
      startedAt: LocalIsoTimeSchema,
      endedAt: LocalIsoTimeSchema,
      before: z.optional(DistressRatingSchema),
      after: z.optional(DistressRatingSchema),
    })
    .check(
      z.refine(
        (u) => Date.parse(u.endedAt) >= Date.parse(u.startedAt),
        'a tool use cannot end before it starts',
      ),
    ),
);
export type ToolUse = z.infer<typeof ToolUseSchema>;

/** Anything with a zod-style safeParse. */
interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The items of a stored list that pass a schema, with anything corrupt left out. */
export function validItems<T>(schema: Parser<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** A list of uses as stored: the ones that read as uses, with anything corrupt left out. */
export function readToolUses(value: unknown): ToolUse[] {
  return validItems(ToolUseSchema, value);
}

/** The change a use made: before minus after (positive: distress went down), or null. */
export function distressDrop(use: Pick<ToolUse, 'before' | 'after'>): number | null {
  return use.before === undefined || use.after === undefined ? null : use.before - use.after;
}
