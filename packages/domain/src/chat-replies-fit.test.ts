import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisReply, scriptedReply } from './chat';
import { crisisText } from './chat-safety';
import { CRISIS_REPLY } from './crisis-resources';
import { MAYBE_GOOD_NEWS, maybeGoodNews } from './mentor-fallbacks';
import type { ScriptsFile } from './mentor-script';
import { SAFE_AFTER_OVERDOSE } from './safety-answers';

const SCRIPTS = JSON.parse(
  readFileSync(new URL('../../../apps/web/public/chatresponse.json', import.meta.url), 'utf8'),
) as ScriptsFile;

describe('the replies to an overdose hold whether or not anything was taken', () => {
  const replies = [crisisText('overdose'), SAFE_AFTER_OVERDOSE.messages[0]!.text];

  it('they never take it as said that something was taken', () => {
    for (const text of replies) {
      // 'What you took can still harm you' told someone who had only thought of it that they had
      expect(text).not.toMatch(/(?:^|\. )What you took/);
      expect(text).toMatch(/If you(?:'ve| have) taken (?:anything|something)/);
    }
  });

  it('and say what to do if nothing was taken: the pills out of reach, or with someone trusted', () => {
    for (const text of replies) {
      expect(text).toMatch(/If you haven't.*out of reach, or give them to someone you trust/);
    }
  });

  it('"I\'m safe for now" still sends one who took something for help, with the number', () => {
    const [message] = SAFE_AFTER_OVERDOSE.messages;
    expect(message).toMatchObject({ kind: 'emergency' });
    expect(message!.text).toMatch(
      /still harm you even if you feel fine.*call the emergency number now or go to A&E\/the ER/,
    );
  });
});

describe('self-harm gets a reply of its own, with first aid', () => {
  it('says when a wound needs the emergency number, and what to do for a smaller one', () => {
    const text = crisisText('self-harm');
    expect(text).not.toBe(CRISIS_REPLY);
    expect(text).toMatch(
      /deep or gaping, or still bleeding after 10 minutes of firm pressure.*call the emergency number or go to A&E\/the ER now/,
    );
    expect(text).toMatch(/Rinse a smaller cut with clean water and cover it/);
    expect(text).toMatch(/no judgement/);
    // it fits the urge as well as a wound ('I'm thinking about hurting myself')
    expect(text).toMatch(/If you've hurt yourself/);
    expect(text).toMatch(/whether you've hurt yourself or feel you might/);
    expect(crisisReply('self-harm').message).toMatchObject({ text, crisisKind: 'self-harm' });
  });

  it('suicide and an unknown kind keep the crisis reply', () => {
    expect(crisisText('suicide')).toBe(CRISIS_REPLY);
    expect(crisisText(null)).toBe(CRISIS_REPLY);
  });
});

describe('good news that may not be good news', () => {
  const SARCASTIC = [
    'lol great, another perfect day',
    'oh great, just what i needed',
    'yeah right, best day ever',
    'another wonderful day 🙃',
    'amazing /s',
    'just perfect.',
  ];
  const GLAD = ['i passed my exam!', 'had a really good day today', 'feeling much better'];

  it('after a crisis reply, anything read as good news gets the gentle line, not cheer', () => {
    for (const text of [...SARCASTIC, ...GLAD]) {
      expect(maybeGoodNews(text, 'positive', true), text).toBe(MAYBE_GOOD_NEWS[0]);
    }
  });

  it('a mark of sarcasm gets it at any time; plain good news without a crisis is cheered', () => {
    for (const text of SARCASTIC)
      expect(maybeGoodNews(text, 'positive', false), text).not.toBeNull();
    for (const text of GLAD) expect(maybeGoodNews(text, 'positive', false), text).toBeNull();
  });

  it('only for text read as good news', () => {
    expect(maybeGoodNews('lol great, another exam', 'study', true)).toBeNull();
    expect(maybeGoodNews('whatever', null, true)).toBeNull();
  });

  it('is not said twice in a row', () => {
    expect(maybeGoodNews('lol great', 'positive', true, `x,${MAYBE_GOOD_NEWS[0]},y`)).toBe(
      MAYBE_GOOD_NEWS[1],
    );
  });

  it("takes the place of the mentor's cheerful reply to good news", () => {
    const text = 'lol great, another perfect day';
    const cheerful = SCRIPTS['Mood Mentor']!.topics.positive.map((r) => r.message);
    const plain = scriptedReply(SCRIPTS, 'Mood Mentor', text, () => 0, 'positive');
    expect(cheerful).toContain(plain.message.text);
    const gentle = scriptedReply(
      SCRIPTS,
      'Mood Mentor',
      text,
      () => 0,
      'positive',
      '',
      undefined,
      maybeGoodNews(text, 'positive', true),
    );
    expect(gentle.message.text).toBe(MAYBE_GOOD_NEWS[0]);
    expect(gentle.options?.length).toBeGreaterThanOrEqual(2);
  });
});
