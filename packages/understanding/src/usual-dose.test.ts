import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
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
      // as usual or as prescribed, and medicines by name
      'took my ritalin like normal but the afternoon dragged',
      'had my melatonin as usual, still up at 2',
      'took my metformin as prescribed with dinner',
      // one at its time, the medicine named before
      'the pills the doctor gave me for my nerves are working, taking one every morning',
      // named by what they are for, the writer's or someone else's
      'grandad keeps forgetting to take his heart tablets, i bought him a little box',
      'have you got to take thyroid meds forever once you start?',
      // prescribed or changed by a doctor
      'my gp switched my painkillers and says no driving on the new ones',
      'doctor has put me on allergy tablets for the summer',
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
      'took all my blood pressure pills at once',
      'took my heart tablets and a whole bottle of wine',
      'not sure if i took my bp meds already so i took them again, heart going funny',
      'took my thyroid tablets twice today by mistake, feel faint',
      'how many paracetamol can i take for a headache before it kills you',
      // an overdose with no everyday reason
      'took my pills. all of them.',
      'i took the whole packet',
      'took my adderall like normal and then took 4 more',
      'took a whole bottle of melatonin',
      'took my meds as usual and i want to die',
      'the pills the doctor gave me, taking two every night and i still want to die',
      // sleep medicine, benzodiazepines and street drugs by name beside an everyday dose
      'took my tablets with breakfast and the rest of the lorazepam',
      'had my meds late plus some ketamine',
      'took my pills for my back and then the zolpidem, all of it',
      // prescribed, and something more
      'the doctor upped my painkillers so i took the whole lot at once',
      'doc changed my tablets and i have been saving them up',
      'gp put me on new pills, i want to die anyway',
      'the doctor gave me tablets for my nerves and i have been keeping them',
      'doc prescribed me painkillers, i just want to sleep forever',
      // an iron is no medicine
      'took the iron to my arm this morning',
    ])
      expect(usual(text), text).toBe(false);
  });

  it('matches no crisis of the corpus, the evaluation set or the fixed table', () => {
    // and it is not idle: the corpus's everyday doses are read by it
    expectNoCrisisTaken(usual, 20);
  });
});
