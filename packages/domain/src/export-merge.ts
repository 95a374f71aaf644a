import { uniqueCustomSkills } from './coping-skill-schema';
import { DATA_KINDS, type UserData } from './data-kinds';
import { safetyPlanItemCount, safetyPlanLeftOut } from './safety-plan-left-out';
import type { SafetyPlan } from './safety-plan';

// An import: the file's data merged into the device's, kind by kind (each kind's rule is in
// data-kinds.ts), and the message that says what it added.

/** What an import added, for the message after it. */
export interface MergeSummary {
  journalAdded: number;
  journalUpdated: number;
  moodDaysAdded: number;
  challengeDaysChanged: number;
  skillsAdded: number;
  favoritesAdded: number;
  safetyPlanChanged: boolean;
  /**
   * The items of the file's safety plan not added, step by step: the plan here was changed
   * after the file's, and may have lost them on purpose. Null when none were left out.
   */
  safetyPlanLeftOut: SafetyPlan | null;
  sleepChanged: boolean;
  groundingChanged: boolean;
  settingsAdded: boolean;
  /**
   * How the message names each other kind the import changed, in the registry's order: tool
   * uses and check-ins with how many were added ('8 tool uses').
   */
  alsoChanged: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Kinds kept as lists of records with ids, which the message counts: how one and many read. */
const COUNTED: Readonly<Record<string, readonly [string, string]>> = {
  toolUses: ['tool use', 'tool uses'],
  checkIns: ['check-in', 'check-ins'],
};

/** How many records of `after` have an id `before` has not. */
function addedById(before: unknown, after: unknown): number {
  const ids = new Set((before as readonly { id: string }[]).map((r) => r.id));
  return (after as readonly { id: string }[]).filter((r) => !ids.has(r.id)).length;
}

/**
 * Merges imported data into the device's data without losing anything on the device:
 * every record of either side is kept, and the same journal entry keeps its newer edit.
 * Records without edit times (a day's mood, settings) keep the device's value. A safety plan
 * changed here after the file's stays as it is; the file's items it has not got are in the
 * summary (`safetyPlanLeftOut`), to be added back only if the person asks (decision 0055).
 */
export function mergeUserData(
  local: UserData,
  incoming: UserData,
): { data: UserData; summary: MergeSummary } {
  const merged: Record<string, unknown> = {};
  const alsoChanged: string[] = [];
  for (const k of DATA_KINDS) {
    const had = (local as Record<string, unknown>)[k.key] ?? k.empty();
    const value = k.merge(had, (incoming as Record<string, unknown>)[k.key] ?? k.empty(), {
      local,
      incoming,
    });
    merged[k.key] = value;
    if (!k.importedAs || same(value, had)) continue;
    // A list of records is counted, so the person can check that all of it came across; one
    // changed without any added (a newer edit of a record) is named as before.
    const counted = COUNTED[k.key];
    const added = counted ? addedById(had, value) : 0;
    alsoChanged.push(counted && added > 0 ? plural(added, ...counted) : k.importedAs);
  }
  const data = merged as UserData;
  const { journalHistory, dailyChallenges } = data;
  const localIds = new Map(local.journalHistory.map((e) => [e.id, e]));
  const moodDays = (d: UserData) =>
    new Set([...Object.keys(d.moodHistory), ...Object.keys(d.moodLevels)]);
  const summary: MergeSummary = {
    journalAdded: journalHistory.filter((e) => !localIds.has(e.id)).length,
    journalUpdated: journalHistory.filter((e) => {
      const had = localIds.get(e.id);
      return had !== undefined && !same(had, e);
    }).length,
    moodDaysAdded: moodDays(data).size - moodDays(local).size,
    challengeDaysChanged: Object.keys(dailyChallenges).filter(
      (d) => !same(dailyChallenges[d], local.dailyChallenges[d]),
    ).length,
    skillsAdded:
      data.copingSkillsCustom.length - uniqueCustomSkills(local.copingSkillsCustom).length,
    favoritesAdded: data.copingSkillsFavorites.length - new Set(local.copingSkillsFavorites).size,
    safetyPlanChanged: !same(data.safetyPlan, local.safetyPlan),
    safetyPlanLeftOut: safetyPlanLeftOut(local.safetyPlan, incoming.safetyPlan),
    sleepChanged: !same(data.sleepTool, local.sleepTool),
    groundingChanged: !same(data.groundingAnswers, local.groundingAnswers),
    settingsAdded: local.settings === null && data.settings !== null,
    alsoChanged,
  };
  return { data, summary };
}

/** The message after a successful import, in plain words. */
export function importSummaryMessage(s: MergeSummary): string {
  const parts: string[] = [];
  if (s.journalAdded) parts.push(plural(s.journalAdded, 'journal entry', 'journal entries'));
  if (s.journalUpdated)
    parts.push(plural(s.journalUpdated, 'newer journal edit', 'newer journal edits'));
  if (s.moodDaysAdded) parts.push(plural(s.moodDaysAdded, 'day of mood', 'days of mood'));
  if (s.challengeDaysChanged)
    parts.push(plural(s.challengeDaysChanged, 'day of challenges', 'days of challenges'));
  if (s.skillsAdded) parts.push(plural(s.skillsAdded, 'custom skill', 'custom skills'));
  if (s.favoritesAdded) parts.push(plural(s.favoritesAdded, 'favourite', 'favourites'));
  parts.push(...s.alsoChanged);
  const leftOut = s.safetyPlanLeftOut ? safetyPlanLeftOutMessage(s.safetyPlanLeftOut) : '';
  if (parts.length === 0) {
    return leftOut
      ? `Nothing else in this file needed adding: the rest is already on this device. ${leftOut}`
      : 'Everything in this file is already on this device, so nothing needed to change.';
  }
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const done = `Import complete. Added ${list}. Everything that was already on this device was kept.`;
  return leftOut ? `${done} ${leftOut}` : done;
}

/** What the message says of the items of the file's safety plan that were not added. */
export function safetyPlanLeftOutMessage(leftOut: SafetyPlan): string {
  const n = safetyPlanItemCount(leftOut);
  const [are, them] = n === 1 ? ['is', 'it'] : ['are', 'them'];
  return `Your safety plan here was kept as it is: ${plural(n, 'line', 'lines')} of the file's plan that ${are} not in it ${n === 1 ? 'was' : 'were'} left out, in case you removed ${them}. If ${n === 1 ? 'it belongs' : 'they belong'} in your plan, add ${them} back below.`;
}
