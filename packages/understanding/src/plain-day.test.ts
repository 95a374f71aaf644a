import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { PACKAGE_DIR, readCorpus, readExamples } from './corpus';
import { normalizeTokens } from './normalize';
import { saysOnlyAPoorDay } from './plain-day';
import { greetingPrefix } from './says-only';
import { understand } from './understand-default';

const poor = (text: string) => saysOnlyAPoorDay(normalizeTokens(text));

describe('a message that only says the day, or oneself, goes badly', () => {
  it('is found in the plain ways people say it', () => {
    for (const text of [
      'rough day',
      'today was hard',
      'i feel awful',
      'feelin like shit rn',
      "it's been a crappy week",
      'not feeling too good',
      'ugh. bad day',
      'havin a rough one',
      'not ok',
      "i'm kinda struggling today",
      'today sucks',
      'this week has been hard af',
      'could be better',
      'been better',
      'ive had better days',
      'dont feel great',
      'im not doing great tbh',
      "today's been rough ngl",
      'worst day ever',
      'feeling low',
    ])
      expect(poor(text), text).toBe(true);
  });

  it('is not a day taken back, going well, with a good word standing, or one word more', () => {
    for (const text of [
      'not bad',
      'not too bad today',
      'feeling better today',
      'good day',
      'im fine',
      'bad start but fine now',
      'rough day at work',
      'hard day off',
      'i had better go',
      'not today',
      'long day',
      'meh',
      'not the best day lol',
      'i feel awful about what i said to my sister',
      'today was hard, my dog died',
      '',
    ])
      expect(poor(text), text).toBe(false);
  });

  it('is low mood, after a hello too, whatever the model weighs', () => {
    for (const text of [
      'today was hard',
      'hello. i feel awful',
      'hey, rough day',
      'hey. not great tbh',
      'hi, having a bad day',
      'hey im not doing great',
      'hi there, been better',
    ]) {
      const r = understand(text);
      expect(r.topic, text).toBe('low-mood');
      expect(r.crisis, text).toBe(false);
    }
    // a crisis is read as before: the rule says the topic only
    expect(understand('i feel awful. i have pills in front of me').crisis).toBe(true);
  });

  it('fires on no corpus message labelled anything but low mood', () => {
    const fired = readCorpus().examples.filter((e) => poor(e.text));
    expect(fired.length).toBeGreaterThan(10);
    expect(fired.filter((e) => e.topic !== 'low-mood' || e.crisis !== null)).toEqual([]);
  });

  it('reads a table written apart from it: a bad day as low mood, and nothing else as one', () => {
    // test/how-day-table.jsonl: 150 short messages of how the day goes (70 bad days in general,
    // 20 of them after a hello; near misses; named feelings; good days), from a writer who saw
    // neither this rule nor the corpus; never trained on. The model alone read 31 of the 70 bad
    // days as low mood.
    const table = readExamples([path.join(PACKAGE_DIR, 'test/how-day-table.jsonl')]);
    const low = table.filter((e) => e.topic === 'low-mood');
    expect(low.length).toBe(70);
    const read = low.filter((e) => understand(e.text).topic === 'low-mood').length;
    expect(read / low.length).toBeGreaterThanOrEqual(0.7);
    const fired = table.filter((e) => {
      const words = normalizeTokens(e.text);
      return saysOnlyAPoorDay(words.slice(greetingPrefix(words)));
    });
    expect(fired.length).toBeGreaterThanOrEqual(40);
    expect(fired.filter((e) => e.topic !== 'low-mood').map((e) => e.text)).toEqual([]);
  });
});
