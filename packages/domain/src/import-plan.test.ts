import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIST_MAX,
  CHECK_IN_NOTE_MAX,
  CheckInSchema,
  DEFAULT_ACTIVITIES,
  type CheckIn,
} from './check-ins';
import { emptyUserData } from './data-kinds';
import { toIsoDate } from './dates';
import { buildExport, parseExport, serializeExport } from './export-parse';
import { parseDaylio } from './import-daylio';
import type { ParsedImport } from './import-format';
import { defaultMapping, parseOtherAppFile } from './import-mapping';
import {
  IMPORT_UNDO_MS,
  ImportRecordSchema,
  UNDO_ERRORS,
  applyImportPlan,
  canUndoImport,
  dayLabel,
  journalParts,
  planAddsNothing,
  planImport,
  undoImport,
  type ImportTarget,
  type PlanOptions,
} from './import-plan';
import { JournalEntrySchema, MAX_JOURNAL_LENGTH, type JournalEntry } from './journal';
import { stableStringify } from './stable-json';
import { diffAgainstBase, snapshotToRecords, wins, type SyncBase } from './sync';

const read = (name: string): ParsedImport => {
  const result = parseOtherAppFile(
    readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'),
  );
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
};

const RAN = new Date('2026-11-27T10:00:00Z');
const options: PlanOptions = {
  clock: () => RAN,
  offsetOf: () => '+01:00',
  formatMoment: (d) => ({ date: toIsoDate(d), time: d.toTimeString().slice(0, 5) }),
};
const empty = (): ImportTarget => ({
  checkIns: [],
  moodLevels: {},
  moodHistory: {},
  journalHistory: [],
  activities: null,
});

const daylio = read('daylio-renamed.csv');

/** The data with the journal entry that starts with `start` rewritten here since the import. */
const editedHere = (data: ImportTarget, start: string): ImportTarget => ({
  ...data,
  journalHistory: data.journalHistory.map((e) =>
    e.content.startsWith(start) ? { ...e, content: 'My words', updatedAt: 5 } : e,
  ),
});

describe('the plan of an import', () => {
  it('makes each mood a check-in with its time, level, activities and note', () => {
    const mapping = { ...defaultMapping(daylio), wobbly: { level: 3, label: 'Bad' as const } };
    const plan = planImport(daylio, mapping, empty(), options);
    expect(plan.checkIns.map((c) => [c.at, c.level, c.activities])).toEqual([
      ['2024-03-08T00:10:00+01:00', 1, ['bad sleep', 'alone']],
      ['2024-03-09T23:50:00+01:00', 3, []],
      ['2024-03-10T19:30:00+01:00', 7, ['family', 'cooking']],
      ['2024-03-11T22:15:00+01:00', 3, ['work', 'bad sleep']],
      ['2024-03-12T08:05:00+01:00', 5, ['work']],
      ['2024-03-12T21:40:00+01:00', 9, ['friends', 'music', 'walk']],
    ]);
    for (const c of plan.checkIns) expect(CheckInSchema.safeParse(c).success).toBe(true);
    expect(plan.checkIns[2]!.note).toBe(
      'Sunday\n\nMade soup with Gran.\nShe showed me how to fold the dumplings,\nand we laughed at my lumpy ones.',
    );
    expect(plan.checkIns[1]!.note).toBeUndefined();
    expect(plan.checkIns.every((c) => c.id.startsWith('daylio-'))).toBe(true);
  });

  it('gives each day its level (the average) and its Good / Neutral / Bad', () => {
    const mapping = { ...defaultMapping(daylio), wobbly: { level: 3, label: 'Bad' as const } };
    const plan = planImport(daylio, mapping, empty(), options);
    expect(plan.moodLevels).toEqual({
      '2024-03-08': 1,
      '2024-03-09': 3,
      '2024-03-10': 7,
      '2024-03-11': 3,
      // Amazing (9) and Okay (5) on one day.
      '2024-03-12': 7,
    });
    expect(plan.moodHistory).toEqual({
      '2024-03-08': 'Bad',
      '2024-03-09': 'Bad',
      '2024-03-10': 'Good',
      '2024-03-11': 'Bad',
      '2024-03-12': 'Good',
    });
    expect(dayLabel(['Good', 'Bad'])).toBe('Neutral');
    expect(dayLabel(['Good', 'Good', 'Bad'])).toBe('Good');
    expect(dayLabel(['Neutral', 'Bad'])).toBe('Bad');
  });

  it('makes each note a journal entry dated on its day', () => {
    const plan = planImport(daylio, defaultMapping(daylio), empty(), options);
    expect(plan.journal.map((e) => [e.date, e.time, e.content.split('\n')[0]])).toEqual([
      ['2024-03-12', '21:40', 'Lake day'],
      [
        '2024-03-11',
        '22:15',
        'Long meeting. My manager said "we\'ll see" and I\'ve been chewing on it all evening.',
      ],
      ['2024-03-10', '19:30', 'Sunday'],
      ['2024-03-08', '00:10', 'Hard night'],
    ]);
    for (const e of plan.journal) expect(JournalEntrySchema.safeParse(e).success).toBe(true);
    // Newest first, and each id within a second of the note's own moment.
    const moment = new Date(2024, 2, 12, 21, 40).getTime();
    expect(plan.journal[0]!.id).toBeGreaterThanOrEqual(moment);
    expect(plan.journal[0]!.id).toBeLessThan(moment + 1000);
  });

  it('adds the new activities at the end of the list, after the defaults when none was saved', () => {
    const plan = planImport(daylio, defaultMapping(daylio), empty(), options);
    // friends, music, work and family are on the default list already (case aside).
    expect(plan.activities).toEqual(['walk', 'bad sleep', 'cooking', 'alone']);
    const after = applyImportPlan(empty(), plan);
    expect(after.activities).toEqual([
      ...DEFAULT_ACTIVITIES,
      'walk',
      'bad sleep',
      'cooking',
      'alone',
    ]);
  });

  it('lists activities only while there is room, and says how many did not fit', () => {
    const full = Array.from({ length: ACTIVITY_LIST_MAX - 2 }, (_, i) => `Thing ${i}`);
    const plan = planImport(
      daylio,
      defaultMapping(daylio),
      { ...empty(), activities: full },
      options,
    );
    expect(plan.activities).toHaveLength(2);
    expect(plan.activitiesNotListed).toBe(6);
    // The check-ins keep every activity of the file.
    expect(plan.checkIns.flatMap((c) => c.activities)).toContain('alone');
  });

  it('keeps days that already have data, and adds the check-ins beside them', () => {
    const mine: CheckIn = {
      id: 'mine',
      at: '2024-03-10T09:00:00.000+01:00',
      level: 4,
      emotions: ['Tired'],
      activities: [],
    };
    const data: ImportTarget = {
      ...empty(),
      checkIns: [mine],
      moodLevels: { '2024-03-12': 2 },
      moodHistory: { '2024-03-11': 'Neutral' },
    };
    const plan = planImport(daylio, defaultMapping(daylio), data, options);
    expect(plan.keptDays).toBe(3);
    // A level only where the day has none; a label only where the day has no mood at all.
    expect(Object.keys(plan.moodLevels).sort()).toEqual([
      '2024-03-08',
      '2024-03-09',
      '2024-03-10',
      '2024-03-11',
    ]);
    expect(Object.keys(plan.moodHistory).sort()).toEqual(['2024-03-08', '2024-03-09']);
    const after = applyImportPlan(data, plan);
    expect(after.moodLevels['2024-03-12']).toBe(2);
    expect(after.moodHistory['2024-03-11']).toBe('Neutral');
    expect(after.checkIns).toHaveLength(7);
    expect(after.checkIns).toContainEqual(mine);
  });

  it('adds nothing the second time the same file is imported', () => {
    const first = planImport(daylio, defaultMapping(daylio), empty(), options);
    expect(planAddsNothing(first)).toBe(false);
    const once = applyImportPlan(empty(), first);
    // Read again from the text, with another mapping: still nothing new.
    const again = parseDaylio(
      readFileSync(new URL('./fixtures/daylio-renamed.csv', import.meta.url), 'utf8'),
    );
    if (!again.ok) throw new Error(again.error);
    const mapping = {
      ...defaultMapping(again.parsed),
      wobbly: { level: 2, label: 'Bad' as const },
    };
    const second = planImport(again.parsed, mapping, once, { ...options, clock: () => new Date() });
    expect(planAddsNothing(second)).toBe(true);
    expect(second.already).toEqual({ checkIns: 6, notes: 4 });
    expect(applyImportPlan(once, second)).toEqual(once);
  });

  it('adds nothing from a copy saved again in a spreadsheet, imported before or after the original', () => {
    for (const name of [
      'daylio-resaved-us.csv',
      'daylio-resaved-uk.csv',
      'daylio-resaved-de.csv',
    ]) {
      const resaved = read(name);
      const first = planImport(daylio, defaultMapping(daylio), empty(), options);
      const once = applyImportPlan(empty(), first);
      const second = planImport(resaved, defaultMapping(resaved), once, options);
      expect(planAddsNothing(second), name).toBe(true);
      expect(second.already, name).toEqual({ checkIns: 6, notes: 4 });
      expect(applyImportPlan(once, second), name).toEqual(once);
      // The copy first, then the original.
      const copyFirst = applyImportPlan(
        empty(),
        planImport(resaved, defaultMapping(resaved), empty(), options),
      );
      const original = planImport(daylio, defaultMapping(daylio), copyFirst, options);
      expect(planAddsNothing(original), name).toBe(true);
      expect(applyImportPlan(copyFirst, original), name).toEqual(copyFirst);
    }
  });

  it('keeps the same file idempotent when a note was edited since, or an entry sat at its id', () => {
    const first = planImport(daylio, defaultMapping(daylio), empty(), options);
    const target = first.journal[0]!;
    const someoneElse: JournalEntry = { id: target.id, content: 'Mine', date: 'x', time: 'y' };
    // An entry of the person's own at the note's id: the note moves on by a millisecond.
    const withMine = { ...empty(), journalHistory: [someoneElse] };
    const moved = planImport(daylio, defaultMapping(daylio), withMine, options);
    expect(moved.journal.find((e) => e.content.startsWith('Lake day'))!.id).toBe(target.id + 1);
    const afterMoved = applyImportPlan(withMine, moved);
    expect(planAddsNothing(planImport(daylio, defaultMapping(daylio), afterMoved, options))).toBe(
      true,
    );
    // An imported note edited since is still that note.
    const once = applyImportPlan(empty(), first);
    const edited = {
      ...once,
      journalHistory: once.journalHistory.map((e) =>
        e.id === target.id ? { ...e, content: 'Changed', updatedAt: RAN.getTime() } : e,
      ),
    };
    expect(planImport(daylio, defaultMapping(daylio), edited, options).journal).toEqual([]);
  });

  it('says which lines of a partly bad file are left out', () => {
    const partly = read('daylio-partly-bad.csv');
    const plan = planImport(partly, defaultMapping(partly), empty(), options);
    expect(plan.leftOut.map((p) => p.where)).toEqual(['line 3', 'line 4', 'line 6']);
    expect(plan.checkIns).toHaveLength(2);
  });

  it('imports a Pixels backup: feelings, tags, notes at midday', () => {
    const pixels = read('pixels-backup.json');
    const plan = planImport(pixels, defaultMapping(pixels), empty(), options);
    const made = plan.checkIns.map((c) => [c.at, c.level, ...c.emotions].join(' '));
    expect(made.sort()).toEqual([
      '2023-01-05T12:00:00+01:00 7 Calm Grateful',
      '2023-01-06T12:00:00+01:00 3',
      '2023-01-06T12:00:00+01:00 5',
      '2023-01-07T12:00:00+01:00 9',
      '2023-01-09T12:00:00+01:00 1 Tired Lonely',
    ]);
    expect(plan.moodLevels['2023-01-06']).toBe(4);
    expect(plan.moodHistory['2023-01-06']).toBe('Bad');
    expect(plan.journal).toHaveLength(2);
    expect(plan.activities).toEqual(['walk']);
  });

  it('gives a Pixels note no time of day, as Pixels keeps none, and keeps it so in an export', () => {
    const pixels = read('pixels-backup.json');
    const plan = planImport(pixels, defaultMapping(pixels), empty(), options);
    expect(plan.journal.map((e) => [e.date, e.time])).toEqual([
      ['2023-01-06', ''],
      ['2023-01-05', ''],
    ]);
    // Placed at midday of its day, so it sorts among the day's other entries.
    expect(new Date(plan.journal[1]!.id).getHours()).toBe(12);
    // Mentora's own export and import take it back as it is.
    const data = applyImportPlan(emptyUserData(), plan);
    const back = parseExport(serializeExport(buildExport(data, RAN)));
    if (!back.ok) throw new Error(back.error);
    expect(back.data.journalHistory).toEqual(data.journalHistory);
    // Importing it again adds nothing; a Daylio note keeps its time.
    expect(planImport(pixels, defaultMapping(pixels), data, options).journal).toEqual([]);
    expect(planImport(daylio, defaultMapping(daylio), empty(), options).journal[0]!.time).toBe(
      '21:40',
    );
  });

  it('keeps a long note whole in the journal, in parts, and cuts the check-in note', () => {
    const long = 'word '.repeat(9000).trim();
    const text = `full_date,time,mood,note\n2024-01-01,9:00 am,rad,"${long}"\n`;
    const file = parseDaylio(text);
    if (!file.ok) throw new Error(file.error);
    const plan = planImport(file.parsed, defaultMapping(file.parsed), empty(), options);
    expect(plan.journal).toHaveLength(3);
    expect(plan.journal.every((e) => e.content.length <= MAX_JOURNAL_LENGTH)).toBe(true);
    expect(plan.journal.map((e) => e.content).join(' ')).toHaveLength(long.length);
    expect(plan.checkIns[0]!.note).toHaveLength(CHECK_IN_NOTE_MAX);
    expect(plan.checkIns[0]!.note!.endsWith('…')).toBe(true);
    expect(journalParts('short')).toEqual(['short']);
  });
});

describe('undoing an import', () => {
  it('leaves a list that was never saved unsaved again', () => {
    const plan = planImport(daylio, defaultMapping(daylio), empty(), options);
    const after = applyImportPlan(empty(), plan);
    expect(after.activities).not.toBeNull();
    const undone = undoImport(after, plan.record, () => RAN);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.data).toEqual(empty());
  });

  const start = (): ImportTarget => ({
    ...empty(),
    checkIns: [
      { id: 'mine', at: '2024-03-10T09:00:00.000+01:00', level: 4, emotions: [], activities: [] },
    ],
    moodLevels: { '2024-03-12': 2 },
    journalHistory: [{ id: 5, content: 'My own entry', date: 'd', time: 't' }],
    activities: ['Work'],
  });

  it('removes exactly what the import added, within a day', () => {
    const plan = planImport(daylio, defaultMapping(daylio), start(), options);
    const after = applyImportPlan(start(), plan);
    const later = () => new Date(RAN.getTime() + IMPORT_UNDO_MS - 1);
    const undone = undoImport(after, plan.record, later);
    expect(undone.ok).toBe(true);
    if (!undone.ok) return;
    expect(undone.data).toEqual(start());
    // Four days got a level (the 12th had its own), and the three without a mood a label too.
    expect(undone.removed).toEqual({ checkIns: 6, notes: 4, days: 4, activities: 7 });
    expect(undone.keptEdited).toBe(0);
  });

  it('is refused a day after the import ran, and changes nothing', () => {
    const plan = planImport(daylio, defaultMapping(daylio), start(), options);
    const after = applyImportPlan(start(), plan);
    const dayLater = () => new Date(RAN.getTime() + IMPORT_UNDO_MS);
    expect(canUndoImport(plan.record, dayLater)).toBe(false);
    expect(canUndoImport(plan.record, () => RAN)).toBe(true);
    expect(undoImport(after, plan.record, dayLater)).toEqual({
      ok: false,
      error: UNDO_ERRORS.expired,
    });
  });

  it('keeps what the person changed since: an edited note, a new level, an activity in use', () => {
    const plan = planImport(daylio, defaultMapping(daylio), start(), options);
    const after = applyImportPlan(start(), plan);
    const note = plan.journal[0]!;
    const changed: ImportTarget = {
      ...after,
      journalHistory: after.journalHistory.map((e) =>
        e.id === note.id ? { ...e, content: 'Edited', updatedAt: RAN.getTime() + 5 } : e,
      ),
      moodLevels: { ...after.moodLevels, '2024-03-09': 8 },
      checkIns: [
        ...after.checkIns,
        { id: 'new', at: '2026-11-27T11:00:00.000+01:00', emotions: [], activities: ['walk'] },
      ],
    };
    const undone = undoImport(changed, plan.record, () => RAN);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.keptEdited).toBe(1);
    expect(undone.data.journalHistory.map((e) => e.content)).toEqual(['Edited', 'My own entry']);
    expect(undone.data.moodLevels).toEqual({ '2024-03-12': 2, '2024-03-09': 8 });
    expect(undone.data.checkIns.map((c) => c.id)).toEqual(['mine', 'new']);
    expect(undone.data.activities).toContain('walk');
    expect(undone.data.activities).not.toContain('alone');
  });

  it('keeps a record that reads back through its schema', () => {
    const plan = planImport(daylio, defaultMapping(daylio), empty(), options);
    const back = ImportRecordSchema.safeParse(JSON.parse(JSON.stringify(plan.record)));
    expect(back.success && back.data).toEqual(plan.record);
    expect(plan.record.listWasDefault).toBe(true);
    expect(plan.record.ranAt).toBe(RAN.getTime());
    expect(plan.record.checkIns).toHaveLength(6);
    expect(ImportRecordSchema.safeParse({ ...plan.record, ranAt: 'soon' }).success).toBe(false);
  });
});

describe('a Daylio entry edited in Daylio and imported again', () => {
  // The same export after, in Daylio: the Lake day note was added to, the 8:05 mood changed from
  // Okay to good, and another entry was made at 9:40 pm, the minute of the Lake day entry.
  const edited = read('daylio-edited.csv');
  const once = applyImportPlan(
    empty(),
    planImport(daylio, defaultMapping(daylio), empty(), options),
  );
  const mapping = { ...defaultMapping(daylio), ...defaultMapping(edited) };

  it('updates the check-in and journal entry of the earlier import, keeping their ids', () => {
    const plan = planImport(edited, mapping, once, options);
    // Only the new entry at 9:40 pm is added; the two edited ones are updated in place.
    expect(plan.checkIns.map((c) => [c.at, c.level, c.activities])).toEqual([
      ['2024-03-12T21:40:00+01:00', 5, ['reading']],
    ]);
    const lake = once.checkIns.find((c) => c.note?.startsWith('Lake day'))!;
    const morning = once.checkIns.find((c) => c.at.startsWith('2024-03-12T08:05'))!;
    expect(plan.updated.checkIns).toEqual([
      { ...lake, note: `${lake.note} Sam came too.` },
      { ...morning, level: 7 },
    ]);
    const note = once.journalHistory.find((e) => e.content.startsWith('Lake day'))!;
    expect(plan.updated.journal).toEqual([{ ...note, content: `${note.content} Sam came too.` }]);
    expect(plan.journal).toEqual([]);
    expect(plan.record.replaced).toEqual({ checkIns: [lake, morning], journal: [note] });
    expect(ImportRecordSchema.safeParse(plan.record).success).toBe(true);

    const after = applyImportPlan(once, plan);
    expect(after.checkIns).toHaveLength(once.checkIns.length + 1);
    expect(after.journalHistory).toHaveLength(once.journalHistory.length);
    expect(after.journalHistory.filter((e) => e.content.startsWith('Lake day'))).toHaveLength(1);
    // The same edited file again, or the earlier one (older), changes nothing more.
    expect(planAddsNothing(planImport(edited, mapping, after, options))).toBe(true);
    expect(planAddsNothing(planImport(daylio, mapping, after, options))).toBe(true);
  });

  it('keeps two different entries at one minute both, from a first import on', () => {
    const plan = planImport(edited, mapping, empty(), options);
    expect(plan.checkIns.filter((c) => c.at.startsWith('2024-03-12T21:40'))).toHaveLength(2);
    const after = applyImportPlan(empty(), plan);
    expect(planAddsNothing(planImport(edited, mapping, after, options))).toBe(true);
    expect(planAddsNothing(planImport(read('daylio-resaved-uk.csv'), mapping, once, options))).toBe(
      true,
    );
  });

  it('leaves a journal entry edited here as the person left it', () => {
    const plan = planImport(edited, mapping, editedHere(once, 'Lake day'), options);
    expect(plan.updated.journal).toEqual([]);
    expect(plan.journal).toEqual([]);
    expect(plan.updated.checkIns).toHaveLength(2);
  });

  it('goes to other devices as an edit of the same records, made now', () => {
    const plan = planImport(edited, mapping, once, options);
    const after = applyImportPlan(once, plan);
    const records = snapshotToRecords({ ...once });
    const base: SyncBase = {};
    for (const [id, r] of records) base[id] = { h: stableStringify(r.value), t: 1000 };
    const sent = diffAgainstBase(snapshotToRecords({ ...after }), base, 2000);
    expect(sent.every((r) => !r.deleted && r.updatedAt === 2000)).toBe(true);
    const lake = plan.updated.checkIns[0]!;
    const changedKeys = sent.map((r) => `${r.kind} ${r.key}`).sort();
    expect(changedKeys).toEqual(
      [
        `checkIn ${plan.checkIns[0]!.id}`,
        `checkIn ${lake.id}`,
        `checkIn ${plan.updated.checkIns[1]!.id}`,
        `journal ${plan.updated.journal[0]!.id}`,
      ].sort(),
    );
    // Newer than the version the other devices hold, so it wins there.
    const lakeSent = sent.find((r) => r.key === lake.id)!;
    expect(wins(lakeSent, { updatedAt: 1000, deleted: false, value: once.checkIns[0] })).toBe(true);
  });

  it('is undone by putting the earlier versions back', () => {
    const plan = planImport(edited, mapping, once, options);
    const after = applyImportPlan(once, plan);
    const undone = undoImport(after, plan.record, () => RAN);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.data.checkIns).toEqual(once.checkIns);
    expect(undone.data.journalHistory).toEqual(once.journalHistory);
    expect(undone.restored).toBe(2);
    expect(undone.removed.checkIns).toBe(1);
  });
});

describe('a Pixels day edited in Pixels and imported again', () => {
  // The same backup after, in Pixels: the 6th's note was added to (its two scores kept), the
  // 7th's score changed from 5 to 4, and a day was added, the 10th.
  const pixels = read('pixels-backup.json');
  const edited = read('pixels-edited.json');
  const mapping = defaultMapping(pixels);
  const once = applyImportPlan(empty(), planImport(pixels, mapping, empty(), options));
  const on = (date: string, data: ImportTarget) =>
    data.checkIns.filter((c) => c.at.startsWith(date));

  it('updates the check-ins and journal entry of the earlier import, keeping their ids', () => {
    const plan = planImport(edited, mapping, once, options);
    // Only the new day is added; the two edited days are updated in place.
    expect(plan.checkIns.map((c) => [c.at, c.level])).toEqual([['2023-01-10T12:00:00+01:00', 7]]);
    // The 6th's first score holds its note; its second, the same as before, stays as it is.
    const noted = on('2023-01-06', once).find((c) => c.note !== undefined)!;
    const [seventh] = on('2023-01-07', once);
    expect(plan.updated.checkIns).toEqual([
      { ...noted, note: `${noted.note} Early night.` },
      { ...seventh, level: 7 },
    ]);
    expect(plan.already.checkIns).toBe(pixels.moods.length - 2);
    const note = once.journalHistory.find((e) => e.content.startsWith('Rough morning'))!;
    expect(plan.updated.journal).toEqual([{ ...note, content: `${note.content} Early night.` }]);
    expect(plan.journal).toEqual([]);
    // Two entries of the file (days) changed: two check-ins and a note were updated.
    expect(plan.entriesUpdated).toBe(2);
    expect(ImportRecordSchema.safeParse(plan.record).success).toBe(true);

    const after = applyImportPlan(once, plan);
    expect(after.checkIns).toHaveLength(once.checkIns.length + 1);
    expect(on('2023-01-06', after)).toHaveLength(2);
    expect(on('2023-01-07', after).map((c) => c.level)).toEqual([7]);
    expect(after.journalHistory).toHaveLength(once.journalHistory.length);
    // The same edited file again, or the earlier one (older), changes nothing more.
    expect(planAddsNothing(planImport(edited, mapping, after, options))).toBe(true);
    expect(planAddsNothing(planImport(pixels, mapping, after, options))).toBe(true);
  });

  it('leaves a journal entry edited here as the person left it', () => {
    const plan = planImport(edited, mapping, editedHere(once, 'Rough morning'), options);
    expect(plan.updated.journal).toEqual([]);
    expect(plan.journal).toEqual([]);
    expect(plan.updated.checkIns).toHaveLength(2);
  });

  it('updates a note too long for its check-in, kept whole in the journal', () => {
    const long = `Morning. ${'A long day of small things. '.repeat(60)}`.trim();
    const backup = (note: string) =>
      JSON.stringify([{ date: '2023-02-01', scores: [3], notes: note, tags: [] }]);
    const parse = (text: string) => {
      const result = parseOtherAppFile(text);
      if (!result.ok) throw new Error(result.error);
      return result.parsed;
    };
    const first = parse(backup(long));
    const had = applyImportPlan(empty(), planImport(first, mapping, empty(), options));
    expect(had.checkIns[0]!.note!.endsWith('…')).toBe(true);
    const plan = planImport(parse(backup(`${long} Then rain.`)), mapping, had, options);
    expect(plan.journal).toEqual([]);
    expect(plan.updated.journal.map((e) => [e.id, e.content])).toEqual([
      [had.journalHistory[0]!.id, `${long} Then rain.`],
    ]);
    expect(plan.entriesUpdated).toBe(1);
  });

  it('keeps one entry for a day edited again and again, each version imported', () => {
    const version = (note: string, score: number) => {
      const result = parseOtherAppFile(
        JSON.stringify([{ date: '2023-02-01', scores: [score, 2], notes: note, tags: [] }]),
      );
      if (!result.ok) throw new Error(result.error);
      return result.parsed;
    };
    let data = empty();
    for (const [note, score] of [
      ['Tired.', 3],
      ['Tired. Slept at noon.', 3],
      ['Tired. Slept at noon. Better.', 4],
    ] as const) {
      data = applyImportPlan(data, planImport(version(note, score), mapping, data, options));
    }
    expect(data.checkIns.map((c) => [c.level, c.note])).toEqual(
      expect.arrayContaining([
        [7, 'Tired. Slept at noon. Better.'],
        [3, undefined],
      ]),
    );
    expect(data.checkIns).toHaveLength(2);
    expect(data.journalHistory.map((e) => e.content)).toEqual(['Tired. Slept at noon. Better.']);
    // Any of the three again changes nothing.
    for (const [note, score] of [
      ['Tired.', 3],
      ['Tired. Slept at noon. Better.', 4],
    ] as const) {
      expect(planAddsNothing(planImport(version(note, score), mapping, data, options))).toBe(true);
    }
  });

  it('is undone by putting the earlier versions back, counted by day', () => {
    const plan = planImport(edited, mapping, once, options);
    const after = applyImportPlan(once, plan);
    const undone = undoImport(after, plan.record, () => RAN);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.data.checkIns).toEqual(once.checkIns);
    expect(undone.data.journalHistory).toEqual(once.journalHistory);
    expect(undone.restored).toBe(2);
    expect(undone.removed.checkIns).toBe(1);
  });
});
