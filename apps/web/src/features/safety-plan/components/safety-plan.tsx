import {
  isSafetyPlanEmpty,
  normalizeSafetyPlan,
  touchSafetyPlan,
  type SafetyPlan as Plan,
} from '@mentora/domain/safety-plan';
import { Pencil, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { removeKey, writeFailureMessage, writeKey, type WriteResult } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { readFavoriteSkillNames, readHeldItems, readSafetyPlan } from '../lib/plan-storage';
import { planNotSaved, planToStore, withHeldItems, type HeldItem } from '../lib/savable-plan';
import { SafetyPlanForm } from './safety-plan-form';
import { SafetyPlanView } from './safety-plan-view';
import { ErrorBox } from '@/components/ui/error-box';
import '../safety-plan.css';

/**
 * The person's safety plan: read it (and print it), or write it. It starts in writing mode
 * while empty. Every change is saved on this device straight away, so nothing typed is lost: an
 * item over its limit keeps its last saved version in the plan, and its words wait apart.
 */
export function SafetyPlan() {
  const [saved] = useStored('safetyPlan', readSafetyPlan);
  const [favoriteNames] = useStored('copingSkillsFavorites', readFavoriteSkillNames);
  // As the page opens: the stored plan, and the words of items held back from it (see below).
  const [start] = useState(() => ({ plan: readSafetyPlan(), held: readHeldItems() }));
  /** Items over their limit: their words are kept apart from the plan until shortened. */
  const held = useRef<HeldItem[]>(start.held);
  /** The stored plan that goes with the form, row by row (see planToStore). */
  const stored = useRef<Plan>(start.plan);
  /** The plan to write in: the stored one, with the words of items held back put back. */
  const [draft, setDraft] = useState<Plan>(() => withHeldItems(start.plan, start.held));
  // Words held back from the plan (left over its limit, then reloaded) open in writing mode.
  const [editing, setEditing] = useState(
    () => isSafetyPlanEmpty(start.plan) || start.held.length > 0,
  );
  const heldMessage = (items: readonly HeldItem[]) =>
    items.length > 0 ? planNotSaved(items.length) : null;
  const [saveError, setSaveError] = useState(() => heldMessage(start.held));
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
  // over it; the words of items held back stay in the form. Not while the form holds a change
  // this device could not store.
  const allSaved = useRef(true);
  useEffect(() => {
    if (!editing || !allSaved.current) return;
    stored.current = saved;
    setDraft(withHeldItems(saved, held.current));
  }, [saved, editing]);

  /**
   * Saves the plan as it is in the form (`was`: as it was before this change). Every item that
   * fits is saved; one over its limit keeps its last saved version in the plan, and its words
   * are kept apart on this device. True when all of it is saved.
   */
  const save = (next: Plan, was: Plan): boolean => {
    const { plan, held: over } = planToStore(next, { form: was, stored: stored.current });
    stored.current = plan;
    const hadHeld = held.current.length > 0;
    held.current = over;
    const result = writeKey('safetyPlan', touchSafetyPlan(plan));
    allSaved.current = result.ok;
    // Only what this page held back is removed (another tab's words stay until it saves).
    let kept: WriteResult = { ok: true };
    if (over.length > 0) kept = writeKey('safetyPlanDraft', over);
    else if (hadHeld) removeKey('safetyPlanDraft');
    const failed = result.ok ? kept : result;
    setSaveError(failed.ok ? heldMessage(over) : writeFailureMessage(failed));
    return result.ok && over.length === 0;
  };

  const change = (next: Plan) => {
    setDraft(next);
    save(next, draft);
  };

  const finish = () => {
    const clean = normalizeSafetyPlan(draft);
    // Blank rows go now, so the field found below is the one that stays on screen.
    flushSync(() => setDraft(clean));
    if (!save(clean, draft)) {
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
    held.current = readHeldItems();
    stored.current = readSafetyPlan();
    setDraft(withHeldItems(stored.current, held.current));
    setSaveError(heldMessage(held.current));
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
