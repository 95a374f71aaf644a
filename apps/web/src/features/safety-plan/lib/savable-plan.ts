import { PLAN_ITEM_MAX, SAFETY_PLAN_STEPS, type SafetyPlan } from '@mentora/domain/safety-plan';

// Kept out of the domain's safety-plan module, which the settings page loads for its data list.

/**
 * The plan as it can be saved, or null while an item is over PLAN_ITEM_MAX characters (trimmed):
 * such a plan is not saved, so the last saved one is kept. An item that fits only once trimmed
 * is saved trimmed, so that the stored plan always reads back.
 */
export function savableSafetyPlan(plan: SafetyPlan): SafetyPlan | null {
  const fit = (s: string) => (s.length > PLAN_ITEM_MAX ? s.trim() : s);
  const text = (list: readonly string[]) => list.map(fit);
  const out: SafetyPlan = {
    ...plan,
    warningSigns: text(plan.warningSigns),
    copingStrategies: text(plan.copingStrategies),
    saferSurroundings: text(plan.saferSurroundings),
    reasonsForLiving: text(plan.reasonsForLiving),
  };
  const over = SAFETY_PLAN_STEPS.some(
    (step) => step.kind === 'text' && out[step.key].some((s) => s.length > PLAN_ITEM_MAX),
  );
  return over ? null : out;
}

export const PLAN_NOT_SAVED = `An item is over the limit of ${PLAN_ITEM_MAX.toLocaleString('en')} characters, so these changes are not saved yet. Shorten it to save your plan; your text stays here.`;
