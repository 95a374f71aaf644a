import { DayTicksSchema, type DailyChallenges } from './challenges';
import {
  isBuiltInSkillId,
  nextCustomSkillId,
  uniqueCustomSkills,
  type CustomSkill,
} from './coping-skill-schema';
import type { GroundingAnswers } from './grounding';
import type { JournalEntry } from './journal';
import type { SafetyContact, SafetyPlan } from './safety-plan';
import type { SleepToolData } from './sleep';

// How each kind of data merges an imported value into the device's (see data-kinds.ts).

/** When a journal entry was last written: its edit time, or its creation time (the id). */
export function journalEditTime(e: JournalEntry): number {
  return e.updatedAt ?? e.id;
}

/**
 * Journal entries of both sides, one per id, newest first. The same id on both sides keeps the
 * newer edit (by updatedAt, falling back to the id, which is the creation time); a tie keeps
 * the device's entry.
 */
export function mergeJournal(
  local: readonly JournalEntry[],
  incoming: readonly JournalEntry[],
): JournalEntry[] {
  const byId = new Map<number, JournalEntry>();
  for (const e of local) {
    const have = byId.get(e.id);
    if (!have || journalEditTime(e) > journalEditTime(have)) byId.set(e.id, e);
  }
  for (const e of incoming) {
    const have = byId.get(e.id);
    if (!have || journalEditTime(e) > journalEditTime(have)) byId.set(e.id, e);
  }
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** Each day's ticks from both sides. */
export function mergeChallenges(
  local: DailyChallenges,
  incoming: DailyChallenges,
): DailyChallenges {
  const out: DailyChallenges = { ...local };
  for (const [day, ticks] of Object.entries(incoming)) {
    const merged = DayTicksSchema.parse([...(local[day] ?? []), ...ticks]);
    if (merged.length > 0) out[day] = merged;
  }
  return out;
}

const skillKey = (s: CustomSkill) => `${s.category}\u0000${s.name}\u0000${s.description}`;

/**
 * Custom skills and favourites of both sides. A skill the device already has (same category,
 * name and description, under any id) is not added again; an incoming skill whose id is taken on the device
 * gets a new id, and its favourite follows it.
 */
export function mergeSkills(
  local: { custom: readonly CustomSkill[]; favorites: readonly number[] },
  incoming: { custom: readonly CustomSkill[]; favorites: readonly number[] },
): { custom: CustomSkill[]; favorites: number[] } {
  const custom = uniqueCustomSkills(local.custom);
  const favorites = [...new Set(local.favorites)];
  const taken = new Set<number>([...custom.map((s) => s.id), ...favorites]);
  const idMap = new Map<number, number>();
  // Each skill on the device stands for at most one incoming skill, paired in list order (the
  // first of a kind with the first), so two identical skills in a file stay two and importing
  // the same file again pairs them the same way.
  const matched = new Set<number>();
  for (const s of uniqueCustomSkills(incoming.custom)) {
    const same = custom.find((c) => !matched.has(c.id) && skillKey(c) === skillKey(s));
    if (same) {
      matched.add(same.id);
      idMap.set(s.id, same.id);
      continue;
    }
    let id = s.id;
    if (taken.has(id)) {
      id = nextCustomSkillId(custom);
      while (taken.has(id)) id++;
    }
    custom.push({ ...s, id });
    taken.add(id);
    matched.add(id);
    idMap.set(s.id, id);
  }
  for (const f of incoming.favorites) {
    const id = isBuiltInSkillId(f) ? f : idMap.get(f);
    if (id !== undefined && !favorites.includes(id)) favorites.push(id);
  }
  return { custom, favorites };
}

export const sameText = (a: string) => a.trim().toLocaleLowerCase();
export const contactKey = (c: SafetyContact) => `${sameText(c.name)}\u0000${sameText(c.phone)}`;

/** The device's items, then the incoming ones it does not already have. */
export function unionText(local: readonly string[], incoming: readonly string[]): string[] {
  const have = new Set(local.map(sameText));
  const out = [...local];
  for (const item of incoming) {
    if (!have.has(sameText(item))) {
      have.add(sameText(item));
      out.push(item);
    }
  }
  return out;
}

export function unionContacts(
  local: readonly SafetyContact[],
  incoming: readonly SafetyContact[],
): SafetyContact[] {
  const have = new Set(local.map(contactKey));
  const out = [...local];
  for (const c of incoming) {
    if (!have.has(contactKey(c))) {
      have.add(contactKey(c));
      out.push(c);
    }
  }
  return out;
}

/** The steps of a safety plan that hold text, and those that hold people and places. */
export const TEXT_STEPS = [
  'warningSigns',
  'copingStrategies',
  'saferSurroundings',
  'reasonsForLiving',
] as const;
export const CONTACT_STEPS = ['distractions', 'helpers', 'professionals'] as const;

/**
 * Whether the safety plan in a file was changed after the one on the device. A plan without a
 * time of change was last changed before plans were stamped, so before any that has one; of two
 * without, neither is known to be newer.
 */
export function safetyPlanIsNewer(incoming: SafetyPlan, local: SafetyPlan): boolean {
  return incoming.updatedAt !== undefined && incoming.updatedAt > (local.updatedAt ?? -1);
}

/** Every step of `plan` with the items of `more` it has not got added at its end. */
export function withItems(plan: SafetyPlan, more: SafetyPlan): SafetyPlan {
  const out: SafetyPlan = { ...plan };
  for (const key of TEXT_STEPS) out[key] = unionText(plan[key], more[key]);
  for (const key of CONTACT_STEPS) out[key] = unionContacts(plan[key], more[key]);
  return out;
}

/**
 * Both safety plans in one. A file's plan changed after the device's adds its items to every
 * step, the device's kept. A file's plan that is not newer (an old backup) leaves the device's
 * as it is: an item it has that the device's has not may have been removed here since (a
 * contact no longer safe to call), and must not come back unasked. Those items are said after
 * the import (safetyPlanLeftOut), for the person to add back if they were not removed.
 */
export function mergeSafetyPlan(
  local: SafetyPlan | null,
  incoming: SafetyPlan | null,
): SafetyPlan | null {
  if (!local) return incoming;
  if (!incoming || !safetyPlanIsNewer(incoming, local)) return local;
  const out = withItems(local, incoming);
  out.updatedAt = incoming.updatedAt;
  return out;
}

/** Notes of both sides: one kept whole when it already holds the other, else both. */
export function mergeNotes(local: string, incoming: string): string {
  if (incoming.trim() === '' || local.includes(incoming)) return local;
  if (local.trim() === '' || incoming.includes(local)) return incoming;
  return `${local}\n\n${incoming}`;
}

/** Sleep times the device has are kept (the other side fills blanks); notes are combined. */
export function mergeSleep(
  local: SleepToolData | null,
  incoming: SleepToolData | null,
): SleepToolData | null {
  if (!local) return incoming;
  if (!incoming) return local;
  return {
    sleepTime: local.sleepTime || incoming.sleepTime,
    wakeTime: local.wakeTime || incoming.wakeTime,
    notes: mergeNotes(local.notes, incoming.notes),
  };
}

/** Each grounding step keeps the device's answer, or takes the other's where it is blank. */
export function mergeGrounding(
  local: GroundingAnswers | null,
  incoming: GroundingAnswers | null,
): GroundingAnswers | null {
  if (!local) return incoming;
  if (!incoming) return local;
  return local.map((a, i) => (a.trim() === '' ? (incoming[i] ?? a) : a));
}
