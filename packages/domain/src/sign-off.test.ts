import { describe, expect, it } from 'vitest';
import {
  PARTING,
  PARTING_AT_NIGHT,
  PARTING_ON_A_HARD_DAY,
  PARTING_THANKED,
  PAUSED,
  signingOff,
} from './mentor-fallbacks';
import { signOffOf } from './sign-off';

describe('signOffOf', () => {
  it.each([
    'bye',
    'ok bye!!',
    'Goodbye 👋',
    'k cya',
    'see you tomorrow',
    'ttyl',
    'Thanks, goodbye.',
    'ok thank u, talk later',
    'speak soon x',
    'cheers, laters',
    'gotta go mums calling me',
    'sorry i have to run, train’s here',
    'I need to go now',
    'sorry, have to leave now',
    'ive got to go, baby woke up',
    'right, must dash',
    'gtg',
    'g2g dinner',
    'aight im out',
    "I'm off to work now",
    'logging off now',
    'ok thats enough for tonight',
    "That's it for today. Take care.",
    'off to bed',
    "I'm going to sleep now",
    'gonna try and get some sleep now',
    'goodnight',
    'gn x',
    'night night 😴',
    'ill msg u tomorrow',
    'we talk tomorrow',
    'pues ya, bye na',
  ])('%s ends the chat', (text) => {
    expect(signOffOf(text)).toBe('leaving');
  });

  it.each([
    'brb',
    'brb kettle',
    'brb shift starts in 5',
    'one sec',
    'hang on, door',
    'give me a minute',
    'be right back',
    'back in 10 mins',
  ])('%s pauses it', (text) => {
    expect(signOffOf(text)).toBe('pausing');
  });

  it.each([
    // a farewell word in another sense
    'i had to say goodbye to my dog today',
    'goodbye summer, hello exams',
    'bye bye 2025',
    'i need to take care of my mum more',
    'hold on to the good days',
    // leaving someone or something, going somewhere
    'i have to leave my job',
    'i need to go to the doctor about it',
    'i have to go home to a house full of shouting',
    'i should leave him',
    'i need to leave',
    'i have to leave this house',
    'i need to run away from all of this',
    'i need to go outside more',
    // a question wants an answer
    'should i go to bed earlier?',
    'bye?',
    // bed and sleep as the subject
    'i hate going to bed',
    'cant get to sleep',
    'going to sleep is the worst part of the day',
    'im off work today',
    'im out of money again',
    'a moment of peace would be nice',
    'back in 2019 i was happy',
    // more than a goodbye
    'gotta go but honestly i feel like everything is falling apart and nobody even notices me at all',
    'talking to you later sounds good but right now i need help with my essay plan',
  ])('%s does not', (text) => {
    expect(signOffOf(text)).toBeNull();
  });
});

describe('signingOff', () => {
  it('answers a goodbye by how it was said, not the line said last', () => {
    expect(signingOff('gotta go, boss is back', 'work')).toBe(PARTING[0]);
    expect(signingOff('gotta go, boss is back', 'work', `hi\n${PARTING[0]}`)).toBe(PARTING[1]);
    expect(signingOff('thanks, bye', 'thanks')).toBe(PARTING_THANKED[0]);
    expect(signingOff('ok im off to bed', null)).toBe(PARTING_AT_NIGHT[0]);
    expect(signingOff('ok bye. still feel rubbish tbh', 'low-mood')).toBe(PARTING_ON_A_HARD_DAY[0]);
    expect(signingOff('brb', null)).toBe(PAUSED[0]);
    // after a crisis reply, a goodbye is met with care and help
    expect(signingOff('ok bye', null, '', true)).toBe(PARTING_ON_A_HARD_DAY[0]);
  });

  it('is null for anything but a goodbye', () => {
    expect(signingOff('work is so stressful', 'work')).toBeNull();
    expect(signingOff('i had to say goodbye to my dog today', 'grief')).toBeNull();
  });
});

describe('the words of parting', () => {
  it('say where help is whenever someone leaves, for a goodbye may be more than one', () => {
    for (const line of [
      ...PARTING,
      ...PARTING_AT_NIGHT,
      ...PARTING_THANKED,
      ...PARTING_ON_A_HARD_DAY,
    ])
      expect(line).toContain("'Need urgent help?' at the top");
  });
});
