import { describe, expect, it } from 'vitest';
import modelFile from '../model/model.js';
import { SYMBOLS, readNumbers, shares, symbolsOf } from './coder';
import { DIGITS, LEVELS, loadModel, packWeights, type ModelFile } from './model';

const digit = new Uint8Array(256);
for (let i = 0; i < DIGITS.length; i++) digit[DIGITS.charCodeAt(i)] = i + 1;

/** A file of two topic and two crisis classes around `ids` and `weights` (four per id). */
function fileOf(ids: number[], weights: number[]): ModelFile {
  return {
    format: 4,
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
    ...packWeights(ids, weights),
  };
}

const tiny = fileOf([3, 40, 1_000_000], [0, 5, 0, -31, 0, 0, 0, 0, 31, 0, -1, 2]);

/** The widest weight the coder writes (its symbols are weights plus 32); files keep to LEVELS. */
const WIDEST = 31;

/** A seeded draw of sparse rows: most weights zero, some runs of zeros longer than 63. */
function sparse(seed: number, rows: number) {
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const ids = Array.from({ length: rows }, (_, i) => 10 + i * 37 + Math.floor(random() * 30));
  const weights = ids.flatMap((_, row) =>
    Array.from({ length: 4 }, (_, k) =>
      (row > 40 && row < 200 && k < 2) || random() < 0.8
        ? 0
        : Math.round((random() * 2 - 1) * WIDEST) || 0,
    ),
  );
  weights[weights.length - 1] = -WIDEST;
  return { ids, weights };
}

describe('the model file', () => {
  it('reads back the ids and weights it stores', () => {
    const model = loadModel(tiny);
    expect([...model.ids]).toEqual([3, 40, 1_000_000]);
    expect(model.width).toBe(4);
    expect([...model.weights]).toEqual([0, 5, 0, -31, 0, 0, 0, 0, 31, 0, -1, 2]);
    // ids as the format describes them: 3, then 37 (1 and 5 in base 32), then 999,960 (30, 16,
    // 16 and 24)
    expect(tiny.ids).toBe('DhF-wwY');
    // five weights that are not zero: five counts of zeros and five weights
    expect(tiny.count).toBe(10);
  });

  it('reads back long runs of zeros, and a model with no features', () => {
    for (const seed of [7, 8, 9]) {
      const { ids, weights } = sparse(seed, 300);
      const model = loadModel(fileOf(ids, weights));
      expect([...model.ids]).toEqual(ids);
      expect([...model.weights]).toEqual(weights);
    }
    const none = loadModel(fileOf([], []));
    expect(none.ids.length).toBe(0);
    expect(none.weights.length).toBe(0);
  });

  it('refuses a file that is not whole or was changed, with a message saying so', () => {
    const { ids, weights } = sparse(11, 300);
    const file = fileOf(ids, weights);
    const changed = (at: number) =>
      file.coded.slice(0, at) +
      DIGITS[(DIGITS.indexOf(file.coded[at]!) + 1) % 64] +
      file.coded.slice(at + 1);
    const problem = /^model file: (weights do not fit|bad weight)$/;
    expect(() => loadModel({ ...file, coded: file.coded.slice(0, -1) })).toThrow(problem);
    expect(() => loadModel({ ...file, coded: file.coded + 'A' })).toThrow(problem);
    for (const at of [0, 3, 100, file.coded.length - 2])
      expect(() => loadModel({ ...file, coded: changed(at) })).toThrow(problem);
    expect(() => loadModel({ ...file, coded: '!' + file.coded.slice(1) })).toThrow(
      'model file: bad weight',
    );
    expect(() => loadModel({ ...file, count: file.count - 1 })).toThrow(problem);
    expect(() => loadModel({ ...file, tables: file.tables.slice(1) })).toThrow(
      'model file: bad table',
    );
    expect(() => loadModel({ ...file, tables: file.tables.replace(/A/, 'B') })).toThrow(
      'model file: bad table',
    );
    expect(() => loadModel({ ...file, ids: 'Dh F' })).toThrow('model file: bad id');
    // characters past ASCII, one of them 'A' plus 256, are no digits either
    for (const c of ['é', '€', String.fromCharCode(256 + 65)]) {
      expect(() => loadModel({ ...file, ids: 'Dh' + c })).toThrow('model file: bad id');
      expect(() => loadModel({ ...file, coded: c + file.coded.slice(1) })).toThrow(
        'model file: bad weight',
      );
      expect(() => loadModel({ ...file, tables: c + file.tables.slice(1) })).toThrow(
        'model file: bad table',
      );
    }
    expect(() => loadModel({ ...file, format: 3 } as unknown as ModelFile)).toThrow(
      'model file: unknown format',
    );
  });

  it('gives each symbol that comes a share of at least one, the shares summing to 4,096', () => {
    const counts = [0, 1, 0, 5_000_000, 3, 1, 0, 700];
    const s = shares(counts);
    expect(s.reduce((a, b) => a + b, 0)).toBe(4096);
    counts.forEach((c, i) => expect(s[i]! > 0).toBe(c > 0));
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(shares([2, 2])).toEqual([2048, 2048]);
  });

  it('ships weights within the stored range, coded near their entropy', () => {
    const file = modelFile;
    expect(file.format).toBe(4);
    const model = loadModel(file);
    expect(model.weights.length).toBe(model.ids.length * model.width);
    expect(model.weights.every((w) => Math.abs(w) <= LEVELS)).toBe(true);
    expect(model.ids.every((id, i) => i === 0 || id > model.ids[i - 1]!)).toBe(true);
    // The bits the symbols need, each class by its own counts: the coded bytes come within 1%.
    const tables = readNumbers(file.tables, digit, 'table');
    expect(tables.length).toBe(2 * model.width * SYMBOLS);
    const { symbols, contexts } = symbolsOf(model.weights, model.width);
    const counts = Array.from({ length: 2 * model.width }, () => new Array<number>(64).fill(0));
    for (let i = 0; i < symbols.length; i++) counts[contexts[i]!]![symbols[i]!]!++;
    let bits = 0;
    for (const context of counts) {
      const total = context.reduce((a, b) => a + b, 0);
      for (const n of context) if (n) bits -= n * Math.log2(n / total);
    }
    expect((file.coded.length * 6) / 8).toBeLessThan((bits / 8) * 1.01);
  });
});
