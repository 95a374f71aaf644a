import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { isOwnHaircut } from './own-haircut';
import { expectNoCrisisTaken } from './reading-check';

const haircut = (text: string) => isOwnHaircut(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('cutting hair or nails', () => {
  it('knows a home haircut, a fringe, a beard or nails', () => {
    for (const text of [
      'cut my own fringe myself at midnight, it is wonky',
      'Cut my hair myself with the kitchen scissors and tbh it looks ok',
      'chopped all my hair off last night, feel lighter',
      'trimming my beard before the interview',
      'finally cut the babys nails without a fight',
      'cutting the boys hair in the garden to save a tenner',
    ])
      expect(haircut(text), text).toBe(true);
  });

  it('leaves skin, blood, blades and a wish to die to the model', () => {
    for (const text of [
      'cut my hair then cut my arm',
      'cut my fringe and then my wrists',
      'cut my hair off and i want to die',
      'cut my nails too short and now theyre bleeding',
      'cut myself again, hair in my eyes the whole time',
      'used the razor on my hair and then on my skin',
      'i cut myself',
      '',
    ])
      expect(haircut(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    // and it is not idle: the corpus's home haircuts are read by it
    expectNoCrisisTaken(haircut, 20);
  });
});
