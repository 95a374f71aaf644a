import {
  PLAN_ITEM_MAX,
  PLAN_NAME_MAX,
  PLAN_PHONE_MAX,
  SAFETY_PLAN_STEPS,
  type SafetyContact,
  type SafetyPlan,
} from '@mentora/domain/safety-plan';

// Kept out of the domain's safety-plan module, which the settings page loads for its data list.

/**
 * The plan as it can be saved, or null while an item is over PLAN_ITEM_MAX characters (trimmed):
 * such a plan is not saved, so the last saved one is kept. An item that fits only once trimmed
 * is saved trimmed, so that the stored plan always reads back.
 */
export function savableSafetyPlan(plan: SafetyPlan): SafetyPlan | null {
  const fit = (s: string, max: number) => (s.length > max ? s.trim() : s);
  const text = (list: readonly string[]) => list.map((s) => fit(s, PLAN_ITEM_MAX));
  const people = (list: readonly SafetyContact[]) =>
    list.map((c) => ({ name: fit(c.name, PLAN_NAME_MAX), phone: fit(c.phone, PLAN_PHONE_MAX) }));
  const out: SafetyPlan = {
    ...plan,
    warningSigns: text(plan.warningSigns),
    copingStrategies: text(plan.copingStrategies),
    saferSurroundings: text(plan.saferSurroundings),
    reasonsForLiving: text(plan.reasonsForLiving),
    distractions: people(plan.distractions),
    helpers: people(plan.helpers),
    professionals: people(plan.professionals),
  };
  const over = SAFETY_PLAN_STEPS.some((step) =>
    step.kind === 'text'
      ? out[step.key].some((s) => s.length > PLAN_ITEM_MAX)
      : out[step.key].some((c) => c.name.length > PLAN_NAME_MAX || c.phone.length > PLAN_PHONE_MAX),
  );
  return over ? null : out;
}

export const PLAN_NOT_SAVED =
  'Something in your plan is over its character limit, so these changes are not saved yet. Shorten it to save your plan; your text stays here.';
