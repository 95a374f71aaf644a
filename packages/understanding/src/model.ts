/**
 * The trained model: two linear classifiers (softmax regression) over the same hashed features,
 * one for the topic and one for crisis (no crisis, or one of the five kinds). The file keeps the
 * features that carry weight, as sorted hashed ids, and the weights of each as small integers.
 */
import { decodeWeights, encodeWeights, readNumbers, writeNumbers } from './coder';
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
  format: 4;
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
   * Per feature, its topic weights then its crisis weights, integers from -LEVELS to LEVELS. Most
   * are zero, so only the others are stored, class by class (every feature's weight for the first
   * class, then for the second...): for each, the count of zeros before it since the last one that
   * was not zero (0 to 62; 63 is 63 zeros and no weight yet), then the weight. The symbols are
   * coded with rANS (`coder.ts`), counts of zeros by the table of the class where they begin and
   * weights by the table of their class, in base64url of `DIGITS`: `tables` holds each table's
   * 64 shares out of 4,096 (counts of zeros for each class, then weights), written as `ids` is,
   * and `count` the number of symbols.
   */
  tables: string;
  coded: string;
  count: number;
}

/** The 64 characters of the file's digits and weights (none needs escaping in JSON). */
export const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * The largest stored weight; weights are integers from -LEVELS to LEVELS (decision 0077: seven
 * levels read as well as 31 in a sixth less room, which lets the topic classifier keep more).
 */
export const LEVELS = 7;

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
  if (file.format !== 4) throw new Error('model file: unknown format');
  // each character's digit plus one (0: not a digit), read over the strings' bytes
  const digit = new Uint8Array(256);
  for (let i = 0; i < DIGITS.length; i++) digit[DIGITS.charCodeAt(i)] = i + 1;
  const gaps = readNumbers(file.ids, digit, 'id');
  const ids = new Uint32Array(gaps.length);
  for (let i = 0, acc = 0; i < gaps.length; i++) ids[i] = acc += gaps[i]!;
  const width = file.topic.classes.length + file.crisis.classes.length;
  const weights = decodeWeights(file, ids.length, width, digit);
  return { file, ids, weights, width };
}

/**
 * The stored form of sorted feature ids and their rows of integer weights (`width` per id, each
 * from -LEVELS to LEVELS): what `loadModel` reads back.
 */
export function packWeights(
  ids: readonly number[],
  weights: readonly number[],
): Pick<ModelFile, 'ids' | 'tables' | 'coded' | 'count'> {
  // each id as its difference from the one before
  const gaps = ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1]!));
  const width = ids.length === 0 ? 0 : weights.length / ids.length;
  return { ids: writeNumbers(gaps, DIGITS), ...encodeWeights(weights, width, DIGITS) };
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
