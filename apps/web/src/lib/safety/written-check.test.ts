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
  it('flags what the phrase detector catches without loading the model', async () => {
    const load = vi.fn(() => Promise.resolve(model));
    expect(await writtenReadsAsCrisis('I want to kill myself', load)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('otherwise asks the model, loaded then', async () => {
    expect(detectCrisis('took a whole packet an hour ago')).toBe(false);
    const load = vi.fn(() => Promise.resolve(model));
    expect(await writtenReadsAsCrisis('took a whole packet an hour ago', load)).toBe(true);
    expect(await writtenReadsAsCrisis('A quiet day at home.', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is false when the model cannot load, and when it fails to read (one warning)', async () => {
    expect(
      await writtenReadsAsCrisis('took a whole packet an hour ago', () => Promise.resolve(null)),
    ).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: Understand = () => {
      throw new Error('no');
    };
    expect(
      await writtenReadsAsCrisis('took a whole packet an hour ago', () => Promise.resolve(broken)),
    ).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
