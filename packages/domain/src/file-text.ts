/**
 * Reading a chosen file's bytes as text, for Mentora's own import and for other apps' files:
 * an editor on Windows may save an export again as UTF-16 or in its old encoding.
 */

/**
 * A file's bytes as text: UTF-16 by its byte-order mark, else UTF-8, else (bytes that are not
 * UTF-8, as from a spreadsheet that saves in the old Windows encoding) Windows-1252, so 'café'
 * is read as it was written and not as 'caf\uFFFD'.
 */
export function decodeFileText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The text without a byte-order mark. */
export const withoutBom = (text: string): string =>
  text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
