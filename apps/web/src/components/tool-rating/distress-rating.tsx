import {
  DISTRESS_AFTER_QUESTION,
  DISTRESS_BEFORE_QUESTION,
  DISTRESS_SCALE_HINT,
  DISTRESS_VALUES,
} from '@mentora/domain/tool-use-schema';
import { useEffect, useId, useRef, useState } from 'react';
import './distress-rating.css';

export interface DistressRatingProps {
  /** 'before': 'How distressed do you feel right now?'; 'after': 'And now?', with Done. */
  when: 'before' | 'after';
  /** The answer so far (before), or null. */
  value: number | null;
  /** A number chosen (before: the answer; after: the choice, kept until Done). */
  onChoose?(value: number): void;
  onSkip(): void;
  /** 'And now?' is answered (the number chosen, or null when none was). */
  onDone?(value: number | null): void;
  /** Put focus on the question when it appears ('And now?' as a tool closes). */
  takeFocus?: boolean;
}

/**
 * A compact, optional rating of distress from 0 (calm) to 10 (the worst): one radio group (a
 * fieldset, each radio named by its number, arrow keys move within it, Tab goes in and out by
 * the checked one), the scale's meaning in words beside it, and Skip. Before a tool, a choice
 * is the answer; 'And now?' is answered with Done (so moving through the radios by keyboard
 * does not close the tool half-way).
 */
export function DistressRating({
  when,
  value,
  onChoose,
  onSkip,
  onDone,
  takeFocus = false,
}: DistressRatingProps) {
  const id = useId();
  // The choice kept until Done ('And now?' only). It starts empty and a 'before' answer never
  // enters it: the same instance may ask 'And now?' after the 'before' question, and an answer
  // the person did not give must not be shown as chosen, nor saved by Done.
  const [chosen, setChosen] = useState<number | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const current = when === 'before' ? value : chosen;

  useEffect(() => {
    const g = group.current;
    // Focus on the radio that is checked, or else the first: what a screen reader reads then
    // is the group's state.
    if (takeFocus)
      (g?.querySelector<HTMLInputElement>('input:checked') ?? g?.querySelector('input'))?.focus();
  }, [takeFocus]);

  return (
    <fieldset
      ref={group}
      className={`distress-rating distress-rating-${when}`}
      aria-describedby={`${id}-hint`}
    >
      <legend className="distress-question">
        {when === 'before' ? DISTRESS_BEFORE_QUESTION : DISTRESS_AFTER_QUESTION}
      </legend>
      <p className="muted distress-hint" id={`${id}-hint`}>
        {DISTRESS_SCALE_HINT} (optional)
      </p>
      <div className="distress-scale">
        {DISTRESS_VALUES.map((n) => (
          <label key={n} className="distress-option">
            <input
              type="radio"
              name={`${id}-distress`}
              value={n}
              checked={current === n}
              // One Tab stop for the group: the checked radio, or the first while none is. A
              // browser finds the group's stop itself, but a dialog's focus trap takes every
              // radio for a stop: with the group last, Tab from the checked one went nowhere and
              // Shift+Tab from the first control came in at 10.
              tabIndex={n === (current ?? DISTRESS_VALUES[0]) ? 0 : -1}
              onChange={() => {
                if (when === 'after') setChosen(n);
                onChoose?.(n);
              }}
            />
            <span className="distress-number">{n}</span>
          </label>
        ))}
      </div>
      <div className="distress-ends" aria-hidden="true">
        <span>Calm</span>
        <span>The worst</span>
      </div>
      <div className="distress-actions">
        {when === 'after' ? (
          <button type="button" className="btn btn-sm" onClick={() => onDone?.(chosen)}>
            Done
          </button>
        ) : null}
        {when === 'after' || value === null ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onSkip}>
            Skip
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
