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
  format: 1;
  /** Hash of the corpus it was trained from, so a stale model is noticed. */
  corpus: string;
  features: FeatureConfig;
  /** The crisis probability at and above which a message counts as a crisis. */
  threshold: number;
  /** A sentence of a longer message counts alone only with at least this crisis probability. */
  sentenceMin?: number;
  /** The topic is null only when the model gives 'nothing in particular' at least this. */
  nullTopicMin?: number;
  /** 'Good news' is read only with at least this probability; below it, the next topic. */
  positiveMin?: number;
  topic: HeadFile;
  crisis: HeadFile;
  /** Feature ids, sorted, each the difference from the one before, as base64 of LEB128 varints. */
  ids: string;
  /**
   * Per feature, its topic weights then its crisis weights, as base64 of signed bytes. Most are
   * zero: stored as a mask of which are not (one bit each, in bytes), then those weights.
   */
  mask: string;
  weights: string;
}

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
  const idBytes = fromBase64(file.ids);
  const list: number[] = [];
  let acc = 0;
  for (let i = 0; i < idBytes.length;) {
    let v = 0;
    let shift = 0;
    let b: number;
    do {
      b = idBytes[i++]!;
      v += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    acc += v;
    list.push(acc);
  }
  const ids = Uint32Array.from(list);
  const width = file.topic.classes.length + file.crisis.classes.length;
  const mask = fromBase64(file.mask);
  const packed = new Int8Array(fromBase64(file.weights).buffer);
  const weights = new Int8Array(ids.length * width);
  let next = 0;
  for (let i = 0; i < weights.length; i++)
    if (mask[i >> 3]! & (1 << (i & 7))) weights[i] = packed[next++]!;
  if (next !== packed.length || mask.length !== Math.ceil(weights.length / 8))
    throw new Error('model file: weights do not fit');
  return { file, ids, weights, width };
}

/** Bytes of a base64 string (atob is in every browser and in Node). */
function fromBase64(s: string): Uint8Array {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
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
