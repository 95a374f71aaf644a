/**
 * The model file's weights, coded near their entropy (decision 0073): the same symbols as before
 * (for each weight that is not zero, the count of zeros before it and then the weight, class by
 * class), each class with its own table of how often each symbol comes, coded with rANS. gzip of
 * one character per symbol spent about an eighth more, as it learns one table for many classes
 * and spends whole bits on each symbol.
 *
 * Bytes are written in base64url with the file's `DIGITS`, so the JSON needs no escaping.
 */

/** A symbol's share is counted out of 2^PRECISION. */
const PRECISION = 12;
const TOTAL = 1 << PRECISION;
/** The coder's state stays in [LOW, LOW * 256). */
const LOW = 1 << 23;
/** Symbols: a count of zeros from 0 to 62, or 63 (that many zeros, no weight yet); weights + 32. */
export const SYMBOLS = 64;
const LONG_GAP = 63;

/**
 * Counts scaled to sum to TOTAL, each symbol that comes at least once keeping a share of at least
 * one. The difference left by rounding goes to, or comes from, the most common symbols.
 */
export function shares(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const out = counts.map((c) => (c === 0 ? 0 : Math.max(1, Math.floor((c * TOTAL) / total))));
  let left = TOTAL - out.reduce((a, b) => a + b, 0);
  const order = counts.map((_, i) => i).sort((a, b) => counts[b]! - counts[a]! || a - b);
  for (let i = 0; left !== 0; i = (i + 1) % order.length) {
    const s = order[i]!;
    if (counts[s] === 0) continue;
    if (left > 0) {
      out[s]!++;
      left--;
    } else if (out[s]! > 1) {
      out[s]!--;
      left++;
    }
  }
  return out;
}

/**
 * The symbols of a matrix of weights (row by row, `width` per row), read class by class, and
 * each one's context: a count of zeros takes the class where the zeros begin, a weight its own
 * class (plus `width`), both of which the reader knows before it reads the symbol.
 */
export function symbolsOf(weights: ArrayLike<number>, width: number) {
  const rows = width === 0 ? 0 : weights.length / width;
  const symbols: number[] = [];
  const contexts: number[] = [];
  let zeros = 0;
  let from = 0;
  for (let k = 0; k < width; k++)
    for (let row = 0; row < rows; row++) {
      const q = weights[row * width + k]!;
      if (q === 0) {
        zeros++;
        continue;
      }
      for (; zeros >= LONG_GAP; zeros -= LONG_GAP, from += LONG_GAP) {
        symbols.push(LONG_GAP);
        contexts.push(Math.floor(from / rows));
      }
      symbols.push(zeros, q + 32);
      contexts.push(Math.floor(from / rows), width + k);
      zeros = 0;
      from = k * rows + row + 1;
    }
  return { symbols, contexts };
}

/** Numbers in base 32, one `digits` character per digit, the last digit from the first half. */
export function writeNumbers(numbers: readonly number[], digits: string): string {
  let text = '';
  for (let d of numbers) {
    let chars = digits[d % 32]!;
    for (d = Math.floor(d / 32); d > 0; d = Math.floor(d / 32))
      chars = digits[32 + (d % 32)]! + chars;
    text += chars;
  }
  return text;
}

/**
 * Reads back `writeNumbers`, given each character's digit plus one (0: not a digit). Indexed
 * loops into a typed array: the model loads once, cold, and an iterator or a growing array there
 * costs more than the reading itself.
 */
export function readNumbers(text: string, digit: Uint8Array, what: string): Float64Array {
  const out = new Float64Array(text.length);
  let n = 0;
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = (c < 256 ? digit[c]! : 0) - 1;
    if (d < 0) throw new Error(`model file: bad ${what}`);
    v = v * 32 + (d & 31);
    if (d < 32) {
      out[n++] = v;
      v = 0;
    }
  }
  return out.subarray(0, n);
}

/** The coded form of `weights` (row by row, `width` per row, each from -31 to 31). */
export function encodeWeights(
  weights: ArrayLike<number>,
  width: number,
  digits: string,
): { tables: string; coded: string; count: number } {
  const { symbols, contexts } = symbolsOf(weights, width);
  if (symbols.length === 0) return { tables: '', coded: '', count: 0 };
  const counts = Array.from({ length: 2 * width }, () => new Array<number>(SYMBOLS).fill(0));
  for (let i = 0; i < symbols.length; i++) counts[contexts[i]!]![symbols[i]!]!++;
  const freq = counts.map(shares);
  const start = freq.map((f) => {
    let sum = 0;
    return f.map((x) => ((sum += x), sum - x));
  });
  // rANS codes last symbol first; the decoder reads the bytes backwards from how they were made
  const out: number[] = [];
  let x = LOW;
  for (let i = symbols.length - 1; i >= 0; i--) {
    const f = freq[contexts[i]!]![symbols[i]!]!;
    const most = ((LOW >>> PRECISION) << 8) * f;
    while (x >= most) {
      out.push(x & 0xff);
      x >>>= 8;
    }
    x = Math.floor(x / f) * TOTAL + (x % f) + start[contexts[i]!]![symbols[i]!]!;
  }
  out.push(x & 0xff, (x >>> 8) & 0xff, (x >>> 16) & 0xff, x >>> 24);
  out.reverse();
  let coded = '';
  for (let i = 0; i < out.length; i += 3) {
    const v = (out[i]! << 16) | ((out[i + 1] ?? 0) << 8) | (out[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((out.length - i) * 8) / 6));
    for (let j = 0; j < chars; j++) coded += digits[(v >> (18 - 6 * j)) & 63];
  }
  return { tables: writeNumbers(freq.flat(), digits), coded, count: symbols.length };
}

/** Reads back `encodeWeights`: the weights, row by row. */
export function decodeWeights(
  file: { tables: string; coded: string; count: number },
  rows: number,
  width: number,
  digit: Uint8Array,
): Int8Array {
  const freq = Int32Array.from(readNumbers(file.tables, digit, 'table'));
  // no weight that is not zero: nothing to read (a model of no features has no tables)
  if (file.count === 0 && file.coded === '') return new Int8Array(rows * width);
  if (freq.length !== 2 * width * SYMBOLS) throw new Error('model file: bad table');
  // for each context, the symbol of each of the TOTAL slots, and each symbol's first slot
  const symbolAt = new Uint8Array(2 * width * TOTAL);
  const start = new Int32Array(2 * width * SYMBOLS);
  for (let c = 0; c < 2 * width; c++) {
    let sum = 0;
    for (let s = 0; s < SYMBOLS; s++) {
      const f = freq[c * SYMBOLS + s]!;
      start[c * SYMBOLS + s] = sum;
      if (sum + f > TOTAL) throw new Error('model file: bad table');
      symbolAt.fill(s, c * TOTAL + sum, c * TOTAL + sum + f);
      sum += f;
    }
    if (sum !== 0 && sum !== TOTAL) throw new Error('model file: bad table');
  }
  const chars = file.coded;
  const bytes = new Uint8Array(Math.floor((chars.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars.charCodeAt(i);
    const d = (c < 256 ? digit[c]! : 0) - 1;
    if (d < 0) throw new Error('model file: bad weight');
    acc = ((acc << 6) | d) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[n++] = (acc >> bits) & 0xff;
    }
  }
  if (bytes.length < 4) throw new Error('model file: weights do not fit');
  let x = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  let next = 4;
  const out = new Int8Array(rows * width);
  // the place the next symbol is about: class k, feature row `row`
  let k = 0;
  let row = 0;
  let weight = false;
  const count = file.count;
  for (let i = 0; i < count; i++) {
    if (k >= width) throw new Error('model file: weights do not fit');
    const c: number = weight ? width + k : k;
    const slot = x & (TOTAL - 1);
    const s: number = symbolAt[c * TOTAL + slot]!;
    const f = freq[c * SYMBOLS + s]!;
    if (f === 0) throw new Error('model file: bad weight');
    // x stays under 2^31: a signed 32-bit integer
    x = (f * (x >> PRECISION) + slot - start[c * SYMBOLS + s]!) | 0;
    while (x < LOW) {
      if (next >= bytes.length) throw new Error('model file: weights do not fit');
      x = (x << 8) | bytes[next++]!;
    }
    if (weight) {
      // a weight is never zero, nor -32 (weights run from -31 to 31)
      if (s === 32 || s === 0) throw new Error('model file: bad weight');
      out[row * width + k] = s - 32;
      row++;
      weight = false;
    } else {
      row += s;
      weight = s !== LONG_GAP;
    }
    while (row >= rows && k < width) {
      row -= rows;
      k++;
    }
  }
  // the coder began from LOW, and every byte was read
  if (weight || x !== LOW || next !== bytes.length)
    throw new Error('model file: weights do not fit');
  return out;
}
