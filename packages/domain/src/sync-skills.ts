/**
 * Custom skills in sync. A new custom skill takes the list length plus 1 as its id (SPEC), so two
 * devices that each add one between syncs give both the same id. Skills are never edited, only
 * added and removed, so two different skills under one id are two skills, and both are kept: the
 * account keeps the first to arrive (`replacesSkill`, in the server's plan), and the device whose
 * skill was not kept moves it to a free id before taking the account's (`moveCollidingSkills`).
 */
import { nextCustomSkillId, type CustomSkill } from './coping-skill-schema';
import { recordId, stableStringify, type LiveRecord, type SyncBase, type SyncRecord } from './sync';

const SKILL = 'customSkill';

/** A skill's text as a person reads it; null for a value that is not a skill. */
function readAs(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { category, name, description } = value as Partial<Record<string, unknown>>;
  if (typeof name !== 'string' || typeof description !== 'string') return null;
  const text = (s: string) => s.trim().toLocaleLowerCase();
  return `${String(category)}\u0000${text(name)}\u0000${text(description)}`;
}

/**
 * Whether a change may take the place of a stored custom skill (its JSON text): not when both
 * are skills and they are different skills. Anything else (a deletion, a tombstone, another kind,
 * the same skill sent again) is left to the usual rule, the newer wins.
 */
export function replacesSkill(ch: SyncRecord, stored: string | null): boolean {
  if (ch.kind !== SKILL || ch.deleted || stored === null) return true;
  const mine = readAs(ch.value);
  let theirs: string | null = null;
  try {
    theirs = readAs(JSON.parse(stored));
  } catch {
    return true;
  }
  return mine === null || theirs === null || mine === theirs;
}

/**
 * Each custom skill of the device's own that the account does not have yet (it differs from the
 * base) and that another skill holds the id of moves to a free id, with its favourite if it has
 * one. The other skill is an incoming one, or else the one the base holds: a device that removed
 * a skill and added a new one under its id sends the new one under another id, so the account
 * never refuses it (replacesSkill) and the removed one does not come back. Called before the
 * device sends (no incoming) and before it takes the account's records. Returns the records to go
 * on with (`current` itself when nothing moved).
 */
export function moveCollidingSkills(
  current: Map<string, LiveRecord>,
  base: SyncBase,
  incoming: readonly SyncRecord[] = [],
): Map<string, LiveRecord> {
  const arriving = new Map<string, SyncRecord>();
  for (const r of incoming) if (r.kind === SKILL) arriving.set(r.key, r);
  const held = (key: string): unknown => {
    const r = arriving.get(key);
    if (r) return r.deleted ? null : r.value;
    const known = base[recordId(SKILL, key)];
    if (!known || known.d) return null;
    try {
      return JSON.parse(known.h) as unknown;
    } catch {
      return null;
    }
  };
  const colliding: string[] = [];
  for (const [id, mine] of current) {
    if (mine.kind !== SKILL || base[id]?.h === stableStringify(mine.value)) continue;
    const a = readAs(mine.value);
    const b = readAs(held(mine.key));
    if (a !== null && b !== null && a !== b) colliding.push(mine.key);
  }
  if (colliding.length === 0) return current;
  const out = new Map(current);
  const skills = () =>
    [...out.values()].filter((r) => r.kind === SKILL).map((r) => r.value as CustomSkill);
  const taken = new Set<number>(skills().map((s) => s.id));
  for (const key of arriving.keys()) taken.add(Number(key));
  for (const id of Object.keys(base))
    if (id.startsWith(`${SKILL}\u0000`)) taken.add(Number(id.slice(SKILL.length + 1)));
  for (const key of colliding) {
    const mine = out.get(recordId(SKILL, key))!;
    let next = nextCustomSkillId(skills());
    while (taken.has(next)) next++;
    taken.add(next);
    out.delete(recordId(SKILL, key));
    out.set(recordId(SKILL, String(next)), {
      ...mine,
      key: String(next),
      value: { ...(mine.value as CustomSkill), id: next },
    });
    const favourite = out.get(recordId('favorite', key));
    if (favourite) {
      out.delete(recordId('favorite', key));
      out.set(recordId('favorite', String(next)), { ...favourite, key: String(next) });
    }
  }
  return out;
}
