import { describe, expect, it } from 'vitest';
import type { CheckIn } from './check-ins';
import { DATA_KINDS, emptyUserData, kindOfRecord, type DataKind } from './data-kinds';
import { CHECK_INS_CSV_HEADER, TOOL_USES_CSV_HEADER } from './export-csv';
import { mergeUserData } from './export-merge';
import { buildExport, parseExport, serializeExport } from './export-parse';
import { checkRecords } from './sync-check';
import type { ToolUse } from './tool-ratings';

const kindAt = (key: string) => DATA_KINDS.find((k) => k.key === key) as DataKind<unknown>;
const both = { local: {}, incoming: {} };

const use = (id: string, startedAt: string, before?: number, after?: number): ToolUse => ({
  id,
  tool: 'breathing',
  startedAt,
  endedAt: startedAt,
  ...(before === undefined ? {} : { before }),
  ...(after === undefined ? {} : { after }),
});
const checkIn = (id: string, at: string, extra: Partial<CheckIn> = {}): CheckIn => ({
  id,
  at,
  emotions: [],
  activities: [],
  ...extra,
});

describe('tool uses in the registry', () => {
  const k = kindAt('toolUses');
  const a = use('a', '2026-11-05T08:00:00.000+01:00', 7, 4);
  const b = use('b', '2026-11-04T08:00:00.000+01:00');

  it('splits into one record per use keyed by its id, and joins back in time order', () => {
    expect(k.sync.split([a, b])).toEqual([
      ['a', a],
      ['b', b],
    ]);
    expect(k.sync.join(k.sync.split([a, b]))).toEqual([b, a]);
  });

  it('merges an import by id, losing neither side’s uses (the device’s copy of an id stays)', () => {
    const edited = { ...a, after: 9 };
    expect(k.merge([a], [edited, b], both)).toEqual([b, a]);
  });

  it('exports a CSV of tool, start, end, before and after, a rating not given left empty', () => {
    const text = k.csv!.text({ toolUses: [a, b] });
    expect(TOOL_USES_CSV_HEADER).toEqual([
      'Tool',
      'Started',
      'Ended',
      'Before (0-10)',
      'After (0-10)',
    ]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFF"Tool","Started","Ended","Before (0-10)","After (0-10)"',
      `"breathing","${b.startedAt}","${b.endedAt}",,`,
      `"breathing","${a.startedAt}","${a.endedAt}",7,4`,
      '',
    ]);
  });

  it('refuses a record whose key is not its id, or whose rating is off the scale', () => {
    const rec = (key: string, value: unknown) => ({
      kind: 'toolUse',
      key,
      value,
      updatedAt: 1,
      deleted: false,
    });
    const { valid, refused } = checkRecords([
      rec('a', a),
      rec('x', a),
      rec('c', { ...use('c', a.startedAt), before: 11 }),
    ]);
    expect(valid).toHaveLength(1);
    expect(refused).toHaveLength(2);
  });
});

describe('check-ins in the registry', () => {
  const k = kindAt('checkIns');
  const jan = checkIn('j', '2026-01-31T23:30:00.000-05:00', {
    level: 7,
    emotions: ['Calm', 'Proud'],
    activities: ['Walk'],
    note: '=1+1, "quoted"',
  });
  const feb = checkIn('f', '2026-02-01T07:00:00.000+01:00');

  it('is kept in one bucket per month of its local time', () => {
    expect(k.device).toMatchObject({ shape: 'buckets', prefix: 'checkIns:' });
    const form = k.device as Extract<DataKind['device'], { shape: 'buckets' }>;
    expect((form.bucketOf as (c: CheckIn) => string)(jan)).toBe('2026-01');
    expect(form.keyOk('2026-13')).toBe(false);
  });

  it('syncs one record per check-in, keyed by its id, and joins back in time order', () => {
    expect(kindOfRecord('checkIn')).toBe(k);
    expect(k.sync.split([feb, jan]).map(([key]) => key)).toEqual(['f', 'j']);
    expect(k.sync.join(k.sync.split([feb, jan]))).toEqual([jan, feb]);
  });

  it('merges an import by id, losing neither side’s', () => {
    expect(k.merge([feb], [{ ...feb, note: 'other' }, jan], both)).toEqual([jan, feb]);
  });

  it('exports a CSV with one row per check-in: time, level, emotions, activities, note', () => {
    expect(CHECK_INS_CSV_HEADER).toEqual([
      'Time',
      'Mood level (1-10)',
      'Emotions',
      'Activities',
      'Note',
    ]);
    expect(k.csv!.text({ checkIns: [feb, jan] }).split('\r\n')).toEqual([
      '\uFEFF"Time","Mood level (1-10)","Emotions","Activities","Note"',
      `"${jan.at}",7,"Calm; Proud","Walk","'=1+1, ""quoted"""`,
      `"${feb.at}",,"","",`,
      '',
    ]);
  });
});

describe('the activity list in the registry', () => {
  const k = kindAt('activities');

  it('is one record, none until the person edits the defaults', () => {
    expect(k.sync.split(null)).toEqual([]);
    expect(k.sync.split(['Walk'])).toEqual([['list', ['Walk']]]);
    expect(k.csv).toBeUndefined();
  });

  it('merges an import keeping the device’s order and adding the file’s new names', () => {
    expect(k.merge(['Walk', 'Tea'], [' tea ', 'Yoga'], both)).toEqual(['Walk', 'Tea', 'Yoga']);
    expect(k.merge(null, ['Yoga'], both)).toEqual(['Yoga']);
    expect(k.merge(['Walk'], null, both)).toEqual(['Walk']);
  });
});

describe('an export with the new kinds', () => {
  it('travels in JSON and back; a file made before they existed imports as empty', () => {
    const data = {
      ...emptyUserData(),
      toolUses: [use('a', '2026-11-05T08:00:00.000+01:00', 5, 2)],
      checkIns: [checkIn('c', '2026-11-05T09:00:00.000+01:00', { emotions: ['Calm'] })],
      activities: ['Walk'],
    };
    const text = serializeExport(buildExport(data, new Date(2026, 10, 25)));
    const back = parseExport(text);
    expect(back.ok && back.data).toEqual(data);

    const file = JSON.parse(text) as { data: Record<string, unknown> };
    for (const key of ['toolUses', 'checkIns', 'activities']) delete file.data[key];
    const old = parseExport(JSON.stringify(file));
    expect(old.ok).toBe(true);
    if (!old.ok) return;
    expect(old.data).toMatchObject({ toolUses: [], checkIns: [], activities: null });
    expect(mergeUserData(data, old.data).data).toEqual(data);
  });
});
