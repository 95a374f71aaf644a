import type { SyncReply } from '@mentora/domain/sync-plan';
import { createLogger } from '../lib/log';
import { startThread, type Thread } from '../lib/thread';
import type { SyncJob } from './sqlite-exchange';

/** What the thread is started with. */
export interface SyncThreadData {
  file: string;
  /** Whether its connection checkpoints after commits itself (the checkpointer has failed). */
  autocheckpoint: boolean;
}

/** Messages to the thread. */
export type ToSyncThread =
  { type: 'job'; id: number; job: SyncJob } | { type: 'autocheckpoint' } | { type: 'stop' };

/** Messages from the thread: the answers to a batch, or its failure. */
export type FromSyncThread =
  | { type: 'done'; ids: number[]; replies: SyncReply[] }
  | { type: 'failed'; ids: number[]; message: string };

export interface SyncThread {
  /** Runs one sync request (its body unread) for a signed-in user. */
  exchange(job: SyncJob): Promise<SyncReply>;
  /** From now on the thread's connection checkpoints after its commits itself. */
  autocheckpoint(): void;
  /** Answers what was sent, then stops the thread and closes its connection. */
  stop(): Promise<void>;
}

const log = createLogger();

/**
 * SQLite's side of sync on a thread of its own, with its own connection to the database file.
 * Reading, checking and storing a request is most of the CPU a sync request costs; on the server's
 * main thread it held up every other request for that long. The thread is started on the first
 * sync request, and again after it has stopped for any reason (the requests it had are answered
 * with an error, to be sent again). WAL lets the main connection read and write meanwhile; a
 * write there waits for the thread's commit (busy_timeout), as two connections to one file do.
 */
export function startSyncThread(file: string): SyncThread {
  const pending = new Map<number, { resolve(reply: SyncReply): void; reject(err: Error): void }>();
  let nextId = 0;
  let autocheckpoint = false;
  let worker: Thread<ToSyncThread, FromSyncThread> | undefined;
  let stopping: Promise<void> | undefined;

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const start = () => {
    // Open requests keep the process up through their sockets, not through the thread.
    const w = startThread<SyncThreadData, ToSyncThread, FromSyncThread>(
      new URL('./worker.ts', import.meta.url),
      { file, autocheckpoint },
    );
    w.onMessage((message) => {
      message.ids.forEach((id, i) => {
        const p = pending.get(id);
        if (!p) return;
        pending.delete(id);
        if (message.type === 'done') p.resolve(message.replies[i]!);
        else p.reject(new Error(`sync batch failed: ${message.message}`));
      });
    });
    w.onError((err) => log.error('the sync thread failed', { error: err.message }));
    w.onExit((code) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`the sync thread stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    exchange(job) {
      if (stopping) return Promise.reject(new Error('the database is closing'));
      worker ??= start();
      const id = nextId++;
      const reply = new Promise<SyncReply>((resolve, reject) =>
        pending.set(id, { resolve, reject }),
      );
      worker.post({ type: 'job', id, job });
      return reply;
    },
    autocheckpoint() {
      autocheckpoint = true;
      worker?.post({ type: 'autocheckpoint' });
    },
    stop() {
      stopping ??= (async () => {
        const w = worker;
        if (!w) return;
        const exited = new Promise<void>((resolve) => w.onExit(() => resolve()));
        w.post({ type: 'stop' });
        const timeout = setTimeout(() => void w.terminate(), 5000);
        await exited;
        clearTimeout(timeout);
      })();
      return stopping;
    },
  };
}
