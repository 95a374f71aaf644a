import { describe, expect, it } from 'vitest';
import modelFile from '../model/model.js';
import { DIGITS, LEVELS, loadModel, packWeights, type ModelFile } from './model';

/** A file of two topic and two crisis classes, written by hand from the format's description. */
const tiny: ModelFile = {
  format: 3,
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
  // weights 0 5 0 -31 | 0 0 0 0 | 31 0 -1 2, read class by class: 0 0 31 | 5 0 0 | 0 0 -1 | -31 0 2
  gaps: 'CAEAB',
  weights: '_lfBi',
};

describe('the model file', () => {
  it('reads ids and weights as the format describes them', () => {
    const model = loadModel(tiny);
    expect([...model.ids]).toEqual([3, 40, 1_000_000]);
    expect(model.width).toBe(4);
    expect([...model.weights]).toEqual([0, 5, 0, -31, 0, 0, 0, 0, 31, 0, -1, 2]);
  });

  it('refuses a file that is not whole, with a message saying so', () => {
    expect(() => loadModel({ ...tiny, weights: '_lfB' })).toThrow('model file: bad weight');
    expect(() => loadModel({ ...tiny, weights: '_lfBii' })).toThrow(
      'model file: weights do not fit',
    );
    expect(() => loadModel({ ...tiny, weights: '_lfB!' })).toThrow('model file: bad weight');
    expect(() => loadModel({ ...tiny, gaps: 'CAEA!' })).toThrow('model file: bad gap');
    expect(() => loadModel({ ...tiny, gaps: 'CAEAC' })).toThrow('model file: bad weight');
    expect(() => loadModel({ ...tiny, ids: 'Dh F' })).toThrow('model file: bad id');
    expect(() => loadModel({ ...tiny, format: 1 } as unknown as ModelFile)).toThrow(
      'model file: unknown format',
    );
  });

  it('reads back what it stores, long runs of zeros too', () => {
    // a seeded draw of sparse rows: most weights zero, some runs far longer than one gap character
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const width = 4;
    const ids = Array.from({ length: 300 }, (_, i) => 10 + i * 37 + Math.floor(random() * 30));
    const weights = ids.flatMap((_, row) =>
      Array.from({ length: width }, (_, k) =>
        (row > 40 && row < 200 && k < 2) || random() < 0.8
          ? 0
          : Math.round((random() * 2 - 1) * LEVELS),
      ),
    );
    weights[weights.length - 1] = -LEVELS;
    const model = loadModel({ ...tiny, ...packWeights(ids, weights) });
    expect([...model.ids]).toEqual(ids);
    expect([...model.weights]).toEqual(weights);
  });

  it('ships weights within the stored range, one character of the alphabet each', () => {
    const file = modelFile;
    expect(file.format).toBe(3);
    expect(new Set(file.weights).size).toBeLessThanOrEqual(2 * LEVELS);
    for (const c of new Set(file.weights + file.ids)) expect(DIGITS).toContain(c);
    const model = loadModel(file);
    expect(model.weights.length).toBe(model.ids.length * model.width);
    expect(model.weights.every((w) => Math.abs(w) <= LEVELS)).toBe(true);
    expect(model.ids.every((id, i) => i === 0 || id > model.ids[i - 1]!)).toBe(true);
  });
});
