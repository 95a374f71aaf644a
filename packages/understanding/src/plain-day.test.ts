import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { PACKAGE_DIR, readCorpus, readExamples } from './corpus';
import { normalizeTokens } from './normalize';
import { dayTopic, howTheDayGoes } from './plain-day';
import { expectNoCrisisTaken } from './reading-check';
import { understand } from './understand-default';

const goes = (text: string) => howTheDayGoes(normalizeTokens(text));

describe('a message that only says how the day, or oneself, goes', () => {
  it('goes badly, in the plain ways people say it', () => {
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
      expect(goes(text), text).toBe('badly');
  });

  it('goes well, in the plain ways people say it', () => {
    for (const text of [
      'good day',
      'feeling better today',
      'not too bad today',
      'not bad at all',
      'today was actually really nice',
      'in a great mood',
      'life is good',
      'finally a productive day',
      'not bad, pretty great actually',
      'best week ever',
    ])
      expect(goes(text), text).toBe('well');
  });

  it('is the model’s when it says both, only fine, or one word more, or greets', () => {
    for (const text of [
      'im fine',
      'okay i guess',
      'bad start but fine now',
      'rough day at work',
      'hard day off',
      'i had better go',
      'long day',
      'meh',
      'not the best day lol',
      'i feel awful about what i said to my sister',
      'today was hard, my dog died',
      'good morning',
      'good night everyone',
      'not bad, not great',
      'good day... well kinda, not really',
      'not today',
      'rough morning, great afternoon tho',
      'good day at work',
      '',
    ])
      expect(goes(text), text).toBe(undefined);
  });

  it('is low mood or good news, after a hello too, whatever the model weighs', () => {
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
    for (const text of [
      'really nice day tbh',
      'hey, things are going great',
      'hello! in a great mood',
    ])
      expect(understand(text).topic, text).toBe('positive');
    // a crisis is read as before: the rule says the topic only
    expect(understand('i feel awful. i have pills in front of me').crisis).toBe(true);
  });

  it('fires on no corpus message labelled otherwise', () => {
    const examples = readCorpus().examples;
    const badly = examples.filter((e) => goes(e.text) === 'badly');
    const well = examples.filter((e) => goes(e.text) === 'well');
    expect(badly.length).toBeGreaterThan(10);
    expect(well.length).toBeGreaterThan(10);
    expect(badly.filter((e) => e.topic !== 'low-mood' || e.crisis !== null)).toEqual([]);
    expect(well.filter((e) => e.topic !== 'positive' || e.crisis !== null)).toEqual([]);
  });

  it('says nothing of a crisis, and takes none of the labelled sets for one', () => {
    for (const text of ['today was not good', 'honestly such a rough day', 'so happy rn'])
      expect(understand(text).crisis, text).toBe(false);
    expectNoCrisisTaken((text) => dayTopic(normalizeTokens(text)) !== undefined, 50, 'alone');
  });

  // Two tables of 150 short messages of how the day goes, each from a writer who saw neither this
  // rule nor the corpus; never trained on. how-day-table: 70 bad days in general (20 after a
  // hello), near misses, named feelings, good days; before the rule the model read 31 of the bad
  // days as low mood. good-day-table, written after the bad-day half of the rule: 70 good days
  // (20 after a hello), 40 bad days, mixed days, greetings alone; with the bad-day half alone, 42
  // of the good days were read as good news.
  for (const [file, topic] of [
    ['test/how-day-table.jsonl', 'low-mood'],
    ['test/good-day-table.jsonl', 'positive'],
  ] as const)
    it(`reads ${file}, written apart from it: ${topic} as such, and nothing wrongly`, () => {
      const table = readExamples([path.join(PACKAGE_DIR, file)]);
      const days = table.filter((e) => e.topic === topic);
      expect(days.length).toBe(70);
      const read = days.filter((e) => understand(e.text).topic === topic).length;
      expect(read / days.length).toBeGreaterThanOrEqual(0.7);
      const fired = table.flatMap((e) => {
        const day = dayTopic(normalizeTokens(e.text));
        return day === undefined ? [] : [{ text: e.text, read: day, topic: e.topic }];
      });
      expect(fired.length).toBeGreaterThanOrEqual(40);
      expect(fired.filter((f) => f.topic !== f.read)).toEqual([]);
    });
});
