import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { scareOver } from './scare-over';

const over = (text: string) => scareOver(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('a scare that turned out to be nothing', () => {
  it('knows a knock, a noise or a follower that was someone harmless', () => {
    for (const text of [
      'someone hammering on the door at 7am... oh its the postman with a signed-for',
      'heard footsteps on the landing, it was only the cat lol',
      'Thought a man was following me from the station, turned out to be my neighbour going home',
      'knock knock at midnight, nvm it was my brother who forgot his key',
      'some guy staring in the window!! false alarm, the window cleaner',
    ])
      expect(over(text), text).toBe(true);
  });

  it('leaves a danger that is still there to the model', () => {
    for (const text of [
      'someone banging on the door, oh its my ex, hes drunk',
      'heard a noise, it was just the wind. but now theres someone at the back door',
      'someone outside, it was only my dad and hes angry again, im hiding upstairs',
      'knocking at the door, turned out to be my stepdad, he wont leave',
      'someone at the window, oh its my uncle, he is trying to get in',
      'there is someone outside the house and i am home alone',
      // no scare before the words that undo one
      'the flat was just empty and i have the belt ready',
    ])
      expect(over(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for a scare over', () => {
    // and it is not idle: the corpus's deliveries and cats in the night are read by it
    expectNoCrisisTaken(over, 8, 'beyond a scare');
  });
});
