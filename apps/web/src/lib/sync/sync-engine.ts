import {
  applyServerChanges,
  changesOf,
  CLEARED_CODE,
  keptAfterClearing,
  MAX_SYNC_CHANGES,
  recordId,
  recordsToSnapshot,
  snapshotToRecords,
  stableStringify,
  stampChanges,
  type LiveRecord,
  type SyncBase,
} from '@mentora/domain/sync';
import { moveCollidingSkills } from '@mentora/domain/sync-skills';
import { checkRecords, readSyncAnswer, type RefusedRecord } from '@mentora/domain/sync-check';
import { DATA_KINDS } from '@mentora/domain/data-kinds';
import * as z from 'zod/mini';
import { notify } from '@/components/ui/toaster';
import { ApiError, apiFetch } from '../api-client';
import type { StorageKey } from '../storage/keys';
import { readKey, readRaw, subscribe, writeKey } from '../storage/storage';
import { withDataLock } from './data-lock';
import { readDeviceData, setAsideCopies, writeDeviceData } from './local-data';
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
  /**
   * Per sync kind, a mark of the unreadable copies set aside on this device that the account has
   * already made good (see repairState): a copy not marked here is new.
   */
  repaired: z.optional(z.record(z.string(), z.string())),
  /**
   * When each record not yet on the account was last seen to change here (sync.ts SyncStamps):
   * noted as changes happen, offline too, and sent as the time of the change.
   */
  stamps: z.optional(z.record(z.string(), z.object({ h: z.string(), t: z.number() }))),
});
type SyncState = z.infer<typeof SyncStateSchema>;

/** How long after a local change the next sync starts. */
export const SYNC_DEBOUNCE_MS = 2500;
const PERIODIC_MS = 60_000;
const SAVE_FAILED =
  "What your account holds couldn't be saved on this device (its storage is full or turned off), so nothing here was changed. Sync tries again later.";
const CLEARED_NOTE =
  'Your data was deleted from your account on another device, so it has been removed here too.';
/** The most received records kept aside (the newest kept). */
const MAX_ASIDE = 500;

async function post(body: unknown) {
  const data = await apiFetch<unknown>('/api/sync', { method: 'POST', body, what: 'Sync' });
  const answer = readSyncAnswer(data);
  if (!answer) throw new ApiError('The server sent an unexpected answer.', 502);
  return answer;
}

/** A short mark of a text (FNV-1a, 32 bits, in hex). */
function markOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16);
}

/**
 * Data of a kind that could not be read on this device is set aside (`<key>.corrupt`, then
 * `.corrupt.2`…) and the rest read without it, so what could not be read is missing from the
 * device. It is not deleted: once per new set-aside copy, the records of that kind the device no
 * longer has are forgotten from the base and everything is asked for again (cursor null), so the
 * account's copy comes back to the device instead of a deletion going out to the account and
 * every other device.
 */
function repairState(state: SyncState, current: ReadonlyMap<string, LiveRecord>): SyncState {
  // (`current` was read first: reading is what sets an unreadable value aside)
  const repaired = { ...state.repaired };
  const damaged = new Set<string>();
  for (const [kind, copies] of setAsideCopies()) {
    const mark = markOf(copies);
    if (repaired[kind] === mark) continue;
    repaired[kind] = mark;
    damaged.add(kind);
  }
  if (damaged.size === 0) return state;
  const base: SyncState['base'] = {};
  for (const [id, known] of Object.entries(state.base)) {
    const kind = id.slice(0, id.indexOf('\u0000'));
    if (damaged.has(kind) && !known.d && !current.has(id)) continue;
    base[id] = known;
  }
  return { ...state, cursor: null, base, repaired };
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
    for (const { key } of DATA_KINDS) {
      this.cleanups.push(
        subscribe(key as StorageKey, () => {
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

  /**
   * The rounds of one sync, each a request and its answer applied. Returns the records refused,
   * or null when the engine was stopped or paused meanwhile (nothing is said then).
   */
  private async rounds(): Promise<RefusedRecord[] | null> {
    // Stopped or paused while waiting for the lock (a deletion, say).
    if (this.stopped) return null;
    if (pauses > 0) {
      this.again = true;
      return null;
    }
    let state = this.readState();
    let refused: RefusedRecord[] = [];
    for (let round = 0; round < 50; round++) {
      const stateText = readRaw('syncState');
      const before = readDeviceData();
      let current = snapshotToRecords(before);
      if (round === 0) state = repairState(state, current);
      // A skill added here under the id of one the account holds goes to a free id first.
      const moved = moveCollidingSkills(current, state.base as SyncBase);
      if (moved !== current) {
        this.save(moved, before);
        current = moved;
      }
      const now = Date.now();
      const stamps = stampChanges(current, state.base as SyncBase, state.stamps ?? {}, now);
      // Only records the server can take are sent; the others stay here, and are named.
      const checked = checkRecords(changesOf(current, state.base as SyncBase, stamps));
      const all = checked.valid;
      let res: Awaited<ReturnType<typeof post>> | null = null;
      try {
        res = await post({ cursor: state.cursor, changes: all.slice(0, MAX_SYNC_CHANGES) });
      } catch (err) {
        if (!(err instanceof ApiError && err.code === CLEARED_CODE)) throw err;
      }
      if (this.stopped) return null;
      // Someone else changed what this device agreed with the account while the request was
      // out (this device's data was deleted, in this tab or another; another tab synced): the
      // answer is set aside, and the next round starts from what is there now.
      if (pauses > 0 || readRaw('syncState') !== stateText) {
        this.again = true;
        break;
      }
      if (!res) {
        state = this.cleared(state);
        continue;
      }
      // What the server did not take is not on the account: the base does not follow it.
      const notTaken = new Set(res.refused.map((r) => recordId(r.kind, r.key)));
      const sent = all
        .slice(0, MAX_SYNC_CHANGES)
        .filter((r) => !notTaken.has(recordId(r.kind, r.key)));
      refused = [...checked.refused, ...res.refused];
      // What the user changed while the request was out stays theirs.
      const afterSnap = readDeviceData();
      const after = snapshotToRecords(afterSnap);
      const sentHashes = hashes(current);
      const nowHashes = hashes(after);
      const changed = new Set<string>();
      for (const id of new Set([...sentHashes.keys(), ...nowHashes.keys()])) {
        if (sentHashes.get(id) !== nowHashes.get(id)) changed.add(id);
      }
      // A skill of this device's that the account holds another skill's id for moves, and goes
      // up under its new id in the next sync.
      const mine = moveCollidingSkills(after, state.base as SyncBase, res.changes);
      if (mine !== after) this.again = true;
      const applied = applyServerChanges(
        mine,
        state.base as SyncBase,
        sent,
        res.changes,
        changed,
        res.now,
      );
      // A change merged with another device's edit of the record goes up in the next round.
      if (applied.merged) this.again = true;
      // Nothing of the answer could be kept here (storage full): the device stays as it was,
      // and so does what it agreed with the account, so the next round tries again.
      this.save(applied.current, afterSnap);
      const aside = [...(state.aside ?? []), ...res.setAside].slice(-MAX_ASIDE);
      const repaired = state.repaired;
      // what is on the account now needs no stamp; a change not sent, or made since, keeps its
      // own
      const left = stampChanges(applied.current, applied.base, stamps, Date.now());
      state = { userId: this.userId, cursor: res.cursor, base: applied.base };
      if (aside.length > 0) state.aside = aside;
      if (repaired) state.repaired = repaired;
      if (Object.keys(left).length > 0) state.stamps = left;
      writeKey('syncState', state);
      if (!res.more && all.length <= MAX_SYNC_CHANGES) break;
    }
    return refused;
  }

  /** Writes the device's records over `before`, all or nothing; throws when it cannot. */
  private save(records: Map<string, LiveRecord>, before: ReturnType<typeof readDeviceData>) {
    this.applying = true;
    let saved;
    try {
      saved = writeDeviceData(recordsToSnapshot(records.values()), before);
    } finally {
      this.applying = false;
    }
    if (!saved.ok) throw new Error(SAVE_FAILED);
  }

  /**
   * The account's data was deleted on another device ('Delete my data') since this device last
   * synced: what it holds as the account had it is removed here too, and what it changed and had
   * not sent is kept, to go up as new. Returns the state to sync on with, from the start.
   */
  private cleared(state: SyncState): SyncState {
    const snap = readDeviceData();
    const current = snapshotToRecords(snap);
    const stamps = stampChanges(current, state.base as SyncBase, state.stamps ?? {}, Date.now());
    const kept = keptAfterClearing(current, stamps);
    this.save(kept, snap);
    const next: SyncState = { ...state, cursor: null, base: {} };
    const left = stampChanges(kept, {}, stamps, Date.now());
    if (Object.keys(left).length > 0) next.stamps = left;
    else delete next.stamps;
    writeKey('syncState', next);
    notify(CLEARED_NOTE);
    return next;
  }

  /**
   * Notes when this device's records changed (stamps), as they change, offline as well: an edit
   * made offline goes out later stamped with when it was made.
   */
  private noteChanges() {
    const state = this.readState();
    const current = snapshotToRecords(readDeviceData());
    const stamps = stampChanges(current, state.base as SyncBase, state.stamps ?? {}, Date.now());
    if (stableStringify(stamps) === stableStringify(state.stamps ?? {})) return;
    const next: SyncState = { ...state };
    if (Object.keys(stamps).length > 0) next.stamps = stamps;
    else delete next.stamps;
    writeKey('syncState', next);
  }

  async run(): Promise<void> {
    if (this.stopped || pauses > 0) return;
    if (!this.running) this.noteChanges();
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
      // Every tab's rounds and a deletion of the data exclude each other (see data-lock.ts).
      const refused = await withDataLock('shared', () => this.rounds());
      if (refused) setSyncStatus({ state: 'synced', at: Date.now(), refused });
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) setSyncStatus({ state: 'offline' });
      else {
        // Too many requests just now: try again as soon as the server takes them.
        if (err instanceof ApiError && err.status === 429 && err.retryAfter) {
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

/** Merges one text edited apart (the journal's history takes it from here, when it needs it). */
export { mergeText } from '@mentora/domain/sync-merge';

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
 * Stops syncing, in this tab and every other, and waits for requests already on their way, so
 * that nothing they carry can reach the server after what follows (deleting the account's
 * copy). Returns `resume`, which lets every tab sync again, and starts this tab's engine again
 * for the same user, unless something else has started or stopped it since.
 */
export async function pauseSync(): Promise<() => void> {
  pauses += 1;
  const paused = engine;
  await paused?.halt();
  // Held until resumed: other tabs' rounds wait for it, and it waits for theirs.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await new Promise<void>((granted) => {
    void withDataLock('exclusive', () => {
      granted();
      return held;
    });
  });
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    release();
    pauses -= 1;
    if (pauses > 0) return;
    if (paused && engine === paused) startSync(paused.userId);
    // An engine started while paused waited: it syncs now.
    else void engine?.run();
  };
}
