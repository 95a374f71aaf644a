import { describe, expect, it } from 'vitest';
import {
  AND_YOU_SAFE,
  ARE_YOU_SAFE,
  ASK_AGAIN,
  CHECK_IN_BETTER,
  CHECK_IN_HARD,
  CHECK_IN_QUESTION,
  CHECK_IN_SAME,
  NOT_SAFE,
  SAFE_FOR_NOW,
  THINKING_OF_ENDING,
  saysYesToCrisisQuestion,
  typedSafetyAnswer as answerWith,
} from './chat-safety';
import { readTypedAnswer, saysYesToQuestion } from './safety-answers';

/** A typed answer read as the chat reads it, with safety-answers.ts. */
const typedSafetyAnswer = (text: string, question: string | undefined) =>
  answerWith(text, question, readTypedAnswer);

// Answers people type to 'Are you safe right now?', in the ways they type them.
const NOT_SAFE_ANSWERS = [
  'no',
  'No.',
  'nope',
  'nah',
  'noo',
  'n',
  'not really',
  'Not really tbh',
  'no im not',
  "No, I'm not.",
  'im not',
  'I am not safe',
  'im not safe',
  'no im not safe',
  'not safe',
  'I don’t feel safe',
  'i dont know',
  'idk',
  'dunno honestly',
  'not sure',
  "I'm not sure anymore",
  'maybe',
  'kinda',
  'not at all',
  'not right now',
  'no. he is still here',
  'im scared',
  'help me',
  'help',
  'please help',
  'not ok',
  "I'm not okay",
  'no i want to die',
  'i dont think so',
  'probably not',
  'yes... actually no, not really',
  'of course not',
  'yeah no',
  'yeah totally 🙃',
  'im not sure i wont do anything',
  'i wont do anything but im scared',
  'he wont do anything to help me',
  '🤷',
];

const SAFE_ANSWERS = [
  'yes',
  'Yes.',
  'yeah',
  'yep',
  'ya',
  'yh',
  'ok',
  'im safe',
  "I'm safe",
  'I’m safe for now',
  'safe for now',
  'yeah for now',
  'for now',
  'i think so',
  'im ok',
  "i'm okay, just sad",
  'I am fine',
  'nah im good',
  'no im fine',
  'yes i am',
  'im alright',
  "I'm not going to do anything",
  'i wont do anything tonight',
  'i feel safe',
  'fine i guess',
  'not in danger',
  'i dont feel unsafe',
  'ngl yeah',
  '👍',
  'yeah nah im fine',
  'no one is here but im ok',
];

const UNREAD = ['what do you mean', 'my mum is downstairs', 'why', '🙂', 'hello'];

describe('a typed answer to "Are you safe right now?"', () => {
  it.each(NOT_SAFE_ANSWERS)('%j is not safe', (text) => {
    expect(typedSafetyAnswer(text, ARE_YOU_SAFE)).toBe(NOT_SAFE);
    // the same when the question was asked again, or after another's crisis
    expect(typedSafetyAnswer(text, ASK_AGAIN)).toBe(NOT_SAFE);
    expect(typedSafetyAnswer(text, AND_YOU_SAFE)).toBe(NOT_SAFE);
  });

  it.each(SAFE_ANSWERS)('%j is safe for now', (text) => {
    expect(typedSafetyAnswer(text, ARE_YOU_SAFE)).toBe(SAFE_FOR_NOW);
    expect(typedSafetyAnswer(text, AND_YOU_SAFE)).toBe(SAFE_FOR_NOW);
  });

  it.each(UNREAD)('%j is not read as either (it is asked again)', (text) => {
    expect(typedSafetyAnswer(text, ARE_YOU_SAFE)).toBeNull();
  });

  it('is read only as an answer to the safety question', () => {
    expect(typedSafetyAnswer('no', 'Hi, I am Mood Mentor. How are you feeling?')).toBeNull();
    expect(typedSafetyAnswer('no', undefined)).toBeNull();
    expect(typedSafetyAnswer('   ', ARE_YOU_SAFE)).toBeNull();
  });
});

describe('a typed answer to the check-in', () => {
  const cases: Array<[string, string]> = [
    ['better', CHECK_IN_BETTER],
    ['a bit better thanks', CHECK_IN_BETTER],
    ['Not bad actually', CHECK_IN_BETTER],
    ['good', CHECK_IN_BETTER],
    ['im ok', CHECK_IN_BETTER],
    ['calmer than last week', CHECK_IN_BETTER],
    ['same', CHECK_IN_SAME],
    ['meh', CHECK_IN_SAME],
    ['about the same really', CHECK_IN_SAME],
    ['so so', CHECK_IN_SAME],
    ['worse', CHECK_IN_HARD],
    ['still bad', CHECK_IN_HARD],
    ['not great', CHECK_IN_HARD],
    ['not better at all', CHECK_IN_HARD],
    ['honestly awful', CHECK_IN_HARD],
    ['really struggling', CHECK_IN_HARD],
    ['not ok', CHECK_IN_HARD],
    ['I cant cope', CHECK_IN_HARD],
    ['a bit better but still hard', CHECK_IN_HARD],
    ['ive been worse', CHECK_IN_BETTER],
    ['been worse lately', CHECK_IN_HARD],
    ['ive been better', CHECK_IN_HARD],
    ['less bad but still awful', CHECK_IN_HARD],
    ['could be worse', CHECK_IN_SAME],
    ['not well', CHECK_IN_HARD],
  ];
  it.each(cases)('%j is %j', (text, option) => {
    expect(typedSafetyAnswer(text, CHECK_IN_QUESTION)).toBe(option);
  });

  it('leaves what it cannot read to the chat', () => {
    expect(typedSafetyAnswer('who are you', CHECK_IN_QUESTION)).toBeNull();
  });
});

describe("a typed answer to a mentor's plain question about ending one's life", () => {
  const options = [THINKING_OF_ENDING, 'No, just stressed'];
  const yes = (text: string) => saysYesToCrisisQuestion(text, options, saysYesToQuestion);

  it.each([
    'yes',
    'ya',
    'yeah i am',
    'kinda',
    'idk',
    'Yesss',
    'yh 😔',
    'ngl yeah',
    'lowkey yes',
    'honestly',
    'i guess',
    'sometimes tbh',
    'sí',
    'oo',
    'maybe a little',
  ])('%j is a yes, or unsure, and so a crisis', (text) => {
    expect(yes(text)).toBe(true);
  });

  it.each([
    'no',
    'no, just stressed',
    'nah im fine',
    'yeah no',
    'yeah nah im ok',
    'lol no',
    'im ok',
  ])('%j is not', (text) => {
    expect(yes(text)).toBe(false);
  });

  it('reads nothing as a yes when the question is not on screen', () => {
    expect(saysYesToCrisisQuestion('yes', ['Something else'], saysYesToQuestion)).toBe(false);
  });
});
