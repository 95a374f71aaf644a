import { expect } from 'vitest';
import { readEveryLabelled } from './corpus';
import { speaksOfCrisis } from './crisis-words';
import { normalizeTokens } from './normalize';

/**
 * How understand.ts applies a reading: past the words of a crisis (crisis-words.ts) none goes
 * ('crisis words'), a scare that came to nothing may tell of an intruder ('beyond a scare'), and
 * the readings of a crisis that is over are applied as they are ('alone').
 */
export type Applied = 'crisis words' | 'beyond a scare' | 'alone';

/**
 * For the tests of a reading beside the model: as understand.ts applies it, it takes no crisis of
 * the corpus, the evaluation set, the fixed tables or the writers held back for an everyday
 * message, and it is not idle (it reads more than `everydayAtLeast` of their everyday messages).
 */
export function expectNoCrisisTaken(
  reads: (text: string) => boolean,
  everydayAtLeast = 0,
  applied: Applied = 'crisis words',
): void {
  const takes = (text: string) =>
    reads(text) &&
    (applied === 'alone' || !speaksOfCrisis(normalizeTokens(text), applied === 'beyond a scare'));
  const all = readEveryLabelled();
  expect(all.filter((e) => e.crisis !== null && takes(e.text)).map((e) => e.text)).toEqual([]);
  if (everydayAtLeast > 0)
    expect(all.filter((e) => e.crisis === null && takes(e.text)).length).toBeGreaterThan(
      everydayAtLeast,
    );
}
