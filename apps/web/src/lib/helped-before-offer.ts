import { allSkills } from '@mentora/domain/coping-skills';
import { helpedBefore, type HelpedBeforeOption } from '@mentora/domain/helped-before';
import type { TopicId } from '@mentora/domain/topics';
import { readKindData } from './sync/local-data';
import { readToolUses } from './tool-uses';

/**
 * The tool that has helped this person before, to offer in the chat for a message on `topic`
 * (anxiety, panic, stress or low mood), or null. Read from this device's tool uses when a reply
 * is being made; fetched on its own, so the chat's first load does not carry it.
 */
export function helpedBeforeOffer(topic: TopicId): HelpedBeforeOption | null {
  const skills = allSkills(readKindData('copingSkillsCustom'));
  return helpedBefore(topic, readToolUses(), skills);
}
