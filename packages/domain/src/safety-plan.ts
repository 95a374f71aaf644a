import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { systemClock, type Clock } from './dates';

/** The longest text the form accepts for one item, a name and a phone number. */
export const PLAN_ITEM_MAX = 1000;
export const PLAN_NAME_MAX = 200;
export const PLAN_PHONE_MAX = 40;
/** The most entries one step holds: the form offers no more, and a stored plan has no more. */
export const PLAN_ROWS_MAX = 200;

/** A person, place or service in the plan, with an optional phone number. */
export const SafetyContactSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.maxLength(PLAN_ITEM_MAX)),
    phone: z.string().check(z.maxLength(PLAN_ITEM_MAX)),
  }),
);
export type SafetyContact = z.infer<typeof SafetyContactSchema>;

const items = lazySchema(() =>
  z._default(
    z.array(z.string().check(z.maxLength(PLAN_ITEM_MAX))).check(z.maxLength(PLAN_ROWS_MAX)),
    [],
  ),
);
const contacts = lazySchema(() =>
  z._default(z.array(SafetyContactSchema).check(z.maxLength(PLAN_ROWS_MAX)), []),
);

/**
 * The person's own safety plan, stored locally under `safetyPlan`. Its steps follow the
 * Stanley-Brown safety plan, written in the person's own words.
 */
export const SafetyPlanSchema = lazySchema(() =>
  z.object({
    warningSigns: items,
    copingStrategies: items,
    distractions: contacts,
    helpers: contacts,
    professionals: contacts,
    saferSurroundings: items,
    reasonsForLiving: items,
    /** When the plan was last changed (ms since the epoch). */
    updatedAt: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type SafetyPlan = z.infer<typeof SafetyPlanSchema>;

export type TextStepKey =
  'warningSigns' | 'copingStrategies' | 'saferSurroundings' | 'reasonsForLiving';
export type ContactStepKey = 'distractions' | 'helpers' | 'professionals';

interface StepText {
  number: number;
  title: string;
  hint: string;
  /** The label of one entry, numbered in the form ("Warning sign 1"). */
  itemLabel: string;
  /** The button that adds an entry. */
  addLabel: string;
}

export type SafetyPlanStep =
  | (StepText & { kind: 'text'; key: TextStepKey })
  | (StepText & { kind: 'contact'; key: ContactStepKey });

/** The seven steps of the plan, in order. */
export const SAFETY_PLAN_STEPS: readonly SafetyPlanStep[] = [
  {
    kind: 'text',
    key: 'warningSigns',
    number: 1,
    title: 'Warning signs',
    hint: 'Thoughts, feelings, images or situations that tell me a hard time may be starting.',
    itemLabel: 'Warning sign',
    addLabel: 'Add a warning sign',
  },
  {
    kind: 'text',
    key: 'copingStrategies',
    number: 2,
    title: 'Things I can do on my own',
    hint: 'Things that help me get through a hard moment without needing anyone else.',
    itemLabel: 'Thing I can do',
    addLabel: 'Add something I can do',
  },
  {
    kind: 'contact',
    key: 'distractions',
    number: 3,
    title: 'People and places that take my mind off things',
    hint: 'People I enjoy being with and places where I feel at ease.',
    itemLabel: 'Person or place',
    addLabel: 'Add a person or place',
  },
  {
    kind: 'contact',
    key: 'helpers',
    number: 4,
    title: 'People I can ask for help',
    hint: 'People I trust to talk to when things get hard.',
    itemLabel: 'Name',
    addLabel: 'Add a person',
  },
  {
    kind: 'contact',
    key: 'professionals',
    number: 5,
    title: 'Professionals and services I can contact',
    hint: 'My doctor, therapist, a local crisis line or the nearest emergency service.',
    itemLabel: 'Professional or service',
    addLabel: 'Add a professional or service',
  },
  {
    kind: 'text',
    key: 'saferSurroundings',
    number: 6,
    title: 'Making my surroundings safer',
    hint: 'Steps I can take to put distance between me and anything I could use to hurt myself.',
    itemLabel: 'Safer step',
    addLabel: 'Add a step',
  },
  {
    kind: 'text',
    key: 'reasonsForLiving',
    number: 7,
    title: 'My reasons for living',
    hint: 'The people, things and hopes that matter most to me.',
    itemLabel: 'Reason',
    addLabel: 'Add a reason',
  },
];

export function emptySafetyPlan(): SafetyPlan {
  return {
    warningSigns: [],
    copingStrategies: [],
    distractions: [],
    helpers: [],
    professionals: [],
    saferSurroundings: [],
    reasonsForLiving: [],
  };
}

/** Trims every item and drops blank ones (a contact is blank when both its fields are). */
export function normalizeSafetyPlan(plan: SafetyPlan): SafetyPlan {
  const text = (list: readonly string[]) => list.map((s) => s.trim()).filter((s) => s !== '');
  const people = (list: readonly SafetyContact[]) =>
    list
      .map((c) => ({ name: c.name.trim(), phone: c.phone.trim() }))
      .filter((c) => c.name !== '' || c.phone !== '');
  return {
    ...plan,
    warningSigns: text(plan.warningSigns),
    copingStrategies: text(plan.copingStrategies),
    distractions: people(plan.distractions),
    helpers: people(plan.helpers),
    professionals: people(plan.professionals),
    saferSurroundings: text(plan.saferSurroundings),
    reasonsForLiving: text(plan.reasonsForLiving),
  };
}

/** True when no step has anything written in it. */
export function isSafetyPlanEmpty(plan: SafetyPlan): boolean {
  const n = normalizeSafetyPlan(plan);
  return SAFETY_PLAN_STEPS.every((step) => n[step.key].length === 0);
}

/** Stamps the plan with the time of the change. */
export function touchSafetyPlan(plan: SafetyPlan, clock: Clock = systemClock): SafetyPlan {
  return { ...plan, updatedAt: clock().getTime() };
}

/** The fewest and most digits a dialable number has (short emergency numbers have 3). */
export const PHONE_MIN_DIGITS = 3;
export const PHONE_MAX_DIGITS = 15;
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;

/** True when the text can be dialled: digits with optional spaces, dots, dashes, brackets, a leading +. */
export function isPhoneNumber(phone: string): boolean {
  const t = phone.trim();
  if (!PHONE_CHARS.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** A `tel:` link for a phone number as typed, or null when it cannot be dialled. */
export function telHref(phone: string): string | null {
  if (!isPhoneNumber(phone)) return null;
  const t = phone.trim();
  return `tel:${t.startsWith('+') ? '+' : ''}${t.replace(/\D/g, '')}`;
}

export const PHONE_ERROR =
  'This doesn\'t look like a phone number yet: use digits, and if you like spaces, dashes, brackets or a leading "+". It is saved as you typed it.';

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Suggestions for step 2 ("Things I can do on my own"): the names of the person's favourite
 * coping skills that are not already in that step, in the order given, without repeats.
 */
export function copingSuggestions(favoriteNames: readonly string[], plan: SafetyPlan): string[] {
  const out: string[] = [];
  for (const name of favoriteNames) {
    if (name.trim() === '') continue;
    if (plan.copingStrategies.some((s) => same(s, name))) continue;
    if (out.some((s) => same(s, name))) continue;
    out.push(name.trim());
  }
  return out;
}

/** Adds a suggestion to step 2, filling the first blank row if there is one. */
export function addCopingStrategy(plan: SafetyPlan, text: string): SafetyPlan {
  const value = text.trim();
  if (value === '' || plan.copingStrategies.some((s) => same(s, value))) return plan;
  const list = [...plan.copingStrategies];
  const blank = list.findIndex((s) => s.trim() === '');
  if (blank >= 0) list[blank] = value;
  else if (list.length < PLAN_ROWS_MAX) list.push(value);
  else return plan;
  return { ...plan, copingStrategies: list };
}
