import { describe, expect, it } from 'vitest';
import {
  HELPED_BEFORE_MIN_USES,
  HELPED_BEFORE_TOPICS,
  helpedBefore,
  toolHref,
} from './helped-before';
import { TOOL_LINKS } from './mentors';
import { ratedUse as rated, ratedUses as times } from './helps-test-data';
import { TOPIC_IDS } from './topics';

describe('a tool that helped before', () => {
  const breathing = times(3, 'breathing', 7, 4);

  it('is offered by name for anxiety, panic, stress and low mood, with its link', () => {
    for (const topic of ['anxiety', 'panic', 'stress', 'low-mood'] as const) {
      expect(helpedBefore(topic, breathing)).toEqual({
        tool: 'breathing',
        text: 'Breathing helped you before. Try it again?',
        href: '/chat/mood-tracker?open=breathing',
        averageDrop: 3,
        ratedUses: 3,
      });
    }
  });
  it('is not offered for any other topic, or none', () => {
    for (const topic of TOPIC_IDS.filter((t) => !HELPED_BEFORE_TOPICS.includes(t))) {
      expect(helpedBefore(topic, breathing)).toBeNull();
    }
    expect(helpedBefore(null, breathing)).toBeNull();
  });
  it('needs 3 rated uses, as What helps you does', () => {
    expect(HELPED_BEFORE_MIN_USES).toBe(3);
    expect(helpedBefore('anxiety', times(2, 'breathing', 9, 1))).toBeNull();
    expect(
      helpedBefore('anxiety', [...times(2, 'breathing', 9, 1), rated('breathing', 9)]),
    ).toBeNull();
  });
  it('needs a drop of at least one point on average', () => {
    const small = [...times(2, 'grounding', 5, 4), rated('grounding', 5, 5)];
    expect(helpedBefore('stress', small)).toBeNull();
    expect(helpedBefore('stress', times(3, 'grounding', 5, 4))!.tool).toBe('grounding');
    expect(helpedBefore('stress', times(3, 'grounding', 4, 6))).toBeNull();
  });
  it('picks the biggest drop, the first rated on a tie', () => {
    const uses = [
      ...times(3, 'meditation', 6, 4),
      ...times(3, 'game:word-scramble', 8, 4),
      ...times(3, 'skill:6', 8, 4),
    ];
    expect(helpedBefore('panic', uses)).toMatchObject({
      tool: 'game:word-scramble',
      text: 'Word Scramble helped you before. Try it again?',
      href: TOOL_LINKS.games.href,
    });
  });
  it('names a skill by its title and links every kind of tool to where it opens', () => {
    const uses = times(3, 'skill:26', 8, 2);
    expect(helpedBefore('low-mood', uses, [{ id: 26, name: 'Cold water' }])!.text).toBe(
      'Cold water helped you before. Try it again?',
    );
    expect(toolHref('skill:26')).toBe('/chat/coping-skills');
    expect(toolHref('meditation')).toBe('/chat/self-care?open=meditation');
    expect(toolHref('grounding')).toBe('/question-ans');
    expect(toolHref('creative')).toBe('/creative');
    expect(toolHref('game:memory')).toBe('/chat/mood-tracker?open=games');
  });
});
