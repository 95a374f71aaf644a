import { MAX_JOURNAL_LENGTH } from './journal';
/** A creative prompt: either something to draw on the canvas or something to write. */
export interface CreativePrompt {
  id: string;
  kind: 'draw' | 'write';
  text: string;
}

/** Our 8 prompts, 2 of them for drawing (SPEC 9). */
export const CREATIVE_PROMPTS: readonly CreativePrompt[] = [
  {
    id: 'draw-calm-place',
    kind: 'draw',
    text: 'Draw a place where you feel calm. It can be real or imagined, detailed or just a few shapes.',
  },
  {
    id: 'draw-mood-weather',
    kind: 'draw',
    text: 'If your mood today were weather, what would it look like? Draw it with any colours you like.',
  },
  {
    id: 'write-small-good',
    kind: 'write',
    text: 'Write about three small things that went a little better than expected this week.',
  },
  {
    id: 'write-letter-self',
    kind: 'write',
    text: 'Write a short, kind letter to yourself as you would to a good friend having a hard day.',
  },
  {
    id: 'write-comfort-object',
    kind: 'write',
    text: 'Describe an object that comforts you: how it looks, feels, and where it came from.',
  },
  {
    id: 'write-perfect-morning',
    kind: 'write',
    text: 'Describe a slow, gentle morning from waking up to the first hour of the day.',
  },
  {
    id: 'write-proud-moment',
    kind: 'write',
    text: 'Write about a moment you felt quietly proud of yourself, however small it seems.',
  },
  {
    id: 'write-six-words',
    kind: 'write',
    text: 'Tell the story of your day in six words, then explain the words you chose.',
  },
];

/** Canvas size for drawing prompts (SPEC 9), in canvas pixels. */
export const CANVAS_WIDTH = 500;
export const CANVAS_HEIGHT = 300;

/** Brush size slider range and default (SPEC 5). */
export const BRUSH_MIN = 1;
export const BRUSH_MAX = 10;
export const BRUSH_DEFAULT = 4;
/** Brush colour picker default: black. */
export const BRUSH_COLOR_DEFAULT = '#000000';

/** Keeps a brush size a whole number within 1 to 10. */
export function clampBrush(size: number): number {
  if (!Number.isFinite(size)) return BRUSH_DEFAULT;
  return Math.min(BRUSH_MAX, Math.max(BRUSH_MIN, Math.round(size)));
}

/**
 * Picks a random prompt, never the one shown just before. `random` returns a number in
 * [0, 1), like Math.random.
 */
export function pickPrompt(
  previousId: string | null,
  random: () => number = Math.random,
  prompts: readonly CreativePrompt[] = CREATIVE_PROMPTS,
): CreativePrompt {
  const prev = prompts.findIndex((p) => p.id === previousId);
  const pool = prev === -1 ? prompts.length : prompts.length - 1;
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  let i = Math.floor(r * pool);
  if (prev !== -1 && i >= prev) i++;
  const chosen = prompts[i];
  if (!chosen) throw new Error('there are no prompts to pick from');
  return chosen;
}

/** The journal text for a written prompt: the prompt, then the response. */
/** The longest response (trimmed) that fits in a journal entry with its prompt. */
export function creativeResponseMax(prompt: CreativePrompt): number {
  return MAX_JOURNAL_LENGTH - creativeJournalText(prompt, 'x').length + 1;
}

export function creativeJournalText(prompt: CreativePrompt, response: string): string {
  const body = response.trim();
  if (body === '') return '';
  return `Creative prompt: ${prompt.text}\n\n${body}`;
}
