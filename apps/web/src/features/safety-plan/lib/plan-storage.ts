import {
  CustomSkillSchema,
  FavoriteIdSchema,
  allSkills,
  favoriteSkills,
  uniqueCustomSkills,
} from '@mentora/domain/coping-skills';
import { SafetyPlanSchema, emptySafetyPlan, type SafetyPlan } from '@mentora/domain/safety-plan';
import { readKey, readList } from '@/lib/storage/storage';
import { HELD_ITEM, type HeldItem } from './savable-plan';

/** The saved plan (`safetyPlan`), or an empty one. */
export function readSafetyPlan(): SafetyPlan {
  return readKey('safetyPlan', SafetyPlanSchema, emptySafetyPlan());
}

/** The names of the person's favourite coping skills, offered as ideas for step 2. */
export function readFavoriteSkillNames(): string[] {
  const favorites = readList('copingSkillsFavorites', FavoriteIdSchema);
  const custom = uniqueCustomSkills(readList('copingSkillsCustom', CustomSkillSchema));
  return favoriteSkills(allSkills(custom), favorites).map((s) => s.name);
}

/** The words of plan items over their limit, kept here until shortened (`safetyPlanDraft`). */
export function readHeldItems(): HeldItem[] {
  return readList('safetyPlanDraft', HELD_ITEM);
}
