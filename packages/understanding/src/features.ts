import { CONTEXT_CLASSES, WORD_CLASSES } from './lexicon';

/**
 * What the model reads of a normalised message: its words, pairs of neighbouring words, and the
 * three- and four-letter pieces of each word (so a misspelling the normaliser did not catch still
 * shares most of its pieces with the right word). Each feature is hashed to a number (FNV-1a,
 * 32 bits), so the model stores numbers, not strings. Every feature has the same weight and the
 * message's vector has unit length, so long and short messages score on one scale.
 */

/** How features are made; kept in the model file, so training and reading always agree. */
export interface FeatureConfig {
  /** Lengths of the letter pieces taken from each word (with a boundary mark at each end). */
  charGrams: readonly number[];
  /** Take pairs of neighbouring words. */
  bigrams: boolean;
  /** Weight of letter pieces relative to whole words. */
  charWeight: number;
  /** Read word classes (lexicon.ts) and pairs of them near each other. */
  classes: boolean;
  /** How many words apart two classes may be to make a pair. */
  classWindow: number;
  /** Pair, anywhere in the message, each crisis class with the setting it is said in. */
  contexts: boolean;
  /** Features are hashed into 2^hashBits buckets (features that share a bucket share weights). */
  hashBits: number;
  /**
   * How many words after 'not', 'never', 'no'... are read as negated as well ('have not laughed
   * in weeks' is not good news), for the topic only; 0 for none.
   */
  negation?: number;
}

export const DEFAULT_FEATURES: FeatureConfig = {
  charGrams: [3, 4],
  bigrams: true,
  charWeight: 0.5,
  classes: true,
  classWindow: 3,
  hashBits: 21,
  contexts: true,
  negation: 6,
};

/** FNV-1a over the UTF-16 code units of `kind` followed by `s`. */
function fnv(kind: number, s: string, from = 0, to = s.length): number {
  let h = (0x811c9dc5 ^ kind) >>> 0;
  h = Math.imul(h, 0x01000193) >>> 0;
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const WORD = 1;
const PAIR = 2;
const PIECE = 3;
const SHAPE = 4;
const CLASS = 5;
const CLASS_PAIR = 6;
const CLASS_BIGRAM = 7;
const CONTEXT = 8;
const NEGATED = 9;
/** Words that negate what follows them: the lexicon's negations, and 'without'. */
const NEGATORS: ReadonlySet<string> = new Set([
  ...[...WORD_CLASSES].filter(([, classes]) => classes.includes('NEG')).map(([word]) => word),
  'without',
]);
const NONE: readonly string[] = [];

/**
 * Feature ids from this number up are read for the topic only: the crisis classifier gives them
 * no weight. (Negated words help tell 'havent laughed in weeks' from good news; for crisis they
 * only raised false alarms on everyday messages.)
 */
export const topicOnlyFrom = (config: FeatureConfig): number => 2 ** config.hashBits;

/** A message's features: hashed ids and their values (the vector has unit length). */
export interface Features {
  ids: Uint32Array;
  values: Float32Array;
}

/** The features of a message already split into normalised words. */
export function featuresOf(words: readonly string[], config: FeatureConfig): Features {
  const weights = new Map<number, number>();
  const shift = 32 - config.hashBits;
  const add = (hash: number, w: number, offset = 0) => {
    const id = (shift > 0 ? hash >>> shift : hash) + offset;
    weights.set(id, Math.max(weights.get(id) ?? 0, w));
  };
  // the shape of the message: empty, one or two words, short, long
  const n = words.length;
  add(
    fnv(SHAPE, n === 0 ? 'empty' : n <= 2 ? 'tiny' : n <= 8 ? 'short' : n <= 30 ? 'mid' : 'long'),
    1,
  );
  let prev = '^';
  for (const w of words) {
    const word = /^\d+$/.test(w) ? '#num' : w;
    add(fnv(WORD, word), 1);
    if (config.bigrams) add(fnv(PAIR, `${prev} ${word}`), 1);
    prev = word;
    if (config.charWeight > 0 && word !== '#num') {
      const padded = `<${word}>`;
      for (const g of config.charGrams) {
        if (padded.length < g) continue;
        for (let i = 0; i + g <= padded.length; i++)
          add(fnv(PIECE, padded, i, i + g), config.charWeight);
      }
    }
  }
  if (config.bigrams && n > 0) add(fnv(PAIR, `${prev} $`), 1);
  // words in the reach of a negation, as words of their own
  const reach = config.negation ?? 0;
  const topicOnly = topicOnlyFrom(config);
  for (let i = 0, left = 0; i < n && reach > 0; i++) {
    const w = words[i]!;
    if (NEGATORS.has(w)) left = reach;
    else if (left > 0) {
      add(fnv(NEGATED, w), 1, topicOnly);
      left--;
    }
  }
  if (config.classes) {
    const all = words.map((w) => WORD_CLASSES.get(/^\d+$/.test(w) ? '#num' : w) ?? NONE);
    for (const list of all) for (const c of list) add(fnv(CLASS, c), 1);
    // the crisis classes (not the topics' T_ classes) in order: neighbours with a class in place
    // of the word ('took QTY', 'TAKE QTY', 'QTY DRUG') and pairs near each other
    const cls = all.map((list) => list.find((c) => !c.startsWith('T_')) ?? null);
    for (let i = 0; i < n; i++) {
      const a = cls[i];
      if (i + 1 < n && (a || cls[i + 1]))
        add(fnv(CLASS_BIGRAM, `${a ?? words[i]} ${cls[i + 1] ?? words[i + 1]}`), 1);
      if (!a) continue;
      for (let j = i + 1; j < n && j <= i + config.classWindow; j++) {
        const b = cls[j];
        if (b) add(fnv(CLASS_PAIR, `${a} ${b}`), 1);
      }
    }
    if (config.contexts) {
      // anywhere in the message: each crisis class with each setting ('DRUG+PAST', 'KILL+JOKE')
      // and with each other crisis class
      const present = new Set(all.flat().filter((c) => !c.startsWith('T_')));
      const crisis = [...present].filter((c) => !CONTEXT_CLASSES.has(c)).sort();
      const context = [...present].filter((c) => CONTEXT_CLASSES.has(c)).sort();
      for (const a of crisis) {
        for (const b of context) add(fnv(CONTEXT, `${a}+${b}`), 1);
        for (const b of crisis) if (a < b) add(fnv(CONTEXT, `${a}+${b}`), 1);
      }
    }
  }
  const ids = new Uint32Array([...weights.keys()].sort((a, b) => a - b));
  const values = new Float32Array(ids.length);
  let norm = 0;
  for (let i = 0; i < ids.length; i++) {
    const v = weights.get(ids[i]!)!;
    values[i] = v;
    norm += v * v;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i]! *= scale;
  return { ids, values };
}
