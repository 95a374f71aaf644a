// @vitest-environment jsdom
import { PLAN_ITEM_MAX } from '@mentora/domain/safety-plan';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeKey } from '@/lib/storage/storage';
import { SafetyPlan } from './safety-plan';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const TOO_LONG = 'x'.repeat(PLAN_ITEM_MAX + 1);

/** The page, writing a new plan (an empty plan opens in writing mode). */
function renderPlan() {
  render(
    <MemoryRouter>
      <SafetyPlan />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string, nth = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[nth]!, { target: { value } });

const done = () => {
  const button = screen.getByRole('button', { name: 'Done' });
  button.focus();
  fireEvent.click(button);
};

describe('Done, with an item over its limit', () => {
  it('moves focus to that item, not to a phone number that only looks wrong', () => {
    renderPlan();
    // A number that is not dialable is saved as typed: it does not hold the plan back.
    type('Phone 1 (Name 1)', 'call Sam');
    fireEvent.blur(screen.getByLabelText('Phone 1 (Name 1)'));
    type('Reason 1', TOO_LONG);
    done();

    const reason = screen.getByLabelText('Reason 1');
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    // Its message is what the field is described by.
    const message = reason.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(document.getElementById(message)?.textContent).toMatch(/characters over the limit/);
  });

  it('moves focus to the item once blank rows above it are dropped', () => {
    renderPlan();
    type('Warning sign 1', 'Not sleeping');
    fireEvent.click(screen.getByText('Add a warning sign'));
    type('Warning sign 2', TOO_LONG);
    type('Warning sign 1', '');
    done();

    // The blank row is gone, so the long sign is the first row now.
    expect(screen.queryByLabelText('Warning sign 2')).toBeNull();
    const sign = screen.getByLabelText<HTMLInputElement>('Warning sign 1');
    expect(sign.value).toBe(TOO_LONG);
    expect(document.activeElement).toBe(sign);
  });

  it('moves focus to a phone number over its limit, described by both its messages', () => {
    renderPlan();
    const phone = screen.getByLabelText('Phone 1 (Professional or service 1)');
    fireEvent.change(phone, { target: { value: 'call '.repeat(10) } });
    fireEvent.blur(phone);
    done();

    expect(document.activeElement).toBe(phone);
    const messages = phone
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(messages.join(' ')).toContain("doesn't look like a phone number");
    expect(messages.join(' ')).toContain('characters over the limit');
  });
});

describe('an item over its limit', () => {
  const LONG = 'x'.repeat(1284);
  const stored = () =>
    JSON.parse(localStorage.getItem('safetyPlan')!) as {
      copingStrategies: string[];
      professionals: Array<{ name: string; phone: string }>;
    };

  it('holds back only that item: a contact added after it is saved, and both are there after a reload', () => {
    renderPlan();
    type('Thing I can do 1', 'Walk round the park');
    type('Thing I can do 1', LONG);
    expect(screen.getByText(/284 characters over the limit of 1,000/)).toBeTruthy();
    type('Professional or service 1', 'Samaritans');
    type('Phone 1 (Professional or service 1)', '116 123');

    // Everything within its limit is saved as typed; the long item keeps its last saved version.
    expect(stored().professionals).toEqual([{ name: 'Samaritans', phone: '116 123' }]);
    expect(stored().copingStrategies).toEqual(['Walk round the park']);
    // What the page says is true: the rest of the plan is saved.
    expect(screen.getByRole('alert').textContent).toMatch(
      /that item is not saved yet; the rest of your plan is saved/,
    );

    // A reload: the plan opens for writing, the long words back in their box, still marked.
    cleanup();
    renderPlan();
    const thing = screen.getByLabelText<HTMLInputElement>('Thing I can do 1');
    expect(thing.value).toBe(LONG);
    expect(thing.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/284 characters over the limit of 1,000/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Professional or service 1').value).toBe(
      'Samaritans',
    );

    // Shortened, it is saved, and nothing is kept apart any more.
    type('Thing I can do 1', 'Walk round the park, slowly');
    expect(stored().copingStrategies).toEqual(['Walk round the park, slowly']);
    expect(localStorage.getItem('safetyPlanDraft')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    done();
    expect(screen.getByRole('button', { name: 'Edit my plan' })).toBeTruthy();
  });

  it('keeps its words when a row above it is removed, and its last saved version in the plan', () => {
    renderPlan();
    type('Thing I can do 1', 'Breathe');
    fireEvent.click(screen.getByText('Add something I can do'));
    type('Thing I can do 2', 'Walk');
    type('Thing I can do 2', LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Remove thing I can do 1' }));
    expect(stored().copingStrategies).toEqual(['Walk']);
    cleanup();
    renderPlan();
    expect(screen.getAllByLabelText(/^Thing I can do \d/)).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Thing I can do 1').value).toBe(LONG);
  });
});

describe('a plan changed elsewhere while it is being written', () => {
  it('takes the other change in, and the next keystroke keeps it', () => {
    renderPlan();
    type('Warning sign 1', 'Not sleeping');
    // another device's reason arrives by sync (written to storage as the sync engine does)
    const stored = JSON.parse(localStorage.getItem('safetyPlan')!) as {
      reasonsForLiving: string[];
    };
    act(() => {
      writeKey('safetyPlan', { ...stored, reasonsForLiving: ['My sister'] } as never);
    });
    expect(screen.getByLabelText<HTMLInputElement>('Reason 1').value).toBe('My sister');
    type('Warning sign 1', 'Not sleeping, again');
    const after = JSON.parse(localStorage.getItem('safetyPlan')!) as {
      warningSigns: string[];
      reasonsForLiving: string[];
    };
    expect(after.warningSigns).toEqual(['Not sleeping, again']);
    expect(after.reasonsForLiving).toEqual(['My sister']);
  });
});

describe('Done, with the plan saved', () => {
  it("moves focus to 'Edit my plan', which can be seen, not to a heading only screen readers get", () => {
    renderPlan();
    type('Warning sign 1', 'I stop answering messages');
    done();
    const edit = screen.getByRole('button', { name: 'Edit my plan' });
    expect(document.activeElement).toBe(edit);
  });
});
