import { startThread } from '../lib/thread';

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;

/** What the checkpoint thread is started with. */
export interface CheckpointerData {
  file: string;
  intervalMs: number;
}

export interface Checkpointer {
  /** Stops the thread (after its current checkpoint) and closes its connection. */
  stop(): Promise<void>;
}

/**
 * Checkpoints an SQLite database in WAL mode from a thread of its own. A checkpoint copies the
 * log into the database file and waits for the disk (fsync); done by the connection that
 * commits, as SQLite does by default every 1000 pages, it would hold up every request for that
 * long. PASSIVE checkpoints never block the writer. `onFailure` runs if the thread cannot work,
 * so the caller can fall back to checkpointing on its own connection.
 */
export function startCheckpointer(
  file: string,
  onFailure: (err: Error) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): Checkpointer {
  const thread = startThread<CheckpointerData, 'stop', never>(
    new URL('./checkpoint-worker.ts', import.meta.url),
    { file, intervalMs },
  );
  let stopping = false;
  let failed = false;
  const fail = (err: Error) => {
    if (stopping || failed) return;
    failed = true;
    onFailure(err);
  };
  const exited = new Promise<void>((resolve) => thread.onExit(() => resolve()));
  thread.onError(fail);
  thread.onExit((code) => fail(new Error(`the checkpoint thread stopped (exit code ${code})`)));
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      thread.post('stop');
      const timeout = setTimeout(() => void thread.terminate(), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
