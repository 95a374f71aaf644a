import {
  BREATH_CUES,
  BREATH_PHASE_MS,
  nextPhase,
  type BreathPhase,
} from '@mentora/domain/breathing';
import { useEffect, useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';

export interface BreathingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Breathing Exercise': breathe in and out, four seconds each, while the modal is open. */
export function BreathingDialog({ open, onOpenChange }: BreathingDialogProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Breathing Exercise"
      description="Follow the circle: breathe in as it grows, out as it shrinks. Four seconds each way."
    >
      {/* Mounted only while open: the timer starts on open and stops on close. */}
      <Breathing />
    </LazyDialog>
  );
}

function Breathing() {
  const [phase, setPhase] = useState<BreathPhase>('inhale');
  useEffect(() => {
    const timer = window.setInterval(() => setPhase(nextPhase), BREATH_PHASE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="breathing">
      <div className="breathing-circle" data-phase={phase} aria-hidden="true" />
      <p className="breathing-cue" aria-live="polite">
        {BREATH_CUES[phase]}
      </p>
      <p className="muted breathing-note">
        Breathe at a pace that feels comfortable. Stop whenever you like.
      </p>
    </div>
  );
}
