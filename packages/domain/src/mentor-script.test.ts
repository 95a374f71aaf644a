import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectCrisis } from './crisis';
import {
  MentorScriptSchema,
  ScriptsFileSchema,
  checkScriptsFile,
  responseDepths,
  scriptProblems,
  type MentorScript,
} from './mentor-script';
import {
  FALLBACK_LINES_PER_MENTOR,
  MENTOR_FALLBACKS,
  MENTOR_NAMES,
  TOOL_IDS,
  TOOL_LINKS,
  nextOptions,
} from './mentors';

const REAL_FILE: unknown = JSON.parse(
  readFileSync(new URL('../../../apps/web/public/chatresponse.json', import.meta.url), 'utf8'),
);

/** A small, valid script: A -> B -> C -> (back to the opening). */
function tinyScript(): MentorScript {
  return {
    greeting: 'Hello',
    question: 'How are you?',
    options: ['A', 'D', 'E', 'F'],
    responses: {
      A: { message: 'a', followUp: ['B'] },
      B: { message: 'b', followUp: ['C'] },
      C: { message: 'c', options: ['A'], responseMessages: { more: ['c1', 'c2'] } },
      D: { message: 'd', options: ['A'] },
      E: { message: 'e', options: ['A'] },
      F: { message: 'f', options: ['A'] },
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
          expect(nextOptions(r).length, key).toBeGreaterThan(0);
        }
      });

      it('never offers an option that reads as a crisis', () => {
        for (const option of Object.keys(script.responses)) {
          expect(detectCrisis(option), option).toBe(false);
        }
      });

      it('offers at least one tool link', () => {
        const linked = Object.values(script.responses).flatMap((r) => r.tools ?? []);
        expect(linked.length).toBeGreaterThan(0);
      });
    });
  }
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
    b.responses.C = { message: 'c', options: ['A'], responseMessages: { more: [] } };
    expect(MentorScriptSchema.safeParse(b).success).toBe(false);
    const c = {
      ...tinyScript(),
      responses: {
        ...tinyScript().responses,
        D: { message: 'd', options: ['A'], tools: ['karaoke'] },
      },
    };
    expect(MentorScriptSchema.safeParse(c).success).toBe(false);
  });

  it('keeps the order of responseMessages groups (the first group is the one appended)', () => {
    const parsed = MentorScriptSchema.parse({
      ...tinyScript(),
      responses: {
        ...tinyScript().responses,
        C: { message: 'c', options: ['A'], responseMessages: { zeta: ['z'], alpha: ['a'] } },
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
    s.responses.Orphan = { message: 'o', options: ['A'] };
    expect(scriptProblems('T', s)).toEqual(['T: the response to "Orphan" is unreachable']);
  });

  it('finds a reply that leaves no options (a dead end)', () => {
    const s = tinyScript();
    s.responses.D = { message: 'd' };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "D" offers no options (a dead end)',
    ]);
  });

  it('finds a script less than three exchanges deep', () => {
    const s = tinyScript();
    s.responses.B = { message: 'b', options: ['A'] };
    delete s.responses.C;
    expect(scriptProblems('T', s)).toEqual(['T: the script is only 2 exchanges deep (needs 3)']);
    expect(responseDepths(tinyScript()).get('C')).toBe(3);
  });

  it('finds a reply that names a tool without linking to it', () => {
    const s = tinyScript();
    s.responses.D = { message: 'Try the breathing exercise.', options: ['A'] };
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
      options: ['A'],
      responseMessages: { more: ['Open your journal.'] },
    };
    expect(scriptProblems('T', s)).toEqual([
      'T: the response to "C" names the journal tool but does not link to it',
    ]);
  });

  it('finds a typed reply shadowed by an option, and repeated typed replies', () => {
    const s = tinyScript();
    s.responses.D = { message: 'd', options: ['A'], responseMessages: { ' a ': ['x'] } };
    s.responses.E = { message: 'e', options: ['A'], responseMessages: { MORE: ['y'] } };
    expect(scriptProblems('T', s)).toEqual([
      'T: typed reply " a " in the response to "D" is shadowed by an option',
      'T: typed reply "MORE" in the response to "E" repeats one in the response to "C"',
    ]);
  });

  it('finds responses with both followUp and options, and repeated options', () => {
    const s = tinyScript();
    s.responses.D = { message: 'd', followUp: ['A', 'A'], options: ['A'] };
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
    });
  });
});
