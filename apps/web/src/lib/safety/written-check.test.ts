import { detectCrisis } from '@mentora/domain/crisis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Understand } from '../understanding';
import { writtenReadsAsCrisis } from './written-check';

const model: Understand = (text) => ({
  crisis: text.includes('packet'),
  kind: text.includes('packet') ? 'overdose' : null,
  topic: null,
  confidence: 1,
});

afterEach(() => vi.restoreAllMocks());

describe('written words read after a save', () => {
  it('asks the model, loaded then, which decides', async () => {
    expect(detectCrisis('took a whole packet an hour ago')).toBe(false);
    const load = vi.fn(() => Promise.resolve(model));
    expect(await writtenReadsAsCrisis('took a whole packet an hour ago', load)).toBe(true);
    expect(await writtenReadsAsCrisis('A quiet day at home.', load)).toBe(false);
    // the detector has no say once the model reads: this model reads only 'packet' as a crisis
    expect(detectCrisis('I want to kill myself')).toBe(true);
    expect(await writtenReadsAsCrisis('I want to kill myself', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('falls back to the phrase detector when the model cannot load or fails to read (one warning)', async () => {
    const none = () => Promise.resolve(null);
    expect(await writtenReadsAsCrisis('took a whole packet an hour ago', none)).toBe(false);
    expect(await writtenReadsAsCrisis('I want to kill myself', none)).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: Understand = () => {
      throw new Error('no');
    };
    const failing = () => Promise.resolve(broken);
    expect(await writtenReadsAsCrisis('took a whole packet an hour ago', failing)).toBe(false);
    expect(await writtenReadsAsCrisis('I want to kill myself', failing)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
