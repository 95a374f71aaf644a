import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_SUPPORT,
  REPLY_FAILED,
  UNKNOWN_MENTOR,
  failedReply,
  fallbackLine,
  openingOf,
  pick,
  planTurn,
  replyFromScript,
  scriptAnswers,
  scriptedReply,
} from './chat';
import { detectCrisis } from './crisis';
import type { MentorScript } from './mentor-script';
import { MENTOR_FALLBACKS } from './mentors';

const script: MentorScript = {
  greeting: 'Hi, I am Test Mentor.',
  question: 'How are you?',
  options: ['Low', 'Tense', 'Fine', 'Tired'],
  responses: {
    Low: { message: 'Sorry to hear that.', followUp: ['Tell me more', 'Try something'] },
    'Tell me more': {
      message: 'Go on.',
      followUp: ['Try something'],
      responseMessages: { unused: ['never appended'] },
    },
    'Try something': {
      message: 'Try a walk.',
      options: ['Fine'],
      responseMessages: {
        'first group': ['tip one', 'tip two', 'tip three'],
        later: ['later line'],
      },
      tools: ['breathing'],
    },
    Tense: { message: 'Let us breathe.', options: ['Low'] },
    Fine: {
      message: 'Good.',
      options: ['Low'],
      responseMessages: { 'Thank You': ['You are welcome.'] },
    },
    Tired: { message: 'Rest.', options: ['Low'] },
  },
};

/** A random source that always returns the same number. */
const fixed = (n: number) => () => n;

describe('opening a mentor', () => {
  it('replaces the conversation with the greeting then the question, and shows the options', () => {
    expect(openingOf(script)).toEqual({
      messages: [
        { sender: 'bot', text: 'Hi, I am Test Mentor.' },
        { sender: 'bot', text: 'How are you?' },
      ],
      options: ['Low', 'Tense', 'Fine', 'Tired'],
    });
  });
  it('returns a copy of the options', () => {
    const { options } = openingOf(script);
    options.push('x');
    expect(script.options).toHaveLength(4);
  });
});

describe('reply matching (SPEC 9)', () => {
  it('1. matches an option exactly and uses its followUp as the new options', () => {
    expect(replyFromScript('Test', script, 'Low', fixed(0))).toEqual({
      message: { sender: 'bot', text: 'Sorry to hear that.' },
      options: ['Tell me more', 'Try something'],
    });
  });

  it('1. trims and ignores case', () => {
    for (const typed of ['  low ', 'LOW', 'lOw\n']) {
      expect(replyFromScript('Test', script, typed, fixed(0)).message.text).toBe(
        'Sorry to hear that.',
      );
    }
    expect(replyFromScript('Test', script, '\tTRY SOMETHING  ', fixed(0)).message.text).toBe(
      'Try a walk.\ntip one',
    );
    expect(replyFromScript('Test', script, 'lo w', fixed(0)).message.text).toBe(GENERIC_SUPPORT);
  });

  it('1. matches any option the mentor offers, not only the opening ones', () => {
    expect(replyFromScript('Test', script, 'tell me more', fixed(0)).options).toEqual([
      'Try something',
    ]);
  });

  it('1. with followUp, appends nothing even when responseMessages exist', () => {
    expect(replyFromScript('Test', script, 'Tell me more', fixed(0.99)).message.text).toBe(
      'Go on.',
    );
  });

  it('1. without followUp, appends a random line of the first responseMessages group on a new line', () => {
    expect(replyFromScript('Test', script, 'Try something', fixed(0)).message.text).toBe(
      'Try a walk.\ntip one',
    );
    expect(replyFromScript('Test', script, 'Try something', fixed(0.5)).message.text).toBe(
      'Try a walk.\ntip two',
    );
    expect(replyFromScript('Test', script, 'Try something', fixed(0.9999)).message.text).toBe(
      'Try a walk.\ntip three',
    );
  });

  it('1. without followUp, the options become the response options, or none', () => {
    expect(replyFromScript('Test', script, 'Try something', fixed(0)).options).toEqual(['Fine']);
    const bare: MentorScript = {
      ...script,
      responses: { ...script.responses, Tired: { message: 'Rest.' } },
    };
    expect(replyFromScript('Test', bare, 'Tired', fixed(0))).toEqual({
      message: { sender: 'bot', text: 'Rest.' },
      options: [],
    });
  });

  it('1. without followUp or responseMessages, the message stands alone', () => {
    expect(replyFromScript('Test', script, 'Tense', fixed(0)).message.text).toBe('Let us breathe.');
  });

  it('1. carries the tools the response names', () => {
    expect(replyFromScript('Test', script, 'Try something', fixed(0)).message.tools).toEqual([
      'breathing',
    ]);
    expect(replyFromScript('Test', script, 'Low', fixed(0)).message).not.toHaveProperty('tools');
  });

  it('2. otherwise looks the text up as a responseMessages key, trimmed and in any case', () => {
    expect(replyFromScript('Test', script, '  thank you ', fixed(0))).toEqual({
      message: { sender: 'bot', text: 'You are welcome.' },
      options: [],
    });
    expect(replyFromScript('Test', script, 'LATER', fixed(0)).message.text).toBe('later line');
    expect(replyFromScript('Test', script, 'first group', fixed(0.5)).message.text).toBe('tip two');
  });

  it('3. otherwise a random fallback line of the mentor, and no options', () => {
    const lines = MENTOR_FALLBACKS['Anxiety Ally'];
    for (const [r, i] of [
      [0, 0],
      [0.25, 1],
      [0.5, 2],
      [0.99, 3],
    ] as const) {
      expect(replyFromScript('Anxiety Ally', script, 'purple elephants', fixed(r))).toEqual({
        message: { sender: 'bot', text: lines[i] },
        options: [],
      });
    }
  });

  it("3. a mentor without fallback lines says 'I'm here to support you!'", () => {
    expect(GENERIC_SUPPORT).toBe("I'm here to support you!");
    expect(replyFromScript('Nobody', script, 'purple', fixed(0)).message.text).toBe(
      GENERIC_SUPPORT,
    );
    expect(fallbackLine('Test', fixed(0), { Test: [] })).toBe(GENERIC_SUPPORT);
    expect(fallbackLine('constructor', fixed(0))).toBe(GENERIC_SUPPORT);
    expect(fallbackLine('Test', fixed(0), { Test: ['only line'] })).toBe('only line');
  });

  it('every reply is a bot message that fits the chat message schema', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (text, r) => {
          const reply = replyFromScript('Mood Mentor', script, text, fixed(r));
          expect(reply.message.sender).toBe('bot');
          expect(reply.message.text.length).toBeGreaterThan(0);
          expect(Object.keys(reply.message).sort()).toEqual(['sender', 'text']);
          expect(reply.options === null || Array.isArray(reply.options)).toBe(true);
        },
      ),
    );
  });
});

describe('planning a turn', () => {
  it('ignores blank text, with or without a mentor', () => {
    for (const blank of ['', '   ', '\n\t ']) {
      expect(planTurn(blank, 'Mood Mentor', true)).toBe('ignore');
      expect(planTurn(blank, null, true)).toBe('ignore');
    }
  });
  it('does nothing without a chosen mentor', () => {
    expect(planTurn('hello', null, true)).toBe('ignore');
  });
  it('answers typed crisis text before any script, with or without a mentor', () => {
    expect(planTurn('I want to die', null, true)).toBe('crisis');
    expect(planTurn('I want to die', 'Dream Weaver', true)).toBe('crisis');
  });
  it('does not run the detector on a clicked option', () => {
    expect(planTurn('I want to die', 'Dream Weaver', false)).toBe('script');
  });
  it('otherwise goes to the script', () => {
    expect(planTurn('hello', 'Stress Buster', true)).toBe('script');
  });
  it('by default the phrase detector decides what signals a crisis', () => {
    // What the detector knows, and what it does not (an overdose told plainly).
    expect(detectCrisis('I want to die')).toBe(true);
    expect(detectCrisis('swallowed all my sleeping tablets')).toBe(false);
    expect(planTurn('swallowed all my sleeping tablets', 'Mood Mentor', true)).toBe('script');
    expect(planTurn('swallowed all my sleeping tablets', null, true)).toBe('ignore');
  });
  it('a given crisis check decides instead of the detector, for typed text only', () => {
    const asked: string[] = [];
    const model = (text: string) => {
      asked.push(text);
      return text.includes('sleeping tablets');
    };
    expect(planTurn('swallowed all my sleeping tablets', 'Mood Mentor', true, model)).toBe(
      'crisis',
    );
    expect(planTurn('swallowed all my sleeping tablets', null, true, model)).toBe('crisis');
    // Its "no" stands too: the detector is not asked as well.
    expect(planTurn('I want to die', 'Mood Mentor', true, model)).toBe('script');
    expect(planTurn('I want to die', null, true, model)).toBe('ignore');
    // Blank text and clicked options never reach it.
    expect(planTurn('   ', 'Mood Mentor', true, model)).toBe('ignore');
    expect(planTurn('sleeping tablets', 'Mood Mentor', false, model)).toBe('script');
    expect(asked).toEqual([
      'swallowed all my sleeping tablets',
      'swallowed all my sleeping tablets',
      'I want to die',
      'I want to die',
    ]);
  });
});

describe('errors (SPEC 8)', () => {
  it("a failed reply says 'Something went wrong. Please try again.' and keeps the options", () => {
    expect(REPLY_FAILED).toBe('Something went wrong. Please try again.');
    expect(failedReply()).toEqual({
      message: { sender: 'bot', text: REPLY_FAILED },
      options: null,
    });
  });
  it("an unknown mentor says 'Sorry, I couldn't find that mentor.'", () => {
    expect(UNKNOWN_MENTOR).toBe("Sorry, I couldn't find that mentor.");
    expect(scriptedReply({ Test: script }, 'Ghost', 'Low', fixed(0))).toEqual({
      message: { sender: 'bot', text: UNKNOWN_MENTOR },
      options: [],
    });
    expect(scriptedReply({ Test: script }, 'toString', 'Low', fixed(0)).message.text).toBe(
      UNKNOWN_MENTOR,
    );
  });
  it('a known mentor gets its scripted reply', () => {
    expect(scriptedReply({ Test: script }, 'Test', 'low', fixed(0)).message.text).toBe(
      'Sorry to hear that.',
    );
  });
  it('a reply that throws becomes the failure line', () => {
    const broken = { ...script, responses: null } as unknown as MentorScript;
    expect(scriptedReply({ Test: broken }, 'Test', 'Low', fixed(0))).toEqual(failedReply());
  });
});

describe('pick', () => {
  it('maps [0, 1) evenly onto the list and clamps out-of-range numbers', () => {
    expect(pick(['a', 'b'], fixed(0))).toBe('a');
    expect(pick(['a', 'b'], fixed(0.49))).toBe('a');
    expect(pick(['a', 'b'], fixed(0.5))).toBe('b');
    expect(pick(['a', 'b'], fixed(1))).toBe('b');
    expect(pick(['a', 'b'], fixed(-1))).toBe('a');
    expect(pick([], fixed(0))).toBeUndefined();
  });
});

describe('scriptAnswers', () => {
  const script = {
    greeting: 'Hi',
    question: 'How are you?',
    options: ['I feel low'],
    responses: {
      'I feel low': {
        message: 'I hear you.',
        responseMessages: { 'Tell me more': ['Go on.'] },
      },
    },
  } as unknown as MentorScript;

  it('is true for an option or a responseMessages key, trimmed and in any case', () => {
    expect(scriptAnswers(script, '  i feel LOW ')).toBe(true);
    expect(scriptAnswers(script, 'tell me more')).toBe(true);
  });

  it('is false for anything else', () => {
    expect(scriptAnswers(script, 'I feel low and I want to die')).toBe(false);
    expect(scriptAnswers(script, '')).toBe(false);
  });
});
