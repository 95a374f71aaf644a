import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectCrisis } from './crisis';
import {
  MentorScriptSchema,
  ScriptsFileSchema,
  type TopicReply,
  checkScriptsFile,
  responseDepths,
  scriptProblems,
  type MentorScript,
} from './mentor-script';
import { MENTOR_FALLBACKS } from './mentor-fallbacks';
import { TOPIC_EXPERTS, TOPIC_IDS, type TopicId } from './topics';
import {
  FALLBACK_LINES_PER_MENTOR,
  MENTOR_NAMES,
  TOOL_IDS,
  TOOL_LINKS,
  nextOptions,
} from './mentors';

const REAL_FILE: unknown = JSON.parse(
  readFileSync(new URL('../../../apps/web/public/chatresponse.json', import.meta.url), 'utf8'),
);

/** Two replies for every topic, each with two next steps. */
function tinyTopics(): Record<TopicId, TopicReply[]> {
  return Object.fromEntries(
    TOPIC_IDS.map((t) => [
      t,
      [
        { message: `${t} one`, options: ['A', 'D'] },
        { message: `${t} two`, options: ['E'], tools: ['journal'] },
      ],
    ]),
  ) as Record<TopicId, TopicReply[]>;
}

/** A small, valid script: A -> B -> C -> (back to the opening). */
function tinyScript(): MentorScript {
  return {
    topics: tinyTopics(),
    greeting: 'Hello',
    question: 'How are you?',
    options: ['A', 'D', 'E', 'F'],
    responses: {
      A: { message: 'a', followUp: ['B', 'D'] },
      B: { message: 'b', followUp: ['C', 'D'] },
      C: { message: 'c', options: ['A', 'E'], responseMessages: { more: ['c1', 'c2'] } },
      D: { message: 'd', options: ['A', 'E'] },
      E: { message: 'e', options: ['A', 'E'] },
      F: { message: 'f', options: ['A', 'E'] },
    },
  };
}

describe('the scripts file in apps/web/public/chatresponse.json', () => {
  const check = checkScriptsFile(REAL_FILE);

  it('passes the schema and every graph check', () => {
    expect(check.ok ? [] : check.problems).toEqual([]);
  });

  it('has exactly the five mentors', () => {
    expect(Object.keys(REAL_FILE as object).sort()).toEqual([...MENTOR_NAMES].sort());
  });

  for (const name of MENTOR_NAMES) {
    describe(name, () => {
      const script = ScriptsFileSchema.parse(REAL_FILE)[name]!;

      it('has a greeting, a question and 4 to 6 opening options', () => {
        expect(script.greeting).toContain(name);
        expect(script.question.endsWith('?')).toBe(true);
        expect(script.options.length).toBeGreaterThanOrEqual(4);
        expect(script.options.length).toBeLessThanOrEqual(6);
      });

      it('walks: every offered option has a response, and every response is reached', () => {
        const depths = responseDepths(script);
        for (const key of Object.keys(script.responses)) expect(depths.has(key), key).toBe(true);
        const offered = [
          ...script.options,
          ...Object.values(script.responses).flatMap((r) => nextOptions(r)),
        ];
        for (const option of offered) expect(script.responses[option], option).toBeDefined();
      });

      it('goes at least three exchanges deep, and every reply offers a way on', () => {
        expect(Math.max(...responseDepths(script).values())).toBeGreaterThanOrEqual(3);
        for (const [key, r] of Object.entries(script.responses)) {
          // A crisis answer hands over to the crisis reply, which brings its own options.
          if (!r.crisis) expect(nextOptions(r).length, key).toBeGreaterThanOrEqual(2);
        }
      });

      it('never offers an option that reads as a crisis, except the answers that lead to crisis help', () => {
        for (const [option, response] of Object.entries(script.responses)) {
          if (!response.crisis) expect(detectCrisis(option), option).toBe(false);
        }
      });

      it('answers every topic with at least two replies of two to four next steps', () => {
        for (const topic of TOPIC_IDS) {
          const replies = script.topics[topic];
          expect(replies.length, topic).toBeGreaterThanOrEqual(2);
          for (const r of replies) {
            const steps = (r.options?.length ?? 0) + (r.tools?.length ?? 0) + (r.handoff ? 1 : 0);
            expect(steps, r.message).toBeGreaterThanOrEqual(2);
            expect(steps, r.message).toBeLessThanOrEqual(4);
            expect(detectCrisis(r.message), r.message).toBe(false);
          }
        }
      });

      it('hands off to the mentor who knows the topic best where it is not its own', () => {
        const away = TOPIC_IDS.filter((t) => {
          const expert = TOPIC_EXPERTS[t];
          return expert !== null && expert.mentor !== name;
        });
        for (const topic of away)
          expect(
            script.topics[topic].some((r) => r.handoff),
            topic,
          ).toBe(true);
      });

      it('opens with "I\'m not okay", which leads to the crisis check', () => {
        expect(script.options).toContain("I'm not okay");
        const check = script.responses["I'm not okay"]!;
        const kinds = (check.followUp ?? []).map((o) => script.responses[o]?.crisis ?? null);
        expect(kinds).toEqual(['suicide', 'self-harm', 'danger', null]);
      });

      it('breathes as the breathing tool does: 4 seconds in, 4 seconds out', () => {
        const texts = [
          ...Object.values(script.responses).flatMap((r) => [
            r.message,
            ...Object.values(r.responseMessages ?? {}).flat(),
          ]),
          ...Object.values(script.topics).flatMap((rs) => rs.map((r) => r.message)),
        ];
        for (const t of texts.filter((t) => /\b(breathe|inhale|exhale|breath)/i.test(t))) {
          expect(t, t).not.toMatch(
            /\b(hold (your breath|it|for)|4-7-8|for (a count of )?[5-9]\b|[5-9] (seconds|counts?) (in|out))/i,
          );
        }
      });

      it('offers at least one tool link', () => {
        const linked = Object.values(script.responses).flatMap((r) => r.tools ?? []);
        expect(linked.length).toBeGreaterThan(0);
      });
    });
  }
});

describe('the additions to the scripts', () => {
  const file = ScriptsFileSchema.parse(REAL_FILE);

  it("Mood Mentor's low-mood branch offers 'When should I get more help?'", () => {
    const mm = file['Mood Mentor']!;
    const depths = responseDepths(mm);
    expect(depths.get('When should I get more help?')).toBeGreaterThan(1);
    const lowBranch = ["I'm feeling low", ...(mm.responses["I'm feeling low"]!.followUp ?? [])];
    expect(
      lowBranch.some((k) => nextOptions(mm.responses[k]!).includes('When should I get more help?')),
    ).toBe(true);
  });

  it("Relationship Rescuer: 'We broke up', and \"I don't feel safe with them\" leads to abuse help", () => {
    const rr = file['Relationship Rescuer']!;
    const partner = nextOptions(rr.responses['My partner']!);
    expect(partner).toContain('We broke up');
    expect(partner).toContain("I don't feel safe with them");
    expect(rr.responses["I don't feel safe with them"]!.crisis).toBe('abuse');
    expect(nextOptions(rr.responses['We broke up']!).length).toBeGreaterThanOrEqual(2);
  });
});

describe('script schema', () => {
  it('accepts the tiny script', () => {
    expect(MentorScriptSchema.safeParse(tinyScript()).success).toBe(true);
    expect(scriptProblems('Tiny', tinyScript())).toEqual([]);
  });

  it('needs 4 to 6 opening options', () => {
    const three = { ...tinyScript(), options: ['A', 'D', 'E'] };
    const seven = { ...tinyScript(), options: ['A', 'D', 'E', 'F', 'A2', 'A3', 'A4'] };
    expect(MentorScriptSchema.safeParse(three).success).toBe(false);
    expect(MentorScriptSchema.safeParse(seven).success).toBe(false);
    expect(
      MentorScriptSchema.safeParse({ ...tinyScript(), options: ['A', 'D', 'E', 'F', 'G', 'H'] })
        .success,
    ).toBe(true);
  });

  it('needs a greeting, a question and a message, none blank', () => {
    expect(MentorScriptSchema.safeParse({ ...tinyScript(), greeting: '  ' }).success).toBe(false);
    const { question: _q, ...noQuestion } = tinyScript();
    expect(MentorScriptSchema.safeParse(noQuestion).success).toBe(false);
    const s = tinyScript();
    (s.responses.A as { message?: string }).message = undefined;
    expect(MentorScriptSchema.safeParse(s).success).toBe(false);
  });

  it('refuses empty option lists, empty reply groups and unknown tools', () => {
    const a = tinyScript();
    a.responses.A = { message: 'a', followUp: [] };
    expect(MentorScriptSchema.safeParse(a).success).toBe(false);
    const b = tinyScript();
    b.responses.C = { message: 'c', options: ['A', 'E'], responseMessages: { more: [] } };
    expect(MentorScriptSchema.safeParse(b).success).toBe(false);
    const c = {
      ...tinyScript(),
      responses: {
        ...tinyScript().responses,
        D: { message: 'd', options: ['A', 'E'], tools: ['karaoke'] },
      },
    };
    expect(MentorScriptSchema.safeParse(c).success).toBe(false);
  });

  it('keeps the order of responseMessages groups (the first group is the one appended)', () => {
    const parsed = MentorScriptSchema.parse({
      ...tinyScript(),
      responses: {
        ...tinyScript().responses,
        C: { message: 'c', options: ['A', 'E'], responseMessages: { zeta: ['z'], alpha: ['a'] } },
      },
    });
    expect(Object.keys(parsed.responses.C!.responseMessages!)).toEqual(['zeta', 'alpha']);
  });
});

describe('script graph checks', () => {
  it('finds an offered option without a response', () => {
    const s = tinyScript();
    s.responses.B = { message: 'b', followUp: ['C', 'Nowhere'] };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "B" offers "Nowhere", which has no response',
    ]);
  });

  it('finds an opening option without a response', () => {
    const s = tinyScript();
    s.options = ['A', 'D', 'E', 'Gone'];
    expect(scriptProblems('T', s)).toContain('T: the opening offers "Gone", which has no response');
  });

  it('finds an unreachable response', () => {
    const s = tinyScript();
    s.responses.Orphan = { message: 'o', options: ['A', 'E'] };
    expect(scriptProblems('T', s)).toEqual(['T: the response to "Orphan" is unreachable']);
  });

  it('finds a reply that leaves no options (a dead end)', () => {
    const s = tinyScript();
    s.responses.D = { message: 'd' };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "D" offers fewer than two options (a dead end)',
    ]);
  });

  it('needs every topic, with at least two replies', () => {
    const { topics: _t, ...noTopics } = tinyScript();
    expect(MentorScriptSchema.safeParse(noTopics).success).toBe(false);
    const s = tinyScript();
    s.topics.grief = s.topics.grief.slice(0, 1);
    expect(MentorScriptSchema.safeParse(s).success).toBe(false);
    const t = tinyScript() as unknown as { topics: Record<string, unknown> };
    delete t.topics.money;
    expect(MentorScriptSchema.safeParse(t).success).toBe(false);
  });

  it('finds topic replies with too few or too many next steps, or options without a response', () => {
    const s = tinyScript();
    s.topics.sleep = [
      { message: 'one step', options: ['A'] },
      { message: 'five', options: ['A', 'D', 'E'], tools: ['sleep', 'journal'] },
    ];
    s.topics.work = [s.topics.work[0]!, { message: 'w', options: ['A', 'Nowhere'] }];
    expect(scriptProblems('T', s)).toEqual([
      'T: topic reply 1 to sleep offers 1 next steps (needs 2 to 4)',
      'T: topic reply 2 to sleep offers 5 next steps (needs 2 to 4)',
      'T: topic reply 2 to work offers "Nowhere", which has no response',
    ]);
  });

  it('hands off only to another mentor who knows the topic best', () => {
    const s = tinyScript();
    s.topics.sleep = [s.topics.sleep[0]!, { message: 's', options: ['A'], handoff: true }];
    s.topics.greeting = [s.topics.greeting[0]!, { message: 'g', options: ['A'], handoff: true }];
    expect(scriptProblems('Dream Weaver', s)).toEqual([
      'Dream Weaver: topic reply 2 to greeting hands off, but no mentor is the one for greeting',
      'Dream Weaver: topic reply 2 to sleep hands off, but Dream Weaver is the one for sleep',
    ]);
    expect(
      scriptProblems('Mood Mentor', {
        ...s,
        topics: { ...s.topics, greeting: tinyTopics().greeting },
      }),
    ).toEqual([]);
  });

  it('a crisis answer has no options of its own; a topic reply that names a tool links it', () => {
    const s = tinyScript();
    s.responses.D = { message: 'Thank you for telling me.', crisis: 'suicide' };
    expect(scriptProblems('T', s)).toEqual([]);
    s.responses.D = { message: 'd', crisis: 'suicide', options: ['A', 'E'] };
    s.topics.panic = [s.topics.panic[0]!, { message: 'Try grounding.', options: ['A', 'E'] }];
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "D" is a crisis answer: the crisis reply brings its own options',
      'T: topic reply 2 to panic names the grounding tool but does not link to it',
    ]);
  });

  it('finds a script less than three exchanges deep', () => {
    const s = tinyScript();
    s.responses.B = { message: 'b', options: ['A', 'E'] };
    delete s.responses.C;
    expect(scriptProblems('T', s)).toEqual(['T: the script is only 2 exchanges deep (needs 3)']);
    expect(responseDepths(tinyScript()).get('C')).toBe(3);
  });

  it('finds a reply that names a tool without linking to it', () => {
    const s = tinyScript();
    s.responses.D = { message: 'Try the breathing exercise.', options: ['A', 'E'] };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "D" names the breathing tool but does not link to it',
    ]);
    s.responses.D.tools = ['breathing'];
    expect(scriptProblems('T', s)).toEqual([]);
  });

  it('checks the appended line too for tool names', () => {
    const s = tinyScript();
    s.responses.C = {
      message: 'c',
      options: ['A', 'E'],
      responseMessages: { more: ['Open your journal.'] },
    };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "C" names the journal tool but does not link to it',
    ]);
  });

  it('finds a typed reply shadowed by an option, and repeated typed replies', () => {
    const s = tinyScript();
    s.responses.D = { message: 'd', options: ['A', 'E'], responseMessages: { ' a ': ['x'] } };
    s.responses.E = { message: 'e', options: ['A', 'E'], responseMessages: { MORE: ['y'] } };
    expect(scriptProblems('T', s)).toEqual([
      'T: typed reply " a " in the response to "D" is shadowed by an option',
      'T: typed reply "MORE" in the response to "E" repeats one in the response to "C"',
    ]);
  });

  it('finds responses with both followUp and options, and repeated options', () => {
    const s = tinyScript();
    s.responses.D = { message: 'd', followUp: ['A', 'A'], options: ['A', 'E'] };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "D" has both followUp and options; use one',
      'T: the response to "D" offers "A" twice',
    ]);
  });

  it('checkScriptsFile names missing and unknown mentors and shape errors', () => {
    const file = Object.fromEntries(MENTOR_NAMES.map((n) => [n, tinyScript()]));
    expect(checkScriptsFile(file).ok).toBe(true);
    const { 'Dream Weaver': _dw, ...fewer } = file;
    expect(checkScriptsFile({ ...fewer, 'Sleep Guru': tinyScript() })).toEqual({
      ok: false,
      problems: ['missing mentor "Dream Weaver"', 'unknown mentor "Sleep Guru"'],
    });
    const bad = checkScriptsFile({ ...file, 'Mood Mentor': { greeting: 'hi' } });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.problems.join('\n')).toMatch(/Mood Mentor > question/);
    expect(checkScriptsFile('nope').ok).toBe(false);
  });
});

describe('fallbacks and tools', () => {
  it('gives every mentor exactly 4 fallback lines, all different', () => {
    expect(FALLBACK_LINES_PER_MENTOR).toBe(4);
    expect(Object.keys(MENTOR_FALLBACKS).sort()).toEqual([...MENTOR_NAMES].sort());
    for (const name of MENTOR_NAMES) {
      const lines = MENTOR_FALLBACKS[name];
      expect(lines).toHaveLength(4);
      expect(new Set(lines).size).toBe(4);
      for (const line of lines) expect(detectCrisis(line)).toBe(false);
    }
  });

  it('lists the five mentors in order', () => {
    expect(MENTOR_NAMES).toEqual([
      'Mood Mentor',
      'Stress Buster',
      'Dream Weaver',
      'Anxiety Ally',
      'Relationship Rescuer',
    ]);
  });

  it('links each tool to the place that opens it', () => {
    expect(Object.fromEntries(TOOL_IDS.map((t) => [t, TOOL_LINKS[t].href]))).toEqual({
      breathing: '/chat/mood-tracker?open=breathing',
      journal: '/chat/mood-tracker?open=journal',
      grounding: '/question-ans',
      meditation: '/chat/self-care?open=meditation',
      sleep: '/sleeptool',
      games: '/chat/mood-tracker?open=games',
      creative: '/creative',
      copingSkills: '/chat/coping-skills',
      safetyPlan: '/safety-plan',
    });
  });
});
