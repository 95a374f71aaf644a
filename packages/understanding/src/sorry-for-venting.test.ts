import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { apologisesForVenting } from './sorry-for-venting';
import { understand } from './understand-default';

const sorry = (text: string) => apologisesForVenting(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('sorry for having vented', () => {
  it('knows an apology for a rant, a long message or venting, said alone', () => {
    for (const text of [
      'sorry for the rant',
      'Sorry for venting earlier x',
      "I'm sorry for the long message, I just needed to get it out",
      'soz for the moan lol',
      'sorry for going on a bit there',
      'apologies for the essay yesterday',
      'sorry for being so negative',
      'my bad for the wall of text',
      'sorry for being grumpy the other day',
      'soz for being a downer last time',
    ])
      expect(sorry(text), text).toBe(true);
  });

  it('leaves an apology with anything more to the model', () => {
    for (const text of [
      'sorry for everything',
      'sorry',
      'sorry for the rant, goodbye',
      'sorry for the rant. i have decided to end it tonight',
      'i have decided to end it tonight. sorry for the rant',
      'sorry for being a burden',
      'sorry for being moody, i wont be around much longer',
      'sorry for the rant, i cant do this anymore',
      'sorry mum',
      '',
    ])
      expect(sorry(text), text).toBe(false);
  });

  it('is read as no crisis, where the model alone raised a doubtful alarm', () => {
    for (const text of ['sorry for the rant', 'sorry for venting', 'sorry for the long message'])
      expect(understand(text).crisis, text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(sorry);
  });
});
