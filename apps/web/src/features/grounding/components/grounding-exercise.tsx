import {
  emptyGroundingAnswers,
  GROUNDING_ANSWER_MAX,
  GROUNDING_STEPS,
  GroundingAnswersSchema,
  hasPreset,
  nextStep,
  previousStep,
  progressDots,
  questionLabel,
  setAnswer,
  showFinish,
  showNext,
  showPrevious,
  togglePreset,
  type GroundingAnswers,
} from '@mentora/domain/grounding';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useKeptEarlyValue } from '@/lib/kept-early-value';
import { readKey, writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { ToolRatingQuestion } from '@/components/tool-rating/tool-rating';
import { useToolRating } from '@/components/tool-rating/use-tool-rating';
import { fieldLimit } from '@/components/ui/char-count';
import { ErrorBox } from '@/components/ui/error-box';
import '../grounding.css';

const readAnswers = () =>
  readKey('groundingAnswers', GroundingAnswersSchema, emptyGroundingAnswers());

/**
 * The 5-4-3-2-1 grounding exercise: one sense per step, free text (with quick answers on the
 * hear and smell steps), nothing required. Answers are kept on this device as they are typed.
 * Finish shows the five answers back. How distressed the person feels is asked as it starts
 * and, if they answered, again with the answers at the end.
 */
export function GroundingExercise() {
  const [answers, setAnswers] = useState<GroundingAnswers>(readAnswers);
  // Answers saved elsewhere meanwhile (a sync brings another device's, another tab saves) are
  // shown here, so the next keystroke does not save the older ones over them; not while an
  // answer over its limit is on screen unsaved.
  const [stored] = useStored('groundingAnswers', readAnswers);
  const allSaved = useRef(true);
  useEffect(() => {
    if (allSaved.current) setAnswers(stored);
  }, [stored]);
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState(false);
  const [saveError, setSaveError] = useState('');
  // 'And now?' answered: the question goes, and focus stays in the summary.
  const rating = useToolRating('grounding', { onFinished: () => heading.current?.focus() });
  const heading = useRef<HTMLHeadingElement>(null);
  // the opening distress question, answered or skipped, gives focus back to the step's question
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const current = GROUNDING_STEPS[step] ?? GROUNDING_STEPS[0]!;
  const answer = answers[step] ?? '';
  const limit = fieldLimit(`${id}-answer`, answer, GROUNDING_ANSWER_MAX, 'answer', `${id}-hint`);

  const save = (next: GroundingAnswers) => {
    setAnswers(next);
    // An answer over its limit stays on screen but is not saved: the last saved one is kept.
    const saved = readAnswers();
    const fit = next.map((a, i) => (a.trim().length > GROUNDING_ANSWER_MAX ? (saved[i] ?? '') : a));
    const result = writeKey('groundingAnswers', fit);
    allSaved.current = result.ok && fit.every((a, i) => a === next[i]);
    setSaveError(result.ok ? '' : writeFailureMessage(result));
  };
  // An answer typed into the prerendered page before its code arrived is kept (decision 0021).
  useKeptEarlyValue(answerBox, answer, (typed) => save(setAnswer(answers, step, typed)));

  /** Moves on and puts focus on the new question, so it is read out and Tab starts there. */
  const go = (change: () => void) => {
    flushSync(change);
    heading.current?.focus();
  };

  if (finished) {
    return (
      <div className="grounding">
        <h2 className="grounding-heading" tabIndex={-1} ref={heading}>
          Your grounding answers
        </h2>
        <dl className="grounding-summary">
          {GROUNDING_STEPS.map((s, i) => {
            const a = (answers[i] ?? '').trim();
            return (
              <div key={s.sense} className="grounding-summary-row">
                <dt>{s.label}</dt>
                <dd className={a ? undefined : 'muted'}>{a || 'Left blank, and that is fine.'}</dd>
              </div>
            );
          })}
        </dl>
        <p className="grounding-closing">
          Thank you for taking this moment. Notice your breath and your feet on the ground: you are
          here, right now, and that is enough.
        </p>
        <ToolRatingQuestion rating={rating} />
        <div className="grounding-nav">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() =>
              go(() => {
                save(emptyGroundingAnswers());
                setStep(0);
                setFinished(false);
                rating.restart();
              })
            }
          >
            Start again
          </button>
          <Link className="btn" to={paths.selfCare}>
            Return to Self-Care Resources
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="grounding">
      <ol className="grounding-dots" aria-hidden="true">
        {progressDots(step).map((state, i) => (
          <li key={i} className={`grounding-dot grounding-dot-${state}`} />
        ))}
      </ol>
      <h2 className="grounding-heading" tabIndex={-1} ref={heading} id={`${id}-q`}>
        <span className="grounding-count">{questionLabel(step)}</span>
        <span className="grounding-question">{current.title}</span>
      </h2>
      <p className="muted" id={`${id}-hint`}>
        {current.hint}
      </p>
      {current.presets.length > 0 ? (
        <div className="grounding-presets" role="group" aria-label="Quick answers">
          {current.presets.map((p) => {
            const on = hasPreset(answer, p);
            return (
              <button
                key={p}
                type="button"
                className={`btn btn-sm ${on ? '' : 'btn-secondary'}`}
                aria-pressed={on}
                onClick={() => save(setAnswer(answers, step, togglePreset(answer, p)))}
              >
                {on ? <span aria-hidden="true">✓ </span> : null}
                {p}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-answer`}>Your answer (optional)</label>
        <textarea
          ref={answerBox}
          id={`${id}-answer`}
          className="textarea grounding-answer"
          value={answer}
          {...limit.fieldProps}
          onChange={(e) => save(setAnswer(answers, step, e.target.value))}
        />
        {limit.note}
      </div>
      <ErrorBox message={saveError} />
      <div className="grounding-nav">
        {showPrevious(step) ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => go(() => setStep(previousStep(step)))}
          >
            Previous
          </button>
        ) : null}
        {showNext(step) ? (
          <button type="button" className="btn" onClick={() => go(() => setStep(nextStep(step)))}>
            Next
          </button>
        ) : null}
        {showFinish(step) ? (
          <button
            type="button"
            className="btn"
            onClick={() =>
              go(() => {
                setFinished(true);
                rating.end(false);
              })
            }
          >
            Finish
          </button>
        ) : null}
      </div>
      {/* Below the exercise, so nothing moves when the question appears. */}
      <ToolRatingQuestion rating={rating} focusAfterBefore={focusHeading} />
    </div>
  );
}
