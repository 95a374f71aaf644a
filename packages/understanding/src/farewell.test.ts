import { describe, expect, it } from 'vitest';
import { isFarewellOnly } from './farewell';
import { normalizeTokens } from './normalize';
import { isClearCrisis, understand } from './understand-default';

// written for this test, apart from the corpus
const FAREWELLS = [
  'goodbye',
  'Goodbye!',
  'ok bye',
  'bye bye 👋',
  'goodbye mood mentor',
  'thx, bye x',
  'ok thanks again, goodbye',
  'night night',
  'goodbye for now :)',
  'cya later',
  'Thank you, goodbye and have a lovely evening',
];
const MORE_THAN_A_FAREWELL = [
  'goodbye everyone',
  'this is goodbye',
  'goodbye forever',
  'goodbye world',
  'thank you for everything. goodbye',
  'i just wanted to say goodbye',
  'bye. sorry for everything',
  'tell my mum i love her. goodbye',
];

describe('a farewell and nothing more', () => {
  it('is told from a goodbye that says more', () => {
    for (const text of FAREWELLS) expect(isFarewellOnly(normalizeTokens(text)), text).toBe(true);
    for (const text of MORE_THAN_A_FAREWELL)
      expect(isFarewellOnly(normalizeTokens(text)), text).toBe(false);
    expect(isFarewellOnly([])).toBe(false);
    expect(isFarewellOnly(normalizeTokens('thanks so much'))).toBe(false);
  });

  it('is never a clear crisis; a goodbye that says more is read by the model as before', () => {
    for (const text of FAREWELLS) expect(isClearCrisis(understand(text)), text).toBe(false);
    // the model reads these as crises of ending a life, and clearly so
    for (const text of ['goodbye everyone', 'this is goodbye', 'goodbye forever']) {
      expect(understand(text), text).toMatchObject({ crisis: true, kind: 'suicide' });
      expect(isClearCrisis(understand(text)), text).toBe(true);
    }
  });
});
