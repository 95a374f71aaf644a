// @vitest-environment jsdom
import { DEFAULT_ACTIVITIES, type CheckIn } from '@mentora/domain/check-ins';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeKind } from '@/lib/sync/local-data';
import {
  firstRecordedYear,
  readActivities,
  readCheckInsOn,
  readMoodRecords,
  removeCheckIn,
  storeActivities,
  storeCheckIn,
} from './check-in-storage';

const checkIn = (id: string, at: string, extra: Partial<CheckIn> = {}): CheckIn => ({
  id,
  at,
  emotions: ['Calm'],
  activities: ['Exercise'],
  ...extra,
});
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('check-ins on the device', () => {
  it('saving one rewrites only its month, and a day reads back in time order', () => {
    const october = [checkIn('old', '2026-10-02T09:00:00.000+01:00')];
    localStorage.setItem('checkIns:2026-10', JSON.stringify(october));
    const set = vi.spyOn(Storage.prototype, 'setItem');

    expect(storeCheckIn(checkIn('b', '2026-11-05T18:30:00.000+01:00')).ok).toBe(true);
    expect(storeCheckIn(checkIn('a', '2026-11-05T08:15:00.000+01:00', { level: 4 })).ok).toBe(true);

    expect(set.mock.calls.map(([key]) => key)).toEqual(['checkIns:2026-11', 'checkIns:2026-11']);
    expect(stored('checkIns:2026-10')).toEqual(october);
    expect(readCheckInsOn('2026-11-05').map((c) => c.id)).toEqual(['a', 'b']);
    expect(readCheckInsOn('2026-11-06')).toEqual([]);
  });

  it('deleting one rewrites only its month; one already gone leaves the month as it is', () => {
    const november = [
      checkIn('a', '2026-11-05T08:15:00.000+01:00'),
      checkIn('b', '2026-11-05T18:30:00.000+01:00'),
    ];
    localStorage.setItem('checkIns:2026-11', JSON.stringify(november));
    expect(removeCheckIn({ id: 'gone', at: '2026-11-05T09:00:00.000+01:00' })).toEqual({
      ok: true,
    });
    expect(stored('checkIns:2026-11')).toEqual(november);
    expect(removeCheckIn(november[0]!).ok).toBe(true);
    expect(stored('checkIns:2026-11')).toEqual([november[1]]);
    expect(removeCheckIn(november[1]!).ok).toBe(true);
    expect(localStorage.getItem('checkIns:2026-11')).toBeNull();
  });

  it('a corrupt month is set aside and the rest still reads', () => {
    localStorage.setItem('checkIns:2026-11', '{not json');
    localStorage.setItem(
      'checkIns:2026-10',
      JSON.stringify([checkIn('ok', '2026-10-02T09:00:00.000+01:00'), { id: 3 }]),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readCheckInsOn('2026-11-05')).toEqual([]);
    expect(localStorage.getItem('checkIns:2026-11.corrupt')).toBe('{not json');
    expect(Object.keys(readMoodRecords().checkIns)).toEqual(['2026-10']);
    // Saving into the damaged month keeps the set-aside copy and writes a clean month.
    expect(storeCheckIn(checkIn('new', '2026-11-05T10:00:00.000+01:00')).ok).toBe(true);
    expect(readCheckInsOn('2026-11-05').map((c) => c.id)).toEqual(['new']);
    expect(localStorage.getItem('checkIns:2026-11.corrupt')).toBe('{not json');
  });

  it('a write to a month tells the subscribers of check-ins (sync and the screens)', () => {
    const told = vi.fn();
    const stop = subscribeKind('checkIns', told);
    storeCheckIn(checkIn('x', '2026-11-05T10:00:00.000+01:00'));
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a full storage leaves the month as it was and says so', () => {
    const before = [checkIn('kept', '2026-11-01T09:00:00.000+01:00')];
    localStorage.setItem('checkIns:2026-11', JSON.stringify(before));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storeCheckIn(checkIn('lost', '2026-11-05T10:00:00.000+01:00'))).toEqual({
      ok: false,
      reason: 'quota',
    });
    vi.restoreAllMocks();
    expect(stored('checkIns:2026-11')).toEqual(before);
  });

  it('the first year with a mood comes from check-ins, slider levels or quiz results', () => {
    expect(firstRecordedYear()).toBeNull();
    localStorage.setItem('moodHistory', JSON.stringify({ '2024-03-01': 'Good' }));
    localStorage.setItem('checkIns:2023-12', JSON.stringify([]));
    expect(firstRecordedYear()).toBe(2023);
  });
});

describe('the activity list', () => {
  it('starts as the defaults and keeps what the person saves', () => {
    expect(readActivities()).toEqual([...DEFAULT_ACTIVITIES]);
    expect(storeActivities(['Walk', 'Friends']).ok).toBe(true);
    expect(stored('activities')).toEqual(['Walk', 'Friends']);
    expect(readActivities()).toEqual(['Walk', 'Friends']);
  });

  it('an unreadable list falls back to the defaults and is set aside', () => {
    localStorage.setItem('activities', '"not a list"');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readActivities()).toEqual([...DEFAULT_ACTIVITIES]);
    expect(localStorage.getItem('activities.corrupt')).toBe('"not a list"');
  });
});
