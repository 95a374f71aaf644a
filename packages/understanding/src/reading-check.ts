import { expect } from 'vitest';
import { readEveryLabelled } from './corpus';

/**
 * For the tests of a reading beside the model: it takes no crisis of the corpus, the evaluation
 * set, the fixed tables or the writers held back for an everyday message, and it is not idle (it
 * reads more than `everydayAtLeast` of their everyday messages).
 */
export function expectNoCrisisTaken(reads: (text: string) => boolean, everydayAtLeast = 0): void {
  const all = readEveryLabelled();
  expect(all.filter((e) => e.crisis !== null && reads(e.text)).map((e) => e.text)).toEqual([]);
  if (everydayAtLeast > 0)
    expect(all.filter((e) => e.crisis === null && reads(e.text)).length).toBeGreaterThan(
      everydayAtLeast,
    );
}
