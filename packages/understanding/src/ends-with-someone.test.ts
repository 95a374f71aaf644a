import { describe, expect, it } from 'vitest';
import { endsWithSomeone } from './ends-with-someone';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { understand } from './understand-default';

const parting = (text: string) => endsWithSomeone(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('ending it with a person or an arrangement', () => {
  const BREAKUPS = [
    'thinking of ending it with him tonight, we just want different things',
    'Ended things with my girlfriend last night. Right call, still sad.',
    'gonna call it off with the tutor, too pricey',
    'finally ended it with the gym lol 14 months paid for 3 visits',
    'should i end things with my bf or give it till christmas',
  ];

  it('knows a breakup or an arrangement ended', () => {
    for (const text of BREAKUPS) expect(parting(text), text).toBe(true);
  });

  it('leaves a means, a goodbye or anything darker to the model', () => {
    for (const text of [
      'ending it with the pills tonight',
      'end things with a rope',
      'ending it tonight',
      'ended it with him and now i want to die',
      'i want to end things with him but hes threatened me if i do',
      'ending it with my boyfriend then ending it all',
      'going to end things with everyone, goodbye',
      'he said if i end it with him he will hit me',
      '',
    ])
      expect(parting(text), text).toBe(false);
  });

  it('raises no alarm for the breakup, however the model weighs its words', () => {
    for (const text of BREAKUPS) expect(understand(text).crisis, text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(parting, 10, 'alone');
  });
});
