import { describe, expect, it } from 'vitest';
import { checkRecords, readSyncAnswer, refusedMessage } from './sync-check';

const mood = { kind: 'mood', key: '2026-11-21', value: 'Good', updatedAt: 1, deleted: false };
const fromNewer = {
  kind: 'gratitude',
  key: '1',
  value: { text: 'sun' },
  updatedAt: 2,
  deleted: false,
};

describe('records checked one by one', () => {
  it('keeps the valid ones and names each refused one with its kind, key and reason', () => {
    const big = {
      kind: 'journal',
      key: '1',
      value: { id: 1, content: 'x'.repeat(70_000), date: 'd', time: 't' },
      updatedAt: 1,
      deleted: false,
    };
    const { valid, refused, refusedAsGiven } = checkRecords([mood, big, fromNewer, 'junk']);
    expect(valid).toEqual([mood]);
    expect(refused).toEqual([
      { kind: 'journal', key: '1', reason: expect.stringMatching(/too large/) },
      { kind: 'gratitude', key: '1', reason: 'kind: unknown kind "gratitude"' },
      { kind: 'undefined', key: 'undefined', reason: expect.any(String) },
    ]);
    expect(refusedAsGiven).toEqual([big, fromNewer, 'junk']);
  });
});

describe("the server's answer", () => {
  it('keeps what this version knows and sets aside a newer kind, instead of refusing it all', () => {
    const answer = readSyncAnswer({ cursor: '9', changes: [mood, fromNewer], more: false, now: 5 });
    expect(answer).toEqual({
      cursor: '9',
      changes: [mood],
      more: false,
      now: 5,
      refused: [],
      setAside: [fromNewer],
    });
  });

  it('is null only when the answer itself is not one', () => {
    expect(readSyncAnswer({ changes: [], more: false })).toBeNull();
    expect(readSyncAnswer('nope')).toBeNull();
  });
});

describe('what the sync status says of refused records', () => {
  it('names a kind it does not know by its name, even one every object has', () => {
    expect(
      refusedMessage([{ kind: 'constructor', key: '1', reason: 'has the wrong shape' }]),
    ).toMatch(/^A record \(constructor\) could not be synced/);
  });

  it('names them in plain words, and says they are still on this device', () => {
    expect(refusedMessage([])).toBe('');
    expect(
      refusedMessage([{ kind: 'journal', key: '1', reason: 'value of journal/1 is too large' }]),
    ).toBe(
      'A journal entry could not be synced to your account and is kept on this device only: too long to sync. Shorten it to sync it.',
    );
    expect(
      refusedMessage([
        { kind: 'journal', key: '1', reason: 'value of journal/1 has the wrong shape' },
        {
          kind: 'settings',
          key: 'settings',
          reason: 'value of settings/settings has the wrong shape',
        },
      ]),
    ).toBe(
      '2 items (a journal entry, your settings) could not be synced to your account and are kept on this device only (value of journal/1 has the wrong shape).',
    );
  });
});
