import { describe, expect, it } from 'vitest';
import { BREATH_CUES, BREATH_PHASE_MS, nextPhase, phaseAt } from './breathing';

describe('breathing', () => {
  it('alternates every 4 seconds, starting on inhale', () => {
    expect(BREATH_PHASE_MS).toBe(4000);
    expect(phaseAt(0)).toBe('inhale');
    expect(phaseAt(3999)).toBe('inhale');
    expect(phaseAt(4000)).toBe('exhale');
    expect(phaseAt(7999)).toBe('exhale');
    expect(phaseAt(8000)).toBe('inhale');
    expect(nextPhase('inhale')).toBe('exhale');
    expect(nextPhase('exhale')).toBe('inhale');
  });
  it('has a different cue for each phase', () => {
    expect(BREATH_CUES.inhale).not.toBe(BREATH_CUES.exhale);
  });
});
