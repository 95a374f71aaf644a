import { describe, expect, it } from 'vitest';
import { isMishap } from './mishap';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';

const mishap = (text: string) => isMishap(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('a hurt got by mishap on something', () => {
  it('knows a cut, a burn or a scrape caught on something', () => {
    for (const text of [
      'cut my finger on the mandoline slicing cucumbers, plaster on, carrying on',
      'burnt my wrist on the oven door getting the tray out 🙄',
      'scraped my knee on the gravel at parkrun, looks gross but im fine',
      'Caught my arm on a nail in the shed, tetanus jab was years ago, should I worry?',
      'sliced my thumb open on a tin lid lol blood everywhere',
      'grazed my elbow on the climbing holds at the gym',
      'nicked my hand on the hedge trimmer, nothing serious',
      // an accident said plainly
      'accidentally burnt my wrist on the iron this morning',
      'scraped my shin on the trailer hitch by accident, just a graze',
      // 'me' for 'my' before a body part, and 'not on purpose' said plainly
      'cut me hand on the gate latch, bled a fair bit',
      'burnt my hand on the grill, not on purpose obviously',
      // a finger or a hand hurt in a chore, and the razor's nick
      'sliced my thumb peeling spuds, plaster on',
      'burnt my fingers frying the plantain lol',
      'nicked myself shaving, looks like i lost a fight',
    ])
      expect(mishap(text), text).toBe(true);
  });

  it('leaves intent, hiding, the means of self-harm and a relapse to the alarm', () => {
    for (const text of [
      'burnt my arm on the iron on purpose',
      'burned myself on the hob so i could feel something',
      'scratched my arm on the brick till it bled',
      'cut my thigh on a blade i keep in my drawer',
      'burnt my hand on the kettle again, told my mum it was an accident',
      'cut my arm on the broken glass and made it look like an accident',
      'cut my wrist on the broken mirror and i want to die',
      'burned my arm on the stove, third time this week, nobody knows',
      'scratched my arms on the wall until they bled',
      // a chore with intent, a blade or again is not a mishap either
      'cut my finger chopping onions on purpose to feel something',
      'cut my hand peeling apples again, third time, nobody knows',
      // 'cut me off' on the road, or the tide, is no hurt
      'the tide cut me off on the rocks and the water is rising',
      'some guy cut me off on the motorway',
      // striking is never a mishap here
      'banged my head on the desk over and over',
      'bashed my hand on the table till it swelled',
    ])
      expect(mishap(text), text).toBe(false);
  });

  it('matches no crisis of the corpus, the evaluation set or the fixed table', () => {
    // and it is not idle: the corpus's kitchen burns and workshop cuts are read by it
    expectNoCrisisTaken(mishap, 20);
  });
});
