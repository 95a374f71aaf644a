// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { defaultMapping, parseOtherAppFile } from '@mentora/domain/import-mapping';
import { IMPORT_UNDO_MS } from '@mentora/domain/import-plan';
import type { ParsedImport } from '@mentora/domain/import-format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalUserData } from '@/lib/sign-out';
import { readData, runImport, runUndo, undoableImport } from './other-app-import';

const file = (name: string): ParsedImport => {
  // Tests run from the repository's root.
  const text = readFileSync(`${process.cwd()}/packages/domain/src/fixtures/${name}`, 'utf8');
  const result = parseOtherAppFile(text);
  if (!result.ok) throw new Error(result.error);
  return result.parsed;
};

const RAN = new Date('2026-11-27T10:00:00Z');
const at = (ms: number) => () => new Date(RAN.getTime() + ms);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('moodHistory', JSON.stringify({ '2026-11-01': 'Good' }));
});
afterEach(() => vi.restoreAllMocks());

describe('an import from another app on this device', () => {
  it('stores the records, keeps the undo record, and undoes it to what was there', () => {
    const before = { ...localStorage };
    const daylio = file('daylio-renamed.csv');
    const saved = runImport(daylio, defaultMapping(daylio), at(0));
    expect(saved.ok && saved.undoKept).toBe(true);
    const data = readData();
    expect(data.checkIns).toHaveLength(6);
    expect(data.journalHistory).toHaveLength(4);
    expect(data.moodHistory['2026-11-01']).toBe('Good');
    expect(Object.keys(localStorage)).toContain('checkIns:2024-03');

    const record = undoableImport(at(IMPORT_UNDO_MS - 1));
    expect(record).not.toBeNull();
    expect(undoableImport(at(IMPORT_UNDO_MS))).toBeNull();
    const undone = runUndo(record!, at(60_000));
    expect(undone).toEqual({
      ok: true,
      removed: { checkIns: 6, notes: 4, days: 5, activities: 4 },
      restored: 0,
      keptEdited: 0,
    });
    const after = readData();
    expect(after.checkIns).toEqual([]);
    expect(after.journalHistory).toEqual([]);
    expect(after.moodLevels).toEqual({});
    expect(localStorage.getItem('lastImport')).toBeNull();
    expect(localStorage.getItem('moodHistory')).toBe(before.moodHistory);
    expect(localStorage.getItem('activities')).toBeNull();
  });

  it('stores nothing when the storage is full, and says so', () => {
    const before = { ...localStorage };
    const real = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k === 'journalHistory') throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    });
    const pixels = file('pixels-backup.json');
    const saved = runImport(pixels, defaultMapping(pixels), at(0));
    expect(saved).toEqual({
      ok: false,
      error:
        "Your browser's storage is full, so the import couldn't be saved. Nothing on this device was changed. Free some space and try again.",
    });
    expect({ ...localStorage }).toEqual(before);
  });

  it('an import larger than all the storage a browser gives is called that, not asked to free space', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const daylio = file('daylio-renamed.csv');
    // Six thousand days of long notes: about 5.5 million characters once stored.
    const body = 'Walked by the river, then wrote for a while. '.repeat(20);
    const notes = Array.from({ length: 6000 }, (_, i) => ({
      key: `n${i}`,
      date: new Date(Date.UTC(2008, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      time: '09:00',
      title: '',
      body,
    }));
    const big = { ...daylio, moods: [], notes };
    expect(runImport(big, defaultMapping(big), at(0))).toEqual({
      ok: false,
      error:
        "This import is too large for your browser's storage, even with nothing else in it, so it couldn't be saved. Nothing on this device was changed.",
    });
    // A small one, with storage full: there is room to be made.
    expect(runImport(daylio, defaultMapping(daylio), at(0))).toEqual({
      ok: false,
      error:
        "Your browser's storage is full, so the import couldn't be saved. Nothing on this device was changed. Free some space and try again.",
    });
  });

  it('forgets the undo record with the data when the data leaves the device (signing out)', () => {
    const pixels = file('pixels-backup.json');
    expect(runImport(pixels, defaultMapping(pixels), at(0)).ok).toBe(true);
    expect(undoableImport(at(0))).not.toBeNull();
    clearLocalUserData();
    expect(localStorage.getItem('lastImport')).toBeNull();
  });

  it('reads an unreadable undo record as none, and sets it aside', () => {
    localStorage.setItem('lastImport', '{"id": 3}');
    expect(undoableImport(at(0))).toBeNull();
    expect(localStorage.getItem('lastImport.corrupt')).not.toBeNull();
  });
});
