import { describe, expect, it } from 'vitest';
import modelFile from '../model/model.js';
import { DIGITS, LEVELS, loadModel, type ModelFile } from './model';

/** A file of two topic and two crisis classes, written by hand from the format's description. */
const tiny: ModelFile = {
  format: 2,
  corpus: 'test',
  features: {
    charGrams: [],
    bigrams: false,
    charWeight: 0,
    classes: false,
    classWindow: 0,
    contexts: false,
    hashBits: 22,
  },
  threshold: 0.5,
  topic: { classes: [null, 'sleep'], bias: [0, 0], scale: 1 },
  crisis: { classes: [null, 'suicide'], bias: [0, 0], scale: 1 },
  // 3, then 37 (1 and 5 in base 32), then 999,960 (30, 16, 16 and 24)
  ids: 'DhF-wwY',
  // weights 0 5 0 -31 | 0 0 0 0 | 31 0 -1 2: bits 1, 3, 8, 10 and 11
  mask: 'Cg0=',
  weights: 'lB_fi',
};

describe('the model file', () => {
  it('reads ids and weights as the format describes them', () => {
    const model = loadModel(tiny);
    expect([...model.ids]).toEqual([3, 40, 1_000_000]);
    expect(model.width).toBe(4);
    expect([...model.weights]).toEqual([0, 5, 0, -31, 0, 0, 0, 0, 31, 0, -1, 2]);
  });

  it('refuses a file that is not whole, with a message saying so', () => {
    expect(() => loadModel({ ...tiny, weights: 'lB_f' })).toThrow(/^model file: /);
    expect(() => loadModel({ ...tiny, weights: 'lB_f!' })).toThrow('model file: bad weight');
    expect(() => loadModel({ ...tiny, ids: 'Dh F' })).toThrow('model file: bad id');
    expect(() => loadModel({ ...tiny, format: 1 } as unknown as ModelFile)).toThrow(
      'model file: unknown format',
    );
  });

  it('ships weights within the stored range, one character of the alphabet each', () => {
    const file = modelFile;
    expect(file.format).toBe(2);
    expect(new Set(file.weights).size).toBeLessThanOrEqual(2 * LEVELS);
    for (const c of new Set(file.weights + file.ids)) expect(DIGITS).toContain(c);
    const model = loadModel(file);
    expect(model.weights.length).toBe(model.ids.length * model.width);
    expect(model.weights.every((w) => Math.abs(w) <= LEVELS)).toBe(true);
    expect(model.ids.every((id, i) => i === 0 || id > model.ids[i - 1]!)).toBe(true);
  });
});
