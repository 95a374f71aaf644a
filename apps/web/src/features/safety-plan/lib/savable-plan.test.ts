import {
  PLAN_ITEM_MAX,
  PLAN_NAME_MAX,
  PLAN_PHONE_MAX,
  SafetyPlanSchema,
  emptySafetyPlan,
} from '@mentora/domain/safety-plan';
import { describe, expect, it } from 'vitest';
import { savableSafetyPlan } from './savable-plan';

describe('savableSafetyPlan', () => {
  const plan = (warningSigns: string[]) => ({ ...emptySafetyPlan(), warningSigns });

  it('keeps a plan whose items fit as it is', () => {
    const p = plan(['  a ', 'b'.repeat(PLAN_ITEM_MAX)]);
    expect(savableSafetyPlan(p)).toEqual(p);
  });

  it('refuses a plan with an item over the limit once trimmed', () => {
    expect(savableSafetyPlan(plan(['ok', 'x'.repeat(PLAN_ITEM_MAX + 1)]))).toBeNull();
    expect(
      savableSafetyPlan({
        ...emptySafetyPlan(),
        reasonsForLiving: ['y'.repeat(PLAN_ITEM_MAX + 1)],
      }),
    ).toBeNull();
  });

  it('trims an item that fits only once trimmed, so the saved plan reads back', () => {
    const saved = savableSafetyPlan(plan([` ${'c'.repeat(PLAN_ITEM_MAX)} `, ' d ']));
    expect(saved?.warningSigns).toEqual(['c'.repeat(PLAN_ITEM_MAX), ' d ']);
    expect(SafetyPlanSchema.safeParse(saved).success).toBe(true);
  });

  it('refuses a plan with a contact name or number over its limit, and keeps one that fits', () => {
    const contact = (name: string, phone: string) => ({
      ...emptySafetyPlan(),
      helpers: [{ name, phone }],
    });
    expect(savableSafetyPlan(contact('n'.repeat(PLAN_NAME_MAX + 1), ''))).toBeNull();
    expect(savableSafetyPlan(contact('Sam', '1'.repeat(PLAN_PHONE_MAX + 1)))).toBeNull();
    const fits = contact('n'.repeat(PLAN_NAME_MAX), ` ${'1'.repeat(PLAN_PHONE_MAX)} `);
    expect(savableSafetyPlan(fits)?.helpers).toEqual([
      { name: 'n'.repeat(PLAN_NAME_MAX), phone: '1'.repeat(PLAN_PHONE_MAX) },
    ]);
  });
});
