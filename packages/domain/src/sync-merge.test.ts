import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIST_MAX } from './check-in-schema';
import { PLAN_ROWS_MAX, SafetyPlanSchema } from './safety-plan';
import { mergeApart, mergesApart } from './sync-merge';

describe('merging one record edited on two devices', () => {
  it('merges the kinds a person writes or collects in, and the settings, not a mood', () => {
    for (const k of [
      'safetyPlan',
      'sleepTool',
      'grounding',
      'activities',
      'challenges',
      'journal',
      'settings',
    ])
      expect(mergesApart(k)).toBe(true);
    for (const k of ['mood', 'moodLevel', 'customSkill', 'favorite', 'checkIn'])
      expect(mergesApart(k)).toBe(false);
  });

  it('a kind it does not know, even one named like a property of every object, is not merged', () => {
    for (const kind of ['constructor', 'toString', 'unknownKind'])
      expect(mergeApart(kind, { a: 1 }, { a: 2 }, { a: 3 }, false), kind).toBeUndefined();
  });

  it('settings: each setting changed on one side is kept; one changed on both takes the newer', () => {
    const base = {
      sounds: true,
      reminderEnabled: false,
      reminderTime: '20:00',
      askToolRatings: true,
    };
    const mine = { ...base, darkMode: true, reminderTime: '21:00' };
    const theirs = { ...base, reminderEnabled: true, reminderTime: '19:30' };
    expect(mergeApart('settings', base, mine, theirs, false)).toEqual({
      ...base,
      darkMode: true,
      reminderEnabled: true,
      reminderTime: '19:30',
    });
    expect(mergeApart('settings', base, mine, theirs, true)).toMatchObject({
      reminderTime: '21:00',
    });
  });

  it('sleep: a time takes the side that changed it; notes changed on both keep both', () => {
    const base = { sleepTime: '23:00', wakeTime: '07:00', notes: 'No phone in bed.' };
    const mine = { sleepTime: '22:30', wakeTime: '07:00', notes: 'No phone in bed. Tea at 9.' };
    const theirs = { sleepTime: '23:00', wakeTime: '06:30', notes: 'Read a chapter.' };
    expect(mergeApart('sleepTool', base, mine, theirs)).toEqual({
      sleepTime: '22:30',
      wakeTime: '06:30',
      // rewritten there, added to here: the rewrite with the addition
      notes: 'Read a chapter. Tea at 9.',
    });
    // one side only added to the notes: its text, not both
    expect(
      mergeApart('sleepTool', base, { ...base, notes: 'No phone in bed. Tea at 9.' }, base),
    ).toEqual({ ...base, notes: 'No phone in bed. Tea at 9.' });
    // a side that emptied the notes, against one that wrote more: the words stay
    expect(
      mergeApart('sleepTool', base, { ...base, notes: '' }, { ...base, notes: 'No phone in bed!' }),
    ).toEqual({ ...base, notes: 'No phone in bed!' });
  });

  it('grounding: each answer merges on its own, in its place', () => {
    const base = ['lamp', '', '', '', ''];
    const mine = ['lamp, window', 'blanket', '', '', ''];
    const theirs = ['lamp', '', 'rain', '', 'breath'];
    expect(mergeApart('grounding', base, mine, theirs)).toEqual([
      'lamp, window',
      'blanket',
      'rain',
      '',
      'breath',
    ]);
  });

  it('a plan with no version agreed before keeps every item of both, once, within its limits', () => {
    const plan = (signs: string[]) =>
      SafetyPlanSchema.parse({ warningSigns: signs, helpers: [{ name: 'Sam', phone: '1' }] });
    const merged = mergeApart('safetyPlan', undefined, plan(['a', 'b']), plan(['b', 'c'])) as {
      warningSigns: string[];
      helpers: unknown[];
    };
    expect(merged.warningSigns).toEqual(['b', 'c', 'a']);
    expect(merged.helpers).toEqual([{ name: 'Sam', phone: '1' }]);
    const many = (p: string) => Array.from({ length: PLAN_ROWS_MAX }, (_, i) => `${p}${i}`);
    const full = mergeApart('safetyPlan', undefined, plan(many('x')), plan(many('y'))) as {
      warningSigns: string[];
    };
    expect(full.warningSigns).toHaveLength(PLAN_ROWS_MAX);
    expect(SafetyPlanSchema.safeParse(full).success).toBe(true);
  });

  it('activities and ticks: added on either side kept, removed on one side gone', () => {
    expect(
      mergeApart('activities', ['Walk', 'Read'], ['Walk', 'Swim'], ['Walk', 'Read', 'Bake']),
    ).toEqual(['Walk', 'Bake', 'Swim']);
    const long = Array.from({ length: ACTIVITY_LIST_MAX }, (_, i) => `a${i}`);
    expect(mergeApart('activities', null, long, ['z'])).toHaveLength(ACTIVITY_LIST_MAX);
    expect(mergeApart('challenges', [1, 2], [2, 5], [1, 2, 3])).toEqual([2, 3, 5]);
    // all unticked here (the day removed), one more ticked there: that one stays
    expect(mergeApart('challenges', [1, 2], null, [1, 2, 3])).toEqual([3]);
    // a journal entry removed here but written on there comes back as written there
    expect(mergeApart('journal', undefined, null, { id: 1, content: 'x' })).toBeUndefined();
  });

  it('a journal entry keeps its date and the later edit time; a value of another shape is not merged', () => {
    const e = (content: string, updatedAt?: number) => ({
      id: 9,
      content,
      date: '3/1/2026',
      time: '8:15 AM',
      ...(updatedAt ? { updatedAt } : {}),
    });
    expect(mergeApart('journal', e('Hi'), e('Hi there', 300), e('Hi you', 200))).toEqual(
      e('Hi you\nthere', 300),
    );
    expect(mergeApart('journal', e('Hi'), e('Hello', 300), e('Hey', 200))).toEqual(
      e('Hey\n\nHello', 300),
    );
    expect(mergeApart('grounding', undefined, ['a'], 'not a list')).toBeUndefined();
    expect(mergeApart('mood', 'Good', 'Bad', 'Okay')).toBeUndefined();
    expect(mergeApart('journal', undefined, null, e('x'))).toBeUndefined();
  });
});
