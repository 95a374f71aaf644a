// @vitest-environment jsdom
import {
  DATA_KINDS,
  erasedLines,
  namedKinds,
  type DataKind,
  type UserData,
} from '@mentora/domain/data-kinds';
import { mergeUserData, importSummaryMessage } from '@mentora/domain/export-merge';
import {
  IMPORT_ERRORS,
  buildExport,
  parseExport,
  serializeExport,
} from '@mentora/domain/export-parse';
import { checkRecords } from '@mentora/domain/sync-check';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { clearDeviceData, readDeviceData, writeDeviceData } from '@/lib/sync/local-data';
import { getSyncStatus } from '@/lib/sync/status-store';
import { startSync, stopSync } from '@/lib/sync/sync-engine';
import { holdSyncRequests, type HeldRequest } from '@/lib/sync/test-network';
import { readUserData } from './user-data';

/**
 * A kind of data this version does not have, added to the registry and nowhere else: it is kept
 * on the device, synced, exported, imported and deleted like every other.
 */
type Note = { id: number; text: string };
const NoteSchema = z.object({ id: z.int().check(z.positive()), text: z.string() });
const gratitude: DataKind<Note[]> = {
  key: 'gratitudeNotes',
  device: { shape: 'list', item: NoteSchema },
  file: z._default(z.array(NoteSchema), []),
  section: 'the gratitude notes',
  empty: () => [],
  sync: {
    kind: 'gratitude',
    keyOk: (k) => /^\d{1,9}$/.test(k),
    value: NoteSchema,
    keyedById: true,
    split: (list) => list.map((n) => [String(n.id), n]),
    join: (list) => list.map(([, n]) => n as Note).sort((a, b) => a.id - b.id),
  },
  merge: (local, incoming) => [
    ...local,
    ...incoming.filter((n) => !local.some((m) => m.id === n.id)),
  ],
  importedAs: 'gratitude notes',
  erases: 'your gratitude notes',
  named: 'gratitude notes',
};

const note = (id: number, text: string): Note => ({ id, text });
const notes = (d: UserData) => (d as UserData & { gratitudeNotes: Note[] }).gratitudeNotes;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

let requests: HeldRequest[] = [];

beforeEach(() => {
  localStorage.clear();
  DATA_KINDS.push(gratitude as DataKind);
  requests = holdSyncRequests();
});
afterEach(() => {
  stopSync();
  DATA_KINDS.splice(DATA_KINDS.indexOf(gratitude as DataKind), 1);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a kind added to the registry, and nowhere else', () => {
  it('is read from the device through its checks, the unreadable part set aside', () => {
    expect(STORAGE_KEYS).not.toContain('gratitudeNotes');
    localStorage.setItem('gratitudeNotes', JSON.stringify([note(1, 'the sun'), { id: 'x' }]));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(notes(readDeviceData())).toEqual([note(1, 'the sun')]);
    expect(localStorage.getItem('gratitudeNotes.corrupt')).not.toBeNull();
  });

  it('syncs: its records go to the account, and the account’s come back to the device', async () => {
    localStorage.setItem('gratitudeNotes', JSON.stringify([note(1, 'the sun')]));
    startSync('u1');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body.changes).toEqual([
      expect.objectContaining({ kind: 'gratitude', key: '1', value: note(1, 'the sun') }),
    ]);
    requests[0]!.answer({
      cursor: '2',
      changes: [
        { kind: 'gratitude', key: '2', value: note(2, 'tea'), updatedAt: 5, deleted: false },
      ],
      more: false,
    });
    await vi.waitFor(() => expect(getSyncStatus().state).toBe('synced'));
    expect(stored('gratitudeNotes')).toEqual([note(1, 'the sun'), note(2, 'tea')]);
    // Its records are checked like every other kind's.
    const bad = { kind: 'gratitude', key: '3', value: note(4, 'x'), updatedAt: 1, deleted: false };
    expect(checkRecords([bad]).refused[0]?.reason).toMatch(/does not match the id 4/);
  });

  it('exports, and a file with it imports back, merged into the device’s', () => {
    localStorage.setItem('gratitudeNotes', JSON.stringify([note(1, 'the sun')]));
    const text = serializeExport(buildExport(readUserData(), new Date(2026, 10, 25)));
    expect(JSON.parse(text).data.gratitudeNotes).toEqual([note(1, 'the sun')]);
    const parsed = parseExport(text.replace('the sun', 'rain'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(notes(parsed.data)).toEqual([note(1, 'rain')]);

    localStorage.setItem('gratitudeNotes', JSON.stringify([note(2, 'tea')]));
    const local = readUserData();
    const { data, summary } = mergeUserData(local, parsed.data);
    expect(writeDeviceData(data, local)).toEqual({ ok: true });
    expect(stored('gratitudeNotes')).toEqual([note(2, 'tea'), note(1, 'rain')]);
    expect(importSummaryMessage(summary)).toBe(
      'Import complete. Added gratitude notes. Everything that was already on this device was kept.',
    );
    // A damaged section is named, and refuses the file.
    const damaged = text.replace('"text": "the sun"', '"text": 7');
    expect(parseExport(damaged)).toEqual({
      ok: false,
      error: IMPORT_ERRORS.damaged('the gratitude notes'),
    });
  });

  it("is removed by 'Delete my data', which names it", () => {
    localStorage.setItem('gratitudeNotes', JSON.stringify([note(1, 'the sun')]));
    localStorage.setItem('gratitudeNotes.corrupt', 'oops');
    clearDeviceData();
    expect(localStorage.getItem('gratitudeNotes')).toBeNull();
    expect(localStorage.getItem('gratitudeNotes.corrupt')).toBeNull();
    expect(erasedLines()).toContain('your gratitude notes');
    expect(namedKinds()).toMatch(/, activity list and gratitude notes$/);
  });
});
