import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { doneWithAThing } from './done-with';

const done = (text: string) => doneWithAThing(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('done with a thing of everyday life', () => {
  it('knows being done with a week, a job of work, the weather or a habit of others', () => {
    for (const text of [
      'so done with this week, roll on saturday',
      'Im DONE with the parish fundraising committee. Someone else can count the raffle money.',
      'finally done with my dissertation!!! 12,000 words',
      'honestly done with this rain, three weeks of it',
      'done with dating apps for a bit, too much effort',
      'i am done with group projects where i do all the work',
    ])
      expect(done(text), text).toBe(true);
  });

  it('leaves being done with life, everything, oneself or the means to the model', () => {
    for (const text of [
      'im done with everything',
      'done with life honestly',
      'i am done with it all',
      'im so done with this',
      'done with myself',
      'done with people',
      'done with this week. done with everything. i wont be here next week',
      'done with uni and i just want to die',
      'done with this job, i took all my tablets an hour ago',
      'done with him, he hit me again last night',
      'im done with this world',
      'done',
      '',
    ])
      expect(done(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(done);
  });
});
