import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectCrisis } from '@mentora/domain/crisis';
import type { Understand } from '../understanding';
import { writtenReading } from './written-check';

const model: Understand = (text) => ({
  crisis: text.includes('packet') || text.includes('basement'),
  kind: text.includes('packet') ? 'overdose' : text.includes('basement') ? 'danger' : null,
  topic: null,
  confidence: text.includes('packet') ? 0.9 : 0.15,
});
/** This test's line between a clear reading and a doubtful one. */
const doubtful = (r: { confidence: number }) => r.confidence < 0.5;

afterEach(() => vi.restoreAllMocks());

describe('written words read after a save', () => {
  it('asks the model, loaded then, which decides', async () => {
    expect(detectCrisis('took a whole packet an hour ago')).toBe(false);
    const load = vi.fn(() => Promise.resolve(model));
    expect(await writtenReading('took a whole packet an hour ago', load)).toBe('written');
    expect(await writtenReading('A quiet day at home.', load)).toBe(null);
    // the detector has no say once the model reads: this model reads only 'packet' as a crisis
    expect(detectCrisis('I want to kill myself')).toBe(true);
    expect(await writtenReading('I want to kill myself', load)).toBe(null);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a reading the model is not sure of is doubtful: the same help, other words', async () => {
    const load = () => Promise.resolve(model);
    expect(await writtenReading('Took my break in the basement.', load, doubtful)).toBe(
      'written-doubtful',
    );
    expect(await writtenReading('took a whole packet an hour ago', load, doubtful)).toBe('written');
    // not a crisis at all: nothing, however unsure
    expect(await writtenReading('A quiet day at home.', load, () => true)).toBe(null);
  });

  it('falls back to the phrase detector when the model cannot load or fails to read (one warning)', async () => {
    const none = () => Promise.resolve(null);
    expect(await writtenReading('took a whole packet an hour ago', none)).toBe(null);
    expect(await writtenReading('I want to kill myself', none)).toBe('written');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: Understand = () => {
      throw new Error('no');
    };
    const failing = () => Promise.resolve(broken);
    expect(await writtenReading('took a whole packet an hour ago', failing)).toBe(null);
    expect(await writtenReading('I want to kill myself', failing)).toBe('written');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
