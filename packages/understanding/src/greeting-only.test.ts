import { describe, expect, it } from 'vitest';
import { readCorpus } from './corpus';
import { isGreetingOnly } from './greeting-only';
import { normalizeTokens } from './normalize';
import { understand } from './understand-default';

const greetingOnly = (text: string) => isGreetingOnly(normalizeTokens(text));

describe('a message that only says hello', () => {
  it('is a greeting, in the Englishes and languages people greet in', () => {
    for (const text of [
      'hiya',
      'Good evening, mentor',
      'ey up',
      'eh up love',
      "what's the craic",
      'guten morgen',
      'bore da',
      'dia duit',
      'selamat malam',
      'xin chao',
      'habari gani',
      'hows your day been',
      'hello? anyone awake',
      'um hi',
      'hey its me again 👋',
      'yo yo yo',
    ])
      expect(greetingOnly(text), text).toBe(true);
  });

  it('is the model’s with one word more, a face that hurts, or no greeting at all', () => {
    for (const text of [
      'hey, rough day',
      'hi 😭',
      'morning run done',
      'good day good day good day',
      'what is happening to me',
      'ok',
      'well la',
      'you there?',
      'buenas noches',
      '',
    ])
      expect(greetingOnly(text), text).toBe(false);
  });

  it('is read as a greeting by understand, where the model alone read nothing in particular', () => {
    for (const text of ['ey up', 'guten morgen', 'bore da', 'selamat malam', 'xin chao'])
      expect(understand(text), text).toEqual({
        crisis: false,
        kind: null,
        topic: 'greeting',
        confidence: 0.9,
      });
  });

  it('fires on no message of the corpus about a feeling or an area of life', () => {
    const { examples } = readCorpus();
    const wrong = examples.filter(
      (e) => e.topic !== 'greeting' && e.topic !== null && greetingOnly(e.text),
    );
    expect(wrong.map((e) => e.text)).toEqual([]);
  });
});
