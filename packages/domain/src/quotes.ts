/** Ten short quotes written for the product. */
export const QUOTES: readonly string[] = [
  'Small steps still move you forward.',
  "You don't have to feel ready to begin. Beginning is how ready starts.",
  "Rest is not a reward you earn. It's part of looking after yourself.",
  'A hard day is one day, not your whole story.',
  'Be as patient with yourself as you would be with a good friend.',
  'Feelings are like weather: they arrive, they change, they pass.',
  'Progress is often quiet. Keep going anyway.',
  'Asking for help is a sign of strength, not of weakness.',
  "Breathe in what steadies you, breathe out what you can't control.",
  'On some days, doing your best means doing a little. That counts.',
];

/**
 * A random index into a list of `length`, never `previous` (so a new pick always changes
 * what is shown). `random` returns a number in [0, 1).
 */
export function pickIndex(length: number, random: () => number, previous?: number | null): number {
  if (length <= 1) return 0;
  const exclude = previous !== undefined && previous !== null && previous >= 0 && previous < length;
  const span = exclude ? length - 1 : length;
  const r = Math.min(span - 1, Math.floor(random() * span));
  return exclude && r >= previous ? r + 1 : r;
}
