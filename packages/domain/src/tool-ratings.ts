/**
 * Before-and-after ratings of the tools: how distressed someone feels (0 calm to 10 the worst)
 * before a tool and after it. The checks and constants are in tool-use-schema.ts (the data
 * registry loads them without the skills' texts); the names of tools are here.
 */
import type { CopingSkill } from './coping-skills';
import {
  RATED_GAMES,
  SINGLE_TOOLS,
  skillIdOf,
  type SingleTool,
  type ToolKey,
} from './tool-use-schema';

export * from './tool-use-schema';

/** What a skill that no longer exists (a removed custom skill) is called. */
export const UNKNOWN_SKILL_NAME = 'A coping skill';

/**
 * The name a tool is shown by: 'Breathing', 'Meditation', 'Grounding', 'Creative prompts', a
 * game by its SPEC name, a skill by its title (looked up in `skills`: the built-in ones and the
 * person's own, which the caller passes, so this module does not load the skills' texts).
 */
export function toolDisplayName(
  tool: ToolKey,
  skills: readonly Pick<CopingSkill, 'id' | 'name'>[],
): string {
  if (Object.hasOwn(SINGLE_TOOLS, tool)) return SINGLE_TOOLS[tool as SingleTool];
  if (tool.startsWith('game:')) {
    return RATED_GAMES.find((g) => `game:${g.id}` === tool)?.name ?? tool;
  }
  const id = skillIdOf(tool);
  return skills.find((s) => s.id === id)?.name ?? UNKNOWN_SKILL_NAME;
}
