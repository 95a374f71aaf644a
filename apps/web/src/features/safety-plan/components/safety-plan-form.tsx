import {
  PHONE_ERROR,
  PLAN_ITEM_MAX,
  PLAN_NAME_MAX,
  PLAN_PHONE_MAX,
  PLAN_ROWS_MAX,
  SAFETY_PLAN_STEPS,
  addCopingStrategy,
  copingSuggestions,
  isPhoneNumber,
  type SafetyContact,
  type SafetyPlan,
  type SafetyPlanStep,
} from '@mentora/domain/safety-plan';
import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fieldLimit } from '@/components/ui/char-count';
import { paths } from '@/config/paths';

export interface SafetyPlanFormProps {
  plan: SafetyPlan;
  onChange(plan: SafetyPlan): void;
  /** Names of the person's favourite coping skills, offered for step 2. */
  favoriteSkillNames: readonly string[];
}

const BLANK_CONTACT: SafetyContact = { name: '', phone: '' };

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A step's Add button; once the step holds all it can, a note says so in its place. */
function AddRow({ label, full, onAdd }: { label: string; full: boolean; onAdd(): void }) {
  if (full) return <p className="muted">{`That's ${PLAN_ROWS_MAX}, the most one step holds.`}</p>;
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={onAdd}>
      <Plus aria-hidden="true" size={18} />
      {label}
    </button>
  );
}

/** The plan's seven steps as a form; every change is handed up at once (and saved there). */
export function SafetyPlanForm({ plan, onChange, favoriteSkillNames }: SafetyPlanFormProps) {
  const id = useId();
  /** The input to focus once it is on screen (after Add or Remove). */
  const pendingFocus = useRef<string | null>(null);
  const [leftPhones, setLeftPhones] = useState<ReadonlySet<string>>(new Set());
  const focusRef = (key: string) => (el: HTMLInputElement | null) => {
    if (el && pendingFocus.current === key) {
      pendingFocus.current = null;
      el.focus();
    }
  };

  const suggestions = copingSuggestions(favoriteSkillNames, plan);

  const textStep = (step: Extract<SafetyPlanStep, { kind: 'text' }>) => {
    const list = plan[step.key];
    const rows = list.length > 0 ? list : [''];
    const set = (next: string[]) => onChange({ ...plan, [step.key]: next });
    return (
      <>
        <ol className="plan-rows">
          {rows.map((value, i) => {
            const inputId = `${id}-${step.key}-${i}`;
            const limit = fieldLimit(inputId, value, PLAN_ITEM_MAX, 'item');
            return (
              <li key={i} className="plan-row">
                <label className="visually-hidden" htmlFor={inputId}>
                  {step.itemLabel} {i + 1}
                </label>
                <div className="plan-row-field">
                  <input
                    id={inputId}
                    ref={focusRef(inputId)}
                    className="input"
                    value={value}
                    {...limit.fieldProps}
                    onChange={(e) => set(rows.map((r, j) => (j === i ? e.target.value : r)))}
                  />
                  {limit.note}
                </div>
                {rows.length > 1 || value !== '' ? (
                  <button
                    type="button"
                    className="icon-btn plan-row-remove"
                    aria-label={`Remove ${lowerFirst(step.itemLabel)} ${i + 1}`}
                    onClick={() => {
                      pendingFocus.current = `${id}-${step.key}-${Math.max(0, i - 1)}`;
                      set(rows.filter((_, j) => j !== i));
                    }}
                  >
                    <X aria-hidden="true" size={20} />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
        <AddRow
          label={step.addLabel}
          full={rows.length >= PLAN_ROWS_MAX}
          onAdd={() => {
            pendingFocus.current = `${id}-${step.key}-${rows.length}`;
            set([...rows, '']);
          }}
        />
      </>
    );
  };

  const contactStep = (step: Extract<SafetyPlanStep, { kind: 'contact' }>) => {
    const list = plan[step.key];
    const rows = list.length > 0 ? list : [BLANK_CONTACT];
    const set = (next: SafetyContact[]) => onChange({ ...plan, [step.key]: next });
    const edit = (i: number, patch: Partial<SafetyContact>) =>
      set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    return (
      <>
        <ol className="plan-rows">
          {rows.map((c, i) => {
            const base = `${id}-${step.key}-${i}`;
            const phoneBad =
              leftPhones.has(base) && c.phone.trim() !== '' && !isPhoneNumber(c.phone);
            const blank = c.name === '' && c.phone === '';
            // Pasted text is never cut off: over the limit it stays, and the plan waits.
            const nameLimit = fieldLimit(base, c.name, PLAN_NAME_MAX, 'name');
            const phoneLimit = fieldLimit(
              `${base}-phone`,
              c.phone,
              PLAN_PHONE_MAX,
              'number',
              phoneBad ? `${base}-phone-format` : undefined,
            );
            return (
              <li key={i} className="plan-row plan-contact-row">
                <div className="plan-contact-fields">
                  <div className="field">
                    <label htmlFor={base}>
                      {step.itemLabel} {i + 1}
                    </label>
                    <input
                      id={base}
                      ref={focusRef(base)}
                      className="input"
                      value={c.name}
                      {...nameLimit.fieldProps}
                      onChange={(e) => edit(i, { name: e.target.value })}
                    />
                    {nameLimit.note}
                  </div>
                  <div className="field">
                    <label htmlFor={`${base}-phone`}>
                      Phone {i + 1}
                      {/* Three steps have a 'Phone 1': in a list of the form's fields, which one. */}
                      <span className="visually-hidden">
                        {' '}
                        ({step.itemLabel} {i + 1})
                      </span>
                    </label>
                    <input
                      id={`${base}-phone`}
                      className="input"
                      type="tel"
                      inputMode="tel"
                      value={c.phone}
                      {...phoneLimit.fieldProps}
                      aria-invalid={phoneBad || phoneLimit.problem ? true : undefined}
                      onBlur={() => setLeftPhones((s) => new Set(s).add(base))}
                      onChange={(e) => edit(i, { phone: e.target.value })}
                    />
                    {phoneBad ? (
                      <p id={`${base}-phone-format`} className="field-error">
                        {PHONE_ERROR}
                      </p>
                    ) : null}
                    {phoneLimit.note}
                  </div>
                </div>
                {rows.length > 1 || !blank ? (
                  <button
                    type="button"
                    className="icon-btn plan-row-remove"
                    aria-label={`Remove ${lowerFirst(step.itemLabel)} ${i + 1}`}
                    onClick={() => {
                      pendingFocus.current = `${id}-${step.key}-${Math.max(0, i - 1)}`;
                      set(rows.filter((_, j) => j !== i));
                    }}
                  >
                    <X aria-hidden="true" size={20} />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
        <AddRow
          label={step.addLabel}
          full={rows.length >= PLAN_ROWS_MAX}
          onAdd={() => {
            pendingFocus.current = `${id}-${step.key}-${rows.length}`;
            set([...rows, BLANK_CONTACT]);
          }}
        />
      </>
    );
  };

  return (
    <div className="plan-form">
      {SAFETY_PLAN_STEPS.map((step) => (
        <fieldset key={step.key} className="card plan-step">
          <legend className="plan-step-legend">
            <span className="plan-step-number">Step {step.number}</span> {step.title}
          </legend>
          <p className="muted plan-step-hint">{step.hint}</p>
          {step.kind === 'text' ? textStep(step) : contactStep(step)}
          {step.key === 'copingStrategies' ? (
            <div className="plan-suggestions">
              {favoriteSkillNames.length === 0 ? (
                <p className="muted">
                  Skills you favorite in the{' '}
                  <Link to={paths.copingSkills}>Coping Skills Toolbox</Link> show up here as ideas.
                </p>
              ) : suggestions.length > 0 ? (
                <>
                  <p className="plan-suggestions-title" id={`${id}-suggestions`}>
                    Ideas from your favorite coping skills
                  </p>
                  <ul className="plan-suggestion-list" aria-labelledby={`${id}-suggestions`}>
                    {suggestions.map((name) => (
                      <li key={name}>
                        <button
                          type="button"
                          className="plan-suggestion"
                          aria-label={`Add ${name}`}
                          onClick={() => {
                            const next = addCopingStrategy(plan, name);
                            const at = next.copingStrategies.indexOf(name);
                            pendingFocus.current = `${id}-copingStrategies-${at}`;
                            onChange(next);
                          }}
                        >
                          <Plus aria-hidden="true" size={16} />
                          {name}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="muted">All your favorite coping skills are in this step.</p>
              )}
            </div>
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}
