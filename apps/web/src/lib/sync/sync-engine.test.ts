// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSyncStatus } from './status-store';
import { pauseSync, startSync, stopSync, SyncEngine } from './sync-engine';

/** The network: each sync request waits until the test answers it. */
type Sent = { body: { cursor: string | null; changes: Array<{ kind: string; key: string }> } };
let requests: Array<Sent & { answer(body: unknown): void }> = [];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) =>
          requests.push({
            body: JSON.parse(String(init.body)) as Sent['body'],
            answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
          }),
        ),
    ),
  );
});
afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
});

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const entry = (id: number, content: string) => ({ id, content, date: 'd', time: 't' });
const fromServer = (kind: string, key: string, value: unknown) => ({
  kind,
  key,
  value,
  updatedAt: 5,
  deleted: false,
});

describe('the sync engine', () => {
  it('uses the records it knows from an answer and sets aside a kind from a newer version', async () => {
    startSync('u1');
    await until(() => requests.length === 1);
    requests[0]!.answer({
      cursor: '7',
      changes: [
        fromServer('moodLevel', '2026-03-01', 6),
        fromServer('gratitude', '1', { text: 'the sun' }),
      ],
      more: false,
    });
    await until(() => getSyncStatus().state === 'synced');
    expect(stored('moodLevels')).toEqual({ '2026-03-01': 6 });
    expect(stored('syncState')).toMatchObject({
      cursor: '7',
      aside: [fromServer('gratitude', '1', { text: 'the sun' })],
    });
  });

  it('sends only what the account can take, and says what stays on this device', async () => {
    localStorage.setItem(
      'journalHistory',
      JSON.stringify([entry(2, 'x'.repeat(70_000)), entry(1, 'fits')]),
    );
    startSync('u1');
    await until(() => requests.length === 1);
    expect(requests[0]!.body.changes.map((c) => c.key)).toEqual(['1']);
    requests[0]!.answer({ cursor: '1', changes: [], more: false });
    await until(() => getSyncStatus().state === 'synced');
    const status = getSyncStatus();
    expect(status.state === 'synced' && status.refused).toEqual([
      { kind: 'journal', key: '2', reason: expect.stringMatching(/too large/) },
    ]);
    // Nothing the person wrote is gone from the device.
    expect(stored('journalHistory')).toEqual([entry(2, 'x'.repeat(70_000)), entry(1, 'fits')]);
  });

  it('an answer that cannot be saved here changes nothing, and says so', async () => {
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-03-01': 4 }));
    startSync('u1');
    await until(() => requests.length === 1);
    const before = { ...localStorage };
    const real = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k === 'journalHistory') throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    });
    requests[0]!.answer({
      cursor: '9',
      changes: [
        fromServer('mood', '2026-03-02', 'Good'),
        fromServer('journal', '1', entry(1, 'x')),
      ],
      more: false,
    });
    await until(() => getSyncStatus().state === 'error');
    // Neither the data nor what this device agreed with the account moved: the next sync asks
    // for the same records again.
    expect({ ...localStorage }).toEqual(before);
    vi.restoreAllMocks();
  });

  it('data this device cannot read is brought back from the account, never sent as deleted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // In step with the account: two entries, and the base that says so.
    const one = entry(1, 'first');
    const two = entry(2, 'second');
    const engine = new SyncEngine('u1');
    localStorage.setItem('journalHistory', JSON.stringify([two, one]));
    void engine.run();
    await until(() => requests.length === 1);
    expect(requests[0]!.body.changes.map((c) => c.key).sort()).toEqual(['1', '2']);
    requests[0]!.answer({ cursor: '4', changes: [], more: false });
    await until(() => getSyncStatus().state === 'synced');

    // The journal becomes unreadable here (cut off mid-write), and the person writes a new entry,
    // which replaces it: the two entries are only in the set-aside copy now.
    const broken = JSON.stringify([two, one]).slice(0, 30);
    localStorage.setItem('journalHistory', broken);
    const three = entry(3, 'third');
    localStorage.setItem('journalHistory', JSON.stringify([three]));
    localStorage.setItem('journalHistory.corrupt', broken);

    void engine.run();
    await until(() => requests.length === 2);
    const sent = requests[1]!.body;
    // No deletion goes out; everything is asked for again.
    expect(sent.changes).toEqual([expect.objectContaining({ key: '3', deleted: false })]);
    expect(sent.cursor).toBeNull();
    requests[1]!.answer({
      cursor: '9',
      changes: [
        { kind: 'journal', key: '1', value: one, updatedAt: 5, deleted: false },
        { kind: 'journal', key: '2', value: two, updatedAt: 5, deleted: false },
      ],
      more: false,
    });
    await until(() => getSyncStatus().state === 'synced');
    const ids = (stored('journalHistory') as Array<{ id: number }>).map((e) => e.id).sort();
    expect(ids).toEqual([1, 2, 3]);
    // Made good once: the next sync goes on from the cursor, and deletions count again.
    localStorage.setItem('journalHistory', JSON.stringify([three, two]));
    void engine.run();
    await until(() => requests.length === 3);
    expect(requests[2]!.body.cursor).toBe('9');
    expect(requests[2]!.body.changes).toEqual([
      expect.objectContaining({ key: '1', deleted: true }),
    ]);
    requests[2]!.answer({ cursor: '10', changes: [], more: false });
    await until(() => getSyncStatus().state === 'synced');
    vi.restoreAllMocks();
  });

  it("an answer in flight while this device's data is deleted brings nothing back", async () => {
    // Another tab of the same browser syncs on its own (same storage, its own engine).
    const otherTab = new SyncEngine('u1');
    localStorage.setItem('journalHistory', JSON.stringify([entry(1, 'private')]));
    void otherTab.run();
    await until(() => requests.length === 1);

    // 'Delete my data' in this tab: sync paused, the account's copy and this device's removed.
    const resume = await pauseSync();
    localStorage.clear();
    // The other tab's answer lands only now, carrying what the account held before the delete.
    requests[0]!.answer({
      cursor: '3',
      changes: [fromServer('moodLevel', '2026-03-01', 6)],
      more: false,
    });
    await until(() => getSyncStatus().state !== 'syncing');
    // And a sync started while paused waits for the deletion.
    startSync('u1');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(1);
    expect(stored('journalHistory')).toBeNull();
    expect(stored('moodLevels')).toBeNull();
    expect(stored('syncState')).toBeNull();
    resume();
    await until(() => requests.length === 2);
    expect(requests[1]!.body).toEqual({ cursor: null, changes: [] });
    otherTab.stop();
  });
});

/** The browser's Web Locks, shared by its tabs: one lock name, shared or exclusive, in order. */
class BrowserLocks {
  private held: Array<{ mode: string }> = [];
  private queue: Array<{ mode: string; start(): void }> = [];

  request(_name: string, opts: { mode: 'shared' | 'exclusive' }, task: () => Promise<unknown>) {
    return new Promise((resolve, reject) => {
      this.queue.push({
        mode: opts.mode,
        start: () => {
          const lock = { mode: opts.mode };
          this.held.push(lock);
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              this.held.splice(this.held.indexOf(lock), 1);
              this.grant();
            });
        },
      });
      this.grant();
    });
  }

  private grant() {
    for (let next = this.queue[0]; next; next = this.queue[0]) {
      const free =
        next.mode === 'shared'
          ? this.held.every((h) => h.mode === 'shared')
          : this.held.length === 0;
      if (!free) return;
      this.queue.shift();
      next.start();
    }
  }
}

describe('deleting the data while another tab syncs', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it("waits for the other tab's request, and the other tab waits for the deletion", async () => {
    Object.defineProperty(navigator, 'locks', { value: new BrowserLocks(), configurable: true });
    // Another tab: its own copy of the app's modules, on the same storage and network.
    vi.resetModules();
    const otherTab = await import('./sync-engine');
    localStorage.setItem('journalHistory', JSON.stringify([entry(1, 'private')]));
    otherTab.startSync('u1');
    await until(() => requests.length === 1);

    // 'Delete my data' in this tab, while the other tab's request is on its way: the account's
    // copy may only be deleted once that request has landed, or it would put back what it carries.
    let paused = false;
    const pausing = pauseSync().then((resume) => {
      paused = true;
      return resume;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(paused).toBe(false);
    requests[0]!.answer({ cursor: '1', changes: [], more: false });
    const resume = await pausing;

    // While the copies are deleted, the other tab's next sync waits.
    otherTab.startSync('u1');
    await new Promise((r) => setTimeout(r, 30));
    expect(requests).toHaveLength(1);
    localStorage.clear();
    resume();
    // Then it starts afresh from what is left: nothing.
    await until(() => requests.length === 2);
    expect(requests[1]!.body).toEqual({ cursor: null, changes: [] });
    otherTab.stopSync();
  });
});
