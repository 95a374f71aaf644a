import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_SUPPORT,
  REPLY_FAILED,
  UNKNOWN_MENTOR,
  crisisReply,
  failedReply,
  fallbackLine,
  hasCrisisReply,
  openingOf,
  optionsOrOpening,
  pick,
  planTurn,
  replyFromScript,
  scriptAnswers,
  scriptedReply,
  topicAskedAbout,
  withLinkOption,
  type BotReply,
} from './chat';
import { detectCrisis } from './crisis';
import type { MentorScript, TopicReply } from './mentor-script';
import { MENTOR_FALLBACKS } from './mentor-fallbacks';
import { TOPIC_IDS, type TopicId } from './topics';

/** Two plain replies for every topic, and a sleep reply that hands off to Dream Weaver. */
const topics = Object.fromEntries(
  TOPIC_IDS.map((t): [TopicId, TopicReply[]] => [
    t,
    [
      { message: `About ${t}, one.`, options: ['Low', 'Tense'] },
      { message: `About ${t}, two.`, options: ['Fine'], tools: ['journal'] },
    ],
  ]),
) as Record<TopicId, TopicReply[]>;
topics.sleep = [
  { message: 'Sleep that will not come is hard.', options: ['Tired'], handoff: true },
  { message: 'Nights can be long.', tools: ['sleep', 'breathing'] },
];

const script: MentorScript = {
  greeting: 'Hi, I am Test Mentor.',
  question: 'How are you?',
  options: ['Low', 'Tense', 'Fine', 'Tired'],
  responses: {
    Low: { message: 'Sorry to hear that.', followUp: ['Tell me more', 'Try something'] },
    'Tell me more': {
      message: 'Go on.',
      followUp: ['Try something', 'Low'],
      responseMessages: { unused: ['never appended'] },
    },
    'Try something': {
      message: 'Try a walk.',
      options: ['Fine', 'Tense'],
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
  topics,
};
const OPENING = ['Low', 'Tense', 'Fine', 'Tired'];

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
      'Low',
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

  it('1. without followUp, the options become the response options', () => {
    expect(replyFromScript('Test', script, 'Try something', fixed(0)).options).toEqual([
      'Fine',
      'Tense',
    ]);
  });

  it('never a dead end: a reply with fewer than two options brings back the opening options', () => {
    const bare: MentorScript = {
      ...script,
      responses: { ...script.responses, Tired: { message: 'Rest.' } },
    };
    expect(replyFromScript('Test', bare, 'Tired', fixed(0))).toEqual({
      message: { sender: 'bot', text: 'Rest.' },
      options: OPENING,
    });
    // One option is not enough either (Tense offers only 'Low').
    expect(replyFromScript('Test', script, 'Tense', fixed(0)).options).toEqual(OPENING);
    expect(optionsOrOpening(['a', 'b'], script)).toEqual(['a', 'b']);
    expect(optionsOrOpening([], script)).toEqual(OPENING);
  });

  it('1 and 2. fold curly quotes, dashes, spaces and end punctuation before comparing', () => {
    const folded: MentorScript = {
      ...script,
      options: ["I'm feeling low", 'Tense', 'Fine', 'Tired'],
      responses: {
        ...script.responses,
        "I'm feeling low": { message: 'I hear you.', followUp: ['Low', 'Fine'] },
        'A "good" day - mostly': { message: 'Nice.', options: ['Low', 'Fine'] },
      },
    };
    for (const typed of [
      'I’m feeling low',
      'i\u2019m feeling low.',
      "I'm feeling low!!",
      '  I\u02BCm   FEELING low ?',
      'I’m feeling low…',
    ])
      expect(replyFromScript('Test', folded, typed, fixed(0)).message.text, typed).toBe(
        'I hear you.',
      );
    for (const typed of ['A “good” day — mostly', 'a "good" day – mostly.'])
      expect(replyFromScript('Test', folded, typed, fixed(0)).message.text, typed).toBe('Nice.');
    expect(replyFromScript('Test', script, 'Thank you!', fixed(0)).message.text).toBe(
      'You are welcome.',
    );
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
      options: OPENING,
    });
    expect(replyFromScript('Test', script, 'LATER', fixed(0)).message.text).toBe('later line');
    expect(replyFromScript('Test', script, 'first group', fixed(0.5)).message.text).toBe('tip two');
  });

  /** Anxiety Ally's reply to text its script does not know, with its fallback lines. */
  const unknownText = (r: number, last?: string) =>
    replyFromScript(
      'Anxiety Ally',
      script,
      'purple elephants',
      fixed(r),
      null,
      MENTOR_FALLBACKS,
      last,
    );

  it('4. otherwise a random fallback line of the mentor, with the opening options', () => {
    const lines = MENTOR_FALLBACKS['Anxiety Ally'];
    for (const [r, i] of [
      [0, 0],
      [0.25, 1],
      [0.5, 2],
      [0.99, 3],
    ] as const) {
      expect(unknownText(r)).toEqual({
        message: { sender: 'bot', text: lines[i] },
        options: OPENING,
      });
    }
  });

  it('never says the line it said last again straight after, while it has another', () => {
    const lines = MENTOR_FALLBACKS['Anxiety Ally'];
    for (const r of [0, 0.25, 0.5, 0.99]) {
      for (const last of lines) {
        const reply = unknownText(r, last);
        expect(reply.message.text).not.toBe(last);
        expect(lines).toContain(reply.message.text);
      }
      for (const last of ['About family, one.', 'About family, two.']) {
        const reply = replyFromScript(
          'Test',
          script,
          'my mum',
          fixed(r),
          'family',
          undefined,
          last,
        );
        expect(reply.message.text).not.toBe(last);
      }
    }
    // a list of one line has nothing else to say
    const one = { 'Test One': ['Only line.'] };
    expect(
      replyFromScript('Test One', script, 'purple', fixed(0), null, one, 'Only line.').message.text,
    ).toBe('Only line.');
  });

  it('does not say again any line of the last few messages, while it has another', () => {
    const lines = MENTOR_FALLBACKS['Anxiety Ally'];
    // the conversation's last messages, the person's between the mentor's
    const recent = [lines[0], 'you already said that', lines[1], 'you already said that'].join(
      '\n',
    );
    for (const r of [0, 0.25, 0.5, 0.99]) {
      const said = unknownText(r, recent).message.text;
      expect([lines[0], lines[1]]).not.toContain(said);
      expect(lines).toContain(said);
    }
  });

  it("4. a mentor without fallback lines says 'I'm here to support you!'", () => {
    expect(GENERIC_SUPPORT).toBe("I'm here to support you!");
    expect(
      replyFromScript('Nobody', script, 'purple', fixed(0), null, MENTOR_FALLBACKS).message.text,
    ).toBe(GENERIC_SUPPORT);
    // nor does one whose lines could not be loaded
    expect(replyFromScript('Anxiety Ally', script, 'purple', fixed(0)).message.text).toBe(
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
          const reply = replyFromScript(
            'Mood Mentor',
            script,
            text,
            fixed(r),
            null,
            MENTOR_FALLBACKS,
          );
          expect(reply.message.sender).toBe('bot');
          expect(reply.message.text.length).toBeGreaterThan(0);
          expect(Object.keys(reply.message).sort()).toEqual(['sender', 'text']);
          expect(reply.options === null || Array.isArray(reply.options)).toBe(true);
        },
      ),
    );
  });
});

describe('typed text about a topic (step 3, before the fallback)', () => {
  it('the mentor answers the topic in its own words, with its next steps', () => {
    expect(
      replyFromScript('Test', script, 'my mum and i keep fighting', fixed(0), 'family'),
    ).toEqual({
      message: { sender: 'bot', text: 'About family, one.' },
      options: ['Low', 'Tense'],
    });
    const second = replyFromScript(
      'Test',
      script,
      'my mum and i keep fighting',
      fixed(0.9),
      'family',
    );
    expect(second.message).toEqual({
      sender: 'bot',
      text: 'About family, two.',
      tools: ['journal'],
    });
    // One option and one tool link: the opening options come back so two are on screen.
    expect(second.options).toEqual(OPENING);
  });

  it('never says again the line it said last, even when every line for the topic was said lately', () => {
    const lately = ['Nights can be long.', 'Sleep that will not come is hard.'].join();
    // every pick, low or high, takes the line said before the last one
    for (const r of [0, 0.5, 0.9999])
      expect(
        replyFromScript('Test', script, 'still cant sleep', fixed(r), 'sleep', {}, lately).message
          .text,
      ).toBe('Nights can be long.');
    // a line not said lately comes first, as before
    expect(
      replyFromScript(
        'Test',
        script,
        'cant sleep',
        fixed(0.9999),
        'sleep',
        {},
        'Nights can be long.',
      ).message.text,
    ).toBe('Sleep that will not come is hard.');
  });

  it('offers the mentor who knows the topic best, and says which option hands off', () => {
    const reply = replyFromScript('Test', script, 'cant sleep lately', fixed(0), 'sleep');
    const handoff = 'Dream Weaver knows a lot about sleep: talk to Dream Weaver?';
    expect(reply.options).toEqual(['Tired', handoff]);
    expect(reply.handoffs).toEqual({ [handoff]: 'Dream Weaver' });
    expect(replyFromScript('Test', script, 'cant sleep lately', fixed(0.9), 'sleep')).toEqual({
      message: {
        sender: 'bot',
        text: 'Nights can be long.',
        tools: ['sleep', 'breathing'],
      },
      options: OPENING,
    });
  });

  it('comes after the options and the typed keys, and only text about nothing gets the fallback', () => {
    expect(replyFromScript('Test', script, 'Low', fixed(0), 'low-mood').message.text).toBe(
      'Sorry to hear that.',
    );
    expect(replyFromScript('Test', script, 'thank you', fixed(0), 'thanks').message.text).toBe(
      'You are welcome.',
    );
    expect(replyFromScript('Test', script, 'thanks a lot', fixed(0), 'thanks').message.text).toBe(
      'About thanks, one.',
    );
    expect(
      replyFromScript('Anxiety Ally', script, 'purple', fixed(0), null, MENTOR_FALLBACKS).message
        .text,
    ).toBe(MENTOR_FALLBACKS['Anxiety Ally'][0]);
  });

  it('a scripted crisis answer is followed by the crisis reply for its kind and the safety options', () => {
    const withCrisis: MentorScript = {
      ...script,
      options: [...OPENING, "I'm not okay"],
      responses: {
        ...script.responses,
        "I'm not okay": { message: 'Can I ask?', followUp: ['Low', 'Unsafe'] },
        Unsafe: { message: 'Thank you for telling me.', crisis: 'abuse' },
      },
    };
    const reply = replyFromScript('Test', withCrisis, 'unsafe', fixed(0));
    expect(reply.message.text).toBe('Thank you for telling me.');
    expect(reply.more?.map((m) => [m.kind, m.crisisKind, m.text])).toEqual([
      ['crisis', 'abuse', crisisReply('abuse').message.text],
      [undefined, undefined, 'Are you safe right now?'],
    ]);
    expect(reply.options).toEqual([
      "I'm safe for now",
      "I'm not safe",
      'Open my safety plan',
      'Breathe with me',
    ]);
    expect(hasCrisisReply(reply)).toBe(true);
    expect(hasCrisisReply(replyFromScript('Test', withCrisis, 'Low', fixed(0)))).toBe(false);
  });
});

describe('the topic the mentor asked about', () => {
  const asking: MentorScript = {
    ...script,
    topics: {
      ...topics,
      sleep: [
        { message: 'Nights can be long. Is it falling asleep or staying asleep that is hardest?' },
        { message: 'Nights can be long. Shall we try the sleep tool?' },
        { message: 'Nights are long. What keeps you up? Tell me, or tap an option.' },
      ],
      work: [{ message: 'Work is a lot. Which part weighs on you most?' }, topics.work[0]!],
      greeting: [{ message: 'Hello! What is on your mind?' }, topics.greeting[0]!],
      thanks: [{ message: 'Any time. How are you now?' }, topics.thanks[0]!],
    },
  };

  it('is the topic of the reply said last, when it ends in an open question', () => {
    expect(topicAskedAbout(asking, asking.topics.sleep[0]!.message)).toBe('sleep');
    expect(topicAskedAbout(asking, 'Work is a lot. Which part weighs on you most?')).toBe('work');
  });

  it('is none after a yes-or-no question, a question not at the end, or no question', () => {
    expect(topicAskedAbout(asking, asking.topics.sleep[1]!.message)).toBeNull();
    expect(topicAskedAbout(asking, asking.topics.sleep[2]!.message)).toBeNull();
    expect(topicAskedAbout(asking, 'About work, one.')).toBeNull();
    expect(topicAskedAbout(asking, undefined)).toBeNull();
  });

  it("is none after a greeting's or a thank-you's question, or a line of no topic reply", () => {
    expect(topicAskedAbout(asking, 'Hello! What is on your mind?')).toBeNull();
    expect(topicAskedAbout(asking, 'Any time. How are you now?')).toBeNull();
    expect(topicAskedAbout(asking, 'Which part weighs on you most?')).toBeNull();
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

describe('withLinkOption: a tool that helped before, offered with a reply', () => {
  const reply: BotReply = {
    message: { sender: 'bot', text: 'That sounds hard.' },
    options: ['Tell me more', 'What can I do?'],
  };
  const OFFER = 'Breathing helped you before. Try it again?';
  const HREF = '/chat/mood-tracker?open=breathing';

  it('puts the offer first among the options and says where it goes', () => {
    expect(withLinkOption(reply, OFFER, HREF)).toEqual({
      ...reply,
      options: [OFFER, 'Tell me more', 'What can I do?'],
      links: { [OFFER]: HREF },
    });
  });

  it('never lists it twice', () => {
    const again = withLinkOption({ ...reply, options: [OFFER, 'Tell me more'] }, OFFER, HREF);
    expect(again.options).toEqual([OFFER, 'Tell me more']);
  });

  it('leaves a failed reply (options kept) and a safety reply as they are', () => {
    const failed = failedReply();
    expect(withLinkOption(failed, OFFER, HREF)).toBe(failed);
    const crisis = crisisReply(null);
    expect(withLinkOption(crisis, OFFER, HREF)).toBe(crisis);
  });
});
