/**
 * The preview of an import from another app: what the file holds, and how each of its moods
 * (a Daylio name, a Pixels score) becomes Mentora's 1-10 level and Good / Neutral / Bad. The
 * defaults are sensible; the person can change any of them before importing.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { levelCategory } from './day-mood';
import { MoodLabelSchema, MoodLevelSchema, type MoodLabel } from './mood';
import { parseDaylio } from './import-daylio';
import { parsePixels } from './import-pixels';
import {
  recogniseFormat,
  shortDate,
  type ImportSource,
  type ParseResult,
  type ParsedImport,
} from './import-format';

/** Reads a file from Daylio or Pixels, whichever it is. Nothing is stored. */
export function parseOtherAppFile(text: string): ParseResult {
  const format = recogniseFormat(text);
  if (!format.ok) return format;
  return format.source === 'daylio' ? parseDaylio(text) : parsePixels(text);
}

/** What one of the file's moods becomes here. */
export interface MoodChoice {
  level: number;
  label: MoodLabel;
}
export const MoodChoiceSchema = lazySchema(() =>
  z.object({ level: MoodLevelSchema, label: MoodLabelSchema }),
);

/** Each of the file's moods (by its key: a folded Daylio name, or a Pixels score) to a choice. */
export type MoodMapping = Readonly<Record<string, MoodChoice>>;
export const MoodMappingSchema = lazySchema(() => z.record(z.string(), MoodChoiceSchema));

/** A level with the label its band gives (1-4 Bad, 5-6 Neutral, 7-10 Good). */
export const choiceOfLevel = (level: number): MoodChoice => ({
  level,
  label: levelCategory(level),
});

/** Daylio's five moods as it names them by default. */
export const DAYLIO_DEFAULT_MOODS: Readonly<Record<string, MoodChoice>> = {
  rad: { level: 9, label: 'Good' },
  good: { level: 7, label: 'Good' },
  meh: { level: 5, label: 'Neutral' },
  bad: { level: 3, label: 'Bad' },
  awful: { level: 1, label: 'Bad' },
};

/** Pixels' five scores, 5 the best. */
export const PIXELS_DEFAULT_SCORES: Readonly<Record<string, MoodChoice>> = {
  '5': { level: 9, label: 'Good' },
  '4': { level: 7, label: 'Good' },
  '3': { level: 5, label: 'Neutral' },
  '2': { level: 3, label: 'Bad' },
  '1': { level: 1, label: 'Bad' },
};

/**
 * Words people rename Daylio's moods to, and Daylio's own mood names in the languages it is
 * most used in (English, German, Spanish, French, Portuguese, Italian), by the default mood
 * they stand nearest. Written without accents: a name is compared with its accents taken off,
 * so 'horrível' and 'horrivel' are one. A renamed mood is placed by the first of its words found
 * here (checked from the strongest down), so 'super happy' and 'Happy :)' both land on good.
 */
const MOOD_WORDS: ReadonlyArray<readonly [DaylioMood, readonly string[]]> = [
  [
    'rad',
    (
      'rad amazing awesome great excellent fantastic wonderful perfect ecstatic brilliant superb ' +
      'euphoric best joyful elated ' +
      'toll grossartig großartig fantastisch wunderbar ausgezeichnet hervorragend klasse spitze ' +
      'genial excelente estupendo fantastico maravilloso increible radiante perfecto ' +
      'fantastique merveilleux formidable parfait top ' +
      'otimo incrivel maravilhoso perfeito ' +
      'ottimo eccellente stupendo benissimo perfetto meraviglioso favoloso'
    ).split(' '),
  ],
  [
    'awful',
    (
      'awful terrible horrible miserable depressed dreadful worst hopeless devastated crisis ' +
      'schrecklich furchtbar furchterlich miserabel katastrophal elend scheisse scheiße beschissen ' +
      'fatal pesimo espantoso horroroso ' +
      'affreux epouvantable catastrophique ' +
      'horrivel terrivel ' +
      'terribile orribile pessimo malissimo'
    ).split(' '),
  ],
  [
    'good',
    (
      'good happy nice content pleased positive well glad cheerful calm ' +
      'gut glucklich froh zufrieden prima schon frohlich ' +
      'bien bueno buena feliz contento contenta alegre ' +
      'bon bonne heureux heureuse contente joyeux ' +
      'bom boa bem ' +
      'bene buono felice sereno'
    ).split(' '),
  ],
  [
    'bad',
    (
      'bad sad down low unhappy upset stressed anxious angry tired gloomy rough poor negative ' +
      'worried ' +
      'schlecht mies traurig ubel schlimm gestresst mude niedergeschlagen ' +
      'mal malo triste cansado cansada estresado ' +
      'nul fatigue stresse ' +
      'ruim chateado ' +
      'male brutto giu stanco'
    ).split(' '),
  ],
  [
    'meh',
    (
      'meh ok okay average neutral normal fine alright so-so mixed ' +
      'geht mittel mittelmassig naja solala ' +
      'regular neutro ' +
      'bof moyen neutre ' +
      'razoavel ' +
      'normale insomma mah'
    ).split(' '),
  ],
];

type DaylioMood = 'rad' | 'good' | 'meh' | 'bad' | 'awful';

/** Whole names that say more than their words one by one ('très mal' is awful, not bad). */
const MOOD_NAMES: Readonly<Record<string, DaylioMood>> = {
  super: 'rad',
  'very good': 'rad',
  'sehr gut': 'rad',
  'muy bien': 'rad',
  'tres bien': 'rad',
  'muito bem': 'rad',
  'molto bene': 'rad',
  'very bad': 'awful',
  'sehr schlecht': 'awful',
  'muy mal': 'awful',
  'tres mal': 'awful',
  'muito mal': 'awful',
  'molto male': 'awful',
  'geht so': 'meh',
  'so so': 'meh',
  'so la la': 'meh',
  'asi asi': 'meh',
  'mas o menos': 'meh',
  'mais ou menos': 'meh',
  'comme ci comme ca': 'meh',
  'ca va': 'meh',
  'cosi cosi': 'meh',
};

/** Words that turn the mood word after them round: 'not good', 'nicht gut', 'pas mal'. */
const NEGATIONS = new Set(
  'not no never nothing nicht kein keine nie nada nunca pas non nao nem'.split(' '),
);

/**
 * Where a mood word said with a 'not' before it lands: not good (or not okay) is bad, not great
 * a little better, not bad a little better than meh (as 'not bad' is said), not awful meh.
 */
const NEGATED: Readonly<Record<DaylioMood, MoodChoice>> = {
  rad: choiceOfLevel(4),
  good: choiceOfLevel(3),
  meh: choiceOfLevel(3),
  bad: choiceOfLevel(6),
  awful: choiceOfLevel(5),
};

/** A name as its words are compared: accents off, "isn't" as 'is not', one space between. */
function moodWords(key: string): string[] {
  return key
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/n['’]t\b/g, ' not')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
}

/**
 * Where a Daylio mood name lands by default: Daylio's own names (in English or another of its
 * main languages), a renamed mood by its words, with a 'not' before its word turning it round;
 * anything unknown is Neutral (5).
 */
export function guessDaylioMood(key: string): MoodChoice {
  // own entries only: a mood named 'constructor' or 'toString' is a name like any other
  if (Object.hasOwn(DAYLIO_DEFAULT_MOODS, key)) return DAYLIO_DEFAULT_MOODS[key]!;
  const words = moodWords(key);
  const name = words.join(' ');
  if (Object.hasOwn(MOOD_NAMES, name)) return DAYLIO_DEFAULT_MOODS[MOOD_NAMES[name]!]!;
  for (const [mood, list] of MOOD_WORDS) {
    const at = words.findIndex((w) => list.includes(w));
    if (at === -1) continue;
    const negated = words.slice(0, at).some((w) => NEGATIONS.has(w));
    return negated ? NEGATED[mood] : DAYLIO_DEFAULT_MOODS[mood]!;
  }
  return { level: 5, label: 'Neutral' };
}

/** One of the file's moods, as the preview lists it. */
export interface FileMood {
  /** The key the mapping uses. */
  mood: string;
  /** As the file writes it (the first spelling met). */
  label: string;
  /** How many of the file's entries have it. */
  count: number;
}

/** The file's distinct moods, best first by their default level, then by name. */
export function fileMoods(parsed: ParsedImport): FileMood[] {
  const byMood = new Map<string, FileMood>();
  for (const m of parsed.moods) {
    const had = byMood.get(m.mood);
    if (had) had.count++;
    else byMood.set(m.mood, { mood: m.mood, label: m.moodLabel, count: 1 });
  }
  const level = (mood: string) => defaultChoice(parsed.source, mood).level;
  return [...byMood.values()].sort(
    (a, b) => level(b.mood) - level(a.mood) || (a.mood < b.mood ? -1 : a.mood > b.mood ? 1 : 0),
  );
}

function defaultChoice(source: ImportSource, mood: string): MoodChoice {
  if (source === 'pixels')
    return Object.hasOwn(PIXELS_DEFAULT_SCORES, mood)
      ? PIXELS_DEFAULT_SCORES[mood]!
      : { level: 5, label: 'Neutral' };
  return guessDaylioMood(mood);
}

/** The mapping the preview starts with: every mood of the file with its default. */
export function defaultMapping(parsed: ParsedImport): MoodMapping {
  const out: Record<string, MoodChoice> = {};
  for (const m of parsed.moods) out[m.mood] ??= defaultChoice(parsed.source, m.mood);
  return out;
}

/** The numbers of the preview. */
export interface ImportSummary {
  /** Days with at least one mood. */
  days: number;
  /** Moods (entries with a mood; Pixels: scores). */
  moods: number;
  notes: number;
  activities: number;
  /** The first and last day of the file (moods and notes), or null when it has none. */
  from: string | null;
  to: string | null;
  /** Lines or entries that will be left out. */
  leftOut: number;
}

export function summarizeImport(parsed: ParsedImport): ImportSummary {
  const days = new Set(parsed.moods.map((m) => m.date));
  let from: string | null = null;
  let to: string | null = null;
  for (const { date } of [...parsed.moods, ...parsed.notes]) {
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  }
  return {
    days: days.size,
    moods: parsed.moods.length,
    notes: parsed.notes.length,
    activities: parsed.activities.length,
    from,
    to,
    leftOut: parsed.problems.length,
  };
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** '412 days of moods, 230 notes, 18 activities, from 3 Mar 2021 to 24 Nov 2026'. */
export function summaryText(s: ImportSummary): string {
  const what = [
    count(s.days, 'day of moods', 'days of moods'),
    count(s.notes, 'note', 'notes'),
    count(s.activities, 'activity', 'activities'),
  ].join(', ');
  if (s.from === null || s.to === null) return what;
  if (s.from === s.to) return `${what}, on ${shortDate(s.from)}`;
  return `${what}, from ${shortDate(s.from)} to ${shortDate(s.to)}`;
}

/**
 * What the preview says of the file's days that already have a mood here. What was recorded on
 * them stays, but a day's mood is read from its check-ins first (day-mood.ts), so the imported
 * ones count in it: the preview says so rather than promise the day keeps its mood.
 */
export function existingDaysText(days: number): string {
  if (days === 0) return 'None of these days has a mood here yet.';
  if (days === 1) {
    return "1 day of this file already has a mood here. What you recorded on it stays, and the imported check-ins are added to it: from now on they count in that day's mood, in the report too.";
  }
  return `${count(days, 'day', 'days')} of this file already have a mood here. What you recorded on them stays, and the imported check-ins are added to them: from now on they count in those days' mood, in the report too.`;
}
