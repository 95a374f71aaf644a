/** Each breathing phase lasts four seconds. */
export const BREATH_PHASE_MS = 4000;

export type BreathPhase = 'inhale' | 'exhale';

/** The words shown for each phase. */
export const BREATH_CUES: Record<BreathPhase, string> = {
  inhale: 'Breathe in…',
  exhale: 'Breathe out…',
};

export function nextPhase(phase: BreathPhase): BreathPhase {
  return phase === 'inhale' ? 'exhale' : 'inhale';
}

/** The phase after `elapsedMs` since the exercise started (it starts on inhale). */
export function phaseAt(elapsedMs: number): BreathPhase {
  return Math.floor(Math.max(0, elapsedMs) / BREATH_PHASE_MS) % 2 === 0 ? 'inhale' : 'exhale';
}
