import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BREATHE_WITH_ME,
  NOT_SAFE,
  OPEN_SAFETY_PLAN,
  SAFE_FOR_NOW,
  SAFETY_OPTIONS,
} from './chat-safety';
import { NO_CALL_AFTER_OVERDOSE, NO_CALL_STEP, refusesToCall } from './safety-answers';

// Said after 'Are you safe right now?' or "Stay with me. Call now": not calling, for any reason.
const WONT_CALL = [
  "i don't want to call anyone",
  'i dont want to call anyone',
  'I don’t want to ring them',
  'cant talk on the phone rn',
  "I can't bring myself to phone them",
  'not calling anyone',
  'im not calling them',
  'im not gonna call',
  'nah not ringing anyone',
  "I'd rather not speak to a stranger",
  'too scared to call',
  'i hate phone calls',
  'nobody to call',
  'there is no one I can call',
  "won't call. they'll just send police",
  'I cannot make the call, my husband would hear',
  'calling is too much right now',
  'i dont wanna talk to anyone',
  'I do not want to telephone anybody',
  'cant call, no credit on my phone',
  'i really dont want to talk to someone on the phone',
  'never calling one of those lines',
  'I am not able to call at the moment',
];

const NOT_A_REFUSAL = [
  'ok calling now',
  'i called them',
  'I rang 999',
  'on the phone with them now',
  "I don't know who to call",
  'who do i even call',
  'can you call someone for me',
  'my mum keeps calling me',
  'i cant stop crying',
  "I can't calm down",
  'cant recall what i took',
  "don't tell anyone",
  "I'm not safe",
  "I'm safe for now",
  'texting the line now',
  'i will call',
  'what number do i call',
  'they called me back',
  'I phoned my sister and she is coming',
];

describe('not calling, read from what is typed', () => {
  it.each(WONT_CALL)('%s: will not or cannot call', (text) => {
    expect(refusesToCall(text)).toBe(true);
  });
  it.each(NOT_A_REFUSAL)('%s: not a refusal to call', (text) => {
    expect(refusesToCall(text)).toBe(false);
  });

  it('is answered without pressure, with text and chat lines, and the options of the safety net', () => {
    expect(NO_CALL_STEP.messages[0]!.text).toMatch(/^That's okay: you don't have to call\./);
    expect(NO_CALL_STEP.messages[0]!.text).toContain("under 'Need urgent help?' at the top");
    // after taking too much, a doctor is still needed, another way
    expect(NO_CALL_AFTER_OVERDOSE.messages[0]).toMatchObject({ kind: 'emergency' });
    expect(NO_CALL_AFTER_OVERDOSE.messages[0]!.text).toMatch(/take you to A&E\/the ER/);
    // the option texts written out are the safety net's own
    for (const step of [NO_CALL_STEP, NO_CALL_AFTER_OVERDOSE]) {
      expect(step.options).toEqual([...SAFETY_OPTIONS]);
    }
    expect(SAFETY_OPTIONS).toEqual([SAFE_FOR_NOW, NOT_SAFE, OPEN_SAFETY_PLAN, BREATHE_WITH_ME]);
  });
});

/**
 * Tables written apart from the code, each row labelled, each read once before the rules were
 * widened from it, so their figures now are partly tuned. A (teenagers, older adults, English as
 * a second language, British, Irish, Australian, Indian and Nigerian English): 35 of 70 read
 * then, none wrongly. B, by other writers (a gamer, a widow, Glaswegian, a night nurse, Lagos,
 * a Filipino domestic worker, rural Texas, Toronto), written after A's rules: 22 of 50 then,
 * none wrongly.
 */
const table = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as {
    text: string;
    refuses: boolean;
  }[];

describe('tables written apart', () => {
  it.each([
    ['no-call-a.json', 69],
    ['no-call-b.json', 38],
  ])('%s: at least %i refusals read, and no line that is not one', (name, floor) => {
    const rows = table(name);
    const misread = rows.filter((r) => !r.refuses && refusesToCall(r.text)).map((r) => r.text);
    expect(misread).toEqual([]);
    const read = rows.filter((r) => r.refuses && refusesToCall(r.text)).length;
    expect(read).toBeGreaterThanOrEqual(floor);
  });
});
