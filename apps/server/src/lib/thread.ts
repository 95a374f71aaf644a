/**
 * The one way the server starts a thread: a TypeScript module of its own, run through tsx's
 * require hook (as the server runs, docs/decisions/0001-tsx-runtime.md), which the thread
 * registers itself: on Node 20 a worker given `--import tsx` still fails to load a .ts entry
 * ("Unknown file extension"). The start-up data and the messages each way are typed, the same
 * types on both sides.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** A started thread, as its starter sees it. */
export interface Thread<ToThread, FromThread> {
  post(message: ToThread): void;
  onMessage(listener: (message: FromThread) => void): void;
  /** Runs once when the thread fails with an uncaught error. */
  onError(listener: (err: Error) => void): void;
  /** Runs once when the thread has stopped, for whatever reason. */
  onExit(listener: (code: number) => void): void;
  terminate(): Promise<number>;
}

/**
 * Starts `module` (a file URL, e.g. `new URL('./worker.ts', import.meta.url)`) on a thread with
 * `data`. The thread does not keep the process alive.
 */
export function startThread<Data, ToThread, FromThread>(
  module: URL,
  data: Data,
): Thread<ToThread, FromThread> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const file = fileURLToPath(module);
  const bootstrap = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`;
  // No loaders or flags from the main thread: the thread registers its own.
  const worker = new Worker(bootstrap, { eval: true, workerData: data, execArgv: [] });
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => void worker.on('message', listener),
    onError: (listener) => void worker.once('error', listener),
    onExit: (listener) => void worker.once('exit', listener),
    terminate: () => worker.terminate(),
  };
}

/** The thread's side: what it was started with, and its messages to and from its starter. */
export interface ThreadSide<Data, ToThread, FromThread> {
  data: Data;
  post(message: FromThread): void;
  onMessage(listener: (message: ToThread) => void): void;
  /** Ends the channel, so the thread can stop once it has nothing left to do. */
  close(): void;
}

/** Called by a module started with startThread. */
export function threadSide<Data, ToThread, FromThread>(): ThreadSide<Data, ToThread, FromThread> {
  const port = parentPort;
  if (!port) throw new Error('this module runs on a thread started with startThread');
  return {
    data: workerData as Data,
    post: (message) => port.postMessage(message),
    onMessage: (listener) => void port.on('message', listener),
    close: () => port.close(),
  };
}
