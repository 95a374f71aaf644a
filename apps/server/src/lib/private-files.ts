import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/** The embedded database's file name in the data directory. */
export const SQLITE_FILE = 'mentora.sqlite';

/**
 * Makes the embedded database readable by its owner only, like the auth secret: the file is
 * created 0600 before SQLite opens it (SQLite gives its -wal and -shm files the mode of the
 * database), and a file left by an older version is narrowed to 0600. A data directory that
 * does not exist yet is created owner-only too.
 */
export function ownerOnlyDatabaseFile(dataDir: string, name = SQLITE_FILE): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(f)) chmodSync(f, 0o600);
  }
  return name;
}
