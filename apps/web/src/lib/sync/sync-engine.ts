import {
  applyServerChanges,
  diffAgainstBase,
  MAX_SYNC_CHANGES,
  recordId,
  recordsToSnapshot,
  snapshotToRecords,
  stableStringify,
  type LiveRecord,
  type SyncBase,
} from '@mentora/domain/sync';
import { checkRecords, readSyncAnswer, type RefusedRecord } from '@mentora/domain/sync-check';
import * as z from 'zod/mini';
import { OFFLINE_MESSAGE } from '../api-client';
import { readKey, readRaw, subscribe, writeKey } from '../storage/storage';
import { readLocalSnapshot, USER_DATA_KEYS, writeLocalSnapshot } from './local-data';
import { setSyncRetry, setSyncStatus } from './status-store';

const SyncStateSchema = z.object({
  userId: z.string(),
  cursor: z.nullable(z.string()),
  base: z.record(
    z.string(),
    z.object({ h: z.string(), t: z.number(), d: z.optional(z.boolean()) }),
  ),
  /** Records received that this version cannot use (a newer version's kind), kept as sent. */
  aside: z.optional(z.array(z.unknown())),
});
type SyncState = z.infer<typeof SyncStateSchema>;

/** How long after a local change the next sync starts. */
export const SYNC_DEBOUNCE_MS = 2500;
const PERIODIC_MS = 60_000;
/** The most received records kept aside (the newest kept). */
const MAX_ASIDE = 500;

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** For a 429: in how many seconds the server takes requests again. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

async function post(body: unknown) {
  let res: Response;
  try {
    res = await fetch('/api/sync', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new HttpError(OFFLINE_MESSAGE, 0);
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const msg = (data as { error?: unknown } | null)?.error;
    const retryAfter = Number(res.headers.get('Retry-After')) || undefined;
    throw new HttpError(
      typeof msg === 'string' ? msg : `Sync failed (${res.status})`,
      res.status,
      retryAfter,
    );
  }
  const answer = readSyncAnswer(data);
  if (!answer) throw new HttpError('The server sent an unexpected answer.', 502);
  return answer;
}

const hashes = (m: Map<string, LiveRecord>) =>
  new Map([...m].map(([id, r]) => [id, stableStringify(r.value)]));

/** Keeps this device's data and the account's data in step while a user is signed in. */
export class SyncEngine {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private again = false;
  private applying = false;
  private stopped = false;
  private cleanups: Array<() => void> = [];
  /** Settles when the round now on its way (if any) has ended. */
  private inFlight: Promise<void> = Promise.resolve();

  constructor(readonly userId: string) {}

  start() {
    for (const key of USER_DATA_KEYS) {
      this.cleanups.push(
        subscribe(key, () => {
          if (!this.applying) this.schedule();
        }),
      );
    }
    const online = () => void this.run();
    const offline = () => setSyncStatus({ state: 'offline' });
    const visible = () => {
      if (document.visibilityState === 'visible') void this.run();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    this.cleanups.push(() => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    });
    this.interval = setInterval(() => void this.run(), PERIODIC_MS);
    setSyncRetry(() => void this.run());
    void this.run();
  }

  stop() {
    this.stopped = true;
    this.cleanups.splice(0).forEach((c) => c());
    if (this.timer) clearTimeout(this.timer);
    if (this.interval) clearInterval(this.interval);
    setSyncRetry(null);
    setSyncStatus({ state: 'idle' });
  }

  /** Stops, then waits until a request already sent has had its answer. */
  async halt(): Promise<void> {
    this.stop();
    await this.inFlight;
  }

  schedule(delay = SYNC_DEBOUNCE_MS) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private readState(): SyncState {
    const s = readKey('syncState', SyncStateSchema, null as SyncState | null);
    // A different account on this device starts fresh: what is here is merged into it.
    if (!s || s.userId !== this.userId) return { userId: this.userId, cursor: null, base: {} };
    return s;
  }

  async run(): Promise<void> {
    if (this.stopped || pauses > 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (!navigator.onLine) {
      setSyncStatus({ state: 'offline' });
      return;
    }
    this.running = true;
    let ended!: () => void;
    this.inFlight = new Promise((resolve) => (ended = resolve));
    setSyncStatus({ state: 'syncing' });
    try {
      let state = this.readState();
      let refused: RefusedRecord[] = [];
      for (let round = 0; round < 50; round++) {
        const stateText = readRaw('syncState');
        const before = readLocalSnapshot();
        const current = snapshotToRecords(before);
        // Only records the server can take are sent; the others stay here, and are named.
        const checked = checkRecords(diffAgainstBase(current, state.base as SyncBase, Date.now()));
        const all = checked.valid;
        const res = await post({ cursor: state.cursor, changes: all.slice(0, MAX_SYNC_CHANGES) });
        if (this.stopped) return;
        // Someone else changed what this device agreed with the account while the request was
        // out (this device's data was deleted, in this tab or another; another tab synced): the
        // answer is set aside, and the next round starts from what is there now.
        if (pauses > 0 || readRaw('syncState') !== stateText) {
          this.again = true;
          break;
        }
        // What the server did not take is not on the account: the base does not follow it.
        const notTaken = new Set(res.refused.map((r) => recordId(r.kind, r.key)));
        const sent = all
          .slice(0, MAX_SYNC_CHANGES)
          .filter((r) => !notTaken.has(recordId(r.kind, r.key)));
        refused = [...checked.refused, ...res.refused];
        // What the user changed while the request was out stays theirs.
        const afterSnap = readLocalSnapshot();
        const after = snapshotToRecords(afterSnap);
        const sentHashes = hashes(current);
        const nowHashes = hashes(after);
        const changed = new Set<string>();
        for (const id of new Set([...sentHashes.keys(), ...nowHashes.keys()])) {
          if (sentHashes.get(id) !== nowHashes.get(id)) changed.add(id);
        }
        const applied = applyServerChanges(
          after,
          state.base as SyncBase,
          sent,
          res.changes,
          changed,
          res.now,
        );
        this.applying = true;
        try {
          writeLocalSnapshot(recordsToSnapshot(applied.current.values()), afterSnap);
        } finally {
          this.applying = false;
        }
        const aside = [...(state.aside ?? []), ...res.setAside].slice(-MAX_ASIDE);
        state = { userId: this.userId, cursor: res.cursor, base: applied.base };
        if (aside.length > 0) state.aside = aside;
        writeKey('syncState', state);
        if (!res.more && all.length <= MAX_SYNC_CHANGES) break;
      }
      setSyncStatus({ state: 'synced', at: Date.now(), refused });
    } catch (err) {
      if (err instanceof HttpError && err.status === 0) setSyncStatus({ state: 'offline' });
      else {
        // Too many requests just now: try again as soon as the server takes them.
        if (err instanceof HttpError && err.status === 429 && err.retryAfter) {
          this.schedule(Math.min(err.retryAfter, 600) * 1000);
        }
        setSyncStatus({
          state: 'error',
          message: err instanceof Error ? err.message : 'Sync failed.',
        });
      }
    } finally {
      this.running = false;
      ended();
      if (this.again && !this.stopped) {
        this.again = false;
        this.schedule(200);
      }
    }
  }
}

let engine: SyncEngine | null = null;
/** While above 0, no engine syncs (one started meanwhile waits too): see pauseSync. */
let pauses = 0;

export function startSync(userId: string) {
  if (engine) engine.stop();
  engine = new SyncEngine(userId);
  engine.start();
}

export function stopSync() {
  engine?.stop();
  engine = null;
}

/**
 * Stops syncing and waits for a request already on its way, so that nothing it carries can
 * reach the server after what follows (deleting the account's copy). Returns `resume`, which
 * starts syncing again for the same user, unless something else has started or stopped it since.
 */
export async function pauseSync(): Promise<() => void> {
  pauses += 1;
  const paused = engine;
  await paused?.halt();
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    pauses -= 1;
    if (pauses > 0) return;
    if (paused && engine === paused) startSync(paused.userId);
    // An engine started while paused waited: it syncs now.
    else void engine?.run();
  };
}
