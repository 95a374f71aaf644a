import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { quitsHabit } from './quit-habit';

const quits = (text: string) => quitsHabit(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('quitting an everyday habit', () => {
  it('knows quitting nicotine, caffeine, sugar or screens', () => {
    for (const text of [
      'day 6 no vape and i am SO cranky',
      'giving up the fags for good this time, the kids keep asking',
      'smoked my last cigarette on sunday, 5 days free',
      'trying to cut back on coffee, this headache is unreal',
      'three weeks without tiktok and i read two books',
      '2 weeks clean from energy drinks lol',
    ])
      expect(quits(text), text).toBe(true);
  });

  it('leaves drink, drugs, harm and giving up on life to the model', () => {
    for (const text of [
      'quit smoking 3 weeks ago and i want to die',
      '2 weeks clean',
      'stopped vaping but cut myself last night',
      'quit coffee and started drinking again',
      'day 12 without weed',
      'gave up smoking. i give up on everything else too',
      'no more vaping, no more anything, this is goodbye',
      'i quit',
      'deleted my instagram, everything is sorted now',
      'smoked my last cigarette tonight, sorry everyone',
      // a cigarette put to the skin, by someone who quit smoking
      'gave up cigs years ago but i stubbed one out on my arm tonight',
      '',
    ])
      expect(quits(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    // and it is not idle: the corpus's everyday talk of quitting is read by it
    expectNoCrisisTaken(quits, 5);
  });
});
