/**
 * The thread that runs SQLite's side of sync (see sync-thread.ts): it reads and checks each
 * request, commits the requests that arrive together in one transaction, and answers them.
 */
import Database from 'better-sqlite3';
import type { SyncReply } from '@mentora/domain/sync-plan';
import { threadSide } from '../lib/thread';
import { sqliteSyncBatch, type SyncJob } from './sqlite-exchange';
import type { FromSyncThread, SyncThreadData, ToSyncThread } from './thread';

/** The most requests one commit holds. */
const MAX_BATCH = 100;

const port = threadSide<SyncThreadData, ToSyncThread, FromSyncThread>();
const { data } = port;

/** Opens the connection, with SQLite's error turned into one that crosses to the main thread. */
function open() {
  try {
    const connection = new Database(data.file, { fileMustExist: true });
    connection.pragma('synchronous = NORMAL');
    connection.pragma('busy_timeout = 5000');
    // Checkpoints are the checkpointer thread's, unless it has failed (see client.ts).
    connection.pragma(`wal_autocheckpoint = ${data.autocheckpoint ? 1000 : 0}`);
    return connection;
  } catch (error) {
    throw new Error(`cannot open ${data.file}: ${(error as Error).message}`);
  }
}

const db = open();
const runBatch = sqliteSyncBatch(db);

const queue: { id: number; job: SyncJob }[] = [];
let scheduled = false;

/** Commits what has arrived, at most MAX_BATCH requests a transaction, and answers it. */
function flush() {
  scheduled = false;
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH);
    const ids = batch.map((b) => b.id);
    let replies: SyncReply[];
    try {
      replies = runBatch(batch.map((b) => b.job));
    } catch (error) {
      port.post({ type: 'failed', ids, message: (error as Error).message });
      continue;
    }
    port.post({ type: 'done', ids, replies });
  }
}

port.onMessage((message) => {
  switch (message.type) {
    case 'job':
      queue.push({ id: message.id, job: message.job });
      // Requests that arrive together wait for the same commit.
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      break;
    case 'autocheckpoint':
      db.pragma('wal_autocheckpoint = 1000');
      break;
    case 'stop':
      // Every request sent before the stop is answered first.
      flush();
      db.close();
      port.close();
      break;
  }
});
