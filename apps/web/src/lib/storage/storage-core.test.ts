// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readKey, setAsideKeys, setAsideOf } from './storage-core';
import type { StorageKey } from './keys';
import { readList } from './storage';

const LIST = z.array(z.number());
let warnings: string[] = [];

beforeEach(() => {
  localStorage.clear();
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((text: string) => void warnings.push(text));
});
afterEach(() => vi.restoreAllMocks());

/** Stores `raw` under `key` and reads it as the app does, which sets it aside. */
function unreadable(key: StorageKey, raw: string) {
  localStorage.setItem(key, raw);
  expect(readKey(key, LIST, [])).toEqual([]);
}

describe('what could not be read is set aside, never thrown away', () => {
  it('keeps each different unreadable value of a key, and lists them all', () => {
    unreadable('journalHistory', '{first');
    unreadable('journalHistory', '{second');
    unreadable('journalHistory', '{third');
    expect(localStorage.getItem('journalHistory.corrupt')).toBe('{first');
    expect(localStorage.getItem('journalHistory.corrupt.2')).toBe('{second');
    expect(localStorage.getItem('journalHistory.corrupt.3')).toBe('{third');
    expect(setAsideKeys()).toEqual([
      'journalHistory.corrupt',
      'journalHistory.corrupt.2',
      'journalHistory.corrupt.3',
    ]);
    expect(setAsideKeys('journalHistory')).toHaveLength(3);
    // The unreadable value itself stays where it is until something is saved over it.
    expect(localStorage.getItem('journalHistory')).toBe('{third');
  });

  it('keeps a value once, however often it is read, and whichever copy holds it', () => {
    unreadable('journalHistory', '{first');
    expect(readKey('journalHistory', LIST, [])).toEqual([]);
    expect(readList('journalHistory', z.number())).toEqual([]);
    expect(setAsideKeys()).toEqual(['journalHistory.corrupt']);
    unreadable('journalHistory', '{second');
    unreadable('journalHistory', '{first');
    unreadable('journalHistory', '{second');
    expect(setAsideKeys().map((k) => localStorage.getItem(k))).toEqual(['{first', '{second']);
  });

  it('a list with some unreadable items: each version of it kept', () => {
    localStorage.setItem('journalHistory', '[1, "x"]');
    expect(readList('journalHistory', z.number())).toEqual([1]);
    localStorage.setItem('journalHistory', '[1, 2, "y"]');
    expect(readList('journalHistory', z.number())).toEqual([1, 2]);
    expect(setAsideKeys().map((k) => localStorage.getItem(k))).toEqual(['[1, "x"]', '[1, 2, "y"]']);
  });

  it('numbers a new copy after the last one kept, so none is written over', () => {
    // The first copy was removed (downloaded and removed in another tab, say): the second stays.
    localStorage.setItem('journalHistory.corrupt.2', '{second');
    unreadable('journalHistory', '{third');
    expect(localStorage.getItem('journalHistory.corrupt.2')).toBe('{second');
    expect(localStorage.getItem('journalHistory.corrupt.3')).toBe('{third');
    expect(localStorage.getItem('journalHistory.corrupt')).toBeNull();
  });

  it('lists the copies by key, then in the order they were kept (10 after 9)', () => {
    for (const n of [10, 9, 2]) localStorage.setItem(`moodLevels.corrupt.${n}`, `{${n}`);
    localStorage.setItem('moodLevels.corrupt', '{1');
    localStorage.setItem('checkIns:2026-03.corrupt.2', '{b');
    localStorage.setItem('checkIns:2026-03.corrupt', '{a');
    localStorage.setItem('journalHistory.corrupt', '{j');
    // Not copies: other keys that merely look like them.
    for (const key of ['moodLevels', 'corrupt', 'moodLevels.corrupted', 'moodLevels.corrupt.x'])
      localStorage.setItem(key, '{}');
    expect(setAsideKeys()).toEqual([
      'checkIns:2026-03.corrupt',
      'checkIns:2026-03.corrupt.2',
      'journalHistory.corrupt',
      'moodLevels.corrupt',
      'moodLevels.corrupt.2',
      'moodLevels.corrupt.9',
      'moodLevels.corrupt.10',
    ]);
    expect(setAsideKeys('moodLevels')).toHaveLength(4);
    unreadable('moodLevels', '{new');
    expect(localStorage.getItem('moodLevels.corrupt.11')).toBe('{new');
  });

  it('says which key a copy was kept for, and which copy it is', () => {
    expect(setAsideOf('journalHistory.corrupt')).toEqual(['journalHistory', 1]);
    expect(setAsideOf('checkIns:2026-03.corrupt.12')).toEqual(['checkIns:2026-03', 12]);
    expect(setAsideOf('journalHistory')).toBeNull();
    expect(setAsideOf('journalHistory.corrupted')).toBeNull();
  });

  // Each copy is reported once in this module's life: these two keys are not read by the rest.
  it('reports each copy once, the key it was kept under named', () => {
    unreadable('sleepTool', '{first');
    unreadable('sleepTool', '{first');
    unreadable('sleepTool', '{second');
    expect(warnings).toEqual([
      '[storage] "sleepTool" could not be read (not JSON); kept a copy under "sleepTool.corrupt".',
      '[storage] "sleepTool" could not be read (not JSON); kept a copy under "sleepTool.corrupt.2".',
    ]);
  });

  it('with storage full, reading still works: the value stays in place and the earlier copy too', () => {
    unreadable('safetyPlan', '{first');
    const real = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k.includes('.corrupt')) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    });
    localStorage.setItem('safetyPlan', '{second');
    expect(() => readKey('safetyPlan', LIST, [])).not.toThrow();
    expect(readList('safetyPlan', z.number())).toEqual([]);
    expect(localStorage.getItem('safetyPlan')).toBe('{second');
    expect(localStorage.getItem('safetyPlan.corrupt')).toBe('{first');
    expect(setAsideKeys()).toEqual(['safetyPlan.corrupt']);
    expect(warnings).toEqual([
      '[storage] "safetyPlan" could not be read (not JSON); kept a copy under "safetyPlan.corrupt".',
      '[storage] "safetyPlan" could not be read (not JSON); no room to keep a copy.',
    ]);
  });
});
