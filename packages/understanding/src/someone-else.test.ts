import { describe, expect, it } from 'vitest';
import { aboutSomeoneElse } from './someone-else';

describe("whether a crisis is someone else's", () => {
  it('knows a crisis told of a friend, a child or a partner', () => {
    // written for this test, apart from the corpus
    for (const text of [
      'my best friend just told me she wants to kill herself',
      "my son's been cutting himself, I found the blades in his room",
      'my flatmate swallowed a load of tablets and shes really drowsy',
      'My girlfriend said she is going to end it tonight and now she wont pick up',
      'my 16 year old took 30 paracetamol this morning, what do I do',
      'he texted me goodbye and said he wants to die, hes not answering',
      'found her suicide note on the kitchen table',
      'my dad has taken all his sleeping pills and I cant wake him',
      'my little brother drank bleach',
      'think my mate is going to jump, he sent me a pic from the bridge',
      'my flatmate took like 40 pills and is passed out',
      'my friend keeps saying he wants to end it all',
      'my two best friends say they want to die and i dont know how to help them',
      'My sister told me she is ready to end it all, shes locked herself in the bathroom',
      'my roommate said she wanted to end it all and now her door is locked',
      'my uncle rang at midnight and said he does not want to wake up tomorrow',
      'my girlfriend texted she doesnt wanna be alive anymore, not picking up',
    ])
      expect(aboutSomeoneElse(text), text).toBe(true);
  });

  it("leaves the writer's own crisis theirs, whoever else it names", () => {
    for (const text of [
      'I want to kill myself',
      'my mum would be better off without me',
      'she left me and i want to die',
      'my friend took all her pills last year and now i want to do the same',
      'my brother says he will kill himself and honestly i feel like ending it too',
      'my boyfriend hits me and says he will kill me',
      'i took all my pills after my dad shouted',
      "my sister doesn't know i've been cutting again",
      'he took my phone and locked me in',
      'i think im going to kill myself, my husband is asleep',
      'he took all my money, nothing left to live for',
      'she took everything from me and i cant cope anymore',
      'found her suicide note a year ago today and still cant go on',
      'my husband took all the knives out of the kitchen because of me',
      'my brother killed himself in 2019 and im thinking of doing the same',
      'my friend said she wants to die and honestly same',
      'he wants to end it all and so do i',
      'my mate says he wants to die. i want to end it all too',
      'she moved out and now i want to end it all',
      'my mum said she doesnt want to live and i dont either',
      'my cousin told me he does not want to be here any more. me neither tbh',
    ])
      expect(aboutSomeoneElse(text), text).toBe(false);
  });
});
