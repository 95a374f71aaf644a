import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { overdidATreat } from './treat';

const treat = (text: string) => overdidATreat(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('too much of a treat', () => {
  it('knows an overdose said of food, sweets or a show', () => {
    for (const text of [
      'OD on pizza at the sleepover, never again',
      "od'd on doughnuts in the staff room 🍩",
      'overdosing on kdramas this week, send help lol',
      'pretty sure i overdosed on popcorn at the drive in',
      'Overdosed on the Christmas chocolate, trousers tight',
      'we overdosed on nostalgia looking at old school photos',
    ])
      expect(treat(text), text).toBe(true);
  });

  it('leaves medicine, drink, harm and a call for help to the alarm', () => {
    for (const text of [
      'overdosed on my meds',
      'i overdosed on sleeping pills and chocolate',
      'od on sweets and then took all my tablets',
      'overdosed on coffee and vodka, room spinning',
      'overdosed on sugar, i want to die',
      'overdosed on insulin on purpose',
      'overdosed on food, can not breathe, call an ambulance',
      // not 'on' a treat at all
      'took an overdose last night',
      'overdosed on heroin',
      'overdosed on the stuff from the shed',
    ])
      expect(treat(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for a treat', () => {
    // and it is not idle: the corpus's Easter chocolate and Netflix weekends are read by it
    expectNoCrisisTaken(treat, 15);
  });
});
