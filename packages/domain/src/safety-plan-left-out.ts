/**
 * What an import of an older backup leaves out of the safety plan here, and adding it back when
 * asked (decision 0055). Apart from merge-rules.ts, whose module every page with data loads:
 * this is needed only once a file is imported.
 */
import { systemClock, type Clock } from './dates';
import {
  CONTACT_STEPS,
  TEXT_STEPS,
  contactKey,
  safetyPlanIsNewer,
  sameText,
  unionContacts,
  unionText,
  withItems,
} from './merge-rules';
import {
  PLAN_ROWS_MAX,
  SAFETY_PLAN_STEPS,
  emptySafetyPlan,
  type SafetyContact,
  type SafetyPlan,
} from './safety-plan';

/**
 * The items of a file's safety plan that the merge left out, step by step (the device's plan is
 * newer, and has not got them; blank rows aside); null when there are none.
 */
export function safetyPlanLeftOut(
  local: SafetyPlan | null,
  incoming: SafetyPlan | null,
): SafetyPlan | null {
  if (!local || !incoming || safetyPlanIsNewer(incoming, local)) return null;
  const out = emptySafetyPlan();
  for (const key of TEXT_STEPS) {
    const have = new Set(local[key].map(sameText));
    have.add('');
    out[key] = unionText([], incoming[key]).filter((item) => !have.has(sameText(item)));
  }
  for (const key of CONTACT_STEPS) {
    const have = new Set(local[key].map(contactKey));
    have.add(contactKey({ name: '', phone: '' }));
    out[key] = unionContacts([], incoming[key]).filter((c) => !have.has(contactKey(c)));
  }
  return safetyPlanItemCount(out) > 0 ? out : null;
}

/** How many items (lines) a safety plan holds, over all its steps. */
export function safetyPlanItemCount(plan: SafetyPlan): number {
  return [...TEXT_STEPS, ...CONTACT_STEPS].reduce((n, key) => n + plan[key].length, 0);
}

/**
 * The device's safety plan with items added back (those of a file left out, when the person
 * asks for them), at the end of their steps, within the most a step holds; stamped as changed
 * now, as an edit of the plan is.
 */
export function addToSafetyPlan(
  plan: SafetyPlan | null,
  items: SafetyPlan,
  clock: Clock = systemClock,
): SafetyPlan {
  const out = withItems(plan ?? emptySafetyPlan(), items);
  for (const key of TEXT_STEPS) out[key] = out[key].slice(0, PLAN_ROWS_MAX);
  for (const key of CONTACT_STEPS) out[key] = out[key].slice(0, PLAN_ROWS_MAX);
  return { ...out, updatedAt: clock().getTime() };
}

/** A person, place or service as one line: the name, then the phone number. */
export const contactLine = (c: SafetyContact): string =>
  [c.name.trim(), c.phone.trim()].filter((s) => s !== '').join(', ');

/** The plan's items as lines under their steps' titles; steps without any are left out. */
export function safetyPlanLines(plan: SafetyPlan): { title: string; lines: string[] }[] {
  return SAFETY_PLAN_STEPS.flatMap((step) => {
    const lines =
      step.kind === 'text' ? [...plan[step.key]] : plan[step.key].map((c) => contactLine(c));
    return lines.length > 0 ? [{ title: step.title, lines }] : [];
  });
}
