// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PLAN_ROWS_MAX,
  SafetyPlanSchema,
  emptySafetyPlan,
  type SafetyPlan,
} from '@mentora/domain/safety-plan';
import { SafetyPlanForm } from './safety-plan-form';

afterEach(cleanup);

/** The form with its plan kept in state, as the page keeps it; `saved` sees every change. */
function Harness({ start, saved }: { start: SafetyPlan; saved: SafetyPlan[] }) {
  const [plan, setPlan] = useState(start);
  return (
    <MemoryRouter>
      <SafetyPlanForm
        plan={plan}
        favoriteSkillNames={[]}
        onChange={(next) => {
          saved.push(next);
          setPlan(next);
        }}
      />
    </MemoryRouter>
  );
}

describe('SafetyPlanForm', () => {
  // (text queries, not role queries: a role query over hundreds of rows takes minutes in jsdom)
  it('offers no row past the most a step holds, and says so, so what is saved can be read back', () => {
    const saved: SafetyPlan[] = [];
    const start = {
      ...emptySafetyPlan(),
      warningSigns: Array.from({ length: PLAN_ROWS_MAX - 1 }, (_, i) => `Sign ${i + 1}`),
    };
    render(<Harness start={start} saved={saved} />);
    const full = `That's ${PLAN_ROWS_MAX}, the most one step holds.`;
    expect(screen.queryByText(full)).toBeNull();

    fireEvent.click(screen.getByText('Add a warning sign'));
    expect(saved.at(-1)!.warningSigns).toHaveLength(PLAN_ROWS_MAX);
    expect(screen.queryByText('Add a warning sign')).toBeNull();
    expect(screen.getByText(full)).toBeTruthy();
    // The new row is there to write in, and the plan as saved is one the app reads back.
    const first = document.querySelectorAll<HTMLFieldSetElement>('.plan-step')[0]!;
    const inputs = first.querySelectorAll<HTMLInputElement>('input');
    expect(inputs).toHaveLength(PLAN_ROWS_MAX);
    fireEvent.change(inputs[PLAN_ROWS_MAX - 1]!, { target: { value: 'Last one' } });
    expect(saved.at(-1)!.warningSigns.at(-1)).toBe('Last one');
    expect(SafetyPlanSchema.safeParse(saved.at(-1)).success).toBe(true);
    // Other steps still add rows.
    expect(screen.getByText('Add a reason')).toBeTruthy();
  });
});
