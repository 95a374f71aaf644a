import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DayTicksSchema } from './challenges';
import { BUILT_IN_SKILLS, COPING_CATEGORIES, type CustomSkill } from './coping-skills';
import { toIsoDate } from './dates';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  addToSafetyPlan,
  IMPORT_ERRORS,
  JOURNAL_CSV_HEADER,
  MAX_IMPORT_BYTES,
  MOOD_CSV_HEADER,
  STORAGE_CHARS,
  USER_DATA_KEYS,
  buildExport,
  csvField,
  emptyUserData,
  exportFileName,
  importSummaryMessage,
  journalCsv,
  journalEditTime,
  mergeNotes,
  mergeUserData,
  moodCsv,
  parseExport,
  safetyPlanLines,
  serializeExport,
  type UserData,
} from './export';
import type { JournalEntry } from './journal';
import { safetyPlanIsNewer } from './merge-rules';
import { emptySafetyPlan, type SafetyContact, type SafetyPlan } from './safety-plan';
import { SettingsSchema } from './settings';

const NOW = new Date(2026, 2, 3, 9, 30, 0);

const entry = (id: number, content: string, updatedAt?: number): JournalEntry => ({
  id,
  content,
  date: '3/3/2026',
  time: '9:30:00 AM',
  ...(updatedAt === undefined ? {} : { updatedAt }),
});

const skill = (id: number, name: string, description = 'Do it slowly.'): CustomSkill => ({
  id,
  category: 'Breathing',
  name,
  description,
  isDefault: false,
});

const sample = (): UserData => ({
  moodHistory: { '2026-03-01': 'Good', '2026-03-02': 'Bad' },
  moodLevels: { '2026-03-02': 3 },
  journalHistory: [entry(1772530000000, 'Tea, then a walk.'), entry(1772440000000, 'Quiet day.')],
  dailyChallenges: { '2026-03-02': [1, 5] },
  copingSkillsFavorites: [3, 26],
  copingSkillsCustom: [skill(26, 'Hum a song')],
  safetyPlan: { ...emptySafetyPlan(), helpers: [{ name: 'Sam', phone: '555 0101' }] },
  sleepTool: { sleepTime: '22:30', wakeTime: '06:45', notes: 'Less coffee.' },
  groundingAnswers: ['Lamp', 'Blanket', 'Birds', 'Coffee', 'Mint'],
  settings: SettingsSchema.parse({ darkMode: false, sounds: false }),
  toolUses: [
    {
      id: 'u1',
      tool: 'breathing',
      startedAt: '2026-03-02T08:00:00.000+01:00',
      endedAt: '2026-03-02T08:05:00.000+01:00',
      before: 7,
      after: 4,
    },
  ],
  checkIns: [
    {
      id: 'c1',
      at: '2026-03-02T09:15:00.000+01:00',
      level: 6,
      emotions: ['Calm', 'Tired'],
      activities: ['Walk'],
      note: 'Slow start.',
    },
  ],
  activities: ['Walk', 'Tea'],
});

const fileText = (data: UserData) => serializeExport(buildExport(data, NOW));

// ---------------------------------------------------------------------------------------------

describe('export file', () => {
  it('lists every kind of user data, the streak travelling with mood, journal and challenges', () => {
    expect([...USER_DATA_KEYS]).toEqual([
      'moodHistory',
      'moodLevels',
      'journalHistory',
      'dailyChallenges',
      'copingSkillsFavorites',
      'copingSkillsCustom',
      'safetyPlan',
      'sleepTool',
      'groundingAnswers',
      'settings',
      'toolUses',
      'checkIns',
      'activities',
    ]);
    expect(Object.keys(emptyUserData())).toEqual([...USER_DATA_KEYS]);
  });

  it('is marked with the format, version 1 and the time it was made', () => {
    const file = JSON.parse(fileText(sample()));
    expect(file.format).toBe('mentora-export');
    expect(EXPORT_FORMAT).toBe('mentora-export');
    expect(file.version).toBe(1);
    expect(EXPORT_VERSION).toBe(1);
    expect(file.exportedAt).toBe(NOW.toISOString());
    expect(Object.keys(file.data)).toEqual([...USER_DATA_KEYS]);
  });

  it('reads back exactly what was written', () => {
    const parsed = parseExport(fileText(sample()));
    expect(parsed).toEqual({ ok: true, data: sample() });
  });

  it('an empty device exports and imports as empty', () => {
    expect(parseExport(fileText(emptyUserData()))).toEqual({ ok: true, data: emptyUserData() });
  });

  it('names downloads by kind and local day', () => {
    expect(exportFileName('json', NOW)).toBe('mentora-export-2026-03-03.json');
    expect(exportFileName('journal', NOW)).toBe('mentora-journal-2026-03-03.csv');
    expect(exportFileName('mood', NOW)).toBe('mentora-mood-2026-03-03.csv');
  });
});

describe('import validation', () => {
  it('refuses an empty file', () => {
    expect(parseExport('')).toEqual({ ok: false, error: IMPORT_ERRORS.empty });
    expect(parseExport('  \n')).toEqual({ ok: false, error: IMPORT_ERRORS.empty });
  });

  it('refuses text that is not JSON; a cut-off export is called what it is', () => {
    const whole = serializeExport(buildExport(sample(), NOW));
    for (const cut of [
      '{"format": "mentora-export", ',
      whole.slice(0, Math.floor(whole.length / 2)),
    ]) {
      expect(parseExport(cut)).toEqual({ ok: false, error: IMPORT_ERRORS.cutOff });
    }
    expect(IMPORT_ERRORS.cutOff).toMatch(/^This Mentora export is cut off or damaged/);
    expect(parseExport('{"format": "other-app", ')).toEqual({
      ok: false,
      error: IMPORT_ERRORS.notJson,
    });
    expect(parseExport('Date,Mood\n2026-03-01,Good')).toEqual({
      ok: false,
      error: IMPORT_ERRORS.notJson,
    });
  });

  it('refuses JSON that is not a Mentora export', () => {
    for (const text of ['[]', 'null', '42', '{"hello":"world"}', '{"format":"other-app"}']) {
      expect(parseExport(text)).toEqual({ ok: false, error: IMPORT_ERRORS.foreign });
    }
    expect(IMPORT_ERRORS.foreign).toMatch(/isn't a Mentora export/);
    // Mentora's own CSV downloads are no export to bring back: pointed to the one that is.
    for (const csv of [journalCsv([]), moodCsv({}, {})]) {
      expect(parseExport(csv)).toEqual({ ok: false, error: IMPORT_ERRORS.mentoraCsv });
    }
    expect(IMPORT_ERRORS.mentoraCsv).toContain("'Export all my data'");
  });

  it('refuses a file from a newer version with a way forward', () => {
    const file = { ...buildExport(sample(), NOW), version: 2 };
    expect(parseExport(JSON.stringify(file))).toEqual({ ok: false, error: IMPORT_ERRORS.newer });
  });

  it('refuses a damaged export and says where the problem is', () => {
    const bad = (patch: Record<string, unknown>) =>
      JSON.stringify({ ...buildExport(sample(), NOW), data: { ...sample(), ...patch } });
    expect(parseExport(bad({ moodHistory: { '2026-02-30': 'Good' } }))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the mood history'),
    });
    expect(parseExport(bad({ moodLevels: { '2026-03-01': 11 } }))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the mood levels'),
    });
    expect(parseExport(bad({ journalHistory: [{ id: 'x', content: 'hi' }] }))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the journal'),
    });
    expect(parseExport(bad({ copingSkillsCustom: [{ id: 30, name: '' }] }))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the custom skills'),
    });
    expect(parseExport(bad({ settings: { reminderTime: '25:00' } }))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the settings'),
    });
    expect(parseExport(bad({ groundingAnswers: ['only one'] }))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the grounding answers'),
    });
    const noDate = JSON.stringify({ format: EXPORT_FORMAT, version: 1, data: sample() });
    expect(parseExport(noDate)).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the file header'),
    });
    expect(IMPORT_ERRORS.damaged('the journal')).toBe(
      'This Mentora export is damaged or incomplete (a problem in the journal), so nothing was imported. Your data on this device has not changed.',
    );
  });

  it('every refusal says that nothing on the device changed', () => {
    for (const msg of [
      IMPORT_ERRORS.empty,
      IMPORT_ERRORS.tooLarge,
      IMPORT_ERRORS.notJson,
      IMPORT_ERRORS.foreign,
      IMPORT_ERRORS.cutOff,
      IMPORT_ERRORS.newer,
      IMPORT_ERRORS.damaged('x'),
    ]) {
      expect(msg).toMatch(/Your data on this device has not changed\./);
    }
  });

  it('refuses a file over 20 MB without reading it', () => {
    expect(MAX_IMPORT_BYTES).toBe(20 * 1024 * 1024);
    expect(parseExport(' '.repeat(MAX_IMPORT_BYTES + 1))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.tooLarge,
    });
  });

  it('takes back any export of a full storage, however its words are written', () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    // Storage counts characters; the file counts bytes (Russian: 2 a character, Chinese: 3), and
    // the export lays each field out on a line of its own.
    const full = (words: string, lengthOf: number): UserData => {
      const text = words.repeat(Math.ceil(lengthOf / words.length)).slice(0, lengthOf);
      const one = (i: number) => entry(1772530000000 - i * 1000, text);
      const count = Math.ceil(STORAGE_CHARS / JSON.stringify(one(0)).length);
      const journalHistory = Array.from({ length: count }, (_, i) => one(i));
      return { ...emptyUserData(), journalHistory };
    };
    const checkIns = (word: string): UserData => {
      const one = (i: number) => ({
        id: `c${i}`,
        at: '2026-03-02T09:15:00.000+01:00',
        emotions: [word, word, word],
        activities: [word, word],
      });
      const count = Math.ceil(STORAGE_CHARS / JSON.stringify(one(10_000)).length);
      return { ...emptyUserData(), checkIns: Array.from({ length: count }, (_, i) => one(i)) };
    };
    for (const data of [
      full('Сегодня был тихий день. ', 1200),
      full('今天是安静的一天。', 1200),
      full('😊', 40),
      checkIns('Тревога'),
      checkIns('疲'),
    ]) {
      // As much as storage holds (JSON, as it keeps it) ...
      expect(JSON.stringify(data).length).toBeGreaterThanOrEqual(STORAGE_CHARS);
      // ... makes a file the import reads.
      const text = fileText(data);
      expect(bytes(text)).toBeGreaterThan(5 * 1024 * 1024);
      expect(bytes(text)).toBeLessThanOrEqual(MAX_IMPORT_BYTES);
    }
    // The journal of the report: 2,600 Russian entries of 1,200 characters.
    const russian = fileText(full('Сегодня был тихий день. ', 1200));
    expect(parseExport(russian).ok).toBe(true);
  }, 30_000);

  it('accepts a file that begins with a byte-order mark', () => {
    expect(parseExport(`\uFEFF${fileText(sample())}`).ok).toBe(true);
  });

  it('fills sections a file leaves out with nothing', () => {
    const parsed = parseExport(JSON.stringify({ ...buildExport(sample(), NOW), data: {} }));
    expect(parsed).toEqual({ ok: true, data: emptyUserData() });
  });
});

describe('merge rules', () => {
  it('the same journal id keeps the newer edit; a tie keeps the device copy', () => {
    const local = { ...emptyUserData(), journalHistory: [entry(10, 'device', 50)] };
    const newer = { ...emptyUserData(), journalHistory: [entry(10, 'file', 60)] };
    const older = { ...emptyUserData(), journalHistory: [entry(10, 'file', 40)] };
    const tie = { ...emptyUserData(), journalHistory: [entry(10, 'file', 50)] };
    expect(mergeUserData(local, newer).data.journalHistory).toEqual([entry(10, 'file', 60)]);
    expect(mergeUserData(local, older).data.journalHistory).toEqual([entry(10, 'device', 50)]);
    expect(mergeUserData(local, tie).data.journalHistory).toEqual([entry(10, 'device', 50)]);
  });

  it('an entry never edited counts from its creation time (the id)', () => {
    expect(journalEditTime(entry(10, 'a'))).toBe(10);
    expect(journalEditTime(entry(10, 'a', 99))).toBe(99);
    const local = { ...emptyUserData(), journalHistory: [entry(10, 'never edited')] };
    const file = { ...emptyUserData(), journalHistory: [entry(10, 'edited', 11)] };
    expect(mergeUserData(local, file).data.journalHistory).toEqual([entry(10, 'edited', 11)]);
    expect(mergeUserData(file, local).data.journalHistory).toEqual([entry(10, 'edited', 11)]);
  });

  it('other journal entries are added, newest first', () => {
    const local = { ...emptyUserData(), journalHistory: [entry(30, 'c'), entry(10, 'a')] };
    const file = { ...emptyUserData(), journalHistory: [entry(20, 'b')] };
    const { data, summary } = mergeUserData(local, file);
    expect(data.journalHistory.map((e) => e.id)).toEqual([30, 20, 10]);
    expect(summary.journalAdded).toBe(1);
  });

  it('a day with a mood on both sides keeps the device value; new days are added', () => {
    const local = { ...emptyUserData(), moodHistory: { '2026-03-01': 'Good' as const } };
    const file = {
      ...emptyUserData(),
      moodHistory: { '2026-03-01': 'Bad' as const, '2026-03-02': 'Neutral' as const },
      moodLevels: { '2026-03-04': 7 },
    };
    const { data, summary } = mergeUserData(local, file);
    expect(data.moodHistory).toEqual({ '2026-03-01': 'Good', '2026-03-02': 'Neutral' });
    expect(data.moodLevels).toEqual({ '2026-03-04': 7 });
    expect(summary.moodDaysAdded).toBe(2);
  });

  it('challenge ticks of a day are combined', () => {
    const local = { ...emptyUserData(), dailyChallenges: { '2026-03-01': [4] } };
    const file = {
      ...emptyUserData(),
      dailyChallenges: { '2026-03-01': [2, 4], '2026-03-02': [8] },
    };
    expect(mergeUserData(local, file).data.dailyChallenges).toEqual({
      '2026-03-01': [2, 4],
      '2026-03-02': [8],
    });
  });

  it('a custom skill with a taken id gets a new one, and its favourite follows it', () => {
    const local = {
      ...emptyUserData(),
      copingSkillsCustom: [skill(26, 'Walk the dog')],
      copingSkillsFavorites: [26],
    };
    const file = {
      ...emptyUserData(),
      copingSkillsCustom: [skill(26, 'Call a friend')],
      copingSkillsFavorites: [26, 2],
    };
    const { data, summary } = mergeUserData(local, file);
    expect(data.copingSkillsCustom).toEqual([
      skill(26, 'Walk the dog'),
      skill(27, 'Call a friend'),
    ]);
    expect(data.copingSkillsFavorites).toEqual([26, 27, 2]);
    expect(summary).toMatchObject({ skillsAdded: 1, favoritesAdded: 2 });
  });

  it('the same custom skill is not added twice, even under another id', () => {
    const local = { ...emptyUserData(), copingSkillsCustom: [skill(27, 'Hum')] };
    const file = {
      ...emptyUserData(),
      copingSkillsCustom: [skill(26, 'Hum')],
      copingSkillsFavorites: [26],
    };
    const { data } = mergeUserData(local, file);
    expect(data.copingSkillsCustom).toEqual([skill(27, 'Hum')]);
    expect(data.copingSkillsFavorites).toEqual([27]);
  });

  it('a favourite in the file that points at no skill is left out', () => {
    const file = { ...emptyUserData(), copingSkillsFavorites: [40] };
    expect(mergeUserData(emptyUserData(), file).data.copingSkillsFavorites).toEqual([]);
  });

  it('safety plans are combined step by step, without repeats', () => {
    const plan = (p: Partial<SafetyPlan>): SafetyPlan => ({ ...emptySafetyPlan(), ...p });
    const local = {
      ...emptyUserData(),
      safetyPlan: plan({
        warningSigns: ['Not sleeping'],
        helpers: [{ name: 'Sam', phone: '1' }],
        updatedAt: 5,
      }),
    };
    const file = {
      ...emptyUserData(),
      safetyPlan: plan({
        warningSigns: ['not sleeping ', 'Skipping meals'],
        helpers: [
          { name: 'sam', phone: '1' },
          { name: 'Jo', phone: '' },
        ],
        updatedAt: 9,
      }),
    };
    expect(mergeUserData(local, file).data.safetyPlan).toEqual(
      plan({
        warningSigns: ['Not sleeping', 'Skipping meals'],
        helpers: [
          { name: 'Sam', phone: '1' },
          { name: 'Jo', phone: '' },
        ],
        updatedAt: 9,
      }),
    );
  });

  describe('a safety plan changed here after the file was made (an older backup)', () => {
    const plan = (p: Partial<SafetyPlan>): SafetyPlan => ({ ...emptySafetyPlan(), ...p });
    // The backup, made when Alex was still someone to call; since then, Alex was removed here
    // and a warning sign added.
    const backup = {
      ...emptyUserData(),
      safetyPlan: plan({
        warningSigns: ['Not sleeping'],
        helpers: [
          { name: 'Sam', phone: '1' },
          { name: 'Alex', phone: '555 0199' },
        ],
        reasonsForLiving: ['My cat', 'The sea', '  '],
        updatedAt: 5,
      }),
    };
    const now = plan({
      warningSigns: ['not sleeping', 'Skipping meals'],
      helpers: [{ name: 'Sam', phone: '1' }],
      reasonsForLiving: ['My cat'],
      updatedAt: 9,
    });
    const local = { ...emptyUserData(), safetyPlan: now };

    it('is kept as it is: lines removed since do not come back', () => {
      const { data, summary } = mergeUserData(local, backup);
      expect(data.safetyPlan).toEqual(now);
      expect(summary.safetyPlanChanged).toBe(false);
      // What was left out is said, line by line, for the person to add back if they choose.
      expect(summary.safetyPlanLeftOut).toEqual(
        plan({ helpers: [{ name: 'Alex', phone: '555 0199' }], reasonsForLiving: ['The sea'] }),
      );
      expect(safetyPlanLines(summary.safetyPlanLeftOut!)).toEqual([
        { title: 'People I can ask for help', lines: ['Alex, 555 0199'] },
        { title: 'My reasons for living', lines: ['The sea'] },
      ]);
      expect(importSummaryMessage(summary)).toBe(
        "Nothing else in this file needed adding: the rest is already on this device. Your safety plan here was kept as it is: 2 lines of the file's plan that are not in it were left out, in case you removed them. If they belong in your plan, add them back below.",
      );
      const withJournal = mergeUserData(local, { ...backup, journalHistory: [entry(1, 'x')] });
      expect(importSummaryMessage(withJournal.summary)).toBe(
        "Import complete. Added 1 journal entry. Everything that was already on this device was kept. Your safety plan here was kept as it is: 2 lines of the file's plan that are not in it were left out, in case you removed them. If they belong in your plan, add them back below.",
      );
    });

    it('a plan without a time of change is not known to be newer, and adds nothing unasked', () => {
      const unstamped = { ...backup.safetyPlan };
      delete unstamped.updatedAt;
      const { data, summary } = mergeUserData(local, { ...backup, safetyPlan: unstamped });
      expect(data.safetyPlan).toEqual(now);
      expect(summary.safetyPlanLeftOut).not.toBeNull();
      // A plan here without one is older than a file's that has one: the file's items join it.
      const old = { ...now };
      delete old.updatedAt;
      const joined = mergeUserData({ ...local, safetyPlan: old }, backup);
      expect(joined.data.safetyPlan!.helpers).toHaveLength(2);
      expect(joined.summary.safetyPlanLeftOut).toBeNull();
    });

    it('the lines left out are added back when the person asks, stamped as an edit made now', () => {
      const { summary } = mergeUserData(local, backup);
      const back = addToSafetyPlan(now, summary.safetyPlanLeftOut!, () => new Date(20));
      expect(back).toEqual(
        plan({
          warningSigns: ['not sleeping', 'Skipping meals'],
          helpers: [
            { name: 'Sam', phone: '1' },
            { name: 'Alex', phone: '555 0199' },
          ],
          reasonsForLiving: ['My cat', 'The sea'],
          updatedAt: 20,
        }),
      );
      // Asked for again (a second click, another tab), nothing is added twice.
      expect(addToSafetyPlan(back, summary.safetyPlanLeftOut!, () => new Date(30))).toEqual({
        ...back,
        updatedAt: 30,
      });
    });

    it('a newer file adds its lines, as before; the same plan adds and leaves out nothing', () => {
      const newer = { ...backup, safetyPlan: { ...backup.safetyPlan, updatedAt: 12 } };
      const { data, summary } = mergeUserData(local, newer);
      expect(data.safetyPlan!.helpers).toHaveLength(2);
      expect(data.safetyPlan!.updatedAt).toBe(12);
      expect(summary.safetyPlanLeftOut).toBeNull();
      const same = mergeUserData(local, { ...emptyUserData(), safetyPlan: now });
      expect(same.data.safetyPlan).toEqual(now);
      expect(same.summary.safetyPlanLeftOut).toBeNull();
      expect(importSummaryMessage(same.summary)).toBe(
        'Everything in this file is already on this device, so nothing needed to change.',
      );
    });
  });

  it('sleep: the device times stay, blanks are filled, notes are combined', () => {
    const local = {
      ...emptyUserData(),
      sleepTool: { sleepTime: '23:00', wakeTime: '', notes: 'Read before bed.' },
    };
    const file = {
      ...emptyUserData(),
      sleepTool: { sleepTime: '22:00', wakeTime: '07:00', notes: 'No screens.' },
    };
    expect(mergeUserData(local, file).data.sleepTool).toEqual({
      sleepTime: '23:00',
      wakeTime: '07:00',
      notes: 'Read before bed.\n\nNo screens.',
    });
    expect(mergeNotes('a', '')).toBe('a');
    expect(mergeNotes('', 'b')).toBe('b');
    expect(mergeNotes('a and b', 'b')).toBe('a and b');
    expect(mergeNotes('b', 'a and b')).toBe('a and b');
  });

  it('grounding: each step keeps the device answer or takes the file one where blank', () => {
    const local = { ...emptyUserData(), groundingAnswers: ['Lamp', '', '', 'Coffee', ''] };
    const file = { ...emptyUserData(), groundingAnswers: ['Desk', 'Rug', '', 'Food', 'Mint'] };
    expect(mergeUserData(local, file).data.groundingAnswers).toEqual([
      'Lamp',
      'Rug',
      '',
      'Coffee',
      'Mint',
    ]);
  });

  it('settings: the device keeps its own; a device without any takes the file', () => {
    const mine = SettingsSchema.parse({ darkMode: true });
    const theirs = SettingsSchema.parse({ darkMode: false, sounds: false });
    const local = { ...emptyUserData(), settings: mine };
    const file = { ...emptyUserData(), settings: theirs };
    expect(mergeUserData(local, file).data.settings).toEqual(mine);
    expect(mergeUserData(emptyUserData(), file).data.settings).toEqual(theirs);
  });

  it('importing the same file twice changes nothing the second time', () => {
    const first = mergeUserData(emptyUserData(), sample()).data;
    const second = mergeUserData(first, sample());
    expect(second.data).toEqual(first);
    expect(importSummaryMessage(second.summary)).toBe(
      'Everything in this file is already on this device, so nothing needed to change.',
    );
  });

  it('counts the tool uses and check-ins it added, and names those only changed', () => {
    const data = sample();
    const more = {
      ...emptyUserData(),
      toolUses: [...data.toolUses, { ...data.toolUses[0]!, id: 'u2' }],
      checkIns: [1, 2, 3].map((i) => ({ ...data.checkIns[0]!, id: `c${i}` })),
    };
    expect(importSummaryMessage(mergeUserData(emptyUserData(), more).summary)).toBe(
      'Import complete. Added 2 tool uses and 3 check-ins. Everything that was already on this device was kept.',
    );
    // One more check-in, and a newer note on one the device has: the added one is counted.
    const local = mergeUserData(emptyUserData(), more).data;
    const edited = { ...data.checkIns[0]!, id: 'c1', note: 'Edited.' };
    const later = { ...more, checkIns: [edited, { ...edited, id: 'c4' }] };
    expect(importSummaryMessage(mergeUserData(local, later).summary)).toMatch(
      /^Import complete\. Added 1 check-in\./,
    );
  });

  it('says what was added in plain words', () => {
    const { summary } = mergeUserData(emptyUserData(), sample());
    expect(importSummaryMessage(summary)).toBe(
      'Import complete. Added 2 journal entries, 2 days of mood, 1 day of challenges, 1 custom skill, 2 favourites, your safety plan, sleep notes, grounding answers, your settings, 1 tool use, 1 check-in and your activity list. Everything that was already on this device was kept.',
    );
    const one = mergeUserData(emptyUserData(), {
      ...emptyUserData(),
      journalHistory: [entry(1, 'x')],
    }).summary;
    expect(importSummaryMessage(one)).toBe(
      'Import complete. Added 1 journal entry. Everything that was already on this device was kept.',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Property: importing an export into any state loses no record of either side.

const isoDate = fc.integer({ min: 0, max: 60 }).map((n) => toIsoDate(new Date(2026, 0, 1 + n)));
const idBase = 1_772_000_000_000;
const journalEntry = fc.record(
  {
    id: fc.integer({ min: idBase, max: idBase + 12 }),
    content: fc.string({ maxLength: 20 }),
    date: fc.constantFrom('1/1/2026', '2026-01-01'),
    time: fc.constantFrom('9:00:00 AM', '21:15'),
    updatedAt: fc.integer({ min: idBase, max: idBase + 40 }),
  },
  { requiredKeys: ['id', 'content', 'date', 'time'] },
);
const word = fc.constantFrom('Walk', 'Tea', 'Call Sam', 'Hum', 'Stretch');
const customSkills = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 26, max: 34 }),
    category: fc.constantFrom(...COPING_CATEGORIES),
    name: word,
    description: fc.constantFrom('Slowly.', 'Five minutes.', 'Out loud.'),
    isDefault: fc.constant(false as const),
  }),
  { selector: (s) => s.id, maxLength: 5 },
);
const text = fc.constantFrom('Not sleeping', 'not sleeping ', 'Music', 'My cat', 'Rain', '');
const contact = fc.record({
  name: fc.constantFrom('Sam', 'sam', 'Jo', ''),
  phone: fc.constantFrom('1', '', '555'),
});
const plan: fc.Arbitrary<SafetyPlan> = fc.record(
  {
    warningSigns: fc.array(text, { maxLength: 3 }),
    copingStrategies: fc.array(text, { maxLength: 3 }),
    distractions: fc.array(contact, { maxLength: 3 }),
    helpers: fc.array(contact, { maxLength: 3 }),
    professionals: fc.array(contact, { maxLength: 2 }),
    saferSurroundings: fc.array(text, { maxLength: 2 }),
    reasonsForLiving: fc.array(text, { maxLength: 3 }),
    updatedAt: fc.nat(),
  },
  {
    requiredKeys: [
      'warningSigns',
      'copingStrategies',
      'distractions',
      'helpers',
      'professionals',
      'saferSurroundings',
      'reasonsForLiving',
    ],
  },
);

const userData: fc.Arbitrary<UserData> = customSkills.chain((custom) =>
  fc.record({
    moodHistory: fc.dictionary(
      isoDate,
      fc.constantFrom('Good' as const, 'Neutral' as const, 'Bad' as const),
    ),
    moodLevels: fc.dictionary(isoDate, fc.integer({ min: 1, max: 10 })),
    journalHistory: fc
      .uniqueArray(journalEntry, { selector: (e) => e.id, maxLength: 6 })
      .map((l) => l.sort((a, b) => b.id - a.id)),
    dailyChallenges: fc
      .dictionary(isoDate, fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }))
      .map((d) =>
        Object.fromEntries(Object.entries(d).map(([k, v]) => [k, DayTicksSchema.parse(v)])),
      ),
    copingSkillsFavorites: fc.uniqueArray(
      fc.constantFrom(...[1, 2, 3, 25], ...custom.map((s) => s.id)),
      { maxLength: 4 },
    ),
    copingSkillsCustom: fc.constant(custom),
    safetyPlan: fc.option(plan, { nil: null }),
    sleepTool: fc.option(
      fc.record({
        sleepTime: fc.constantFrom('', '22:00', '23:30'),
        wakeTime: fc.constantFrom('', '06:00', '07:15'),
        notes: fc.constantFrom('', 'Tea', 'Less coffee', 'Tea and less coffee'),
      }),
      { nil: null },
    ),
    groundingAnswers: fc.option(
      fc.array(fc.constantFrom('', 'Birds', 'Lamp'), { minLength: 5, maxLength: 5 }),
      { nil: null },
    ),
    settings: fc.option(
      fc
        .record({ darkMode: fc.boolean(), sounds: fc.boolean(), reminderEnabled: fc.boolean() })
        .map((s) => SettingsSchema.parse(s)),
      { nil: null },
    ),
    toolUses: fc
      .uniqueArray(
        fc.record({
          id: fc.constantFrom('a', 'b', 'c', 'd'),
          tool: fc.constantFrom('breathing' as const, 'game:memory' as const, 'skill:3' as const),
          startedAt: fc.constantFrom('2026-01-01T09:00:00+01:00', '2026-01-02T10:00:00Z'),
          endedAt: fc.constant('2026-01-03T10:00:00Z'),
          before: fc.integer({ min: 0, max: 10 }),
          after: fc.integer({ min: 0, max: 10 }),
        }),
        { selector: (u) => u.id, maxLength: 3 },
      )
      .map((l) =>
        l.sort((a, b) =>
          a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : a.id < b.id ? -1 : 1,
        ),
      ),
    checkIns: fc
      .uniqueArray(
        fc.record({
          id: fc.constantFrom('a', 'b', 'c', 'd'),
          at: fc.constantFrom('2026-01-31T23:00:00-05:00', '2026-02-01T07:00:00+01:00'),
          level: fc.integer({ min: 1, max: 10 }),
          emotions: fc.array(fc.constantFrom('Calm', 'Proud'), { maxLength: 2 }),
          activities: fc.array(fc.constantFrom('Walk', 'Work'), { maxLength: 2 }),
          note: fc.constantFrom('', 'ok'),
        }),
        { selector: (c) => c.id, maxLength: 3 },
      )
      .map((l) => l.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1))),
    activities: fc.option(
      fc.uniqueArray(fc.constantFrom('Walk', 'Tea', 'Work'), { maxLength: 3 }),
      {
        nil: null,
      },
    ),
  }),
);

const norm = (s: string) => s.trim().toLocaleLowerCase();
const content = (s: CustomSkill) => `${s.category}|${s.name}|${s.description}`;
const BUILT_IN_IDS = new Set(BUILT_IN_SKILLS.map((s) => s.id));

function importInto(local: UserData, exported: UserData) {
  const parsed = parseExport(fileText(exported));
  if (!parsed.ok) throw new Error(parsed.error);
  return mergeUserData(local, parsed.data).data;
}

describe('importing an export into any state (property)', () => {
  it('a file reads back as the data it was made from', () => {
    fc.assert(
      fc.property(userData, (data) => {
        expect(parseExport(fileText(data))).toEqual({ ok: true, data });
      }),
    );
  });

  it('loses no record of either side', () => {
    fc.assert(
      fc.property(userData, userData, (local, file) => {
        const r = importInto(local, file);

        // Mood: every day of both sides; the device's value where both have one.
        for (const [d, v] of Object.entries(local.moodHistory)) expect(r.moodHistory[d]).toBe(v);
        for (const d of Object.keys(file.moodHistory)) expect(r.moodHistory[d]).toBeDefined();
        for (const [d, v] of Object.entries(local.moodLevels)) expect(r.moodLevels[d]).toBe(v);
        for (const d of Object.keys(file.moodLevels)) expect(r.moodLevels[d]).toBeDefined();

        // Journal: every id of both sides, once, with the newest edit, newest first.
        const ids = r.journalHistory.map((e) => e.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        const all = [...local.journalHistory, ...file.journalHistory];
        expect(new Set(ids)).toEqual(new Set(all.map((e) => e.id)));
        for (const e of all) {
          const kept = r.journalHistory.find((k) => k.id === e.id)!;
          expect(journalEditTime(kept)).toBeGreaterThanOrEqual(journalEditTime(e));
        }
        for (const k of r.journalHistory) expect(all).toContainEqual(k);

        // Challenges: every tick of both sides.
        for (const side of [local, file]) {
          for (const [d, ticks] of Object.entries(side.dailyChallenges)) {
            for (const t of ticks) expect(r.dailyChallenges[d]).toContain(t);
          }
        }

        // Custom skills: the device's as they were; every skill of the file, by its content.
        const rIds = r.copingSkillsCustom.map((s) => s.id);
        expect(new Set(rIds).size).toBe(rIds.length);
        for (const id of rIds) expect(BUILT_IN_IDS.has(id)).toBe(false);
        for (const s of local.copingSkillsCustom) expect(r.copingSkillsCustom).toContainEqual(s);
        const rByContent = new Map(r.copingSkillsCustom.map((s) => [content(s), s]));
        for (const s of file.copingSkillsCustom) expect(rByContent.has(content(s))).toBe(true);

        // Favourites: every favourite skill of both sides is still a favourite.
        for (const f of local.copingSkillsFavorites) expect(r.copingSkillsFavorites).toContain(f);
        for (const f of file.copingSkillsFavorites) {
          if (BUILT_IN_IDS.has(f)) {
            expect(r.copingSkillsFavorites).toContain(f);
          } else {
            const s = file.copingSkillsCustom.find((c) => c.id === f)!;
            const kept = r.copingSkillsCustom.filter((k) => content(k) === content(s));
            expect(kept.some((k) => r.copingSkillsFavorites.includes(k.id))).toBe(true);
          }
        }

        // Safety plan: the device's items in place, and every item of the file, or, where the
        // plan here is newer, said as left out.
        const leftOut = mergeUserData(local, file).summary.safetyPlanLeftOut;
        // Whether the file's plan joined the plan here (there was none, or the file's is newer):
        // only then are its blank rows kept; else they are neither kept nor listed as left out.
        const joined =
          !local.safetyPlan ||
          (file.safetyPlan !== null && safetyPlanIsNewer(file.safetyPlan, local.safetyPlan));
        if (local.safetyPlan || file.safetyPlan) {
          const p = r.safetyPlan!;
          const kept = (key: keyof SafetyPlan) => [
            ...(p[key] as unknown[]),
            ...((leftOut?.[key] ?? []) as unknown[]),
          ];
          for (const key of [
            'warningSigns',
            'copingStrategies',
            'saferSurroundings',
            'reasonsForLiving',
          ] as const) {
            const mine = local.safetyPlan?.[key] ?? [];
            expect(p[key].slice(0, mine.length)).toEqual(
              local.safetyPlan ? mine : p[key].slice(0, 0),
            );
            for (const item of file.safetyPlan?.[key] ?? []) {
              // A blank row is no item to keep, and is not listed as left out.
              if (joined || norm(item) !== '') {
                expect((kept(key) as string[]).map(norm)).toContain(norm(item));
              }
            }
          }
          for (const key of ['distractions', 'helpers', 'professionals'] as const) {
            const mine = local.safetyPlan?.[key] ?? [];
            for (const c of [...mine, ...(file.safetyPlan?.[key] ?? [])]) {
              const blank = norm(c.name) === '' && norm(c.phone) === '';
              if (!joined && blank && !mine.includes(c)) continue;
              expect(
                (kept(key) as SafetyContact[]).some(
                  (k) => norm(k.name) === norm(c.name) && norm(k.phone) === norm(c.phone),
                ),
              ).toBe(true);
            }
          }
        } else {
          expect(r.safetyPlan).toBeNull();
        }

        // Sleep: the device's times where set, and both notes.
        if (local.sleepTool || file.sleepTool) {
          const s = r.sleepTool!;
          expect(s.sleepTime).toBe(local.sleepTool?.sleepTime || file.sleepTool?.sleepTime || '');
          expect(s.wakeTime).toBe(local.sleepTool?.wakeTime || file.sleepTool?.wakeTime || '');
          expect(s.notes).toContain(local.sleepTool?.notes ?? '');
          expect(s.notes).toContain(file.sleepTool?.notes ?? '');
        }

        // Grounding: the device's answers, blanks filled from the file.
        if (local.groundingAnswers) {
          local.groundingAnswers.forEach((a, i) => {
            expect(r.groundingAnswers![i]).toBe(
              a.trim() === '' ? (file.groundingAnswers?.[i] ?? a) : a,
            );
          });
        } else {
          expect(r.groundingAnswers).toEqual(file.groundingAnswers);
        }

        // Settings: the device's own, or the file's on a device without any.
        expect(r.settings).toEqual(local.settings ?? file.settings);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('importing the same file again changes nothing', () => {
    fc.assert(
      fc.property(userData, userData, (local, file) => {
        const once = importInto(local, file);
        expect(importInto(once, file)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('into an empty device, an export brings back exactly the data it was made from', () => {
    fc.assert(
      fc.property(userData, (data) => {
        expect(importInto(emptyUserData(), data)).toEqual(data);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('CSV', () => {
  it('quotes every text field, doubling quotes; numbers bare, a missing value empty', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('she said "hi"')).toBe('"she said ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField('2026-03-01')).toBe('"2026-03-01"');
    expect(csvField(7)).toBe('7');
    expect(csvField(undefined)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('""');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A3)')).toBe(`"'=SUM(A1:A3)"`);
    expect(csvField('+1')).toBe(`"'+1"`);
    expect(csvField('-2')).toBe(`"'-2"`);
    expect(csvField('@cmd')).toBe(`"'@cmd"`);
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });

  it('defuses formulas behind white space and in full-width or small forms', () => {
    for (const s of [
      ' =1+1',
      '  @SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      '\u00A0=1',
      '\u3000=1',
      '\uFF1D1+1', // full-width =
      '\uFF0B1', // full-width +
      '\uFF0D1', // full-width -
      '\uFF20SUM(A1)', // full-width @
      '\uFE661+1', // small =
      '\uFE621', // small +
      '\uFE631', // small -
      '\uFE6BSUM(A1)', // small @
    ]) {
      expect(csvField(s), JSON.stringify(s)).toBe(`"'${s}"`);
    }
    // Ordinary text is left as written.
    expect(csvField('A calm day = a good day')).toBe('"A calm day = a good day"');
  });

  it('any text survives a round trip through a CSV field', () => {
    // A tiny RFC 4180 reader for one field.
    const unquote = (f: string) => (f.startsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const back = unquote(csvField(s));
        expect(back === s || back === `'${s}`).toBe(true);
      }),
    );
  });

  it('the journal: a header, then one row per entry, newest first, CRLF, with a BOM', () => {
    const out = journalCsv([
      entry(1, 'older'),
      entry(2, 'Tea, "then" a walk\nhome', Date.UTC(2026, 2, 3, 10)),
    ]);
    expect(out.startsWith('\uFEFF')).toBe(true);
    const lines = out.slice(1).split('\r\n');
    expect(lines[0]).toBe(JOURNAL_CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines[0]).toBe('"Entry id","Date","Time","Last edited","Text"');
    expect(lines[1]).toBe(
      '2,"3/3/2026","9:30:00 AM","2026-03-03T10:00:00.000Z","Tea, ""then"" a walk\nhome"',
    );
    expect(lines[2]).toBe('1,"3/3/2026","9:30:00 AM",,"older"');
    expect(lines[3]).toBe('');
  });

  it('mood: one row per day with the quiz result and the slider level, oldest first', () => {
    const out = moodCsv(
      { '2026-03-02': 'Good', '2026-03-01': 'Bad' },
      { '2026-03-02': 8, '2026-03-03': 4 },
    );
    expect(out.slice(1).split('\r\n')).toEqual([
      '"Date","Mood quiz result","Mood level (1-10)"',
      '"2026-03-01","Bad",',
      '"2026-03-02","Good",8',
      '"2026-03-03",,4',
      '',
    ]);
    expect(MOOD_CSV_HEADER.join(',')).toBe('Date,Mood quiz result,Mood level (1-10)');
  });
});
