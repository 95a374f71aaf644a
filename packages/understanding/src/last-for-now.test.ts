import { describe, expect, it } from 'vitest';
import { lastForNow } from './last-for-now';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';

const last = (text: string) => lastForNow(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('the last message for now', () => {
  it('knows a last message limited to tonight or today', () => {
    for (const text of [
      'ok last message for tonight, early start tmrw',
      'Last msg today promise, the baby is finally down and so am I',
      'this is my last text for now, battery on 2%',
      'my last message this evening, gn x',
      'Right, last one for tonight. Kettle on then bed.',
    ])
      expect(last(text), text).toBe(true);
  });

  it('leaves a last message for good to the model', () => {
    for (const text of [
      'this is my last message',
      'this is my last message here. thank you for everything',
      'last message for tonight. and forever.',
      'last message for tonight. tell my sister i love her',
      'last message tonight, sorry for all of it',
      'last message for tonight, the pills are next to me',
      'this is my last message to anyone tonight',
      "last message for tonight, i won't be here tomorrow",
    ])
      expect(last(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for a pause', () => {
    // and it is not idle: the corpus's bedtime sign-offs are read by it
    expectNoCrisisTaken(last, 5);
  });
});
