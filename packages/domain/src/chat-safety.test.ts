import { describe, expect, it } from 'vitest';
import { crisisReply, safetyReply } from './chat';
import {
  AND_YOU_SAFE,
  ARE_YOU_SAFE,
  CHECK_IN_OPTIONS,
  CHECK_IN_QUESTION,
  BREATHE_WITH_ME,
  KEEP_TALKING,
  NOT_SAFE,
  OVERDOSE_FIRST,
  SAFETY_OPTIONS,
  SAFETY_STEPS,
  STAY_WITH_ME,
  checkInDue,
  crisisMessages,
  crisisText,
  leadLines,
  safetyStep,
} from './chat-safety';
import {
  DOUBT_OPENING,
  SAFE_AFTER_DOUBT,
  SAFE_AFTER_DOUBTED_OVERDOSE,
  SOMEONE_ELSE_FIRST,
  doubtfulCrisisText,
  someoneElseText,
} from './crisis-doubt';
import { CRISIS_REPLY } from './crisis-resources';
import { emergencyNumber, linesFor } from './helpline-country';
import type { MentorScript } from './mentor-script';
import { CRISIS_KINDS } from './topics';

const script = { options: ['A', 'B', 'C', 'D'] } as unknown as MentorScript;

describe('the crisis reply fits what was said', () => {
  it('an overdose: go to emergency services first, and the emergency number leads', () => {
    expect(crisisText('overdose').startsWith(OVERDOSE_FIRST)).toBe(true);
    expect(OVERDOSE_FIRST).toBe(
      'If you have taken something, call emergency services or go to A&E/the ER now.',
    );
    expect(linesFor('AU', leadLines('overdose'))[0]?.kind).toBe('emergency');
    expect(emergencyNumber('AU')).toBe('000');
  });

  it('abuse and danger: the domestic-abuse line, then the line for young people, then the emergency number', () => {
    for (const kind of ['abuse', 'danger'] as const) {
      expect(leadLines(kind)).toEqual(['abuse', 'young', 'emergency']);
      const lines = linesFor('GB', leadLines(kind));
      expect(lines.slice(0, 3).map((l) => l.kind)).toEqual(['abuse', 'young', 'emergency']);
      expect(lines.slice(0, 3).map((l) => l.name)).toEqual([
        'National Domestic Abuse Helpline (Refuge)',
        'Childline',
        'Emergency services',
      ]);
      // a teenager in the US is offered Childhelp, not the adult hotline alone
      expect(
        linesFor('US', leadLines(kind))
          .slice(0, 3)
          .map((l) => l.id),
      ).toEqual(['us-domestic-violence', 'us-childhelp', 'us-emergency']);
      // where there is no abuse line of the country's own, the young people's line leads
      expect(
        linesFor('CA', leadLines(kind))
          .slice(0, 2)
          .map((l) => l.id),
      ).toEqual(['ca-kids-help-phone', 'ca-emergency']);
      expect(crisisText(kind)).toMatch(/emergency number/);
    }
    // the other kinds lead as before
    expect(leadLines('overdose')).toEqual(['emergency', 'crisis']);
    expect(leadLines('suicide')).toEqual(['crisis', 'emergency']);
    expect(leadLines(null)).toEqual(['crisis', 'emergency']);
  });

  it("someone else's crisis: how to help them, in words for its kind, then the writer is asked after too", () => {
    for (const kind of ['suicide', 'self-harm', 'overdose'] as const) {
      const words = someoneElseText(kind)!;
      expect(words).toMatch(/^It sounds like someone you care about .*call the emergency number/);
      const [reply, question] = crisisMessages(kind, doubtfulCrisisText(kind), words);
      expect(reply).toMatchObject({ text: words, kind: 'crisis', crisisKind: kind });
      expect(reply).toMatchObject({ someoneElse: true });
      expect(reply?.doubtful).toBeUndefined();
      expect(question?.text).toBe(AND_YOU_SAFE);
    }
    // what they took is asked about only after an overdose
    expect(someoneElseText('overdose')).toBe(SOMEONE_ELSE_FIRST);
    expect(SOMEONE_ELSE_FIRST).toMatch(/call the emergency number now.*what they took/);
    for (const kind of ['suicide', 'self-harm'] as const) {
      expect(someoneElseText(kind)).not.toMatch(/taken something|what they took/);
    }
    expect(someoneElseText('abuse')).toBeUndefined();
    expect(crisisMessages('suicide')[0]?.someoneElse).toBeUndefined();
    expect(crisisMessages('suicide').map((m) => m.text)).toEqual([CRISIS_REPLY, ARE_YOU_SAFE]);
  });

  it('suicide, self-harm and an unknown kind: the crisis lines first', () => {
    for (const kind of ['suicide', 'self-harm', null] as const) {
      // (self-harm has words of its own, with first aid: chat-replies-fit.test.ts)
      if (kind !== 'self-harm') expect(crisisText(kind)).toBe(CRISIS_REPLY);
      const lines = linesFor('US', leadLines(kind));
      expect(lines[0]?.kind).toBe('crisis');
      expect(lines.findIndex((l) => l.kind === 'emergency')).toBeGreaterThan(0);
    }
  });

  it('a doubtful reading is asked about gently, with the same help, question and options', () => {
    const seen = new Set<string>();
    for (const kind of [...CRISIS_KINDS, null]) {
      const reply = crisisReply(kind, doubtfulCrisisText(kind));
      expect(reply.message).toMatchObject({ kind: 'crisis', crisisKind: kind, doubtful: true });
      expect(reply.message.text.startsWith(`${DOUBT_OPENING} If `)).toBe(true);
      expect(reply.message.text).not.toBe(crisisText(kind));
      expect(reply.more?.map((m) => m.text)).toEqual([ARE_YOU_SAFE]);
      expect(reply.options).toEqual([...SAFETY_OPTIONS]);
      expect(reply.message.text).toMatch(/emergency/);
      seen.add(reply.message.text);
    }
    // each kind its own words, an unknown kind read as suicide
    expect(seen.size).toBe(CRISIS_KINDS.length);
    expect(doubtfulCrisisText('overdose')).toMatch(/A&E\/the ER now, even if you feel fine/);
    // a clear reading, and someone else's crisis, are answered as before
    expect(crisisReply('suicide').message.doubtful).toBeUndefined();
    const friend = crisisMessages(
      'overdose',
      doubtfulCrisisText('overdose'),
      someoneElseText('overdose'),
    )[0];
    expect(friend).toMatchObject({ text: SOMEONE_ELSE_FIRST });
    expect(friend?.doubtful).toBeUndefined();
    // "I'm safe for now" after it: the mentor goes on, or, after too much of something, the
    // number to call with "I'm not safe" kept (the option texts written out are the same)
    expect(SAFE_AFTER_DOUBT.options).toBe('opening');
    expect(SAFE_AFTER_DOUBTED_OVERDOSE.messages[0]?.kind).toBe('emergency');
    expect(SAFE_AFTER_DOUBTED_OVERDOSE.options).toEqual([NOT_SAFE, BREATHE_WITH_ME, KEEP_TALKING]);
  });

  it('then asks "Are you safe right now?", and the options become exactly these four', () => {
    for (const kind of [...CRISIS_KINDS, null]) {
      const reply = crisisReply(kind);
      expect(reply.message).toMatchObject({ kind: 'crisis', crisisKind: kind });
      expect(reply.more).toEqual([{ sender: 'bot', text: ARE_YOU_SAFE }]);
      expect(reply.options).toEqual([
        "I'm safe for now",
        "I'm not safe",
        'Open my safety plan',
        'Breathe with me',
      ]);
    }
  });
});

describe('the answers to "Are you safe right now?"', () => {
  const answer = (text: string) => {
    const step = safetyStep(text, SAFETY_OPTIONS);
    if (!step) throw new Error(`no answer for ${text}`);
    return safetyReply(step, script);
  };

  it("\"I'm not safe\": 'Stay with me. Call now, and keep this open.' with the number to call", () => {
    const reply = answer("I'm not safe");
    expect(reply.message).toEqual({ sender: 'bot', text: STAY_WITH_ME, kind: 'emergency' });
    expect(STAY_WITH_ME).toBe('Stay with me. Call now, and keep this open.');
    expect(reply.options).toContain("I'm safe for now");
  });

  it('"I\'m safe for now": thanks, offers the safety plan and coping skills, and keeps help one tap away', () => {
    const reply = answer('i’m safe for now.');
    expect(reply.message.text).toMatch(/^Thank you/);
    expect(reply.message.tools).toEqual(['safetyPlan', 'copingSkills']);
    expect(reply.options).toContain(NOT_SAFE);
    // Not closed with one tap: no answer right after it goes straight back to the script.
    expect(SAFETY_STEPS["I'm safe for now"]?.options).not.toBe('opening');
  });

  it("'Open my safety plan' opens it; 'Breathe with me' breathes 4 seconds in and 4 out", () => {
    const plan = safetyStep('Open my safety plan', SAFETY_OPTIONS);
    expect(plan?.open).toBe('safetyPlan');
    const breathe = answer('Breathe with me');
    expect(breathe.message.text).toMatch(/in .*for 4 seconds, and out for 4 seconds/);
    expect(breathe.message.tools).toEqual(['breathing']);
  });

  it('every answer leaves at least two options, none of them closing the subject at once', () => {
    for (const [text, step] of Object.entries(SAFETY_STEPS)) {
      const reply = safetyReply(step, script);
      expect(reply.options?.length, text).toBeGreaterThanOrEqual(2);
    }
    // 'Can we keep talking?' gives the mentor's options back (or the safety options without one).
    const more = safetyStep('Can we keep talking?', ['Can we keep talking?'])!;
    expect(safetyReply(more, script).options).toEqual(['A', 'B', 'C', 'D']);
    expect(safetyReply(more, null).options).toEqual([...SAFETY_OPTIONS]);
  });

  it('answers only an option that is on screen', () => {
    expect(safetyStep("I'm not safe", ['Something else'])).toBeNull();
    expect(safetyStep('hello', SAFETY_OPTIONS)).toBeNull();
    expect(safetyStep('toString', ['toString'])).toBeNull();
  });
});

describe('the check-in after a crisis reply', () => {
  it('asks once how the person is doing, with options that each get an answer', () => {
    expect(CHECK_IN_QUESTION).toBe(
      'Last time we talked, things felt really hard. How are you doing today?',
    );
    for (const option of CHECK_IN_OPTIONS) {
      const step = safetyStep(option, CHECK_IN_OPTIONS);
      expect(step, option).not.toBeNull();
      expect(safetyReply(step!, null).options?.length).toBeGreaterThanOrEqual(2);
    }
    // 'Still really hard' brings the crisis lines and the question back.
    const hard = safetyReply(safetyStep('Still really hard', CHECK_IN_OPTIONS)!, null);
    expect(hard.more?.some((m) => m.kind === 'crisis')).toBe(true);
  });

  it('is due the next time within 7 days of the last crisis reply, counted in calendar days', () => {
    expect(checkInDue(null, '2026-11-25')).toBe('none');
    expect(checkInDue('2026-11-25', '2026-11-25')).toBe('show');
    expect(checkInDue('2026-11-18', '2026-11-25')).toBe('show');
    expect(checkInDue('2026-11-17', '2026-11-25')).toBe('forget');
    expect(checkInDue('2026-12-31', '2027-01-03')).toBe('show');
  });

  it('drops a date from the future or one that is not a date', () => {
    expect(checkInDue('2026-11-26', '2026-11-25')).toBe('forget');
    expect(checkInDue('yesterday', '2026-11-25')).toBe('forget');
    expect(checkInDue('2026-02-30', '2026-03-01')).toBe('forget');
  });
});
