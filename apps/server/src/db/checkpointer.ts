import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;

// Plain CommonJS run by the worker, so it needs no TypeScript loader in the thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 0');
let timer;
const tick = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next tick tries again.
  }
  timer = setTimeout(tick, workerData.intervalMs);
};
timer = setTimeout(tick, workerData.intervalMs);
parentPort.on('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

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
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs },
    // Not a TypeScript thread: no loaders or flags from the main thread.
    execArgv: [],
  });
  worker.unref();
  let stopping = false;
  let failed = false;
  const fail = (err: Error) => {
    if (stopping || failed) return;
    failed = true;
    onFailure(err);
  };
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', fail);
  worker.once('exit', (code) =>
    fail(new Error(`the checkpoint thread stopped (exit code ${code})`)),
  );
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      worker.postMessage('stop');
      const timeout = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
