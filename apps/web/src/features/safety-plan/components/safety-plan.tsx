import {
  isSafetyPlanEmpty,
  normalizeSafetyPlan,
  touchSafetyPlan,
  type SafetyPlan as Plan,
} from '@mentora/domain/safety-plan';
import { Pencil, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { readFavoriteSkillNames, readSafetyPlan } from '../lib/plan-storage';
import { PLAN_NOT_SAVED, savableSafetyPlan } from '../lib/savable-plan';
import { SafetyPlanForm } from './safety-plan-form';
import { SafetyPlanView } from './safety-plan-view';
import { ErrorBox } from '@/components/ui/error-box';
import '../safety-plan.css';

/**
 * The person's safety plan: read it (and print it), or write it. It starts in writing mode
 * while empty. Every change is saved on this device straight away, so nothing typed is lost.
 */
export function SafetyPlan() {
  const [saved] = useStored('safetyPlan', readSafetyPlan);
  const [favoriteNames] = useStored('copingSkillsFavorites', readFavoriteSkillNames);
  const [editing, setEditing] = useState(() => isSafetyPlanEmpty(readSafetyPlan()));
  const [draft, setDraft] = useState<Plan>(() => readSafetyPlan());
  const [saveError, setSaveError] = useState<string | null>(null);
  // Done: focus goes to 'Edit my plan', just above the plan it shows (visible, unlike the
  // plan's own heading, which only screen readers get).
  const editButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<'view' | 'form' | null>(null);

  useEffect(() => {
    if (moveFocus.current === 'view') editButton.current?.focus();
    if (moveFocus.current === 'form') formHeading.current?.focus();
    moveFocus.current = null;
  }, [editing]);

  const formRef = useRef<HTMLDivElement>(null);

  // A change saved elsewhere while the plan is written (a sync brings another device's edit,
  // another tab saves) is shown in the form, so the next keystroke does not save the older plan
  // over it; not while the form holds a change it could not save.
  const allSaved = useRef(true);
  useEffect(() => {
    if (editing && allSaved.current) setDraft(saved);
  }, [saved, editing]);

  /** Saves the plan, unless an item is over its limit (the last saved plan is then kept). */
  const save = (next: Plan): boolean => {
    const plan = savableSafetyPlan(next);
    allSaved.current = plan !== null;
    if (!plan) {
      setSaveError(PLAN_NOT_SAVED);
      return false;
    }
    const result = writeKey('safetyPlan', touchSafetyPlan(plan));
    allSaved.current = result.ok;
    setSaveError(result.ok ? null : writeFailureMessage(result));
    return result.ok;
  };

  const change = (next: Plan) => {
    setDraft(next);
    save(next);
  };

  const finish = () => {
    const clean = normalizeSafetyPlan(draft);
    // Blank rows go now, so the field found below is the one that stays on screen.
    flushSync(() => setDraft(clean));
    if (!save(clean)) {
      // The first field over its limit, found by its counter (marked data-over): a phone number
      // that only looks wrong is marked invalid too, but it is saved as typed.
      const counter = formRef.current?.querySelector('[data-over]');
      if (counter) document.getElementById(counter.id.replace(/-count$/, ''))?.focus();
      return;
    }
    moveFocus.current = 'view';
    setEditing(false);
  };

  const edit = () => {
    setDraft(readSafetyPlan());
    setSaveError(null);
    moveFocus.current = 'form';
    setEditing(true);
  };

  return (
    <div className="safety-plan">
      <p className="plan-urgent">
        If you are in danger right now, or feel you might act on thoughts of harming yourself, call
        your local emergency number.
      </p>
      {editing ? (
        <>
          <h2 className="plan-form-title no-print" tabIndex={-1} ref={formHeading}>
            Write your plan
          </h2>
          <p className="muted no-print">
            Use your own words and fill in as much or as little as feels right. Everything is saved
            on this device as you type, and stays readable without a connection.
          </p>
          <div ref={formRef}>
            <SafetyPlanForm plan={draft} onChange={change} favoriteSkillNames={favoriteNames} />
          </div>
          <ErrorBox message={saveError} className="no-print" />
          <div className="plan-actions no-print">
            <button type="button" className="btn" onClick={finish}>
              Done
            </button>
          </div>
          <SafetyPlanView plan={draft} className="print-only" />
        </>
      ) : (
        <>
          <div className="plan-actions no-print">
            <button ref={editButton} type="button" className="btn" onClick={edit}>
              <Pencil aria-hidden="true" size={18} />
              Edit my plan
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" size={18} />
              Print my plan
            </button>
          </div>
          <SafetyPlanView plan={saved} />
        </>
      )}
    </div>
  );
}
