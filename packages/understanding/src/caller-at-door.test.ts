import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { awayForCaller } from './caller-at-door';

const away = (text: string) => awayForCaller(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('stepping away for someone at the door', () => {
  it('knows a pause or a goodbye for a knock, the bell or a visitor', () => {
    for (const text of [
      'brb, someones at the door',
      'Sorry love, have to go, my sister is at the door with the dog',
      'one sec, doorbell. prob my parcel',
      'hold on, knock at the door, back in a min',
      'gotta run, nans at the front door and she hates waiting',
      'Must go now, the district nurse is at the door. Talk later.',
      'wait, my aunty is knocking my door. 5 mins',
      'the pizza guy is at the door, wait',
    ])
      expect(away(text), text).toBe(true);
  });

  it('leaves anyone unknown, fear, a partner or another crisis to the model', () => {
    for (const text of [
      'hold on someone is at the door and i dont know who it is',
      'brb someone knocking at the door at 2am',
      'have to go, hes at the door again',
      'gotta go my ex is at the door',
      'one sec, there is a man at the door and he will not leave',
      'brb someone at the door, im scared',
      'got to go, doorbell. i took all my pills earlier',
      'hold on someone is banging on the door',
      'wait someone is at the door and i am not expecting anyone',
      'someone at the door',
      'brb',
      '',
    ])
      expect(away(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(away);
  });
});
