import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** One step of the 5-4-3-2-1 grounding exercise. */
export interface GroundingStep {
  count: number;
  sense: 'see' | 'hear' | 'touch' | 'smell' | 'taste';
  /** The question shown for the step. */
  title: string;
  /** The short label the answer is shown under at the end. */
  label: string;
  /** A gentle hint under the question. */
  hint: string;
  /** Quick answers offered as buttons beside the free text (hear and smell only). */
  presets: readonly string[];
}

export const GROUNDING_STEPS: readonly GroundingStep[] = [
  {
    count: 5,
    sense: 'see',
    title: 'Name 5 things you can see',
    label: '5 things you can see',
    hint: 'Let your eyes wander slowly. Colours, shapes, light on a wall: anything counts.',
    presets: [],
  },
  {
    count: 4,
    sense: 'hear',
    title: 'Name 4 things you can hear',
    label: '4 things you can hear',
    hint: 'Listen near and far. Pick a quick answer or write your own.',
    presets: ['Birds', 'Traffic', 'Music', 'Silence'],
  },
  {
    count: 3,
    sense: 'touch',
    title: 'Name 3 things you can touch',
    label: '3 things you can touch',
    hint: 'Notice the chair under you, your sleeves, the floor beneath your feet.',
    presets: [],
  },
  {
    count: 2,
    sense: 'smell',
    title: 'Name 2 things you can smell',
    label: '2 things you can smell',
    hint: 'Breathe in gently. Pick a quick answer or write your own.',
    presets: ['Coffee', 'Perfume', 'Flowers', 'Food'],
  },
  {
    count: 1,
    sense: 'taste',
    title: 'Name 1 thing you can taste',
    label: '1 thing you can taste',
    hint: 'It can be as simple as a sip of water or the taste of your own mouth.',
    presets: [],
  },
];

export const GROUNDING_STEP_COUNT = GROUNDING_STEPS.length;

/**
 * The longest answer (trimmed) the exercise saves: five of them stay well inside the server's
 * limit of one synced record. Not checked when reading, so older answers still open.
 */
export const GROUNDING_ANSWER_MAX = 2000;

/** The five answers, one per step, kept under `groundingAnswers`. */
export const GroundingAnswersSchema = lazySchema(() =>
  z.array(z.string()).check(z.length(GROUNDING_STEP_COUNT)),
);
export type GroundingAnswers = z.infer<typeof GroundingAnswersSchema>;

export const emptyGroundingAnswers = (): GroundingAnswers =>
  Array.from({ length: GROUNDING_STEP_COUNT }, () => '');

/** Keeps a step index (0-based) inside the exercise. */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(GROUNDING_STEP_COUNT - 1, Math.max(0, Math.trunc(step)));
}

/** 'Question n of 5' for a 0-based step. */
export function questionLabel(step: number): string {
  return `Question ${clampStep(step) + 1} of ${GROUNDING_STEP_COUNT}`;
}

/** Previous is hidden on the first step. */
export const showPrevious = (step: number) => clampStep(step) > 0;
/** Next is hidden on the last step (Finish takes its place). */
export const showNext = (step: number) => clampStep(step) < GROUNDING_STEP_COUNT - 1;
export const showFinish = (step: number) => clampStep(step) === GROUNDING_STEP_COUNT - 1;

/** The step after Next or Previous; no answer is needed to move on. */
export const nextStep = (step: number) => clampStep(step + 1);
export const previousStep = (step: number) => clampStep(step - 1);

export type DotState = 'done' | 'current' | 'upcoming';

/** The progress dots: steps before the current one are done. */
export function progressDots(step: number): DotState[] {
  const current = clampStep(step);
  return GROUNDING_STEPS.map((_, i) =>
    i < current ? 'done' : i === current ? 'current' : 'upcoming',
  );
}

const SEPARATOR = ', ';

function parts(answer: string): string[] {
  return answer
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Whether a preset already appears in the answer (case-insensitive, as a whole item). */
export function hasPreset(answer: string, preset: string): boolean {
  const want = preset.toLowerCase();
  return parts(answer).some((p) => p.toLowerCase() === want);
}

/**
 * Pressing a preset adds it to the free-text answer as a comma-separated item, or takes it
 * out again if it is already there. Whatever else the person wrote is kept.
 */
export function togglePreset(answer: string, preset: string): string {
  const items = parts(answer);
  const want = preset.toLowerCase();
  if (items.some((p) => p.toLowerCase() === want)) {
    return items.filter((p) => p.toLowerCase() !== want).join(SEPARATOR);
  }
  return [...items, preset].join(SEPARATOR);
}

/** Puts one answer in place, returning a new list of five. */
export function setAnswer(
  answers: readonly string[],
  step: number,
  value: string,
): GroundingAnswers {
  const out = emptyGroundingAnswers().map((_, i) => answers[i] ?? '');
  out[clampStep(step)] = value;
  return out;
}
