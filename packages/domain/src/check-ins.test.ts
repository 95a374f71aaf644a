import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ERRORS,
  ACTIVITY_LIST_MAX,
  ACTIVITY_NAME_MAX,
  CHECK_IN_ERRORS,
  CHECK_IN_NOTE_MAX,
  CheckInSchema,
  DEFAULT_ACTIVITIES,
  EMOTIONS,
  EMOTION_QUADRANTS,
  addActivity,
  allCheckIns,
  bucketsOf,
  checkInBucketKey,
  checkInsBetween,
  deleteCheckIn,
  emotionsIn,
  monthOfBucketKey,
  monthsBetween,
  newCheckIn,
  readActivityList,
  readCheckInBucket,
  removeActivity,
  renameActivity,
  saveCheckIn,
  type CheckIn,
} from './check-ins';

const ci = (id: string, at: string, extra: Partial<CheckIn> = {}): CheckIn => ({
  id,
  at,
  emotions: [],
  activities: [],
  ...extra,
});

describe('the emotion vocabulary', () => {
  it('has at least 40 distinct words, at least 10 in each quadrant', () => {
    expect(EMOTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(EMOTIONS.map((e) => e.word.toLowerCase())).size).toBe(EMOTIONS.length);
    expect(EMOTION_QUADRANTS).toHaveLength(4);
    for (const q of EMOTION_QUADRANTS) {
      expect(emotionsIn(q.energy, q.pleasantness).length).toBeGreaterThanOrEqual(10);
    }
  });
  it('places words where an everyday reader would', () => {
    const find = (w: string) => EMOTIONS.find((e) => e.word === w);
    expect(find('Excited')).toMatchObject({ energy: 'high', pleasantness: 'pleasant' });
    expect(find('Anxious')).toMatchObject({ energy: 'high', pleasantness: 'unpleasant' });
    expect(find('Calm')).toMatchObject({ energy: 'low', pleasantness: 'pleasant' });
    expect(find('Sad')).toMatchObject({ energy: 'low', pleasantness: 'unpleasant' });
  });
});

describe('a check-in', () => {
  const good = ci('c1', '2026-11-05T08:30:00+01:00', {
    level: 7,
    emotions: ['Calm', 'Tired'],
    activities: ['Work'],
    note: 'A slow morning.',
  });
  it('keeps its time, optional level, emotions, activities and note', () => {
    expect(CheckInSchema.parse(good)).toEqual(good);
    expect(CheckInSchema.safeParse(ci('c2', '2026-11-05T08:30:00Z')).success).toBe(true);
  });
  it('rejects bad input', () => {
    const bad = [
      { ...good, at: '2026-11-05' },
      { ...good, level: 0 },
      { ...good, level: 11 },
      { ...good, level: 6.5 },
      { ...good, emotions: ['x'.repeat(31)] },
      { ...good, emotions: Array.from({ length: 21 }, (_, i) => `e${i}`) },
      { ...good, activities: [' '] },
      { ...good, activities: Array.from({ length: ACTIVITY_LIST_MAX + 1 }, (_, i) => `a${i}`) },
      { ...good, note: 'x'.repeat(CHECK_IN_NOTE_MAX + 1) },
      { ...good, emotions: 'Calm' },
      { ...good, id: 7 },
    ];
    for (const b of bad) expect(CheckInSchema.safeParse(b).success).toBe(false);
  });
  it('is built from a draft without repeats, with the note trimmed', () => {
    const r = newCheckIn(
      {
        emotions: ['Calm', 'calm ', 'Sad'],
        activities: [' Work', 'work', 'Family'],
        note: '  hi ',
      },
      'id1',
      '2026-11-05T08:30:00+01:00',
    );
    expect(r).toEqual({
      ok: true,
      checkIn: ci('id1', '2026-11-05T08:30:00+01:00', {
        emotions: ['Calm', 'Sad'],
        activities: ['Work', 'Family'],
        note: 'hi',
      }),
    });
  });
  it('says what is wrong with an empty draft or a long note, and builds nothing', () => {
    const at = '2026-11-05T08:30:00Z';
    expect(newCheckIn({ emotions: [], activities: [], note: '  ' }, 'a', at)).toEqual({
      ok: false,
      error: CHECK_IN_ERRORS.empty,
    });
    expect(newCheckIn({ emotions: [], activities: [], note: 'x'.repeat(1003) }, 'a', at)).toEqual({
      ok: false,
      error: CHECK_IN_ERRORS.note(3),
    });
    expect(CHECK_IN_ERRORS.note(3)).toContain('3 characters over the limit of 1,000');
    expect(newCheckIn({ level: 4, emotions: [], activities: [] }, 'a', at).ok).toBe(true);
  });
});

describe('the activity list', () => {
  it('starts with the defaults the issue names', () => {
    for (const a of ['Slept well', 'Exercise', 'Outdoors', 'Friends', 'Family', 'Work', 'Study']) {
      expect(DEFAULT_ACTIVITIES).toContain(a);
    }
    for (const a of ['Screen time', 'Caffeine', 'Alcohol']) expect(DEFAULT_ACTIVITIES).toContain(a);
    expect(readActivityList(undefined)).toEqual(DEFAULT_ACTIVITIES);
  });
  it('adds a trimmed name, refusing blanks, repeats by case, long names and a full list', () => {
    expect(addActivity(['Work'], '  Board   games ')).toEqual({
      ok: true,
      list: ['Work', 'Board games'],
    });
    expect(addActivity(['Work'], '   ')).toEqual({ ok: false, error: ACTIVITY_ERRORS.blank });
    expect(addActivity(['Work'], ' WORK ')).toEqual({
      ok: false,
      error: ACTIVITY_ERRORS.duplicate,
    });
    expect(addActivity([], 'x'.repeat(ACTIVITY_NAME_MAX + 1))).toEqual({
      ok: false,
      error: ACTIVITY_ERRORS.tooLong,
    });
    const full = Array.from({ length: ACTIVITY_LIST_MAX }, (_, i) => `a${i}`);
    expect(addActivity(full, 'one more')).toEqual({ ok: false, error: ACTIVITY_ERRORS.full });
  });
  it('renames in place (a change of case too) and refuses a name already used', () => {
    expect(renameActivity(['Work', 'Study'], 'work', 'Office')).toEqual({
      ok: true,
      list: ['Office', 'Study'],
    });
    expect(renameActivity(['Work', 'Study'], 'Work', 'WORK')).toEqual({
      ok: true,
      list: ['WORK', 'Study'],
    });
    expect(renameActivity(['Work', 'Study'], 'Work', 'study')).toEqual({
      ok: false,
      error: ACTIVITY_ERRORS.duplicate,
    });
    expect(renameActivity(['Work'], 'Gym', 'Run')).toEqual({
      ok: false,
      error: ACTIVITY_ERRORS.missing,
    });
  });
  it('removes by name, ignoring case', () => {
    expect(removeActivity(['Work', 'Study'], 'STUDY')).toEqual({ ok: true, list: ['Work'] });
    expect(removeActivity(['Work'], 'Gym').ok).toBe(false);
  });
  it('reads a stored list, leaving out what is corrupt or repeated', () => {
    expect(readActivityList(['Work', 3, '', 'work', ' Gym '])).toEqual(['Work', 'Gym']);
    expect(readActivityList([])).toEqual([]);
    expect(readActivityList('junk')).toEqual([]);
  });
});

describe('month buckets', () => {
  const a = ci('a', '2026-10-31T23:00:00+01:00');
  const b = ci('b', '2026-11-05T08:00:00+01:00');
  const c = ci('c', '2026-11-05T20:00:00+01:00');
  const d = ci('d', '2026-12-01T09:00:00+01:00');
  const buckets = bucketsOf([d, c, a, b]);

  it('keeps each check-in under its local month, sorted by time', () => {
    expect(Object.keys(buckets).sort()).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(buckets['2026-11']!.map((x) => x.id)).toEqual(['b', 'c']);
    expect(checkInBucketKey('2026-11')).toBe('checkIns:2026-11');
    expect(monthOfBucketKey('checkIns:2026-11')).toBe('2026-11');
    expect(monthOfBucketKey('checkIns:2026-13')).toBeNull();
    expect(monthOfBucketKey('moodHistory')).toBeNull();
  });
  it('adds a check-in by rewriting only its month, leaving the others as they were', () => {
    const e = ci('e', '2026-11-05T12:00:00+01:00');
    const r = saveCheckIn(buckets, e);
    expect(Object.keys(r.changed)).toEqual(['2026-11']);
    expect(r.changed['2026-11']!.map((x) => x.id)).toEqual(['b', 'e', 'c']);
    expect(r.buckets['2026-10']).toBe(buckets['2026-10']);
    expect(r.buckets['2026-12']).toBe(buckets['2026-12']);
    expect(buckets['2026-11']!.map((x) => x.id)).toEqual(['b', 'c']);
    expect(saveCheckIn({}, e).changed).toEqual({ '2026-11': [e] });
  });
  it('replaces a check-in by id, and moves it when its time moves to another month', () => {
    const edited = { ...b, note: 'edited' };
    const r = saveCheckIn(buckets, edited);
    expect(r.changed['2026-11']).toEqual([edited, c]);
    const moved = { ...b, at: '2026-12-24T10:00:00+01:00' };
    const m = saveCheckIn(buckets, moved);
    expect(Object.keys(m.changed).sort()).toEqual(['2026-11', '2026-12']);
    expect(m.buckets['2026-11']).toEqual([c]);
    expect(m.buckets['2026-12']).toEqual([d, moved]);
  });
  it('deletes one check-in from its month, and drops a month left empty', () => {
    const r = deleteCheckIn(buckets, 'c', c.at);
    expect(r.changed).toEqual({ '2026-11': [b] });
    const s = deleteCheckIn(buckets, 'a');
    expect(s.changed).toEqual({ '2026-10': [] });
    expect('2026-10' in s.buckets).toBe(false);
    expect(deleteCheckIn(buckets, 'nope')).toEqual({ buckets, changed: {} });
  });
  it('lists a range of days, month by month, both ends included', () => {
    expect(checkInsBetween(buckets, '2026-10-31', '2026-11-05').map((x) => x.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(checkInsBetween(buckets, '2026-11-06', '2026-12-01').map((x) => x.id)).toEqual(['d']);
    expect(checkInsBetween(buckets, '2027-01-01', '2027-12-31')).toEqual([]);
    expect(allCheckIns(buckets).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
  it('reads a stored bucket, leaving out what is corrupt, misfiled or repeated', () => {
    const stored = [c, { ...b, level: 99 }, a, 'junk', b, { ...c, note: 'later' }];
    expect(readCheckInBucket('2026-11', stored)).toEqual([b, { ...c, note: 'later' }]);
    expect(readCheckInBucket('2026-11', { not: 'a list' })).toEqual([]);
  });
  it('keeps several check-ins a day', () => {
    let bs = {};
    for (let i = 0; i < 5; i++) {
      bs = saveCheckIn(bs, ci(`x${i}`, `2026-11-05T0${i}:00:00Z`)).buckets;
    }
    expect(checkInsBetween(bs, '2026-11-05', '2026-11-05')).toHaveLength(5);
  });
});
