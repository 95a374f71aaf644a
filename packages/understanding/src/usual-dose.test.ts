import { describe, expect, it } from 'vitest';
import { readEveryLabelled } from './corpus';
import { normalizeTokens } from './normalize';
import { usualDose } from './usual-dose';

const usual = (text: string) => usualDose(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('medicine taken as usual', () => {
  it('knows an everyday dose, a forgotten one and a question before taking', () => {
    for (const text of [
      'took 2 ibuprofen for my knee n went for a walk anyway',
      'Had a paracetamol for the toothache, easing off now',
      'forgot my tablets this morning so i took them at lunch',
      'can i take nurofen with my antibiotics?',
      'took my inhaler like the nurse said and the wheezing settled',
      'popped a couple of panadol for the hangover lol',
      'took my meds late, brain fog this afternoon',
      'is it safe to take aspirin for a headache when youre pregnant',
    ])
      expect(usual(text), text).toBe(true);
  });

  it('leaves anything beyond the usual to the alarm', () => {
    for (const text of [
      'took all my tablets for my back',
      'took 30 paracetamol for my headache',
      'took 2 panadol for my headache and a bottle of wine',
      'took my pills this morning and then took them again',
      'took two sleeping pills for my head and some more after',
      'took my meds for my back, feeling dizzy and scared now',
      'took a couple of tablets for my headache, not that it matters anymore',
      'took 2 painkillers for the pain and i want to die',
      'can i take paracetamol with vodka for my headache',
      'how many paracetamol can i take for a headache before it kills you',
      // an overdose with no everyday reason
      'took my pills. all of them.',
      'i took the whole packet',
    ])
      expect(usual(text), text).toBe(false);
  });

  it('matches no crisis of the corpus, the evaluation set or the fixed table', () => {
    const examples = readEveryLabelled();
    expect(examples.filter((e) => e.crisis && usual(e.text)).map((e) => e.text)).toEqual([]);
    // and it is not idle: the corpus's everyday doses are read by it
    expect(examples.filter((e) => !e.crisis && usual(e.text)).length).toBeGreaterThan(20);
  });
});
