/**
 * The text for a status region that says `text` each time something is pressed again (the `n`th
 * time; nothing before the first): every other time with a no-break space after it, so the
 * region's content changes and a screen reader reads it once more. A status that stays the same
 * is read once.
 */
export const sayAgain = (text: string, n: number): string =>
  n ? `${text}${n % 2 ? '' : '\u00a0'}` : '';
