/**
 * The trained model: two linear classifiers (softmax regression) over the same hashed features,
 * one for the topic and one for crisis (no crisis, or one of the five kinds). The file keeps the
 * features that carry weight, as sorted hashed ids, and the weights of each as small integers.
 */
import type { FeatureConfig, Features } from './features';

/** One classifier of the model file: its classes, biases and weight scale. */
export interface HeadFile {
  /** Class names in order; null is 'none' (no topic, no crisis). */
  classes: ReadonlyArray<string | null>;
  bias: number[];
  /** The factor that turns a stored integer weight back into a weight. */
  scale: number;
}

/** The model as stored (JSON). */
export interface ModelFile {
  format: 3;
  /** Hash of the corpus it was trained from, so a stale model is noticed. */
  corpus: string;
  features: FeatureConfig;
  /** The crisis probability at and above which a message counts as a crisis. */
  threshold: number;
  /**
   * At and above this crisis probability a crisis is clear: at most 3% of held-out messages that
   * are not a crisis score as high. Between the threshold and this, the chat asks gently first.
   */
  clearMin?: number;
  /** A sentence of a longer message counts alone only with at least this crisis probability. */
  sentenceMin?: number;
  /** The topic is null only when the model gives 'nothing in particular' at least this. */
  nullTopicMin?: number;
  /**
   * A feeling is read before an area of life (work, family...) when its probability is at least
   * this share of the area's.
   */
  feelingOverArea?: number;
  /** 'Good news' is read only with at least this probability; below it, the next topic. */
  positiveMin?: number;
  /** Good news about an area of life (work, family...) is read with at least this probability. */
  goodNewsOverAreaMin?: number;
  topic: HeadFile;
  crisis: HeadFile;
  /**
   * Feature ids, sorted, each the difference from the one before, written in base 32 with one
   * character of `DIGITS` per digit, most significant first: the last digit from the first 32
   * characters, the others from the last 32.
   */
  ids: string;
  /**
   * Per feature, its topic weights then its crisis weights. Most are zero, so only the others are
   * stored, class by class (every feature's weight for the first class, then for the second...):
   * `gaps` says, for each weight that is not zero, how many zeros come before it since the last
   * one that was not, one character each (`DIGITS[n]`, n from 0 to 62; `DIGITS[63]` is 63 zeros
   * and no weight yet), and `weights` the weights, one character each (`DIGITS[weight + 32]`,
   * weights from -31 to 31). Class by class because each class has its own share of weights that
   * are not zero, which gzip then learns; one character per number, not base64 of bytes, because
   * gzip then sees each number whole and spends few bits on the common ones.
   */
  gaps: string;
  weights: string;
}

/** The 64 characters of the file's digits and weights (none needs escaping in JSON). */
export const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The largest stored weight; weights are integers from -LEVELS to LEVELS. */
export const LEVELS = 31;
/** The gap character that stands for this many zeros and no weight after them. */
const LONG_GAP = 63;

/** A model ready to score: ids and weights in typed arrays. */
export interface Model {
  file: ModelFile;
  ids: Uint32Array;
  weights: Int8Array;
  /** Classes per feature row: topic classes then crisis classes. */
  width: number;
}

/** Turns a stored model into one ready to score. */
export function loadModel(file: ModelFile): Model {
  if (file.format !== 3) throw new Error('model file: unknown format');
  // each character's digit plus one (0: not a digit), read over the strings' bytes
  const digit = new Uint8Array(256);
  for (let i = 0; i < DIGITS.length; i++) digit[DIGITS.charCodeAt(i)] = i + 1;
  const idChars = new TextEncoder().encode(file.ids);
  const found = new Uint32Array(idChars.length);
  let count = 0;
  let acc = 0;
  let v = 0;
  for (let i = 0; i < idChars.length; i++) {
    const d = digit[idChars[i]!]! - 1;
    if (d < 0) throw new Error('model file: bad id');
    v = v * 32 + (d & 31);
    if (d < 32) {
      acc += v;
      found[count++] = acc;
      v = 0;
    }
  }
  const ids = found.slice(0, count);
  const width = file.topic.classes.length + file.crisis.classes.length;
  const gaps = new TextEncoder().encode(file.gaps);
  const stored = new TextEncoder().encode(file.weights);
  const rows = ids.length;
  const weights = new Int8Array(rows * width);
  // `at` counts over the weights class by class: class at / rows, feature row at % rows
  let at = 0;
  let next = 0;
  for (let i = 0; i < gaps.length; i++) {
    const g = digit[gaps[i]!]! - 1;
    if (g < 0) throw new Error('model file: bad gap');
    at += g;
    if (g === LONG_GAP) continue;
    const d = next < stored.length ? digit[stored[next++]!]! - 1 : -1;
    if (d < 0 || at >= weights.length) throw new Error('model file: bad weight');
    weights[(at % rows) * width + Math.floor(at / rows)] = d - 32;
    at++;
  }
  if (next !== stored.length) throw new Error('model file: weights do not fit');
  return { file, ids, weights, width };
}

/**
 * The stored form of sorted feature ids and their rows of integer weights (`width` per id, each
 * from -LEVELS to LEVELS): what `loadModel` reads back.
 */
export function packWeights(
  ids: readonly number[],
  weights: readonly number[],
): Pick<ModelFile, 'ids' | 'gaps' | 'weights'> {
  let idChars = '';
  let last = 0;
  for (const id of ids) {
    // the difference from the id before, in base 32: the last digit marked by the first half
    let d = id - last;
    last = id;
    let digits = DIGITS[d % 32]!;
    for (d = Math.floor(d / 32); d > 0; d = Math.floor(d / 32))
      digits = DIGITS[32 + (d % 32)]! + digits;
    idChars += digits;
  }
  const width = ids.length === 0 ? 0 : weights.length / ids.length;
  let gaps = '';
  let stored = '';
  let zeros = 0;
  for (let k = 0; k < width; k++)
    for (let row = 0; row < ids.length; row++) {
      const q = weights[row * width + k]!;
      if (q === 0) {
        zeros++;
        continue;
      }
      for (; zeros >= LONG_GAP; zeros -= LONG_GAP) gaps += DIGITS[LONG_GAP];
      gaps += DIGITS[zeros];
      stored += DIGITS[q + 32];
      zeros = 0;
    }
  return { ids: idChars, gaps, weights: stored };
}

/** The row of a feature id in the model, or -1. */
function rowOf(ids: Uint32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid]!;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Softmax in place. */
export function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    scores[i] = Math.exp(scores[i]! - max);
    sum += scores[i]!;
  }
  for (let i = 0; i < scores.length; i++) scores[i]! /= sum;
  return scores;
}

/** The probabilities of each class of both classifiers for one message. */
export function score(model: Model, f: Features): { topic: Float64Array; crisis: Float64Array } {
  const { topic, crisis } = model.file;
  const nt = topic.classes.length;
  const nc = crisis.classes.length;
  const t = Float64Array.from(topic.bias);
  const c = Float64Array.from(crisis.bias);
  for (let i = 0; i < f.ids.length; i++) {
    const row = rowOf(model.ids, f.ids[i]!);
    if (row < 0) continue;
    const v = f.values[i]!;
    const base = row * model.width;
    for (let k = 0; k < nt; k++) t[k]! += v * topic.scale * model.weights[base + k]!;
    for (let k = 0; k < nc; k++) c[k]! += v * crisis.scale * model.weights[base + nt + k]!;
  }
  return { topic: softmax(t), crisis: softmax(c) };
}
