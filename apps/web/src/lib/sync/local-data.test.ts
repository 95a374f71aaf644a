// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviceData, readDeviceData, setAsideCopies } from './local-data';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('copies of unreadable data set aside on this device', () => {
  it('are given to sync by kind, every copy of a key in the order it was kept', () => {
    localStorage.setItem('journalHistory', '{first');
    readDeviceData();
    localStorage.setItem('journalHistory', '{second');
    readDeviceData();
    localStorage.setItem('checkIns:2026-03', '{march');
    localStorage.setItem('checkIns:2026-04', '{april');
    readDeviceData();
    localStorage.setItem('checkIns:2026-03', '{march again');
    readDeviceData();
    expect(Object.fromEntries(setAsideCopies())).toEqual({
      journal: '{first\u0000{second',
      checkIn: '{march\u0000{march again\u0000{april',
    });
    // Read again, nothing new is set aside: sync sees no change.
    readDeviceData();
    expect(setAsideCopies().get('journal')).toBe('{first\u0000{second');
  });

  it("are all removed with everything else by 'Delete my data'", () => {
    localStorage.setItem('journalHistory.corrupt', 'one');
    localStorage.setItem('journalHistory.corrupt.2', 'two');
    localStorage.setItem('moodLevels.corrupt.3', 'three');
    localStorage.setItem('checkIns:2016-01.corrupt.2', 'four');
    localStorage.setItem('unrelated', 'kept');
    localStorage.setItem('unrelated.corrupt.2', 'kept too');
    clearDeviceData();
    expect({ ...localStorage }).toEqual({ unrelated: 'kept', 'unrelated.corrupt.2': 'kept too' });
  });
});
