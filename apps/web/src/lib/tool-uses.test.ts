// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readToolUses, saveToolUse, saveToolUseDraft } from './tool-uses';

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem('toolUses') ?? 'null') as unknown;

describe('tool uses on the device', () => {
  it('adds a use, then replaces it by id when it is saved again, under the registry key', () => {
    const use = {
      id: 'a',
      tool: 'breathing' as const,
      startedAt: '2026-11-05T08:30:00.000+01:00',
      endedAt: '2026-11-05T08:30:00.000+01:00',
      before: 7,
    };
    expect(saveToolUse(use)).toEqual({ ok: true });
    expect(stored()).toEqual([use]);
    const ended = { ...use, endedAt: '2026-11-05T08:34:00.000+01:00', after: 4 };
    saveToolUse(ended);
    saveToolUse({ ...use, id: 'b', tool: 'game:memory' });
    expect(readToolUses()).toEqual([ended, { ...use, id: 'b', tool: 'game:memory' }]);
  });

  it('keeps what is stored when a stored use is unreadable, and sets the bad one aside', () => {
    localStorage.setItem(
      'toolUses',
      JSON.stringify([
        { id: 'x', tool: 'nothing' },
        {
          id: 'ok',
          tool: 'grounding',
          startedAt: '2026-11-05T08:30:00+01:00',
          endedAt: '2026-11-05T08:31:00+01:00',
          after: 2,
        },
      ]),
    );
    expect(readToolUses().map((u) => u.id)).toEqual(['ok']);
    expect(localStorage.getItem('toolUses.corrupt')).toContain('nothing');
  });

  it('writes the moments of a draft as local time with the offset, never ending before it starts', () => {
    const start = new Date(2026, 10, 5, 8, 30, 0);
    saveToolUseDraft({
      id: 'c',
      tool: 'skill:3',
      startedAt: start,
      endedAt: new Date(start.getTime() - 1000),
      before: 5,
      after: 5,
    });
    const [use] = readToolUses();
    expect(use!.startedAt.startsWith('2026-11-05T08:30:00.000')).toBe(true);
    expect(use!.endedAt).toBe(use!.startedAt);
    expect(use).toMatchObject({ id: 'c', tool: 'skill:3', before: 5, after: 5 });
  });
});
