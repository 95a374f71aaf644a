import {
  PLAN_ITEM_MAX,
  PLAN_NAME_MAX,
  PLAN_PHONE_MAX,
  PLAN_ROWS_MAX,
  SAFETY_PLAN_STEPS,
  type SafetyContact,
  type SafetyPlan,
  type SafetyPlanStep,
} from '@mentora/domain/safety-plan';
import type { Parser } from '@/lib/storage/storage';

// Kept out of the domain's safety-plan module, which the settings page loads for its data list.

type StepKey = SafetyPlanStep['key'];
/** Of a contact, which of its fields; an item of a text step has none. */
type Field = 'name' | 'phone' | undefined;

/**
 * An item over its limit, not saved: where it is in the form, its words, and what the stored plan
 * holds in its place (its last saved version, or '' for an item not saved before). Kept on this
 * device (`safetyPlanDraft`) until it is shortened, so a reload puts the words back in the form.
 */
export interface HeldItem {
  key: StepKey;
  row: number;
  field?: 'name' | 'phone';
  text: string;
  kept: string;
}

const limitOf = (field: Field) =>
  field === 'name' ? PLAN_NAME_MAX : field === 'phone' ? PLAN_PHONE_MAX : PLAN_ITEM_MAX;

/** One row's text (or one field of a contact), or undefined when the step has no such row. */
function cell(plan: SafetyPlan, key: StepKey, row: number, field: Field): string | undefined {
  const r: string | SafetyContact | undefined = plan[key][row];
  return typeof r === 'string' || r === undefined ? r : r[field ?? 'name'];
}

/** The plan with each item (each field of a contact) replaced by `f` of it. */
function mapItems(
  plan: SafetyPlan,
  f: (key: StepKey, row: number, field: Field, text: string) => string,
): SafetyPlan {
  const out = { ...plan };
  for (const { kind, key } of SAFETY_PLAN_STEPS) {
    if (kind === 'text') out[key] = plan[key].map((s, row) => f(key, row, undefined, s));
    else
      out[key] = plan[key].map((c, row) => ({
        name: f(key, row, 'name', c.name),
        phone: f(key, row, 'phone', c.phone),
      }));
  }
  return out;
}

/**
 * The plan to store for the plan in the form, and the items held back from it. Every item that
 * fits is stored as typed (trimmed when it fits only once trimmed, so the stored plan reads
 * back). An item over its limit (trimmed) keeps what the stored plan held for it: `before` is the
 * form as it was and the plan stored for it, row by row. Its words found in another row of that
 * form (a row above was removed) keep that row's; otherwise its own row's; '' for a new row.
 */
export function planToStore(
  form: SafetyPlan,
  before: { form: SafetyPlan; stored: SafetyPlan },
): { plan: SafetyPlan; held: HeldItem[] } {
  const held: HeldItem[] = [];
  const plan = mapItems(form, (key, row, field, text) => {
    const max = limitOf(field);
    if (text.length <= max) return text;
    if (text.trim().length <= max) return text.trim();
    const was = before.form[key].findIndex(
      (_, i) => cell(before.form, key, i, field)?.trim() === text.trim(),
    );
    const kept = cell(before.stored, key, was >= 0 ? was : row, field) ?? '';
    held.push({ key, row, ...(field ? { field } : {}), text, kept });
    return kept;
  });
  return { plan, held };
}

/**
 * The stored plan with the held items' words back in the form: each in its row while that row
 * still holds what was kept for it, else (the plan changed elsewhere since) added at the end of
 * its step, so no words are lost.
 */
export function withHeldItems(plan: SafetyPlan, held: readonly HeldItem[]): SafetyPlan {
  let out = plan;
  for (const { key, row, field, text, kept } of held) {
    const list: ReadonlyArray<string | SafetyContact> = out[key];
    const at =
      cell(out, key, row, field) === kept
        ? row
        : list.length < PLAN_ROWS_MAX
          ? list.length
          : Math.min(row, list.length - 1);
    const old = list[at];
    const next = [...list];
    next[at] = field
      ? { ...(typeof old === 'object' ? old : { name: '', phone: '' }), [field]: text }
      : text;
    out = { ...out, [key]: next };
  }
  return out;
}

/** A held item as stored (`safetyPlanDraft`); anything else is set aside. */
export const HELD_ITEM: Parser<HeldItem> = {
  safeParse(v) {
    const h = (v ?? {}) as Partial<HeldItem>;
    const step = SAFETY_PLAN_STEPS.find((s) => s.key === h.key);
    const ok =
      step !== undefined &&
      Number.isInteger(h.row) &&
      h.row! >= 0 &&
      h.row! < PLAN_ROWS_MAX &&
      typeof h.text === 'string' &&
      typeof h.kept === 'string' &&
      (step.kind === 'text' ? h.field === undefined : h.field === 'name' || h.field === 'phone');
    return ok ? { success: true, data: h as HeldItem } : { success: false };
  },
};

/** What the page says while items are held back from the stored plan. */
export function planNotSaved(count: number): string {
  return count === 1
    ? 'An item in your plan is over its character limit, so that item is not saved yet; the rest of your plan is saved. Shorten it to save it; your text stays here.'
    : `${count} items in your plan are over their character limits, so those items are not saved yet; the rest of your plan is saved. Shorten them to save them; your text stays here.`;
}
