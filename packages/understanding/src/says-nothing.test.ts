import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { saysNothing } from './says-nothing';

const nothing = (text: string) => saysNothing(normalizeTokens(text));

// written for this test, apart from the corpus and the evaluation set
describe('a reply that says nothing', () => {
  it('knows acknowledgements, laughter and shrugs', () => {
    for (const text of [
      'lol ok',
      'tbh idk',
      'ok lol',
      'yeah haha',
      'hmm i guess',
      'Okay then.',
      'idk tbh 😂',
      'yep',
      'sure, fair enough',
      'i dunno',
      'kinda',
      'anyways haha',
    ])
      expect(nothing(text), text).toBe(true);
  });

  it('leaves anything more to the model', () => {
    for (const text of [
      'not ok lol',
      'idk anymore',
      'same',
      'lol kms',
      'ok bye forever',
      'anyway. bye',
      'anyway thanks for everything',
      'ok. i took them all',
      'idk why i bother',
      'yeah i want to die',
      'no',
      '',
    ])
      expect(nothing(text), text).toBe(false);
  });

  it('matches no crisis of the corpus, the evaluation set or the fixed table', () => {
    // and it is not idle: everyday replies of the corpus are read by it
    expectNoCrisisTaken(nothing, 20);
  });
});
