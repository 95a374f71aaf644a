// @vitest-environment jsdom
import type { CheckIn } from '@mentora/domain/check-ins';
import { erasedLines, namedKinds } from '@mentora/domain/data-kinds';
import { mergeUserData } from '@mentora/domain/export-merge';
import { buildExport, parseExport, serializeExport } from '@mentora/domain/export-parse';
import type { ToolUse } from '@mentora/domain/tool-ratings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDeviceData,
  deviceHasUserData,
  readDeviceData,
  writeDeviceData,
} from '@/lib/sync/local-data';
import { getSyncStatus } from '@/lib/sync/status-store';
import { startSync, stopSync } from '@/lib/sync/sync-engine';
import { holdSyncRequests, type HeldRequest } from '@/lib/sync/test-network';
import { readUserData } from './user-data';

const pad = (n: number) => String(n).padStart(2, '0');
const checkIn = (id: string, at: string, note?: string): CheckIn => ({
  id,
  at,
  emotions: ['Calm'],
  activities: ['Walk'],
  ...(note === undefined ? {} : { note }),
});
const use: ToolUse = {
  id: 'u1',
  tool: 'breathing',
  startedAt: '2026-11-05T08:00:00.000+01:00',
  endedAt: '2026-11-05T08:04:00.000+01:00',
  before: 7,
  after: 4,
};
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

/** Ten years of check-ins, three a day, stored a month a key as the app keeps them. */
function storeTenYears() {
  for (let year = 2016; year < 2026; year++) {
    for (let month = 1; month <= 12; month++) {
      const list: CheckIn[] = [];
      for (let day = 1; day <= 28; day++) {
        for (const hour of [8, 13, 21]) {
          const at = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:00:00.000+01:00`;
          list.push(checkIn(`${year}${pad(month)}${pad(day)}${hour}`, at));
        }
      }
      localStorage.setItem(`checkIns:${year}-${pad(month)}`, JSON.stringify(list));
    }
  }
}

let requests: HeldRequest[] = [];

beforeEach(() => {
  localStorage.clear();
  requests = holdSyncRequests();
});
afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('check-ins on the device, a month a key', () => {
  it('saving one check-in into ten years of them writes only its month', () => {
    storeTenYears();
    const before = readDeviceData();
    expect(before.checkIns).toHaveLength(10 * 12 * 28 * 3);
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const removes = vi.spyOn(Storage.prototype, 'removeItem');
    const added = checkIn('new', '2026-11-05T09:30:00.000+01:00', 'a good walk');
    const next = { ...before, checkIns: [...before.checkIns, added] };
    expect(writeDeviceData(next, before)).toEqual({ ok: true });
    expect(writes.mock.calls.map(([key]) => key)).toEqual(['checkIns:2026-11']);
    expect(removes).not.toHaveBeenCalled();
    expect(stored('checkIns:2026-11')).toEqual([added]);

    // Deleting it again removes only that month's key.
    writes.mockClear();
    expect(writeDeviceData(before, readDeviceData())).toEqual({ ok: true });
    expect(writes).not.toHaveBeenCalled();
    expect(removes.mock.calls.map(([key]) => key)).toEqual(['checkIns:2026-11']);
    expect(readDeviceData().checkIns).toHaveLength(before.checkIns.length);
  });

  it('reads each month through its checks, setting an unreadable one aside', () => {
    const good = checkIn('a', '2026-11-05T09:30:00.000+01:00');
    localStorage.setItem('checkIns:2026-11', JSON.stringify([good, { id: 7 }]));
    localStorage.setItem('checkIns:2026-10', '{not json');
    localStorage.setItem('checkIns:nonsense', '[]');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readDeviceData().checkIns).toEqual([good]);
    expect(localStorage.getItem('checkIns:2026-11.corrupt')).not.toBeNull();
    expect(localStorage.getItem('checkIns:2026-10.corrupt')).toBe('{not json');
    expect(deviceHasUserData()).toBe(true);
  });
});

describe('tool uses, check-ins and the activity list, through the registry', () => {
  it('sync: one record per check-in and per use; another device’s land in their month', async () => {
    const mine = checkIn('a', '2026-11-05T09:30:00.000+01:00');
    localStorage.setItem('checkIns:2026-11', JSON.stringify([mine]));
    localStorage.setItem('toolUses', JSON.stringify([use]));
    localStorage.setItem('activities', JSON.stringify(['Walk', 'Tea']));
    startSync('u1');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'checkIn', key: 'a', value: mine }),
        expect.objectContaining({ kind: 'toolUse', key: 'u1', value: use }),
        expect.objectContaining({ kind: 'activities', key: 'list', value: ['Walk', 'Tea'] }),
      ]),
    );
    const theirs = checkIn('b', '2025-03-02T21:00:00.000-05:00');
    requests[0]!.answer({
      cursor: '2',
      changes: [{ kind: 'checkIn', key: 'b', value: theirs, updatedAt: 5, deleted: false }],
      more: false,
    });
    await vi.waitFor(() => expect(getSyncStatus().state).toBe('synced'));
    expect(stored('checkIns:2025-03')).toEqual([theirs]);
    expect(stored('checkIns:2026-11')).toEqual([mine]);
  });

  it('export holds them, and an import merges them by id into the device’s', () => {
    const mine = checkIn('a', '2026-11-05T09:30:00.000+01:00');
    localStorage.setItem('checkIns:2026-11', JSON.stringify([mine]));
    localStorage.setItem('toolUses', JSON.stringify([use]));
    const text = serializeExport(buildExport(readUserData(), new Date(2026, 10, 25)));
    const file = JSON.parse(text) as { data: Record<string, unknown> };
    expect(file.data.checkIns).toEqual([mine]);
    expect(file.data.toolUses).toEqual([use]);
    expect(file.data.activities).toBeNull();

    const other = checkIn('b', '2026-10-01T09:00:00.000+02:00');
    file.data.checkIns = [{ ...mine, note: 'changed elsewhere' }, other];
    file.data.activities = ['Yoga'];
    const parsed = parseExport(JSON.stringify(file));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const local = readUserData();
    const { data } = mergeUserData(local, parsed.data);
    expect(writeDeviceData(data, local)).toEqual({ ok: true });
    expect(stored('checkIns:2026-11')).toEqual([mine]);
    expect(stored('checkIns:2026-10')).toEqual([other]);
    expect(stored('activities')).toEqual(['Yoga']);
    expect(stored('toolUses')).toEqual([use]);
  });

  it("'Delete my data' removes them all, month keys and set-aside copies included", () => {
    localStorage.setItem('checkIns:2026-11', '[]');
    localStorage.setItem('checkIns:2016-01', '[]');
    localStorage.setItem('checkIns:2016-02.corrupt', 'oops');
    localStorage.setItem('toolUses', JSON.stringify([use]));
    localStorage.setItem('activities', '["Walk"]');
    localStorage.setItem('unrelated', 'kept');
    clearDeviceData();
    expect({ ...localStorage }).toEqual({ unrelated: 'kept' });
    expect(erasedLines()).toEqual(
      expect.arrayContaining([
        'your tool uses and how you felt before and after them',
        'your check-ins (emotions, activities and notes)',
        'your list of activities',
      ]),
    );
    expect(namedKinds()).toMatch(/tool uses and their ratings, check-ins .* and activity list$/);
  });
});
