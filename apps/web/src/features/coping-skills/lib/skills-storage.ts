import {
  CustomSkillSchema,
  FavoriteIdSchema,
  uniqueCustomSkills,
  type CustomSkill,
} from '@mentora/domain/coping-skills';
import { readList } from '@/lib/storage/storage';

/** The favourite skill ids (`copingSkillsFavorites`), without repeats. */
export function readFavorites(): number[] {
  return [...new Set(readList('copingSkillsFavorites', FavoriteIdSchema))];
}

/** The person's own skills (`copingSkillsCustom`), every id unique. */
export function readCustomSkills(): CustomSkill[] {
  return uniqueCustomSkills(readList('copingSkillsCustom', CustomSkillSchema));
}
