import {
  COPING_CATEGORIES,
  SKILL_DESCRIPTION_MAX,
  SKILL_NAME_MAX,
  isCopingCategory,
  nextSkillId,
  type CopingCategory,
  type CopingSkill,
  type CustomSkill,
} from './coping-skill-schema';

// The checks and limits of a skill live in coping-skill-schema.ts, which the stored data's
// registry loads without the skills' texts below.
export * from './coping-skill-schema';

/** Each category's own emoji. */
export const CATEGORY_EMOJI: Readonly<Record<CopingCategory, string>> = {
  Grounding: '🌱',
  Distraction: '🧩',
  'Self-Soothing': '🛁',
  Movement: '🚶',
  Breathing: '🌬️',
};

type SkillText = readonly [name: string, description: string];

const BUILT_IN_TEXT: Readonly<Record<CopingCategory, readonly SkillText[]>> = {
  Grounding: [
    [
      '5-4-3-2-1 senses',
      'Name five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. Go slowly, out loud or in your head.',
    ],
    [
      'Feet on the floor',
      'Press both feet flat into the floor and notice the weight of your body where you sit or stand. Tell yourself where you are and what day it is.',
    ],
    [
      'Cool water reset',
      'Run cool water over your wrists or hold something cold for half a minute. Notice the change in temperature as it brings you back to right now.',
    ],
    [
      'Describe one object',
      'Pick up something near you and describe it in detail: its colour, weight, texture and any marks, as if to someone who has never seen it.',
    ],
    [
      'Alphabet categories',
      'Choose a category, like fruits or cities, and find one for each letter of the alphabet. If a letter is tricky, just skip to the next one.',
    ],
  ],
  Distraction: [
    [
      'Sing along',
      'Put on a song you know by heart and sing or hum along. Let the next one play too if it helps.',
    ],
    [
      'Tidy one small space',
      'Clear a single drawer, shelf or corner of a table. A small job you can finish gives a busy mind somewhere to rest.',
    ],
    [
      'Ten-minute puzzle',
      'Do a crossword, a sudoku or a few pieces of a jigsaw for ten minutes. A small problem to solve can quiet louder thoughts.',
    ],
    [
      'Message a friend',
      'Send someone a friendly message about anything at all: a photo, a shared memory or a question about their day.',
    ],
    [
      'Count back by sevens',
      'Start at 100 and count down in sevens. It takes just enough focus to give racing thoughts a pause.',
    ],
  ],
  'Self-Soothing': [
    [
      'A warm drink, slowly',
      'Make a cup of tea, cocoa or warm water and sip it slowly. Notice the warmth in your hands and the taste of each sip.',
    ],
    [
      'Wrap up warm',
      'Wrap yourself in a soft blanket or put on something cosy. Let yourself feel held for a few minutes.',
    ],
    [
      'Kind words to yourself',
      "Rest a hand on your chest and say something kind, the way you would to a friend: 'This is hard, and I'm doing my best.'",
    ],
    [
      'A comforting scent',
      'Smell something you like, such as hand cream, coffee or fresh air from an open window, and breathe it in slowly.',
    ],
    [
      'Soothing sounds',
      'Close your eyes and listen to rain, waves or gentle music for a few minutes. Let the sound fill the space around you.',
    ],
  ],
  Movement: [
    [
      'Shake it out',
      'Stand up and loosely shake your hands, arms and legs for thirty seconds. Let some of the tension leave your body.',
    ],
    [
      'A short walk',
      'Walk for five minutes, indoors or out, and notice five things along the way. A change of place can shift how you feel.',
    ],
    [
      'Reach and fold',
      'Reach both arms up high, then fold gently forward and let your head hang. Rise slowly and roll your shoulders back.',
    ],
    [
      'Squeeze and let go',
      'Clench your fists tightly for five seconds, then release and notice the difference. Repeat with your shoulders, then your feet.',
    ],
    [
      'Dance to one song',
      'Put on a song with a beat you like and move however feels good. Nobody needs to see it.',
    ],
  ],
  Breathing: [
    [
      'Box breathing',
      'Breathe in for a count of four, hold for four, breathe out for four and hold for four. Repeat the square four times.',
    ],
    [
      'Longer out-breath',
      'Breathe in through your nose for four counts and out through your mouth for six. A longer out-breath helps your body slow down.',
    ],
    [
      'Belly breathing',
      'Rest one hand on your belly and one on your chest, and breathe so that only the lower hand rises and falls. Try ten slow breaths.',
    ],
    [
      'Sigh it out',
      'Breathe in deeply, take one more small sip of air, then let it all go in a long sigh. Repeat two or three times.',
    ],
    [
      'Hand tracing',
      'Trace slowly around the fingers of one hand with a finger of the other, breathing in as you go up and out as you come down.',
    ],
  ],
};

/** The 25 built-in skills, 5 per category, with ids 1 to 25 in category order. */
export const BUILT_IN_SKILLS: readonly CopingSkill[] = COPING_CATEGORIES.flatMap((category) =>
  BUILT_IN_TEXT[category].map(([name, description]) => ({ category, name, description })),
).map((s, i) => ({ id: i + 1, ...s, isDefault: true }));

/** Encouragements added to the 'Skill favorited!' toast, one picked at random. */
export const ENCOURAGEMENTS: readonly string[] = [
  "You're building a toolbox that's all yours.",
  "Good pick. It'll be right here when you need it.",
  'Noticing what helps you is a real strength.',
  'Small steps count, and this is one of them.',
  "You're looking after yourself, and that matters.",
  'Future you will be glad you saved this.',
  'Be gentle with yourself today.',
];

export const TOAST_FAVORITED = 'Skill favorited!';
export const TOAST_UNFAVORITED = 'Skill unfavorited.';
export const TOAST_ADDED = 'Custom skill added!';
export const TOAST_REMOVED = 'Custom skill removed.';
export const EMPTY_CATEGORY = 'No skills yet in this category.';
/** Shown once, instead of a section per category, when only one's own skills are asked for. */
export const NO_OWN_SKILLS =
  "You haven't added any skills of your own yet. Add one below, in 'Add your own skill'.";

/**
 * What the list shows after a filter or 'Show only my own skills' changes it, said politely:
 * 'Showing 5 skills in Movement.', 'Showing 1 skill of your own in all categories.'.
 */
export function shownSkillsText(count: number, onlyMine: boolean, category: string | null) {
  const skills = count === 1 ? 'skill' : 'skills';
  return `Showing ${count} ${skills}${onlyMine ? ' of your own' : ''} in ${category ?? 'all categories'}.`;
}

/** A number in [0, 1), like Math.random; injected so tests are exact. */
export type Random = () => number;

/** Picks one encouragement; `random` must return a number in [0, 1). */
export function pickEncouragement(random: Random = Math.random): string {
  const i = Math.min(
    ENCOURAGEMENTS.length - 1,
    Math.max(0, Math.floor(random() * ENCOURAGEMENTS.length)),
  );
  return ENCOURAGEMENTS[i] as string;
}

/** The toast shown when a skill becomes a favourite: 'Skill favorited!' and an encouragement. */
export function favoritedMessage(random: Random = Math.random): string {
  return `${TOAST_FAVORITED} ${pickEncouragement(random)}`;
}

/** Every skill: the built-in ones first, then the person's own. */
export function allSkills(custom: readonly CopingSkill[]): CopingSkill[] {
  return [...BUILT_IN_SKILLS, ...custom];
}

/** The skills of each category, in list order. Every category is present, possibly empty. */
export function skillsByCategory(
  skills: readonly CopingSkill[],
): Record<CopingCategory, CopingSkill[]> {
  const out = Object.fromEntries(COPING_CATEGORIES.map((c) => [c, [] as CopingSkill[]])) as Record<
    CopingCategory,
    CopingSkill[]
  >;
  for (const s of skills) out[s.category].push(s);
  return out;
}

/**
 * Turns a favourite on or off. Turning it on appends the id (no duplicates); turning it off
 * removes every copy. `favorited` tells which way it went.
 */
export function toggleFavorite(
  favorites: readonly number[],
  id: number,
): { favorites: number[]; favorited: boolean } {
  if (favorites.includes(id)) {
    return { favorites: favorites.filter((f) => f !== id), favorited: false };
  }
  return { favorites: [...favorites, id], favorited: true };
}

/** The favourite skills, in the order they were favourited; ids with no skill are skipped. */
export function favoriteSkills(
  skills: readonly CopingSkill[],
  favorites: readonly number[],
): CopingSkill[] {
  const byId = new Map(skills.map((s) => [s.id, s]));
  const seen = new Set<number>();
  const out: CopingSkill[] = [];
  for (const id of favorites) {
    const s = byId.get(id);
    if (s && !seen.has(id)) {
      seen.add(id);
      out.push(s);
    }
  }
  return out;
}

export interface CustomSkillInput {
  name: string;
  description: string;
  category: string;
}

export type CustomSkillErrors = Partial<Record<keyof CustomSkillInput, string>>;

export const SKILL_ERRORS = {
  nameMissing: 'Please give your skill a name.',
  nameTooLong: `Please keep the name to ${SKILL_NAME_MAX} characters or fewer.`,
  descriptionMissing: 'Please describe your skill in a few words.',
  descriptionTooLong: `Please keep the description to ${SKILL_DESCRIPTION_MAX} characters or fewer.`,
  category: 'Please choose one of the five categories.',
} as const;

/** Checks a custom skill form: name and description non-empty after trimming, a known category. */
export function validateCustomSkill(
  input: CustomSkillInput,
):
  | { ok: true; value: { name: string; description: string; category: CopingCategory } }
  | { ok: false; errors: CustomSkillErrors } {
  const name = input.name.trim();
  const description = input.description.trim();
  const errors: CustomSkillErrors = {};
  if (name === '') errors.name = SKILL_ERRORS.nameMissing;
  else if (name.length > SKILL_NAME_MAX) errors.name = SKILL_ERRORS.nameTooLong;
  if (description === '') errors.description = SKILL_ERRORS.descriptionMissing;
  else if (description.length > SKILL_DESCRIPTION_MAX)
    errors.description = SKILL_ERRORS.descriptionTooLong;
  const category = isCopingCategory(input.category) ? input.category : null;
  if (category === null) errors.category = SKILL_ERRORS.category;
  if (category === null || errors.name || errors.description) return { ok: false, errors };
  return { ok: true, value: { name, description, category } };
}

/**
 * Adds a custom skill to the person's list, or reports why nothing was added.
 * The id is computed over every skill (built-in and custom), see nextSkillId.
 */
export function addCustomSkill(
  custom: readonly CustomSkill[],
  input: CustomSkillInput,
):
  | { ok: true; custom: CustomSkill[]; skill: CustomSkill }
  | { ok: false; errors: CustomSkillErrors } {
  const checked = validateCustomSkill(input);
  if (!checked.ok) return checked;
  const skill: CustomSkill = {
    id: nextSkillId(allSkills(custom)),
    ...checked.value,
    isDefault: false,
  };
  return { ok: true, custom: [...custom, skill], skill };
}

/**
 * Removes a custom skill and takes it out of the favourites too. Built-in skills cannot be
 * removed: an id that is not a custom skill changes nothing (`removed` is false).
 */
export function removeCustomSkill(
  custom: readonly CustomSkill[],
  favorites: readonly number[],
  id: number,
): { custom: CustomSkill[]; favorites: number[]; removed: boolean } {
  if (!custom.some((s) => s.id === id)) {
    return { custom: [...custom], favorites: [...favorites], removed: false };
  }
  return {
    custom: custom.filter((s) => s.id !== id),
    favorites: favorites.filter((f) => f !== id),
    removed: true,
  };
}
