/**
 * The thread that checkpoints the SQLite database (see checkpointer.ts): a PASSIVE checkpoint
 * every `intervalMs` on a connection of its own, until it is told to stop.
 */
import Database from 'better-sqlite3';
import { threadSide } from '../lib/thread';
import type { CheckpointerData } from './checkpointer';

const side = threadSide<CheckpointerData, 'stop', never>();
const { file, intervalMs } = side.data;
const db = new Database(file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 0');
let timer: NodeJS.Timeout;
const tick = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next tick tries again.
  }
  timer = setTimeout(tick, intervalMs);
};
timer = setTimeout(tick, intervalMs);
side.onMessage(() => {
  clearTimeout(timer);
  db.close();
  side.close();
});
