import { describe, expect, it } from 'vitest';
import { readCorpus } from './corpus';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { greetingPrefix, saysOnly } from './says-only';
import { understand } from './understand-default';

const says = (text: string) => saysOnly(normalizeTokens(text));

describe('a message that only says hello or thank you', () => {
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
      'oie gente',
      'goedenavond mentor',
      'ayubowan',
      'vanakkam',
      'sut mae',
    ])
      expect(says(text), text).toBe('greeting');
  });

  it('is thanks, in the Englishes and languages people thank in, with a hello or not', () => {
    for (const text of [
      'thank you so much',
      'cheers mate',
      'ta very much x',
      'much obliged',
      'asante sana',
      'merci beaucoup ✨',
      'vielen dank',
      'diolch yn fawr',
      'terima kasih',
      'maraming salamat po',
      'hi, thanks for listening',
      'god bless you',
      'valeu pessoal',
      'brigado pela ajuda',
      'dank je wel',
      'bedankt voor de hulp',
      'sthuthi',
      'Thanks. I mean it.',
      'seriously, thank you',
    ])
      expect(says(text), text).toBe('thanks');
  });

  it('is the model’s with one word more, a face that hurts, or neither hello nor thanks', () => {
    for (const text of [
      'hey, rough day',
      'hi 😭',
      'morning run done',
      'good day good day good day',
      'what is happening to me',
      'thanks for nothing',
      'thanks a lot, now im even more confused',
      'grateful',
      'so thankful today',
      'ok',
      'well la',
      'you there?',
      'buenas noches',
      'need some salve for the burn',
      'valeu a pena',
      '',
    ])
      expect(says(text), text).toBeUndefined();
  });

  it('is read so by understand, where the model alone read nothing in particular', () => {
    for (const [text, topic] of [
      ['ey up', 'greeting'],
      ['guten morgen', 'greeting'],
      ['bore da', 'greeting'],
      ['selamat malam', 'greeting'],
      ['xin chao', 'greeting'],
      ['vielen dank', 'thanks'],
      ['grazie mille', 'thanks'],
      ['xie xie', 'thanks'],
      ['tapadh leat', 'thanks'],
    ])
      expect(understand(text!), text).toEqual({
        crisis: false,
        kind: null,
        topic,
        confidence: 0.9,
      });
  });

  it('raises no alarm, however the model weighs its words', () => {
    for (const text of ['THANK YOU. i mean it', 'thanks, i really mean it', 'hey there, seriously'])
      expect(understand(text).crisis, text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken((text) => says(text) !== undefined, 100);
  });

  it('fires on no message of the corpus about a feeling or an area of life', () => {
    const { examples } = readCorpus();
    const wrong = examples.filter((e) => {
      const topic = says(e.text);
      return topic !== undefined && e.topic !== topic && e.topic !== null;
    });
    expect(wrong.map((e) => `${e.topic}: ${e.text}`)).toEqual([]);
  });
});

describe('a greeting and then a feeling (decision 0064)', () => {
  const prefix = (text: string) => {
    const words = normalizeTokens(text);
    return words.slice(0, greetingPrefix(words)).join(' ');
  };

  it('finds where the greeting ends', () => {
    expect(prefix('hey, rough day')).toBe('hey');
    expect(prefix('hey mentor, not great tbh')).toBe('hey mentor');
    expect(prefix('hi how are you, im so anxious')).toBe('hi how are you');
    expect(prefix('hey hey 👋 feeling low')).toBe('hey hey xwave');
    expect(prefix('so tired today')).toBe('');
    expect(prefix('mentor, are you there')).toBe('');
  });

  // written for this test, apart from the corpus
  it.each([
    ['hiya, feeling low', 'low-mood'],
    ['hey, sad today', 'low-mood'],
    ['hi 😭', 'low-mood'],
    ['hello. cant sleep again', 'sleep'],
    ['evening. so stressed i could scream', 'stress'],
  ])('reads %j as the feeling (%s)', (text, topic) => {
    expect(understand(text).topic).toBe(topic);
  });

  it.each(['hey. first time using one of these, my sister sent me', 'hi im new here', 'hello'])(
    'leaves %j a greeting',
    (text) => {
      expect(understand(text).topic).toBe('greeting');
    },
  );
});
