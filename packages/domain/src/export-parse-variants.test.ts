import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoDate } from './dates';
import {
  IMPORT_ERRORS,
  MAX_IMPORT_BYTES,
  buildExport,
  decodeFileText,
  emptyUserData,
  importSummaryMessage,
  mergeUserData,
  parseExport,
  serializeExport,
  type ParsedImport,
  type UserData,
} from './export';
import { emptySafetyPlan } from './safety-plan';
import { SettingsSchema } from './settings';

// Files people bring that nobody on the team wrote: edited by hand, from older or newer versions,
// cut off, doubled, foreign, huge or hostile. Each goes through what the import screen uses:
// parseExport, then mergeUserData and importSummaryMessage. The design (export-parse.ts) is
// that a file is taken whole or not at all: any damaged record refuses the file, naming the
// section, and nothing of it reaches the device.

const NOW = new Date(2026, 2, 3, 9, 30, 0);

const sample = (): UserData => ({
  ...emptyUserData(),
  moodHistory: { '2026-03-01': 'Good', '2026-03-02': 'Bad' },
  moodLevels: { '2026-03-02': 3 },
  journalHistory: [
    { id: 1772530000000, content: 'Tea, then a walk.', date: '3/3/2026', time: '9:30:00 AM' },
    { id: 1772440000000, content: 'Quiet day.', date: '3/2/2026', time: '8:00:00 PM' },
  ],
  dailyChallenges: { '2026-03-02': [1, 5] },
  safetyPlan: { ...emptySafetyPlan(), helpers: [{ name: 'Sam', phone: '555 0101' }] },
  settings: SettingsSchema.parse({ darkMode: false }),
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
      emotions: ['Calm'],
      activities: ['Walk'],
      note: 'Slow start.',
    },
  ],
  activities: ['Walk', 'Tea'],
});

const fileText = (data: UserData = sample()) => serializeExport(buildExport(data, NOW));

/** The export as a plain object, to be edited the way a person would edit the text. */
const fileObject = (data: UserData = sample()) =>
  JSON.parse(fileText(data)) as { data: Record<string, unknown> } & Record<string, unknown>;

/** An export whose data section is given as written (sections not named are left out). */
const withData = (data: Record<string, unknown>) =>
  JSON.stringify({ ...buildExport(emptyUserData(), NOW), data });

const ERRORS: string[] = [
  IMPORT_ERRORS.empty,
  IMPORT_ERRORS.tooLarge,
  IMPORT_ERRORS.notJson,
  IMPORT_ERRORS.foreign,
  IMPORT_ERRORS.newer,
  IMPORT_ERRORS.cutOff,
  IMPORT_ERRORS.edited,
];

/** A refusal the import screen can show: one of the known messages, calm and complete. */
function expectCalmRefusal(result: ParsedImport): string {
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(Object.keys(result)).toEqual(['ok', 'error']);
  const known =
    ERRORS.includes(result.error) ||
    /^This Mentora export is damaged or incomplete \(a problem in the [a-z -]+\), so nothing was imported\. Your data on this device has not changed\.$/.test(
      result.error,
    );
  const app = /^This looks like a file from (Daylio|Pixels), not a Mentora export/.exec(
    result.error,
  );
  expect(
    known || (app !== null && result.error === IMPORT_ERRORS.otherApp(app[1]!)),
    result.error,
  ).toBe(true);
  expect(result.error).toMatch(/nothing was imported|Your data on this device has not changed/);
  return result.error;
}

/** Parses, and on success merges into a device holding the sample, as the import screen does. */
function importText(text: string) {
  const parsed = parseExport(text);
  if (!parsed.ok) return { parsed, merged: null };
  const merged = mergeUserData(sample(), parsed.data);
  return { parsed, merged, message: importSummaryMessage(merged.summary) };
}

// ---------------------------------------------------------------------------------------------

describe('an export edited by hand', () => {
  it('a trailing comma or a quote taken out refuses the file as changed, not cut off', () => {
    const text = fileText().replace(/\n}\n$/, ',\n}\n');
    expect(text).not.toBe(fileText());
    expect(parseExport(text)).toEqual({ ok: false, error: IMPORT_ERRORS.edited });
    const unquoted = fileText().replace('"version"', 'version');
    expect(unquoted).not.toBe(fileText());
    expect(parseExport(unquoted)).toEqual({ ok: false, error: IMPORT_ERRORS.edited });
    expect(IMPORT_ERRORS.edited).toMatch(/changed after it was saved.*has not changed/);
  });

  it('saved with Windows line ends, with or without a byte-order mark, reads the same', () => {
    const crlf = fileText().replace(/\n/g, '\r\n');
    expect(parseExport(crlf)).toEqual({ ok: true, data: sample() });
    expect(parseExport(`\uFEFF${crlf}`)).toEqual({ ok: true, data: sample() });
  });

  it('saved again as UTF-16 (with its byte-order mark) or in the old Windows encoding, reads the same', () => {
    const data: UserData = {
      ...sample(),
      journalHistory: [
        { ...sample().journalHistory[0]!, content: 'Café, crème brûlée. Naïve? Sí.' },
      ],
    };
    const text = fileText(data).replace(/\n/g, '\r\n');
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
    const be = Buffer.from(le).swap16();
    const windows = Buffer.from(text, 'latin1');
    expect(windows.length).toBe(text.length);
    for (const bytes of [le, be, windows]) {
      expect(parseExport(decodeFileText(new Uint8Array(bytes)))).toEqual({ ok: true, data });
    }
    // Read as UTF-8 (as a browser's file.text() does), the old encoding's letters were lost.
    const asUtf8 = parseExport(windows.toString('utf8'));
    expect(asUtf8.ok && asUtf8.data.journalHistory[0]!.content).toBe(
      'Caf\uFFFD, cr\uFFFDme br\uFFFDl\uFFFDe. Na\uFFFDve? S\uFFFD.',
    );
  });

  it('line breaks inside a journal entry, written as CRLF escapes, are kept as written', () => {
    const data = {
      ...sample(),
      journalHistory: [{ ...sample().journalHistory[0]!, content: 'a\r\nb' }],
    };
    expect(parseExport(fileText(data))).toEqual({ ok: true, data });
  });

  it('unicode and emoji in every kind of text survive exactly', () => {
    const words = 'Café ☕, 心の平和, مرحبا, 🧘🏽‍♀️🌧️, e\u0301, \u200d, \u{1F600}';
    const data: UserData = {
      ...sample(),
      journalHistory: [{ id: 5, content: words, date: '３/３/２０２６', time: '午前9:30' }],
      safetyPlan: {
        ...emptySafetyPlan(),
        reasonsForLiving: [words],
        helpers: [{ name: '🐈', phone: '' }],
      },
      sleepTool: { sleepTime: '', wakeTime: '', notes: words },
      groundingAnswers: [words, '', '', '', '🌱'],
      checkIns: [{ ...sample().checkIns[0]!, emotions: ['Calm 😌'], note: words }],
    };
    const parsed = parseExport(fileText(data));
    expect(parsed).toEqual({ ok: true, data });
  });

  it('an escaped unicode file (\\u sequences) reads as the same characters', () => {
    const ascii = fileText({
      ...emptyUserData(),
      journalHistory: [{ id: 5, content: 'ok 🌧️ é', date: 'd', time: 't' }],
    }).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(ascii).toMatch(/\\ud83c/);
    const parsed = parseExport(ascii);
    expect(parsed.ok && parsed.data.journalHistory[0]!.content).toBe('ok 🌧️ é');
  });

  it('a journal entry of 200,000 characters is read and kept whole (older, longer entries are kept)', () => {
    const long = '🌙 '.repeat(200_000 / 3) + 'end';
    const data = {
      ...emptyUserData(),
      journalHistory: [{ id: 9, content: long, date: 'd', time: 't' }],
    };
    const { parsed, merged } = importText(fileText(data));
    expect(parsed.ok).toBe(true);
    expect(merged!.data.journalHistory.find((e) => e.id === 9)!.content).toBe(long);
  });

  it('a date changed into one that does not exist refuses the file, naming the section', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ moodHistory: { '2026-02-30': 'Good' } }, 'the mood history'],
      [{ moodHistory: { '2026-3-1': 'Good' } }, 'the mood history'],
      [{ moodLevels: { '01/03/2026': 5 } }, 'the mood levels'],
      [{ dailyChallenges: { '2026-13-01': [1] } }, 'the daily challenges'],
      [
        { checkIns: [{ ...sample().checkIns[0], at: '2026-02-30T09:00:00+01:00' }] },
        'the check-ins',
      ],
      [{ checkIns: [{ ...sample().checkIns[0], at: '2026-03-02 09:15' }] }, 'the check-ins'],
      [
        { toolUses: [{ ...sample().toolUses[0], endedAt: '2026-03-01T08:00:00.000+01:00' }] },
        'the tool uses',
      ],
      [{ sleepTool: { sleepTime: '25:00', wakeTime: '', notes: '' } }, 'the sleep notes'],
    ];
    for (const [patch, where] of cases) {
      const text = JSON.stringify({ ...fileObject(), data: { ...fileObject().data, ...patch } });
      expect(parseExport(text), where).toEqual({ ok: false, error: IMPORT_ERRORS.damaged(where) });
    }
  });

  it('a date changed into another real date is taken as written', () => {
    const text = fileText().replace('"2026-03-01": "Good"', '"2025-12-31": "Good"');
    const parsed = parseExport(text);
    expect(parsed.ok && parsed.data.moodHistory).toEqual({
      '2025-12-31': 'Good',
      '2026-03-02': 'Bad',
    });
  });

  it('a deleted field of a record refuses the file; a deleted optional field does not', () => {
    const f = fileObject();
    const journal = f.data.journalHistory as Array<Record<string, unknown>>;
    delete journal[0]!.content;
    expect(parseExport(JSON.stringify(f))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the journal'),
    });
    const g = fileObject();
    delete (g.data.checkIns as Array<Record<string, unknown>>)[0]!.note;
    delete (g.data.toolUses as Array<Record<string, unknown>>)[0]!.after;
    const parsed = parseExport(JSON.stringify(g));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.data.checkIns[0]).not.toHaveProperty('note');
      expect(parsed.data.toolUses[0]).not.toHaveProperty('after');
    }
  });

  it('a deleted header field refuses the file as damaged in its header', () => {
    for (const key of ['exportedAt', 'version', 'data']) {
      const f: Record<string, unknown> = fileObject();
      delete f[key];
      expect(parseExport(JSON.stringify(f)), key).toEqual({
        ok: false,
        error: IMPORT_ERRORS.damaged('the file header'),
      });
    }
  });

  it('a mood out of range or not a mood refuses the whole file, keeping none of it', () => {
    for (const level of [0, 11, -1, 7.5, '7', null, true]) {
      const text = JSON.stringify({
        ...fileObject(),
        data: { ...fileObject().data, moodLevels: { '2026-03-01': 5, '2026-03-02': level } },
      });
      const result = parseExport(text);
      expect(result, String(level)).toEqual({
        ok: false,
        error: IMPORT_ERRORS.damaged('the mood levels'),
      });
    }
    for (const label of ['good', 'Great', '', 3]) {
      expect(parseExport(withData({ moodHistory: { '2026-03-01': label } }))).toEqual({
        ok: false,
        error: IMPORT_ERRORS.damaged('the mood history'),
      });
    }
    const infinite = fileText().replace('"2026-03-02": 3', '"2026-03-02": 1e999');
    expect(parseExport(infinite)).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the mood levels'),
    });
    // A level written as 7.0 is the whole number 7.
    const seven = parseExport(fileText().replace('"2026-03-02": 3', '"2026-03-02": 7.0'));
    expect(seven.ok && seven.data.moodLevels).toEqual({ '2026-03-02': 7 });
  });

  it('a record made bad anywhere in the file refuses it, whatever the good records around it', () => {
    const f = fileObject();
    const journal = f.data.journalHistory as unknown[];
    journal.push(
      { id: 3, content: 'fine', date: 'd', time: 't' },
      { id: 4, content: 42, date: 'd', time: 't' },
    );
    expect(parseExport(JSON.stringify(f))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the journal'),
    });
  });
});

describe('an export from an older version', () => {
  it('without the newer sections imports, those sections empty', () => {
    const f = fileObject();
    for (const key of ['toolUses', 'checkIns', 'activities', 'moodLevels', 'groundingAnswers']) {
      delete f.data[key];
    }
    const parsed = parseExport(JSON.stringify(f));
    expect(parsed).toEqual({
      ok: true,
      data: {
        ...sample(),
        toolUses: [],
        checkIns: [],
        activities: null,
        moodLevels: {},
        groundingAnswers: null,
      },
    });
  });

  it('with settings and a safety plan missing newer fields imports them with their defaults', () => {
    const parsed = parseExport(
      withData({
        settings: { darkMode: true },
        safetyPlan: { warningSigns: ['Not sleeping'] },
        sleepTool: { sleepTime: '22:00' },
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        ...emptyUserData(),
        settings: SettingsSchema.parse({ darkMode: true }),
        safetyPlan: { ...emptySafetyPlan(), warningSigns: ['Not sleeping'] },
        sleepTool: { sleepTime: '22:00', wakeTime: '', notes: '' },
      },
    });
  });
});

describe('an export cut off mid-download', () => {
  it('at any point is refused calmly, never read in part, and never throws', () => {
    const whole = fileText();
    const errors = new Set<string>();
    for (let n = 0; n < whole.length - 2; n++) {
      const result = parseExport(whole.slice(0, n));
      errors.add(expectCalmRefusal(result));
    }
    // Once the format is named, the file is called cut off.
    const named = whole.indexOf('"mentora-export"') + '"mentora-export"'.length;
    for (let n = named; n < whole.length - 2; n += 7) {
      expect(parseExport(whole.slice(0, n))).toEqual({ ok: false, error: IMPORT_ERRORS.cutOff });
    }
    expect([...errors].sort()).toEqual(
      [IMPORT_ERRORS.empty, IMPORT_ERRORS.notJson, IMPORT_ERRORS.cutOff].sort(),
    );
    // Only the final line end missing is still the whole file.
    expect(parseExport(whole.slice(0, -1))).toEqual({ ok: true, data: sample() });
  });
});

describe('an export from a newer version', () => {
  it('with a higher version number is refused with the way forward', () => {
    for (const version of [2, 10, 1.5]) {
      expect(parseExport(JSON.stringify({ ...fileObject(), version }))).toEqual({
        ok: false,
        error: IMPORT_ERRORS.newer,
      });
    }
  });

  it('with unknown sections, fields and header keys imports what this version knows', () => {
    const f = fileObject();
    f.appVersion = '9.9.9';
    f.data.gratitudeNotes = [{ id: 1, text: 'the sun' }];
    (f.data.journalHistory as Array<Record<string, unknown>>)[0]!.mood = 'Good';
    (f.data.settings as Record<string, unknown>).fontSize = 'large';
    (f.data.checkIns as Array<Record<string, unknown>>)[0]!.photo = { url: 'x' };
    const parsed = parseExport(JSON.stringify(f));
    expect(parsed).toEqual({ ok: true, data: sample() });
  });
});

describe('ids listed twice', () => {
  it('a journal entry listed twice is kept once, with its newer edit', () => {
    const e = sample().journalHistory[0]!;
    const text = withData({
      journalHistory: [e, { ...e, content: 'edited', updatedAt: e.id + 1000 }, e],
    });
    const { parsed, merged } = importText(text);
    expect(parsed.ok).toBe(true);
    expect(merged!.data.journalHistory.filter((x) => x.id === e.id)).toEqual([
      { ...e, content: 'edited', updatedAt: e.id + 1000 },
    ]);
  });

  it('a check-in or tool use listed twice is kept once (the last listed), as the device keeps it', () => {
    const c = sample().checkIns[0]!;
    const u = sample().toolUses[0]!;
    const text = withData({
      checkIns: [c, { ...c, id: 'c2' }, { ...c, note: 'second copy' }],
      toolUses: [u, { ...u, after: 2 }],
    });
    const parsed = parseExport(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.checkIns).toEqual([
      { ...c, note: 'second copy' },
      { ...c, id: 'c2' },
    ]);
    expect(parsed.data.toolUses).toEqual([{ ...u, after: 2 }]);
    // Into an empty device, each id is stored once.
    const { data } = mergeUserData(emptyUserData(), parsed.data);
    expect(data.checkIns.map((x) => x.id)).toEqual(['c1', 'c2']);
    expect(data.toolUses.map((x) => x.id)).toEqual(['u1']);
  });

  it('a custom skill or favourite listed twice is kept once', () => {
    const s = {
      id: 30,
      category: 'Breathing',
      name: 'Hum',
      description: 'Slowly.',
      isDefault: false,
    };
    const parsed = parseExport(
      withData({
        copingSkillsCustom: [s, { ...s, name: 'Other' }],
        copingSkillsFavorites: [30, 3, 30],
      }),
    );
    expect(parsed.ok && parsed.data.copingSkillsCustom).toEqual([s]);
    expect(parsed.ok && parsed.data.copingSkillsFavorites).toEqual([30, 3]);
  });

  it('a day of challenges with no ticks is left out', () => {
    const parsed = parseExport(
      withData({ dailyChallenges: { '2026-03-01': [], '2026-03-02': [2, 2] } }),
    );
    expect(parsed.ok && parsed.data.dailyChallenges).toEqual({ '2026-03-02': [2] });
  });

  it('the same day written twice in one section keeps the last (as JSON reads it)', () => {
    const text = withData({ moodHistory: {} }).replace(
      '"moodHistory":{}',
      '"moodHistory":{"2026-03-01":"Good","2026-03-01":"Bad"}',
    );
    const parsed = parseExport(text);
    expect(parsed.ok && parsed.data.moodHistory).toEqual({ '2026-03-01': 'Bad' });
  });
});

describe('a file that is not one whole export', () => {
  it('an export saved twice into one file is refused as changed', () => {
    expect(parseExport(fileText() + fileText())).toEqual({
      ok: false,
      error: IMPORT_ERRORS.edited,
    });
    expect(parseExport(`[${fileText()},${fileText()}]`)).toEqual({
      ok: false,
      error: IMPORT_ERRORS.foreign,
    });
  });

  it("another app's export is named, with the import that takes it; lookalikes are not", () => {
    const fixture = (name: string) =>
      readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
    const daylio =
      'full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-01,March 1,Sunday,9:00 pm,good,walk,,\n';
    for (const [text, app] of [
      [daylio, 'Daylio'],
      [`\uFEFF${daylio.replace(/,/g, ';')}`, 'Daylio'],
      [fixture('pixels-backup.json'), 'Pixels'],
    ] as const) {
      const refused = parseExport(text);
      expect(refused).toEqual({ ok: false, error: IMPORT_ERRORS.otherApp(app) });
      expect(expectCalmRefusal(refused)).toMatch(/use 'Import from another app' below\.$/);
    }
    // two column names alike, or a list of dated things, are not said to be from an app
    expect(parseExport('date,mood\n2026-03-01,good\n')).toEqual({
      ok: false,
      error: IMPORT_ERRORS.notJson,
    });
    expect(parseExport(JSON.stringify([{ date: '2026-03-01', mood: 3 }]))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.foreign,
    });
  });

  it('JSON of something else entirely is not a Mentora export', () => {
    for (const text of [
      '"mentora-export"',
      'true',
      '{}',
      '{"name":"mentora","version":"0.1.0","dependencies":{}}',
      '{"data":{"journalHistory":[]}}',
      JSON.stringify({ ...fileObject(), format: 'Mentora-Export' }),
      JSON.stringify({ ...fileObject(), format: ['mentora-export'] }),
      JSON.stringify([{ date: '2026-03-01', mood: 3 }]),
    ]) {
      expect(parseExport(text), text.slice(0, 40)).toEqual({
        ok: false,
        error: IMPORT_ERRORS.foreign,
      });
    }
    expect(parseExport('<html><body>Not found</body></html>')).toEqual({
      ok: false,
      error: IMPORT_ERRORS.notJson,
    });
  });

  it('an empty file, a 0-byte file, or one of only blanks or a byte-order mark is empty', () => {
    for (const text of ['', '\uFEFF', '\r\n\r\n', ' \t\n', '\uFEFF\r\n']) {
      expect(parseExport(text), JSON.stringify(text)).toEqual({
        ok: false,
        error: IMPORT_ERRORS.empty,
      });
    }
  });

  it('a header that is there but wrong names the header', () => {
    for (const patch of [
      { version: '1' },
      { version: 0 },
      { version: null },
      { exportedAt: 20260303 },
      { data: null },
      { data: [] },
      { data: 'all of it' },
    ]) {
      expect(
        parseExport(JSON.stringify({ ...fileObject(), ...patch })),
        JSON.stringify(patch),
      ).toEqual({
        ok: false,
        error: IMPORT_ERRORS.damaged('the file header'),
      });
    }
  });
});

describe('numbers as text, and null where a list belongs', () => {
  it('numbers written as text refuse the file, naming the section', () => {
    const e = sample().journalHistory[0]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ journalHistory: [{ ...e, id: String(e.id) }] }, 'the journal'],
      [{ journalHistory: [{ ...e, updatedAt: '1772530000001' }] }, 'the journal'],
      [{ moodLevels: { '2026-03-01': '5' } }, 'the mood levels'],
      [{ dailyChallenges: { '2026-03-01': ['1'] } }, 'the daily challenges'],
      [{ copingSkillsFavorites: ['3'] }, 'the favourite skills'],
      [{ toolUses: [{ ...sample().toolUses[0], before: '7' }] }, 'the tool uses'],
      [{ checkIns: [{ ...sample().checkIns[0], level: '6' }] }, 'the check-ins'],
    ];
    for (const [patch, where] of cases) {
      expect(parseExport(withData(patch)), where).toEqual({
        ok: false,
        error: IMPORT_ERRORS.damaged(where),
      });
    }
  });

  it('ids that are not whole safe numbers refuse the file', () => {
    for (const id of [-1, 1.5, 1e20, 2 ** 53]) {
      expect(
        parseExport(withData({ journalHistory: [{ id, content: 'x', date: 'd', time: 't' }] })),
        String(id),
      ).toEqual({ ok: false, error: IMPORT_ERRORS.damaged('the journal') });
    }
  });

  it('null where a list or a map belongs refuses the file, naming the section', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ moodHistory: null }, 'the mood history'],
      [{ moodLevels: [] }, 'the mood levels'],
      [{ journalHistory: null }, 'the journal'],
      [{ journalHistory: {} }, 'the journal'],
      [{ dailyChallenges: { '2026-03-01': null } }, 'the daily challenges'],
      [{ copingSkillsFavorites: null }, 'the favourite skills'],
      [{ copingSkillsCustom: null }, 'the custom skills'],
      [{ safetyPlan: { warningSigns: null } }, 'the safety plan'],
      [{ groundingAnswers: [] }, 'the grounding answers'],
      [{ toolUses: null }, 'the tool uses'],
      [{ checkIns: null }, 'the check-ins'],
      [{ checkIns: [{ ...sample().checkIns[0], emotions: null }] }, 'the check-ins'],
      [{ activities: [null] }, 'the activity list'],
    ];
    for (const [patch, where] of cases) {
      expect(parseExport(withData(patch)), where).toEqual({
        ok: false,
        error: IMPORT_ERRORS.damaged(where),
      });
    }
  });

  it('null where a single value may be missing means it is not set', () => {
    const parsed = parseExport(
      withData({
        safetyPlan: null,
        sleepTool: null,
        groundingAnswers: null,
        settings: null,
        activities: null,
      }),
    );
    expect(parsed).toEqual({ ok: true, data: emptyUserData() });
  });
});

describe('a huge but valid file', () => {
  it('years of daily data read and merge in reasonable time', () => {
    const days = Array.from({ length: 365 * 8 }, (_, i) => toIsoDate(new Date(2018, 0, 1 + i)));
    const data: UserData = {
      ...sample(),
      moodHistory: Object.fromEntries(
        days.map((d, i) => [d, (['Good', 'Neutral', 'Bad'] as const)[i % 3]!]),
      ),
      moodLevels: Object.fromEntries(days.map((d, i) => [d, (i % 10) + 1])),
      journalHistory: days
        .map((d, i) => ({
          id: Date.UTC(2018, 0, 1 + i, 21),
          content: `Day ${i}: ${'a quiet walk, then tea and a call with Sam. '.repeat(8)}`,
          date: d,
          time: '9:00:00 PM',
        }))
        .reverse(),
      dailyChallenges: Object.fromEntries(days.map((d, i) => [d, [1 + (i % 8)]])),
      checkIns: days.map((d, i) => ({
        id: `c-${i}`,
        at: `${d}T09:00:00.000+01:00`,
        level: (i % 10) + 1,
        emotions: ['Calm'],
        activities: ['Walk'],
        note: 'ok',
      })),
    };
    const text = fileText(data);
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(text.length).toBeLessThan(MAX_IMPORT_BYTES);
    const started = performance.now();
    const parsed = parseExport(text);
    expect(parsed).toEqual({ ok: true, data });
    if (!parsed.ok) return;
    const { data: merged, summary } = mergeUserData(sample(), parsed.data);
    expect(merged.journalHistory).toHaveLength(days.length + 2);
    expect(importSummaryMessage(summary)).toMatch(/^Import complete\. Added 2920 journal entries/);
    expect(performance.now() - started).toBeLessThan(5000);
  }, 20_000);

  it('a file just over the limit is refused without being read', () => {
    const text = `{"format":"mentora-export",${' '.repeat(MAX_IMPORT_BYTES)}}`;
    expect(parseExport(text)).toEqual({ ok: false, error: IMPORT_ERRORS.tooLarge });
  });
});

describe('deeply nested junk', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('as the whole file is refused, never thrown', () => {
    expectCalmRefusal(parseExport(deep(1_000_000)));
    expectCalmRefusal(parseExport('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)));
  });

  it('in a section this version does not know is left out; in one it knows refuses the file', () => {
    expect(parseExport(withData({ junk: 0 }).replace('0', deep(200_000)))).toEqual({
      ok: true,
      data: emptyUserData(),
    });
    expect(parseExport(withData({ journalHistory: 0 }).replace('0', deep(200_000)))).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the journal'),
    });
    expect(parseExport(withData({ settings: { junk: 0 } }).replace('0', deep(200_000)))).toEqual({
      ok: true,
      data: { ...emptyUserData(), settings: SettingsSchema.parse({}) },
    });
  });
});

describe('prototype keys', () => {
  const clean = () => {
    const probe: Record<string, unknown> = {};
    for (const key of [
      'polluted',
      'journalHistory',
      'darkMode',
      'format',
      'version',
      'warningSigns',
    ]) {
      expect(probe[key], key).toBeUndefined();
    }
    expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
  };

  it('a header hidden behind __proto__ is not read: the file is not an export', () => {
    const text =
      '{"__proto__":{"polluted":1,"format":"mentora-export","version":1,"exportedAt":"x","data":{}}}';
    expect(parseExport(text)).toEqual({ ok: false, error: IMPORT_ERRORS.foreign });
    clean();
  });

  const hostile = [
    '{"format":"mentora-export","version":1,"exportedAt":"x","__proto__":{"polluted":1},"data":{}}',
    '{"format":"mentora-export","version":1,"exportedAt":"x","data":{"__proto__":{"polluted":1,"journalHistory":[{"id":1,"content":"hidden","date":"d","time":"t"}]}}}',
    '{"format":"mentora-export","version":1,"exportedAt":"x","data":{"constructor":{"prototype":{"polluted":1}}}}',
    '{"format":"mentora-export","version":1,"exportedAt":"x","data":{"settings":{"__proto__":{"polluted":1,"darkMode":true},"constructor":{"prototype":{"polluted":1}}}}}',
    '{"format":"mentora-export","version":1,"exportedAt":"x","data":{"safetyPlan":{"__proto__":{"warningSigns":["hidden"]}}}}',
    '{"format":"mentora-export","version":1,"exportedAt":"x","data":{"journalHistory":[{"__proto__":{"polluted":1},"id":1,"content":"x","date":"d","time":"t"}]}}',
    '{"format":"mentora-export","version":1,"exportedAt":"x","data":{"sleepTool":{"__proto__":{"notes":"hidden"}},"checkIns":[{"id":"__proto__","at":"2026-03-02T09:15:00+01:00","emotions":[],"activities":["__proto__"]}]}}',
  ];

  it('cannot change any object, and nothing hidden behind them is imported', () => {
    for (const text of hostile) {
      const result = parseExport(text);
      clean();
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect(JSON.stringify(result.data), text).not.toMatch(/hidden|polluted/);
      expect(result.data.journalHistory.every((e) => e.content !== 'hidden')).toBe(true);
      expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
      for (const value of Object.values(result.data)) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
          expect(Object.hasOwn(value, '__proto__')).toBe(false);
        }
      }
      const { data, summary } = mergeUserData(sample(), result.data);
      importSummaryMessage(summary);
      clean();
      expect(Object.getPrototypeOf(data.moodHistory)).toBe(Object.prototype);
    }
  });

  it('as a day key: __proto__ is never read (left out), other names refuse the file', () => {
    for (const [key, where, value] of [
      ['moodHistory', 'the mood history', '"Good"'],
      ['moodLevels', 'the mood levels', '5'],
      ['dailyChallenges', 'the daily challenges', '[1]'],
    ] as const) {
      const day = (name: string) =>
        withData({}).replace(
          '"data":{}',
          `"data":{"${key}":{"2026-03-01":${value},"${name}":${value}}}`,
        );
      const proto = parseExport(day('__proto__'));
      expect(proto.ok, key).toBe(true);
      if (proto.ok) {
        const section = proto.data[key];
        expect(Object.keys(section)).toEqual(['2026-03-01']);
        expect(Object.getPrototypeOf(section)).toBe(Object.prototype);
      }
      clean();
      for (const name of ['constructor', 'prototype', 'toString', 'hasOwnProperty']) {
        expect(parseExport(day(name)), `${key} ${name}`).toEqual({
          ok: false,
          error: IMPORT_ERRORS.damaged(where),
        });
        clean();
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Property: whatever replaces a section, or any part, of a real export, nothing throws; a file
// is either refused with a known message or read as data that merges, exports and reads back.

describe('any damage to an export (property)', () => {
  const keys = Object.keys(emptyUserData());

  it('a section replaced by any JSON never throws, and what is accepted round-trips', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 4 }), (key, junk) => {
        const f = fileObject();
        f.data[key] = junk;
        const result = parseExport(JSON.stringify(f));
        if (!result.ok) {
          expectCalmRefusal(result);
          return;
        }
        const { data, summary } = mergeUserData(sample(), result.data);
        expect(typeof importSummaryMessage(summary)).toBe('string');
        expect(parseExport(fileText(data))).toEqual({ ok: true, data });
      }),
      { numRuns: 400 },
    );
  });

  it('any text spliced into an export never throws and is refused calmly or read whole', () => {
    const whole = fileText();
    fc.assert(
      fc.property(
        fc.nat({ max: whole.length }),
        fc.nat({ max: 40 }),
        fc.string({ maxLength: 8 }),
        (at, cut, insert) => {
          const text = whole.slice(0, at) + insert + whole.slice(at + cut);
          const result = parseExport(text);
          if (!result.ok) expectCalmRefusal(result);
          else expect(() => mergeUserData(sample(), result.data)).not.toThrow();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
