import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { phoneChargeOnly } from './phone-charge';

const only = (text: string) => phoneChargeOnly(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe("a phone's charge and nothing more", () => {
  it('knows a message that only says the phone is running out', () => {
    for (const text of [
      'my phone is on 2 percent',
      'phone on 4%, talk later',
      "my phone's about to die, gotta go",
      'battery dying lol',
      'mobile nearly flat x',
      "I'm on 3% battery, brb",
      'need to charge my phone, back in a bit',
      'phone on 5 percent, speak in the morning',
    ])
      expect(only(text), text).toBe(true);
  });

  it('leaves the model a message that says anything more', () => {
    for (const text of [
      'my phone is on 2 percent and im stuck on the mountain',
      'phone nearly dead, help',
      "i'm about to die",
      'phone dying and hes outside the door',
      'my phone is on 5% and i took all my pills',
      'going to die',
      'my phone',
      '',
    ])
      expect(only(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(only);
  });
});
