import { tidyUserData, type UserData } from '@mentora/domain/data-kinds';
import { systemClock, type Clock } from '@mentora/domain/dates';
import { STORAGE_CHARS } from '@mentora/domain/export-parse';
import type { MoodMapping } from '@mentora/domain/import-mapping';
import type { ParsedImport } from '@mentora/domain/import-format';
import {
  ImportRecordSchema,
  applyImportPlan,
  canUndoImport,
  planImport,
  undoImport,
  type ImportPlan,
  type ImportRecord,
} from '@mentora/domain/import-plan';
import { readKey, removeKey, writeKey, type WriteResult } from '@/lib/storage/storage';
import { readDeviceData, writeDeviceData } from '@/lib/sync/local-data';

// The import from Daylio or Pixels on this device: the plan is made against what is stored
// now, written through the one writer of the user's data, and what it added is kept under
// `lastImport` so it can be undone for a day.

/** The device's data as an import reads it. */
export const readData = (): UserData => tidyUserData(readDeviceData());

/** The plan of an import against what this device holds now. */
export function planAgainstDevice(
  parsed: ParsedImport,
  mapping: MoodMapping,
  clock: Clock = systemClock,
): ImportPlan {
  return planImport(parsed, mapping, readData(), { clock });
}

/**
 * Why an import or its undo was not saved. `tooLarge`: what the import adds needs about all the
 * room the browser gives Mentora, or more, so freeing space would not make it fit.
 */
export function saveFailure(
  result: WriteResult,
  doing: 'import' | 'undo',
  tooLarge = false,
): string {
  if (result.ok) return '';
  const what = doing === 'import' ? 'the import' : 'the undo';
  if (result.reason === 'quota' && tooLarge)
    return "This import is too large for your browser's storage, even with nothing else in it, so it couldn't be saved. Nothing on this device was changed.";
  return result.reason === 'quota'
    ? `Your browser's storage is full, so ${what} couldn't be saved. Nothing on this device was changed. Free some space and try again.`
    : `This browser isn't letting Mentora save right now (private mode or storage turned off), so ${what} couldn't be saved. Nothing was changed.`;
}

export type Saved =
  { ok: true; plan: ImportPlan; undoKept: boolean } | { ok: false; error: string };

/**
 * Makes the plan again against what is stored at this moment (another tab may have saved
 * since the preview) and stores it in one write; nothing is stored when the write fails.
 */
export function runImport(
  parsed: ParsedImport,
  mapping: MoodMapping,
  clock: Clock = systemClock,
): Saved {
  const before = readData();
  const plan = planImport(parsed, mapping, before, { clock });
  const after = applyImportPlan(before, plan);
  const saved = writeDeviceData(after, before);
  if (!saved.ok) {
    // Storage counts characters; a little of it goes to key names and settings.
    const added = JSON.stringify(after).length - JSON.stringify(before).length;
    return { ok: false, error: saveFailure(saved, 'import', added >= STORAGE_CHARS * 0.9) };
  }
  const kept = writeKey('lastImport', plan.record);
  return { ok: true, plan, undoKept: kept.ok };
}

/** The last import, while it can still be undone; null otherwise (or when unreadable). */
export function undoableImport(clock: Clock = systemClock): ImportRecord | null {
  const record = readKey<ImportRecord | null>('lastImport', ImportRecordSchema, null);
  return record && canUndoImport(record, clock) ? record : null;
}

export type Undone =
  | {
      ok: true;
      removed: { checkIns: number; notes: number; days: number };
      restored: number;
      keptEdited: number;
    }
  | { ok: false; error: string };

/** Takes out exactly what the last import added, and forgets it. */
export function runUndo(record: ImportRecord, clock: Clock = systemClock): Undone {
  const before = readData();
  const undone = undoImport(before, record, clock);
  if (!undone.ok) return undone;
  const saved = writeDeviceData(undone.data, before);
  if (!saved.ok) return { ok: false, error: saveFailure(saved, 'undo') };
  removeKey('lastImport');
  const { removed, restored, keptEdited } = undone;
  return { ok: true, removed, restored, keptEdited };
}
