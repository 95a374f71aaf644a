import { describe, expect, it } from 'vitest';
import { isEverydayNote } from './everyday-note';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';

const note = (text: string) => isEverydayNote(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('a note in everyday life', () => {
  it('knows a note to a teacher, a neighbour or a tradesman, or in a lunchbox or a card', () => {
    for (const text of [
      'wrote a note to the teacher so she can leave early on friday',
      'Left a note for the postie to put the parcel in the shed',
      'put a wee note in his lunchbox with a smiley face',
      'writing a note in my nans birthday card, no idea what to put',
      'left a polite note for the neighbours about the bins',
      'wrote a long note for the night staff about bed 4',
    ])
      expect(note(text), text).toBe(true);
  });

  it('leaves a note for family, a note left where goodbyes are, and any harm to the model', () => {
    for (const text of [
      'wrote a note for mum and left it on my bed',
      'left a note for my brother with my keys',
      'wrote a note to my teacher saying goodbye, i wont be in again',
      'left a note for the landlord, he can have my stuff when im gone',
      'the neighbour left a note on my door saying they know where i sleep',
      'wrote notes for each of my family tonight',
      'wrote a note in her card and then took all my pills',
      'left a note on the fridge for my sister',
      'wrote a note to my teacher about what my stepdad does to me',
      'put a note in the school box saying i do not want to go home',
      'i wrote my note today',
      '',
    ])
      expect(note(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    // and it is not idle: the corpus's notes to teachers and in lunchboxes are read by it
    expectNoCrisisTaken(note, 15);
  });
});
