import { describe, expect, it } from 'vitest';
import { SYNC_KINDS, USER_DATA_KEYS, erasedLines, namedKinds } from './data-kinds';

describe('the registry of data kinds', () => {
  it('keeps the storage keys and sync record kinds that stored data and exports already use', () => {
    expect(SYNC_KINDS).toEqual([
      'mood',
      'moodLevel',
      'journal',
      'challenges',
      'favorite',
      'customSkill',
      'safetyPlan',
      'sleepTool',
      'grounding',
      'settings',
      'toolUse',
      'checkIn',
      'activities',
    ]);
    expect(USER_DATA_KEYS).toHaveLength(SYNC_KINDS.length);
  });

  it('names what the device keeps, and what deleting removes, as the pages always have', () => {
    expect(namedKinds()).toBe(
      'mood check-ins and mood levels, journal entries, daily challenge ticks, favourite and custom coping skills, safety plan, sleep times and notes, grounding answers, settings, tool uses and their ratings, check-ins (emotions, activities and notes) and activity list',
    );
    // The list of what 'Delete my data' removes is checked as shown, in e2e/data.spec.ts.
    expect(erasedLines()).toHaveLength(11);
  });
});
