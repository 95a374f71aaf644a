/**
 * Training: softmax regression for the topic and for crisis, over the hashed features, by
 * stochastic gradient descent with AdaGrad steps, L1 and L2 shrinkage, and a fifth of each
 * message's features left out at each step; the topic by generalized cross-entropy
 * (`topicNoise`). Deterministic: each message's place in an epoch and the features it leaves out
 * are drawn from its text and the seed, so one corpus always gives one model.
 */
import { seededRandom } from '@mentora/domain/games/engine';
import {
  DEFAULT_FEATURES,
  featuresOf,
  topicOnlyFrom,
  type FeatureConfig,
  type Features,
} from './features';
import { CRISIS_KINDS, TOPIC_IDS, type Example } from './labels';
import { LEVELS, loadModel, packWeights, type Model, type ModelFile } from './model';
import { normalizeTokens } from './normalize';
import { read } from './understand';

export interface TrainOptions {
  features: FeatureConfig;
  epochs: number;
  learningRate: number;
  l2: number;
  /** L1 shrinkage of the topic classifier's weights, and of the crisis classifier's unless... */
  l1: number;
  /** ...this is given: the crisis classifier's own (more weights kept: fewer false alarms). */
  crisisL1?: number;
  /** How much more a crisis example counts than a message that is not one. */
  crisisWeight: number;
  /** How much a hard negative counts in the crisis classifier. */
  hardWeight: number;
  /** A feature must appear in at least this many training messages to be kept. */
  minCount: number;
  /**
   * Each time a message is learned from, this fraction of its features is left out (chosen by the
   * seeded generator), so no weight can lean on one word alone and what else the message says
   * must carry it too.
   */
  dropout: number;
  /**
   * The fraction left out for the crisis classifier, if not `dropout`. Unset: 0.3 raised a fifth
   * fewer false alarms at the same recall but read short goodbyes less surely
   * (docs/performance.md, 2026-12-07).
   */
  crisisDropout?: number;
  /**
   * Weights smaller than this fraction of the largest are dropped from the file (besides those
   * that round to zero at `LEVELS` levels: under 1/(2 LEVELS) of the largest, about 7%).
   */
  prune: number;
  /** The topic is null only when 'nothing in particular' has at least this probability. */
  nullTopicMin: number;
  /**
   * 'Good news' (the positive topic) only with at least this probability, else the next likeliest
   * topic: a cheerful reply to 'im unlovable' hurts more than a plain one to good news.
   */
  positiveMin: number;
  /**
   * A feeling is read before an area of life when its probability is at least this share of the
   * area's: most writers label 'my nan died and i cant stop crying' grief, not family.
   */
  feelingOverArea: number;
  /**
   * Good news about an area of life is read as good news with at least this probability (below
   * `positiveMin`): 'my manager said i was the best on shift' is good news more than work.
   */
  goodNewsOverAreaMin: number;
  /** A sentence of a longer message counts alone only with at least this crisis probability. */
  sentenceMin: number;
  /**
   * The topic head learns by generalized cross-entropy with this exponent (0: plain cross-entropy):
   * each message's step is scaled by the probability the model already gives its label to this
   * power, so a message the rest of the corpus reads otherwise (writers label a borderline message
   * differently) pulls the weights less than one it agrees with.
   */
  topicNoise: number;
  /**
   * From this epoch on (0-based), the weights at the end of each epoch are averaged, and the
   * average is the model: less of the last steps' chance in it. Undefined: the last weights.
   */
  averageFrom?: number;
  /** Crisis recall the threshold is set for, on held-out predictions. */
  targetRecall: number;
  /** The share of held-out messages that are not a crisis allowed at or above `clearMin`. */
  clearFalseAlarms: number;
  seed: number;
  /**
   * Runs from this many seeds (`seed`, `seed + 1`...), each from zero weights, the model their
   * average (of the epochs `averageFrom` names, or of their last weights): less of one seed's
   * chance in it (docs/decisions/0080). Unset: one.
   */
  runs?: number;
}

export const DEFAULT_OPTIONS: TrainOptions = {
  features: DEFAULT_FEATURES,
  epochs: 8,
  learningRate: 1,
  l2: 1e-4,
  l1: 2e-3,
  crisisL1: 2e-3,
  crisisWeight: 2,
  hardWeight: 1,
  minCount: 3,
  dropout: 0.2,
  prune: 0,
  nullTopicMin: 0.6,
  positiveMin: 0.35,
  feelingOverArea: 0.6,
  goodNewsOverAreaMin: 0.25,
  sentenceMin: 0.3,
  topicNoise: 0.3,
  averageFrom: 3,
  runs: 3,
  targetRecall: 0.98,
  clearFalseAlarms: 0.03,
  seed: 1,
};

export const TOPIC_CLASSES: ReadonlyArray<string | null> = [null, ...TOPIC_IDS];
export const CRISIS_CLASSES: ReadonlyArray<string | null> = [null, ...CRISIS_KINDS];

interface Prepared {
  f: Features;
  topic: number;
  crisis: number;
  hard: boolean;
}

/** Trains a model (without its threshold, which `fit` sets) from labelled examples. */
export function trainWeights(
  examples: readonly Example[],
  options: TrainOptions,
  threshold: number,
  corpus = '',
  clearMin = threshold,
): Model {
  const prepared: Prepared[] = examples.map((e) => ({
    f: featuresOf(normalizeTokens(e.text), options.features),
    topic: TOPIC_CLASSES.indexOf(e.topic),
    crisis: CRISIS_CLASSES.indexOf(e.crisis),
    hard: e.hard === true,
  }));
  // the features kept, and a row for each
  const counts = new Map<number, number>();
  for (const p of prepared) for (const id of p.f.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const kept = [...counts].filter(([, n]) => n >= options.minCount).map(([id]) => id);
  kept.sort((a, b) => a - b);
  const rowOf = new Map<number, number>(kept.map((id, i) => [id, i]));
  const rows = prepared.map((p) => {
    const r: number[] = [];
    const v: number[] = [];
    p.f.ids.forEach((id, i) => {
      const row = rowOf.get(id);
      if (row !== undefined) {
        r.push(row);
        v.push(p.f.values[i]!);
      }
    });
    return {
      r: Int32Array.from(r),
      v: Float32Array.from(v),
      topic: p.topic,
      crisis: p.crisis,
      hard: p.hard,
    };
  });

  // several runs are averaged over their last epoch if no earlier one is named
  const runs = options.runs ?? 1;
  const averageFrom = options.averageFrom ?? (runs > 1 ? options.epochs - 1 : undefined);

  // rows the crisis classifier learns nothing from (their weights stay zero)
  const topicOnly = topicOnlyFrom(options.features);
  const crisisSkips = Uint8Array.from(kept, (id) => (id >= topicOnly ? 1 : 0));
  const heads = [
    {
      n: TOPIC_CLASSES.length,
      label: (i: number) => rows[i]!.topic,
      weight: () => 1,
      noise: options.topicNoise,
      l1: options.l1,
      dropout: options.dropout,
      skips: new Uint8Array(kept.length),
    },
    {
      n: CRISIS_CLASSES.length,
      skips: crisisSkips,
      label: (i: number) => rows[i]!.crisis,
      weight: (i: number) =>
        rows[i]!.crisis > 0 ? options.crisisWeight : rows[i]!.hard ? options.hardWeight : 1,
      // crisis errs towards recall: a crisis the rest reads as none must still pull in full
      noise: 0,
      l1: options.crisisL1 ?? options.l1,
      dropout: options.crisisDropout ?? options.dropout,
    },
  ].map((h) => ({
    ...h,
    w: new Float32Array(kept.length * h.n),
    g: new Float32Array(kept.length * h.n),
    b: new Float64Array(h.n),
    gb: new Float64Array(h.n),
    sumW: new Float64Array(averageFrom === undefined ? 0 : kept.length * h.n),
    sumB: new Float64Array(h.n),
  }));
  let averaged = 0;

  // Each message's place in an epoch and the features it leaves out are drawn from its own text,
  // the seed and the epoch, not from one stream for the whole corpus: a message added, taken out
  // or read differently by the normaliser moves only itself, and the rest learn as before.
  const keys = examples.map((e) => textKey(e.text));
  const order = rows.map((_, i) => i);
  const scores = new Float64Array(Math.max(...heads.map((h) => h.n)));
  for (let step = 0; step < runs * options.epochs; step++) {
    const run = Math.floor(step / options.epochs);
    const epoch = step % options.epochs;
    // each run starts from zero weights and fresh AdaGrad sums
    if (epoch === 0)
      for (const h of heads) {
        h.w.fill(0);
        h.g.fill(1e-8);
        h.b.fill(0);
        h.gb.fill(1e-8);
      }
    const draw = keys.map((k) => mix(k, options.seed + run, epoch));
    order.sort((a, b) => draw[a]! - draw[b]! || a - b);
    for (const idx of order) {
      const leaveOut = (fraction: number, salt: number) =>
        fraction > 0 ? dropOut(rows[idx]!, fraction, seededRandom(draw[idx]! ^ salt)) : rows[idx]!;
      const shared = leaveOut(options.dropout, 0x9e3779b9);
      for (const h of heads) {
        const { r, v } = h.dropout === options.dropout ? shared : leaveOut(h.dropout, 0x7f4a7c15);
        const y = h.label(idx);
        let weight = h.weight(idx);
        const n = h.n;
        let max = -Infinity;
        for (let k = 0; k < n; k++) {
          let s = h.b[k]!;
          for (let t = 0; t < r.length; t++) s += v[t]! * h.w[r[t]! * n + k]!;
          scores[k] = s;
          if (s > max) max = s;
        }
        let sum = 0;
        for (let k = 0; k < n; k++) {
          scores[k] = Math.exp(scores[k]! - max);
          sum += scores[k]!;
        }
        if (h.noise > 0) weight *= Math.pow(scores[y]! / sum, h.noise);
        for (let k = 0; k < n; k++) {
          const grad = (scores[k]! / sum - (k === y ? 1 : 0)) * weight;
          h.gb[k]! += grad * grad;
          h.b[k]! -= (options.learningRate * grad) / Math.sqrt(h.gb[k]!);
          for (let t = 0; t < r.length; t++) {
            if (h.skips[r[t]!]) continue;
            const at = r[t]! * n + k;
            const g = grad * v[t]! + options.l2 * h.w[at]!;
            h.g[at]! += g * g;
            const eta = options.learningRate / Math.sqrt(h.g[at]!);
            let w = h.w[at]! - eta * g;
            // L1: a proximal step towards zero, so that weights that do not earn their place
            // become exactly zero and leave the model file
            const shrink = eta * h.l1;
            w = w > shrink ? w - shrink : w < -shrink ? w + shrink : 0;
            h.w[at] = w;
          }
        }
      }
    }
    if (averageFrom !== undefined && epoch >= averageFrom) {
      averaged++;
      for (const h of heads) {
        for (let i = 0; i < h.w.length; i++) h.sumW[i]! += h.w[i]!;
        for (let k = 0; k < h.n; k++) h.sumB[k]! += h.b[k]!;
      }
    }
  }
  if (averaged > 0)
    for (const h of heads) {
      for (let i = 0; i < h.w.length; i++) h.w[i] = h.sumW[i]! / averaged;
      for (let k = 0; k < h.n; k++) h.b[k] = h.sumB[k]! / averaged;
    }

  // to the file: integer weights, features without weight dropped
  const [topicHead, crisisHead] = heads as [(typeof heads)[0], (typeof heads)[0]];
  const scaleOf = (w: Float32Array) => {
    let m = 0;
    for (const x of w) m = Math.max(m, Math.abs(x));
    return m / LEVELS || 1;
  };
  const ts = scaleOf(topicHead.w);
  const cs = scaleOf(crisisHead.w);
  const ids: number[] = [];
  const all: number[] = [];
  for (let row = 0; row < kept.length; row++) {
    const q: number[] = [];
    for (let k = 0; k < topicHead.n; k++)
      q.push(quantize(topicHead.w[row * topicHead.n + k]!, ts, options.prune));
    for (let k = 0; k < crisisHead.n; k++)
      q.push(quantize(crisisHead.w[row * crisisHead.n + k]!, cs, options.prune));
    if (q.every((x) => x === 0)) continue;
    ids.push(kept[row]!);
    all.push(...q);
  }
  const file: ModelFile = {
    format: 4,
    corpus,
    features: options.features,
    threshold,
    clearMin,
    nullTopicMin: options.nullTopicMin,
    positiveMin: options.positiveMin,
    feelingOverArea: options.feelingOverArea,
    goodNewsOverAreaMin: options.goodNewsOverAreaMin,
    sentenceMin: options.sentenceMin,
    topic: { classes: TOPIC_CLASSES, bias: [...topicHead.b].map(round4), scale: ts },
    crisis: { classes: CRISIS_CLASSES, bias: [...crisisHead.b].map(round4), scale: cs },
    ...packWeights(ids, all),
  };
  return loadModel(file);
}

/** A 32-bit FNV-1a hash of a message's text. */
function textKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One unsigned 32-bit number from a message's key, the seed and the epoch, well mixed. */
function mix(key: number, seed: number, epoch: number): number {
  let h = (key ^ Math.imul(seed + 1, 0x85ebca6b) ^ Math.imul(epoch + 1, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A message's features with a fraction left out at random, the rest scaled up to make up for it. */
function dropOut(
  row: { r: Int32Array; v: Float32Array },
  fraction: number,
  random: () => number,
): { r: Int32Array; v: Float32Array } {
  const keep = 1 - fraction;
  const r: number[] = [];
  const v: number[] = [];
  for (let t = 0; t < row.r.length; t++)
    if (random() < keep) {
      r.push(row.r[t]!);
      v.push(row.v[t]! / keep);
    }
  return { r: Int32Array.from(r), v: Float32Array.from(v) };
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

function quantize(w: number, scale: number, prune: number): number {
  const q = Math.round(w / scale);
  return Math.abs(q) < prune * LEVELS ? 0 : Math.max(-LEVELS, Math.min(LEVELS, q));
}

/** The fold (0 to k-1) of a message: by a hash of its text, so it never moves as the corpus grows. */
export function foldOf(text: string, k: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % k;
}

/** The crisis threshold that keeps `targetRecall` of the crisis messages, from held-out probabilities. */
export function thresholdFor(
  heldOut: ReadonlyArray<{ p: number; crisis: boolean }>,
  targetRecall: number,
): number {
  const positives = heldOut
    .filter((h) => h.crisis)
    .map((h) => h.p)
    .sort((a, b) => a - b);
  if (positives.length === 0) return 0.5;
  const miss = Math.floor((1 - targetRecall) * positives.length + 1e-9);
  // just under the lowest probability that must still count, and never above one half
  return Math.min(0.5, positives[miss]! * 0.999);
}

/**
 * The crisis probability at and above which a crisis is clear: no more than `falseAlarms` of the
 * held-out messages that are not a crisis score as high (and never under the threshold).
 */
export function clearMinFor(
  heldOut: ReadonlyArray<{ p: number; crisis: boolean }>,
  threshold: number,
  falseAlarms: number,
): number {
  const negatives = heldOut
    .filter((h) => !h.crisis)
    .map((h) => h.p)
    .sort((a, b) => b - a);
  const allowed = Math.floor(falseAlarms * negatives.length + 1e-9);
  // just above the highest probability that must stay under it
  const above = negatives[allowed];
  return above === undefined ? threshold : Math.max(threshold, round4(above) + 1e-4);
}

/** How many folds the held-out probabilities that set the crisis levels come from. */
export const LEVEL_FOLDS = 5;

/** Held-out crisis probabilities of one fold's messages, from a model trained on the other folds. */
export function heldOutFold(
  examples: readonly Example[],
  options: TrainOptions,
  fold: number,
  k = LEVEL_FOLDS,
): Array<{ p: number; crisis: boolean }> {
  const model = trainWeights(
    examples.filter((e) => foldOf(e.text, k) !== fold),
    options,
    0.5,
  );
  return examples
    .filter((e) => foldOf(e.text, k) === fold)
    .map((e) => ({ p: read(model, e.text).crisisProbability, crisis: e.crisis !== null }));
}

/** Held-out crisis probabilities of every example, by k-fold cross-validation. */
export function heldOutCrisis(
  examples: readonly Example[],
  options: TrainOptions,
  k = LEVEL_FOLDS,
): Array<{ p: number; crisis: boolean }> {
  const out: Array<{ p: number; crisis: boolean }> = [];
  for (let fold = 0; fold < k; fold++) out.push(...heldOutFold(examples, options, fold, k));
  return out;
}

/** The crisis threshold and the level of a clear crisis, from held-out probabilities. */
export function crisisLevels(
  heldOut: ReadonlyArray<{ p: number; crisis: boolean }>,
  options: TrainOptions,
): { threshold: number; clearMin: number } {
  const threshold = thresholdFor(heldOut, options.targetRecall);
  return { threshold, clearMin: clearMinFor(heldOut, threshold, options.clearFalseAlarms) };
}

/**
 * The whole fit: the threshold (and the level of a clear crisis) from held-out folds, then the
 * weights from every example. (The weights do not depend on the threshold, so the folds and the
 * final weights can be trained apart and the levels set after: `scripts/fit-in-workers.ts` does.)
 */
export function fit(examples: readonly Example[], options = DEFAULT_OPTIONS, corpus = ''): Model {
  const { threshold, clearMin } = crisisLevels(heldOutCrisis(examples, options), options);
  return trainWeights(examples, options, threshold, corpus, clearMin);
}
