import { singleClick } from '@/lib/single-click';
import { todayIso } from '@mentora/domain/dates';
import { recordMood } from '@mentora/domain/mood';
import {
  GOOD_MESSAGE,
  MOOD_TIPS,
  QUIZ_MAX_TOTAL,
  QUIZ_QUESTIONS,
  newQuiz,
  quizReducer,
  type QuizAction,
  type QuizState,
} from '@mentora/domain/mood-quiz';
import { useEffect, useId, useRef, useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { readMoodHistory } from '../lib/mood-storage';
import { ErrorBox } from '@/components/ui/error-box';

export interface QuizDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Mood Tracker': the seven-question quiz. Closing it (any way) resets it. */
export function QuizDialog({ open, onOpenChange }: QuizDialogProps) {
  return (
    <LazyDialog open={open} onOpenChange={onOpenChange} title="Mood Tracker">
      {/* Rendered only while open, so closing starts the next visit afresh. */}
      <Quiz onClose={() => onOpenChange(false)} />
    </LazyDialog>
  );
}

function Quiz({ onClose }: { onClose(): void }) {
  const [state, setState] = useState<QuizState>(newQuiz);
  const [saveError, setSaveError] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ index: state.index, done: false });
  const qid = useId();
  const done = state.result !== null;

  // Move focus to a new question (or the result) so it is read out; not on first open.
  useEffect(() => {
    if (shown.current.index === state.index && shown.current.done === done) return;
    shown.current = { index: state.index, done };
    headingRef.current?.focus();
  }, [state.index, done]);

  const dispatch = (action: QuizAction) => {
    const next = quizReducer(state, action);
    if (next.result && !state.result) {
      const result = writeKey(
        'moodHistory',
        recordMood(readMoodHistory(), todayIso(), next.result.label),
      );
      setSaveError(result.ok ? '' : writeFailureMessage(result, false));
    }
    setState(next);
  };

  if (state.result) {
    const { label, total } = state.result;
    return (
      <div className="quiz-result">
        <h3 ref={headingRef} tabIndex={-1}>
          Today&apos;s mood: {label}
        </h3>
        <p>
          Your score: {total} out of {QUIZ_MAX_TOTAL}.{' '}
          {saveError ? '' : 'Saved for today; you will find it in Mood Insights.'}
        </p>
        <ErrorBox message={saveError} />
        {label === 'Good' ? <p className="quiz-good">{GOOD_MESSAGE}</p> : null}
        <h4>Tips for you</h4>
        <ul className="quiz-tips">
          {MOOD_TIPS[label].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="mood-actions">
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  const question = QUIZ_QUESTIONS[state.index]!;
  const chosen = state.answers[state.index];
  const last = state.index === QUIZ_QUESTIONS.length - 1;
  return (
    <div className="quiz">
      {/* The question's number is part of the heading, so it is read out with the question
          when focus moves there (and names the group of answers). */}
      <h3 id={qid} ref={headingRef} tabIndex={-1} className="quiz-question">
        <span className="muted quiz-progress">
          Question {state.index + 1} of {QUIZ_QUESTIONS.length}
        </span>{' '}
        {question.question}
      </h3>
      <div className="quiz-options" role="group" aria-labelledby={qid}>
        {question.options.map((o) => (
          <button
            key={o.text}
            type="button"
            className="btn btn-secondary quiz-option"
            aria-pressed={chosen === o.score}
            onClick={singleClick(() => dispatch({ type: 'answer', score: o.score }))}
          >
            {/* seen, not read: the button says it is pressed, and its name stays the answer */}
            {chosen === o.score ? <span aria-hidden="true">✓</span> : null}
            {o.text}
          </button>
        ))}
      </div>
      <div className="mood-actions quiz-nav">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={state.index === 0}
          onClick={() => dispatch({ type: 'previous' })}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={last}
          onClick={() => dispatch({ type: 'next' })}
        >
          Next
        </button>
      </div>
    </div>
  );
}
