/**
 * The mentors use what helped: when a typed message is about anxiety, panic, stress or low
 * mood and a tool has lowered this person's distress before, the chat offers it by name.
 */
import type { CopingSkill } from './coping-skills';
import { TOOL_LINKS } from './mentors';
import type { ToolKey, ToolUse } from './tool-ratings';
import type { TopicId } from './topics';
import { MIN_RATED_USES, rankTools } from './what-helps';

/** The topics for which the chat offers a tool that helped before. */
export const HELPED_BEFORE_TOPICS: readonly TopicId[] = ['anxiety', 'panic', 'stress', 'low-mood'];

/**
 * A tool qualifies with as many rated uses as 'What helps you' needs to list it (3), so the
 * chat never names a tool the person cannot see there, and a single good session is not
 * taken for a pattern.
 */
export const HELPED_BEFORE_MIN_USES = MIN_RATED_USES;
/**
 * And with an average drop of at least one point on the 0-10 scale (as shown, to one decimal):
 * a smaller change is within the noise of rating the same feeling twice.
 */
export const HELPED_BEFORE_MIN_DROP = 1;

/** Where the option leads for each tool: the page or section that opens it. */
export function toolHref(tool: ToolKey): string {
  if (tool.startsWith('game:')) return TOOL_LINKS.games.href;
  if (tool.startsWith('skill:')) return TOOL_LINKS.copingSkills.href;
  switch (tool) {
    case 'breathing':
      return TOOL_LINKS.breathing.href;
    case 'meditation':
      return TOOL_LINKS.meditation.href;
    case 'grounding':
      return TOOL_LINKS.grounding.href;
    default:
      return TOOL_LINKS.creative.href;
  }
}

export interface HelpedBeforeOption {
  tool: ToolKey;
  /** 'Breathing helped you before. Try it again?' */
  text: string;
  /** Where choosing it goes. */
  href: string;
  averageDrop: number;
  ratedUses: number;
}

export const helpedBeforeText = (name: string): string =>
  `${name} helped you before. Try it again?`;

/**
 * The tool that helped this person most (the biggest average drop in distress, with at least
 * HELPED_BEFORE_MIN_USES rated uses and a drop of HELPED_BEFORE_MIN_DROP or more; on a tie, the
 * one rated first), offered for a message about one of HELPED_BEFORE_TOPICS. Null for any other
 * topic, or when no tool qualifies.
 */
export function helpedBefore(
  topic: TopicId | null,
  uses: Iterable<ToolUse>,
  skills?: readonly Pick<CopingSkill, 'id' | 'name'>[],
): HelpedBeforeOption | null {
  if (topic === null || !HELPED_BEFORE_TOPICS.includes(topic)) return null;
  const top = rankTools(uses, skills, HELPED_BEFORE_MIN_USES)[0];
  if (!top || top.dropTenths < HELPED_BEFORE_MIN_DROP * 10) return null;
  return {
    tool: top.tool,
    text: helpedBeforeText(top.name),
    href: toolHref(top.tool),
    averageDrop: top.averageDrop,
    ratedUses: top.ratedUses,
  };
}
