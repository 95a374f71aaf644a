/**
 * Small builders of tool uses, check-ins and mood records, shared by the tests of the ratings,
 * check-ins and their statistics.
 */
import { bucketsOf, type CheckIn } from './check-ins';
import type { MoodRecords } from './day-mood';
import type { MoodHistory, MoodLevels } from './mood';
import type { ToolKey, ToolUse } from './tool-ratings';

let next = 0;

/** A use of a tool with the ratings given (either may be left out). */
export function ratedUse(tool: ToolKey, before?: number, after?: number): ToolUse {
  return {
    id: `u${++next}`,
    tool,
    startedAt: '2026-11-05T08:30:00Z',
    endedAt: '2026-11-05T08:35:00Z',
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
  };
}

/** `k` uses of a tool, each rated `before` then `after`. */
export const ratedUses = (k: number, tool: ToolKey, before: number, after: number): ToolUse[] =>
  Array.from({ length: k }, () => ratedUse(tool, before, after));

/** A check-in on a date at an hour (UTC offset), with an optional level and activities. */
export function checkInOn(
  date: string,
  level?: number,
  hour = 9,
  activities: string[] = [],
): CheckIn {
  return {
    id: `${date}-${hour}`,
    at: `${date}T${String(hour).padStart(2, '0')}:00:00Z`,
    emotions: [],
    activities,
    ...(level !== undefined ? { level } : {}),
  };
}

/** Mood records from a list of check-ins, slider levels and quiz results. */
export const moodRecords = (
  checkIns: CheckIn[],
  moodLevels: MoodLevels = {},
  moodHistory: MoodHistory = {},
): MoodRecords => ({ checkIns: bucketsOf(checkIns), moodLevels, moodHistory });
