import {
  BREATH_CUES,
  BREATH_PHASE_MS,
  nextPhase,
  type BreathPhase,
} from '@mentora/domain/breathing';
import { useEffect, useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { closeAfterRating, ToolRatingQuestion } from '@/components/tool-rating/tool-rating';
import { useToolRating } from '@/components/tool-rating/use-tool-rating';

export interface BreathingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Breathing Exercise': breathe in and out, four seconds each, while the modal is open. How
 * distressed the person feels is asked as it opens and, if they answered, again as it closes.
 * The cues are read out once the opening question is answered or skipped, and Pause stops them.
 */
export function BreathingDialog({ open, onOpenChange }: BreathingDialogProps) {
  const rating = useToolRating(open ? 'breathing' : null, {
    onFinished: () => onOpenChange(false),
  });
  // Focus is in the opening question: it is still being answered, since arrow keys choose a
  // number as they move through the radios.
  const [answering, setAnswering] = useState(false);
  if (!open && answering) setAnswering(false);
  return (
    <LazyDialog
      open={open}
      onOpenChange={closeAfterRating(rating, onOpenChange)}
      title="Breathing Exercise"
      description={
        // With reduced motion there is no circle to follow (mood.css): the words lead instead.
        <>
          <span className="breathing-moving">
            Follow the circle: breathe in as it grows, out as it shrinks.
          </span>
          <span className="breathing-still">Follow the words: breathe in, then out.</span> Four
          seconds each way.
        </>
      }
    >
      <div
        onFocus={() => setAnswering(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setAnswering(false);
        }}
      >
        <ToolRatingQuestion rating={rating} />
      </div>
      {/* Mounted only while open: the timer starts on open and stops on close. */}
      {rating.closing ? null : (
        <Breathing quiet={rating.asking === 'before' && (rating.before === null || answering)} />
      )}
    </LazyDialog>
  );
}

/**
 * `quiet` while the opening question is unanswered or being answered: the cues would talk over
 * it. Pause holds the exercise where it is (the circle, the cue and what is read out) until
 * Resume: a screen reader user can stop the cues and still look around the dialog.
 */
function Breathing({ quiet }: { quiet: boolean }) {
  const [phase, setPhase] = useState<BreathPhase>('inhale');
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setPhase(nextPhase), BREATH_PHASE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <div className="breathing">
      <div className="breathing-circle" data-phase={phase} aria-hidden="true" />
      <p className="breathing-cue" aria-live={quiet || paused ? 'off' : 'polite'}>
        {paused ? 'Paused' : BREATH_CUES[phase]}
      </p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPaused(!paused)}>
        {paused ? 'Resume' : 'Pause'}
      </button>
      <p className="muted breathing-note">
        Breathe at a pace that feels comfortable. Stop whenever you like.
      </p>
    </div>
  );
}
