import { describe, expect, it } from 'vitest';
import { BUILT_IN_SKILLS } from './coping-skills';
import { toIsoDate } from './dates';
import {
  ASK_RATINGS_DEFAULT,
  ASK_RATINGS_LABEL,
  AskRatingsSettingSchema,
  DISTRESS_AFTER_QUESTION,
  DISTRESS_BEFORE_QUESTION,
  DISTRESS_VALUES,
  DistressRatingSchema,
  RATED_GAMES,
  ToolUseSchema,
  UNKNOWN_SKILL_NAME,
  distressDrop,
  gameToolKey,
  isLocalIsoTime,
  isToolKey,
  readToolUses,
  skillIdOf,
  skillToolKey,
  toLocalIsoTime,
  toolDisplayName,
} from './tool-ratings';

const use = {
  id: 'u1',
  tool: 'breathing',
  startedAt: '2026-11-05T08:30:00+01:00',
  endedAt: '2026-11-05T08:34:10.250+01:00',
  before: 7,
  after: 4,
};

describe('the distress rating', () => {
  it('is a whole number from 0 (calm) to 10 (the worst)', () => {
    expect(DISTRESS_VALUES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const v of DISTRESS_VALUES) expect(DistressRatingSchema.safeParse(v).success).toBe(true);
    for (const v of [-1, 11, 2.5, '3', null, Number.NaN]) {
      expect(DistressRatingSchema.safeParse(v).success).toBe(false);
    }
  });
  it('asks in the words of the issue, with a setting on by default', () => {
    expect(DISTRESS_BEFORE_QUESTION).toBe('How distressed do you feel right now?');
    expect(DISTRESS_AFTER_QUESTION).toBe('And now?');
    expect(ASK_RATINGS_LABEL).toBe('Ask how I feel before and after tools');
    expect(ASK_RATINGS_DEFAULT).toBe(true);
    expect(AskRatingsSettingSchema.parse(undefined)).toBe(true);
    expect(AskRatingsSettingSchema.parse(false)).toBe(false);
  });
});

describe('tools', () => {
  it('names each tool as the app does', () => {
    expect(toolDisplayName('breathing', [])).toBe('Breathing');
    expect(toolDisplayName('meditation', [])).toBe('Meditation');
    expect(toolDisplayName('grounding', [])).toBe('Grounding');
    expect(toolDisplayName('creative', [])).toBe('Creative prompts');
    expect(RATED_GAMES.map((g) => toolDisplayName(gameToolKey(g.id), []))).toEqual([
      'Tic Tac Toe',
      'Rock Paper Scissors',
      'Memory Game',
      'Word Scramble',
      'Number Guessing',
    ]);
  });
  it('names a skill by its title, built-in or custom, and a removed one plainly', () => {
    expect(toolDisplayName(skillToolKey(1), BUILT_IN_SKILLS)).toBe(BUILT_IN_SKILLS[0]!.name);
    const custom = [...BUILT_IN_SKILLS, { id: 26, name: 'Call my sister' }];
    expect(toolDisplayName('skill:26', custom)).toBe('Call my sister');
    expect(toolDisplayName('skill:26', BUILT_IN_SKILLS)).toBe(UNKNOWN_SKILL_NAME);
    expect(skillIdOf('skill:26')).toBe(26);
    expect(skillIdOf('breathing')).toBeNull();
  });
  it('accepts only known tools, games and skill ids', () => {
    for (const k of ['breathing', 'creative', 'game:memory', 'skill:1', 'skill:125']) {
      expect(isToolKey(k)).toBe(true);
    }
    for (const k of ['sleep', 'game:chess', 'skill:0', 'skill:01', 'skill:x', 'toString', 3]) {
      expect(isToolKey(k)).toBe(false);
    }
  });
});

describe('local ISO time', () => {
  it('keeps the local date in its first ten characters and reads back as the same moment', () => {
    for (const d of [new Date(2024, 1, 29, 23, 59, 59, 999), new Date(2026, 10, 5, 0, 0, 0)]) {
      const s = toLocalIsoTime(d);
      expect(isLocalIsoTime(s)).toBe(true);
      expect(s.slice(0, 10)).toBe(toIsoDate(d));
      expect(Date.parse(s)).toBe(d.getTime());
    }
  });
  it('rejects times without an offset or on days that do not exist', () => {
    expect(isLocalIsoTime('2026-11-05T08:30:00Z')).toBe(true);
    expect(isLocalIsoTime('2026-11-05T08:30:00-05:30')).toBe(true);
    expect(isLocalIsoTime('2026-11-05T08:30:00')).toBe(false);
    expect(isLocalIsoTime('2026-02-30T08:30:00Z')).toBe(false);
    expect(isLocalIsoTime('2026-11-05T24:00:00Z')).toBe(false);
  });
});

describe('a tool use', () => {
  it('keeps tool, start, end and both ratings, either of which may be skipped', () => {
    expect(ToolUseSchema.parse(use)).toEqual(use);
    const { before: _b, ...noBefore } = use;
    const { after: _a, ...noAfter } = use;
    expect(ToolUseSchema.safeParse(noBefore).success).toBe(true);
    expect(ToolUseSchema.safeParse(noAfter).success).toBe(true);
    expect(ToolUseSchema.safeParse({ ...use, tool: 'skill:3' }).success).toBe(true);
  });
  it('rejects bad input', () => {
    const bad = [
      { ...use, id: '' },
      { ...use, id: 'x'.repeat(65) },
      { ...use, tool: 'sleep' },
      { ...use, before: 11 },
      { ...use, after: -1 },
      { ...use, after: 3.5 },
      { ...use, startedAt: 'yesterday' },
      { ...use, endedAt: '2026-11-05T08:29:59+01:00' },
      { ...use, endedAt: undefined },
    ];
    for (const b of bad) expect(ToolUseSchema.safeParse(b).success).toBe(false);
  });
  it('reads a stored list, leaving out what is corrupt', () => {
    expect(
      readToolUses([use, { ...use, before: 'x' }, null, 'junk', { ...use, id: 'u2' }]),
    ).toEqual([use, { ...use, id: 'u2' }]);
    expect(readToolUses({ not: 'a list' })).toEqual([]);
  });
  it('measures the change as before minus after, only with both', () => {
    expect(distressDrop(use)).toBe(3);
    expect(distressDrop({ before: 2, after: 6 })).toBe(-4);
    expect(distressDrop({ before: 2 })).toBeNull();
  });
});
