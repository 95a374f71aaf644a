import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Finds the directory holding initdb/pg_ctl/postgres: PATH first, then Debian's layout. */
function findPgBin(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')))
      return dir;
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = path.join(base, v, 'bin');
      if (existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  throw new Error(
    "PostgreSQL is needed for these tests but wasn't found. Install Debian's 'postgresql' package (bash .ci/run does this).",
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForPort(port: number, timeoutMs: number, died: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (died()) throw new Error('PostgreSQL exited during start-up');
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PostgreSQL did not start on port ${port}`);
}

export interface TestPostgres {
  /** Connection URL of the server's default `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway PostgreSQL server in a temporary directory (as the `postgres` user
 * when running as root, since PostgreSQL refuses to run as root). Tests run it without waiting
 * for the disk; `durable` keeps PostgreSQL's default (every commit flushed), as the load
 * benchmark does.
 */
export async function startPostgres(opts: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = findPgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mentora-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const wrap = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const [initCmd, initArgs] = wrap(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore', timeout: 120_000 });
  const port = await freePort();
  const [pgCmd, pgArgs] = wrap(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...(opts.durable ? [] : ['-c', 'fsync=off']),
    '-c',
    'max_connections=200',
  ]);
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitForPort(port, 30_000, () => exited);
  // The port accepts before the server is ready for queries; give it a moment to finish start-up.
  await new Promise((r) => setTimeout(r, 300));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
