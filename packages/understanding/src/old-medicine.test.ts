import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { clearsOldMedicine } from './old-medicine';

const clears = (text: string) => clearsOldMedicine(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('clearing out old medicine', () => {
  it('knows old or expired medicine thrown out or handed back', () => {
    for (const text of [
      'spring clean of the bathroom. binned a whole box of expired paracetamol',
      'took all of dads old tablets back to the pharmacy after the funeral, they dispose of them safely',
      'cleared out the medicine cupboard, half of it was out of date from 2019',
      'got rid of the old antibiotics, the pharmacist said leftovers are best handed back',
      'chucking out old meds from when i had my knee done',
      'sorted out grandads medicines after the funeral and took them to the chemist',
      'cleaned out the kitchen drawer, three old cough syrups from 2018 went to the take back bin',
      'handed the expired inhalers in at boots, they recycle them',
    ])
      expect(clears(text), text).toBe(true);
  });

  it('leaves keeping, taking, harm and a wish to die to the model', () => {
    for (const text of [
      'cleared out the medicine cabinet but kept all the old sleeping tablets',
      'found a box of expired pills while clearing out, how many would it take',
      'throwing out the old pills is pointless, i will just die another way',
      'threw out the expired tablets and then took some of mine with vodka',
      'mum binned the old pills because she found my stash',
      'took the old tablets',
      'found his old painkillers cleaning out his flat and i have taken about 30 of them',
      'sorted out the old meds and took them all with a bottle of wine',
      'typing this on my old tablet, cleared out the shed and threw out the rubbish',
      'old pills',
      '',
    ])
      expect(clears(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(clears);
  });
});
