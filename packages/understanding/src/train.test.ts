import { describe, expect, it } from 'vitest';
import { readCorpus } from './corpus';
import { featuresOf, topicOnlyFrom } from './features';
import { loadModel, score, type Model } from './model';
import { normalizeTokens } from './normalize';
import {
  DEFAULT_OPTIONS,
  TOPIC_CLASSES,
  clearMinFor,
  crisisLevels,
  fit,
  foldOf,
  heldOutFold,
  LEVEL_FOLDS,
  thresholdFor,
  trainWeights,
} from './train';
import { read } from './understand';

describe('training', () => {
  const { examples } = readCorpus();
  // one message in twenty, chosen by its text: a file added to the corpus leaves the rest in place
  const sample = examples.filter((e) => foldOf(e.text, 20) === 0);
  /**
   * Over the sample, each class's probability from models `a` and `b` where they differ by at
   * least `gap`, with the probability from `m` beside them.
   */
  const scoresApart = (a: Model, b: Model, m: Model, gap: number) => {
    const out: Array<[number, number, number]> = [];
    for (const e of sample) {
      const f = featuresOf(normalizeTokens(e.text), DEFAULT_OPTIONS.features);
      const [sa, sb, sm] = [a, b, m].map((model) => score(model, f));
      for (const head of ['topic', 'crisis'] as const)
        sa![head].forEach((x, k) => {
          const y = sb![head][k]!;
          if (Math.abs(x - y) >= gap) out.push([x, y, sm![head][k]!]);
        });
    }
    return out;
  };

  it('gives the same model from the same corpus, and the file reads back the same', () => {
    const a = trainWeights(sample, { ...DEFAULT_OPTIONS, epochs: 2 }, 0.5);
    const b = trainWeights(sample, { ...DEFAULT_OPTIONS, epochs: 2 }, 0.5);
    expect(JSON.stringify(a.file)).toBe(JSON.stringify(b.file));
    const again = loadModel(JSON.parse(JSON.stringify(a.file)));
    for (const e of sample.slice(0, 50)) expect(read(again, e.text)).toEqual(read(a, e.text));
  });

  it('learns: on its own training messages it is right far more often than chance', () => {
    const model = trainWeights(sample, { ...DEFAULT_OPTIONS, epochs: 4 }, 0.5);
    const right = sample.filter((e) => read(model, e.text).topic === e.topic).length;
    expect(right / sample.length).toBeGreaterThan(0.8);
  });

  it('averages the weights of the last epochs: scores between those of the epochs averaged', () => {
    // one run: the epochs of a run are what is averaged here
    const base = { ...DEFAULT_OPTIONS, averageFrom: undefined, runs: undefined };
    // averaged over the last epoch alone: the last weights
    const last = trainWeights(sample, { ...base, epochs: 2 }, 0.5);
    const lastOnly = trainWeights(sample, { ...base, epochs: 2, averageFrom: 1 }, 0.5);
    expect(JSON.stringify(lastOnly.file)).toBe(JSON.stringify(last.file));
    // averaged over both: where the two epochs' scores differ by more than rounding to the file's
    // levels moves them, the average's score is nearer their mean than the last epoch's
    const first = trainWeights(sample, { ...base, epochs: 1 }, 0.5);
    const both = trainWeights(sample, { ...base, epochs: 2, averageFrom: 0 }, 0.5);
    const apart = scoresApart(first, last, both, 0.3);
    expect(apart.length).toBeGreaterThan(200);
    const nearMean = apart.filter(([x, y, z]) => Math.abs(z - (x + y) / 2) < Math.abs(z - y));
    expect(nearMean.length / apart.length).toBeGreaterThan(0.75);
  });

  it('averages runs from successive seeds: one run is the plain model, two score between theirs', () => {
    const base = { ...DEFAULT_OPTIONS, epochs: 2, averageFrom: 1, runs: undefined };
    const plain = trainWeights(sample, base, 0.5);
    const one = trainWeights(sample, { ...base, runs: 1 }, 0.5);
    expect(JSON.stringify(one.file)).toBe(JSON.stringify(plain.file));
    const second = trainWeights(sample, { ...base, seed: base.seed + 1 }, 0.5);
    const both = trainWeights(sample, { ...base, runs: 2 }, 0.5);
    const apart = scoresApart(plain, second, both, 0.2);
    expect(apart.length).toBeGreaterThan(100);
    const between = apart.filter(([x, y, z]) => z > Math.min(x, y) && z < Math.max(x, y));
    expect(between.length / apart.length).toBeGreaterThan(0.75);
  });

  it('leaves out its own share of features for the crisis classifier, the topic learning as before', () => {
    const base = { ...DEFAULT_OPTIONS, epochs: 2 };
    const plain = trainWeights(sample, { ...base, crisisDropout: undefined }, 0.5);
    const same = trainWeights(sample, { ...base, crisisDropout: base.dropout }, 0.5);
    expect(JSON.stringify(same.file)).toBe(JSON.stringify(plain.file));
    const more = trainWeights(sample, { ...base, crisisDropout: 0.5 }, 0.5);
    let crisisMoved = 0;
    for (const e of sample) {
      const f = featuresOf(normalizeTokens(e.text), DEFAULT_OPTIONS.features);
      const [a, b] = [plain, more].map((model) => score(model, f));
      expect(Array.from(b!.topic)).toEqual(Array.from(a!.topic));
      if (b!.crisis.some((p, k) => Math.abs(p - a!.crisis[k]!) > 0.01)) crisisMoved++;
    }
    expect(crisisMoved).toBeGreaterThan(sample.length / 4);
  });

  it('gives negated words weight for the topic and none for crisis', () => {
    const model = trainWeights(sample, { ...DEFAULT_OPTIONS, epochs: 2 }, 0.5);
    const from = topicOnlyFrom(model.file.features);
    const nt = model.file.topic.classes.length;
    const rows = [...model.ids.keys()].filter((row) => model.ids[row]! >= from);
    expect(rows.length).toBeGreaterThan(0);
    const weight = (row: number, k: number) => Math.abs(model.weights[row * model.width + k]!);
    let topic = 0;
    for (const row of rows) {
      for (let k = 0; k < nt; k++) topic += weight(row, k);
      for (let k = nt; k < model.width; k++) expect(weight(row, k)).toBe(0);
    }
    expect(topic).toBeGreaterThan(0);
  });

  it('lets a message the rest of the corpus reads otherwise pull the topic less', () => {
    const moneyAt = TOPIC_CLASSES.indexOf('money');
    // a fifth of the corpus, large enough that the rest reads the wrong labels otherwise
    const fifth = examples.filter((e) => foldOf(e.text, 5) === 0);
    // every fourth sleep message given a wrong label, as a writer might give a borderline one
    const wrong = new Set(
      fifth.filter((e) => e.topic === 'sleep' && !e.crisis).filter((_, i) => i % 4 === 0),
    );
    expect(wrong.size).toBeGreaterThan(5);
    const noisy = fifth.map((e) => (wrong.has(e) ? { ...e, topic: 'money' as const } : e));
    const wrongLabel = (topicNoise: number) => {
      const model = trainWeights(noisy, { ...DEFAULT_OPTIONS, epochs: 4, topicNoise }, 0.5);
      let sum = 0;
      for (const e of wrong) {
        const f = featuresOf(normalizeTokens(e.text), model.file.features);
        sum += score(model, f).topic[moneyAt]!;
      }
      return sum / wrong.size;
    };
    const plain = wrongLabel(0);
    // about 0.84 of it with the shipped options (under 0.8 with the stronger L1 before
    // 2026-12-06: a classifier that keeps more weights learns wrong labels more, with or without)
    expect(wrongLabel(DEFAULT_OPTIONS.topicNoise)).toBeLessThan(plain * 0.9);
    // (two trainings of a fifth of the corpus, three runs each)
  }, 120_000);

  it('sets the crisis threshold for recall on held-out probabilities', () => {
    const heldOut = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05].map((p) => ({
      p,
      crisis: true,
    }));
    // 0.9 of ten crisis messages: the lowest may be missed, the second lowest must not
    expect(thresholdFor(heldOut, 0.9)).toBeCloseTo(0.1 * 0.999);
    expect(thresholdFor(heldOut, 1)).toBeCloseTo(0.05 * 0.999);
    // never above one half
    expect(thresholdFor([{ p: 0.99, crisis: true }], 0.98)).toBe(0.5);
  });

  it('sets the level of a clear crisis where few held-out everyday messages reach', () => {
    const everyday = Array.from({ length: 100 }, (_, i) => ({ p: i / 100, crisis: false }));
    const heldOut = [...everyday, { p: 0.2, crisis: true }, { p: 0.995, crisis: true }];
    // 3 of 100 may score as high (0.97, 0.98, 0.99); the fourth (0.96) must stay under it
    expect(clearMinFor(heldOut, 0.05, 0.03)).toBeCloseTo(0.9601, 4);
    expect(
      heldOut.filter((h) => !h.crisis && h.p >= clearMinFor(heldOut, 0.05, 0.03)),
    ).toHaveLength(3);
    // never under the threshold, and the threshold when nothing is held out
    expect(clearMinFor(heldOut, 0.97, 0.03)).toBe(0.97);
    expect(clearMinFor([{ p: 0.9, crisis: true }], 0.06, 0.03)).toBe(0.06);
  });

  it('gives the model fit gives when the folds and the final weights are trained apart', () => {
    // as scripts/fit-in-workers.ts does, in worker threads: the weights first, the levels after
    // (the sample above is all in one of five folds: one in 21 messages is spread over them)
    const some = examples.filter((e) => foldOf(e.text, 21) === 0);
    const options = { ...DEFAULT_OPTIONS, epochs: 2 };
    const folds = Array.from({ length: LEVEL_FOLDS }, (_, fold) => fold);
    const heldOut = folds.flatMap((fold) => heldOutFold(some, options, fold));
    const apart = { ...trainWeights(some, options, 0.5).file, ...crisisLevels(heldOut, options) };
    const whole = fit(some, options).file;
    expect(apart.threshold).toBeLessThan(0.5);
    expect(JSON.stringify(apart)).toBe(JSON.stringify(whole));
    // (twelve trainings of a twenty-first of the corpus, three runs each: about 18 s alone on two
    // cores, more while the other test files run)
  }, 120_000);

  it('puts a message in the same fold every time', () => {
    expect(foldOf('i cant sleep', 5)).toBe(foldOf('i cant sleep', 5));
    const counts = [0, 0, 0, 0, 0];
    for (const e of examples) counts[foldOf(e.text, 5)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(examples.length / 7);
  });
});
