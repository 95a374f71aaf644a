import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadEnv } from '../../src/env';
import { createServer, type MentoraServer } from '../../src/server';

export const ORIGIN = 'http://localhost:3000';

let dbCounter = 0;

/** Creates a fresh database on the test PostgreSQL server and returns its URL. */
export async function freshPostgresDb(baseUrl: string): Promise<string> {
  const name = `mentora_test_${process.pid}_${Date.now()}_${dbCounter++}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestServerOptions {
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** Receives the server's log lines (dropped when not given). */
  log?: (line: string) => void;
}

/** A real server app on a fresh database, with the client IP taken from a test header. */
export async function testServer(opts: TestServerOptions = {}): Promise<MentoraServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mentora-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  return createServer(env, {
    clientIp: (c) => c.req.header('x-test-peer') ?? '10.0.0.1',
    log: opts.log ?? (() => {}),
  });
}

export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** A tiny cookie-keeping client over app.request, like one browser. */
export function browser(app: MentoraServer['app'], ip = '10.0.0.1') {
  const jar = new Map<string, string>();
  const request: Fetcher = async (p, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', ORIGIN);
    headers.set('x-test-peer', ip);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await app.request(p, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      const k = pair.slice(0, eq);
      const v = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(c) || v === '') jar.delete(k);
      else jar.set(k, v);
    }
    return res;
  };
  return {
    request,
    jar,
    post: (p: string, body: unknown) => request(p, { method: 'POST', body: JSON.stringify(body) }),
    get: (p: string) => request(p),
  };
}
