// A fingerprint of a text, in a module of its own: imports make ids with it, and logging out
// notes what the data looked like with it, without either loading the other's code.

/** A 64-bit hash of a text as 16 hex digits (two 32-bit FNV-1a hashes with different seeds). */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
