import {
  PLAN_ITEM_MAX,
  PLAN_NAME_MAX,
  PLAN_PHONE_MAX,
  PLAN_ROWS_MAX,
  SafetyPlanSchema,
  emptySafetyPlan,
  type SafetyPlan,
} from '@mentora/domain/safety-plan';
import { describe, expect, it } from 'vitest';
import { HELD_ITEM, planToStore, withHeldItems } from './savable-plan';

const LONG = 'x'.repeat(PLAN_ITEM_MAX + 284);
const plan = (warningSigns: string[], more: Partial<SafetyPlan> = {}): SafetyPlan => ({
  ...emptySafetyPlan(),
  warningSigns,
  ...more,
});
/** A change from a form whose every item was saved as it is. */
const store = (next: SafetyPlan, was: SafetyPlan = emptySafetyPlan()) =>
  planToStore(next, { form: was, stored: was });

describe('planToStore', () => {
  it('keeps a plan whose items fit as it is, holding nothing back', () => {
    const p = plan(['  a ', 'b'.repeat(PLAN_ITEM_MAX)]);
    expect(store(p)).toEqual({ plan: p, held: [] });
  });

  it('saves everything else when one item is over its limit, which keeps its last saved version', () => {
    const was = plan(['Not sleeping', 'Skipping meals']);
    const next = {
      ...was,
      warningSigns: ['Not sleeping', LONG],
      professionals: [{ name: 'Samaritans', phone: '116 123' }],
    };
    const { plan: saved, held } = store(next, was);
    expect(saved.warningSigns).toEqual(['Not sleeping', 'Skipping meals']);
    expect(saved.professionals).toEqual([{ name: 'Samaritans', phone: '116 123' }]);
    expect(held).toEqual([{ key: 'warningSigns', row: 1, text: LONG, kept: 'Skipping meals' }]);
    expect(SafetyPlanSchema.safeParse(saved).success).toBe(true);
  });

  it('holds back a new item over its limit as a blank row, and a contact field on its own', () => {
    const next = {
      ...emptySafetyPlan(),
      copingStrategies: [LONG],
      helpers: [{ name: 'Sam', phone: '0'.repeat(PLAN_PHONE_MAX + 1) }],
    };
    const { plan: saved, held } = store(next);
    expect(saved.copingStrategies).toEqual(['']);
    expect(saved.helpers).toEqual([{ name: 'Sam', phone: '' }]);
    expect(held).toEqual([
      { key: 'copingStrategies', row: 0, text: LONG, kept: '' },
      { key: 'helpers', row: 0, field: 'phone', text: '0'.repeat(PLAN_PHONE_MAX + 1), kept: '' },
    ]);
  });

  it('keeps the last saved version while the long item is typed on, and after a row above goes', () => {
    const first = store(plan(['A', LONG]), plan(['A', 'B']));
    const typedOn = planToStore(plan(['A', `${LONG}!`]), {
      form: plan(['A', LONG]),
      stored: first.plan,
    });
    expect(typedOn.plan.warningSigns).toEqual(['A', 'B']);
    // 'A' is removed: the long item is row 0 now, and still keeps 'B', not 'A'.
    const removed = planToStore(plan([`${LONG}!`]), {
      form: plan(['A', `${LONG}!`]),
      stored: typedOn.plan,
    });
    expect(removed.plan.warningSigns).toEqual(['B']);
    expect(removed.held).toEqual([{ key: 'warningSigns', row: 0, text: `${LONG}!`, kept: 'B' }]);
  });

  it('stores an item that fits only once trimmed trimmed, so the saved plan reads back', () => {
    const { plan: saved } = store(plan([` ${'c'.repeat(PLAN_ITEM_MAX)} `, ' d ']));
    expect(saved.warningSigns).toEqual(['c'.repeat(PLAN_ITEM_MAX), ' d ']);
    expect(SafetyPlanSchema.safeParse(saved).success).toBe(true);
  });

  it('holds back a contact name or number over its limit, and keeps one that fits', () => {
    const contact = (name: string, phone: string) => plan([], { helpers: [{ name, phone }] });
    expect(store(contact('n'.repeat(PLAN_NAME_MAX + 1), '1')).held).toHaveLength(1);
    expect(store(contact('Sam', '1'.repeat(PLAN_PHONE_MAX + 1))).held).toHaveLength(1);
    const fits = store(contact('n'.repeat(PLAN_NAME_MAX), ` ${'1'.repeat(PLAN_PHONE_MAX)} `));
    expect(fits.held).toEqual([]);
    expect(fits.plan.helpers).toEqual([
      { name: 'n'.repeat(PLAN_NAME_MAX), phone: '1'.repeat(PLAN_PHONE_MAX) },
    ]);
  });
});

describe('withHeldItems', () => {
  it('puts the held words back in their rows, giving the form as it was', () => {
    const form = plan(['A', LONG], {
      helpers: [{ name: 'Sam', phone: '0'.repeat(PLAN_PHONE_MAX + 1) }],
    });
    const { plan: saved, held } = store(form, plan(['A', 'B']));
    expect(withHeldItems(saved, held)).toEqual(form);
  });

  it('adds them at the end of their step when the plan changed there since, losing nothing', () => {
    const held = [{ key: 'warningSigns' as const, row: 0, text: LONG, kept: 'B' }];
    expect(withHeldItems(plan(['Changed elsewhere']), held).warningSigns).toEqual([
      'Changed elsewhere',
      LONG,
    ]);
    const full = plan(Array.from({ length: PLAN_ROWS_MAX }, (_, i) => `S${i}`));
    const back = withHeldItems(full, held).warningSigns;
    expect(back).toHaveLength(PLAN_ROWS_MAX);
    expect(back[0]).toBe(LONG);
  });
});

describe('HELD_ITEM', () => {
  it('reads a held item back, and refuses one that does not fit its step', () => {
    const ok = { key: 'helpers', row: 2, field: 'name', text: 'n', kept: '' };
    expect(HELD_ITEM.safeParse(ok)).toEqual({ success: true, data: ok });
    for (const bad of [
      { ...ok, field: undefined },
      { ...ok, key: 'warningSigns' },
      { ...ok, key: 'nope' },
      { ...ok, row: -1 },
      { ...ok, row: PLAN_ROWS_MAX },
      { ...ok, text: 5 },
      null,
      'x',
    ])
      expect(HELD_ITEM.safeParse(bad).success).toBe(false);
  });
});
