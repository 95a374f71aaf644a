// @vitest-environment jsdom
import { DATA_KINDS } from '@mentora/domain/data-kinds';
import { USER_DATA_KEYS, emptyUserData, mergeUserData } from '@mentora/domain/export';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { clearDeviceData, writeDeviceData } from '@/lib/sync/local-data';
import { readUserData } from './user-data';

const entry = (id: number, content: string) => ({ id, content, date: 'd', time: 't' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('user data on this device', () => {
  it('every exported key is a known storage key, or the prefix of a kind kept by month', () => {
    for (const kind of DATA_KINDS) {
      if (kind.device.shape === 'buckets') {
        expect(kind.device.prefix).toBe('checkIns:');
        expect(STORAGE_KEYS).not.toContain(kind.key);
      } else {
        expect(STORAGE_KEYS).toContain(kind.key);
      }
    }
    expect(USER_DATA_KEYS).toHaveLength(DATA_KINDS.length);
  });

  it('reads nothing as empty, single records as null', () => {
    expect(readUserData()).toEqual(emptyUserData());
  });

  it('reads the valid part of a key, as the features do', () => {
    localStorage.setItem('journalHistory', JSON.stringify([entry(2, 'ok'), { id: 'bad' }]));
    localStorage.setItem('moodHistory', JSON.stringify({ '2026-03-01': 'Good', nope: 'Bad' }));
    localStorage.setItem('safetyPlan', '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = readUserData();
    expect(data.journalHistory).toEqual([entry(2, 'ok')]);
    expect(data.moodHistory).toEqual({ '2026-03-01': 'Good' });
    expect(data.safetyPlan).toBeNull();
  });

  it('writes only the keys that change', () => {
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-03-01': 4 }));
    const spy = vi.spyOn(Storage.prototype, 'setItem');
    const local = readUserData();
    const { data } = mergeUserData(local, {
      ...emptyUserData(),
      journalHistory: [entry(1, 'new')],
    });
    expect(writeDeviceData(data, local)).toEqual({ ok: true });
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['journalHistory']);
  });

  it('a full storage mid-import puts back every key it had written', () => {
    localStorage.setItem('journalHistory', JSON.stringify([entry(1, 'mine')]));
    const before = { ...localStorage };
    const local = readUserData();
    const incoming = {
      ...emptyUserData(),
      journalHistory: [entry(2, 'theirs')],
      moodHistory: { '2026-03-02': 'Bad' as const },
      copingSkillsFavorites: [3],
    };
    const { data } = mergeUserData(local, incoming);
    const real = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k === 'copingSkillsFavorites') throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    });
    expect(writeDeviceData(data, local)).toEqual({ ok: false, reason: 'quota' });
    expect({ ...localStorage }).toEqual(before);
  });

  it('clearing removes every key and the set-aside copies', () => {
    for (const key of STORAGE_KEYS) localStorage.setItem(key, '"x"');
    localStorage.setItem('journalHistory.corrupt', 'oops');
    localStorage.setItem('checkIns:2026-11', '[]');
    localStorage.setItem('checkIns:2016-01.corrupt', 'oops');
    localStorage.setItem('unrelated', 'kept');
    clearDeviceData();
    expect({ ...localStorage }).toEqual({ unrelated: 'kept' });
  });
});
