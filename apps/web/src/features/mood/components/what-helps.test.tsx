// @vitest-environment jsdom
import type { CheckIn } from '@mentora/domain/check-ins';
import type { ToolUse } from '@mentora/domain/tool-ratings';
import { PATTERNS_NOT_PROOF } from '@mentora/domain/what-helps';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhatHelps } from './what-helps';

const pad = (n: number) => String(n).padStart(2, '0');
const use = (n: number, before: number, after: number): ToolUse => ({
  id: `u${n}`,
  tool: 'breathing',
  startedAt: `2026-11-0${n}T08:00:00.000+01:00`,
  endedAt: `2026-11-0${n}T08:05:00.000+01:00`,
  before,
  after,
});
/** Days 1 to `days` of November: the first five with Exercise (level 8), the rest without (4). */
function checkIns(days: number): CheckIn[] {
  return Array.from({ length: days }, (_, i) => ({
    id: `c${i + 1}`,
    at: `2026-11-${pad(i + 1)}T20:00:00.000+01:00`,
    level: i < 5 ? 8 : 4,
    emotions: [],
    activities: i < 5 ? ['Exercise'] : ['Work'],
  }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('What helps you', () => {
  it('says kindly what is needed before there is enough, with the caveat', () => {
    localStorage.setItem('toolUses', JSON.stringify([use(1, 7, 4), use(2, 7, 4)]));
    localStorage.setItem('checkIns:2026-11', JSON.stringify(checkIns(9)));
    render(<WhatHelps />);
    const section = screen.getByRole('region', { name: 'What helps you' });
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(section).getByText(/once it has 3 uses rated before and after/)).toBeTruthy();
    expect(within(section).getByText(/5 days with it and 5 days without it/)).toBeTruthy();
    expect(within(section).getByText(PATTERNS_NOT_PROOF)).toBeTruthy();
  });

  it('ranks a tool once it has 3 rated uses, and an activity once each side has 5 days', () => {
    localStorage.setItem(
      'toolUses',
      JSON.stringify([
        use(1, 7, 4),
        use(2, 7, 4),
        use(3, 7, 4),
        { ...use(4, 6, 6), after: undefined },
      ]),
    );
    localStorage.setItem('checkIns:2026-11', JSON.stringify(checkIns(10)));
    render(<WhatHelps />);
    const tools = screen.getByRole('list', {
      name: 'Tools, by how much lower you felt after them',
    });
    expect(
      within(tools)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Breathing: 3.0 lower on average, 3 times']);
    const activities = screen.getByRole('list', { name: 'Activities and your mood' });
    expect(
      within(activities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Exercise: mood 8.0 on days with it, 4.0 without (5 and 5 days)',
      'Work: mood 4.0 on days with it, 8.0 without (5 and 5 days)',
    ]);
  });
});
