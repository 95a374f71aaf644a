import { describe, expect, it } from 'vitest';
import { offToBedOnly } from './bed-only';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';

const only = (text: string) => offToBedOnly(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('off to sleep and nothing more', () => {
  it('knows a message that only says the writer is going to sleep', () => {
    for (const text of [
      'going to sleep now',
      'i think ill go to sleep',
      'ok im off to bed, night x',
      'Right, heading to bed. Early shift tomorrow.',
      'gonna try and get some sleep',
      'knackered, off to bed. talk tmrw',
      'thanks, going to bed now',
      'need to sleep lol',
      'gonna have a nap',
      'ok thats me, going to have a lie down',
    ])
      expect(only(text), text).toBe(true);
  });

  it('leaves the model a message that says anything more', () => {
    for (const text of [
      'going to sleep and not waking up',
      'going to sleep forever',
      'i just want to go to sleep and never wake up',
      'going to sleep now. goodbye everyone',
      'going to sleep now, love you all',
      'took something so i sleep a long time. going to bed',
      'going to sleep for the last time',
      'going to lie down on the tracks',
      'going to rest forever',
      'i want to sleep',
      'going to bed, he is outside the door',
      'tired',
      '',
    ])
      expect(only(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    // and it is not idle: the labelled sets' bedtime sign-offs are read by it
    expectNoCrisisTaken(only, 10);
  });
});
