import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The five categories of the Coping Skills Toolbox, in display order. */
export const COPING_CATEGORIES = [
  'Grounding',
  'Distraction',
  'Self-Soothing',
  'Movement',
  'Breathing',
] as const;

export const CopingCategorySchema = lazySchema(() => z.enum(COPING_CATEGORIES));
export type CopingCategory = z.infer<typeof CopingCategorySchema>;

/** The longest name and description a custom skill may have. */
export const SKILL_NAME_MAX = 80;
export const SKILL_DESCRIPTION_MAX = 500;

/**
 * A coping skill. Built-in skills have ids 1 to 25; custom skills are numbered after them
 * (see nextSkillId) and are stored under `copingSkillsCustom`.
 */
export const CopingSkillSchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    category: CopingCategorySchema,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SKILL_NAME_MAX)),
    description: z.string().check(z.trim(), z.minLength(1), z.maxLength(SKILL_DESCRIPTION_MAX)),
    isDefault: z.boolean(),
  }),
);
export type CopingSkill = z.infer<typeof CopingSkillSchema>;

/** A custom skill as stored under `copingSkillsCustom` (always isDefault: false). */
export const CustomSkillSchema = lazySchema(() =>
  z.extend(CopingSkillSchema, { isDefault: z.literal(false) }),
);
export type CustomSkill = z.infer<typeof CustomSkillSchema>;

/** One item of the favourite ids list stored under `copingSkillsFavorites`. */
export const FavoriteIdSchema = lazySchema(() => z.int().check(z.positive()));

export function isCopingCategory(value: unknown): value is CopingCategory {
  return CopingCategorySchema.safeParse(value).success;
}

/** How many built-in skills there are: they have ids 1 to this (coping-skills.ts). */
export const BUILT_IN_SKILL_COUNT = 25;

export function isBuiltInSkillId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= BUILT_IN_SKILL_COUNT;
}

/**
 * Cleans a stored custom list: drops any skill whose id belongs to a built-in skill or repeats
 * an earlier one, so every id stays unique.
 */
export function uniqueCustomSkills(custom: readonly CustomSkill[]): CustomSkill[] {
  const taken = new Set<number>();
  const out: CustomSkill[] = [];
  for (const s of custom) {
    if (isBuiltInSkillId(s.id) || taken.has(s.id)) continue;
    taken.add(s.id);
    out.push(s);
  }
  return out;
}

/**
 * The id for a new skill: the list length plus 1, which is exactly the next free number while
 * nothing was removed (ids are then 1..n). After removals the length can fall back onto an id
 * still in use, so the result is never below the highest id plus 1.
 */
export function nextSkillId(skills: readonly Pick<CopingSkill, 'id'>[]): number {
  let max = 0;
  for (const s of skills) if (s.id > max) max = s.id;
  return Math.max(skills.length, max) + 1;
}

/**
 * The id a new custom skill gets beside the built-in ones (ids 1 to BUILT_IN_SKILL_COUNT): the
 * same as `nextSkillId` over every skill, without needing the built-in skills' texts.
 */
export function nextCustomSkillId(custom: readonly CustomSkill[]): number {
  return Math.max(nextSkillId(custom), BUILT_IN_SKILL_COUNT + custom.length + 1);
}
