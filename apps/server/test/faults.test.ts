import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYNC_KINDS } from '@mentora/domain/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { browser, freshPostgresDb, ORIGIN, testServer } from './support/server';

const PASSWORD = 'calm-river-42';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Change = {
  kind: string;
  key: string;
  value: unknown;
  updatedAt: number;
  deleted: boolean;
};
type SyncAnswer = { cursor: string; changes: Change[]; more: boolean };

const journal = (id: number, content: string) => ({
  kind: 'journal',
  key: String(id),
  value: { id, content, date: '3/14/2026', time: '9:26:53 AM' },
  updatedAt: id,
  deleted: false,
});

/** Every record the signed-in user has on the server, following `more` to the end. */
async function pullAll(send: (body: unknown) => Promise<Response>): Promise<Map<string, Change>> {
  const out = new Map<string, Change>();
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const res = await send({ cursor, changes: [] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SyncAnswer;
    for (const c of body.changes) out.set(`${c.kind}/${c.key}`, c);
    cursor = body.cursor;
    if (!body.more) return out;
  }
  throw new Error('sync never finished paging');
}

// ---------------------------------------------------------------------------------------------
// (a) The server process is killed while sync writes are in flight.

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

/** Starts the real server (src/index.ts) as its own process on SQLite in dataDir. */
async function startProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '1000',
      SYNC_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const until = Date.now() + 45_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

describe('(a) SIGKILL during a stream of sync writes', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mentora-kill-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write the server acknowledged', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const origin = { origin: base, 'content-type': 'application/json' };
    child = await startProcess(dataDir, port);

    const up = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email: 'kill@example.com', password: PASSWORD, name: 'K' }),
    });
    expect(up.status).toBe(200);
    const cookie = up.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const send = (body: unknown) =>
      fetch(`${base}/api/sync`, {
        method: 'POST',
        headers: { ...origin, cookie },
        body: JSON.stringify(body),
      });

    // Four writers, each sending small batches back to back, like busy devices.
    const acked = new Map<string, Change>();
    let failed = 0;
    let next = 1_700_000_000_000;
    let stop = false;
    const writer = async (w: number) => {
      while (!stop) {
        const batch: Change[] = [];
        for (let i = 0; i < 3; i++) {
          const id = next++;
          batch.push(journal(id, `writer ${w} entry ${id} ${'words '.repeat(20)}`));
        }
        const day = new Date(Date.UTC(2000, 0, 1) + (next % 100_000) * 86_400_000);
        batch.push({
          kind: 'mood',
          key: day.toISOString().slice(0, 10),
          value: (['Good', 'Neutral', 'Bad'] as const)[next % 3],
          updatedAt: next,
          deleted: false,
        });
        try {
          const res = await send({ cursor: null, changes: batch });
          if (res.status !== 200) throw new Error(`status ${res.status}`);
          await res.arrayBuffer();
          for (const c of batch) acked.set(`${c.kind}/${c.key}`, c);
        } catch {
          failed++;
          return;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acked.size < 160) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    const exited = new Promise((r) => child!.once('exit', r));
    await Promise.all(writers);
    stop = true;
    await exited;
    // The kill really landed in the middle of the stream.
    expect(failed).toBeGreaterThan(0);

    child = await startProcess(dataDir, port);
    const stored = await pullAll(send); // the session cookie survived the crash too
    const missing = [...acked.keys()].filter((k) => !stored.has(k));
    expect(missing, `${missing.length} of ${acked.size} acknowledged writes lost`).toEqual([]);
    for (const [k, c] of acked) {
      const s = stored.get(k)!;
      // A later write to the same mood day may have won; never an older one.
      expect(s.updatedAt).toBeGreaterThanOrEqual(c.updatedAt);
      if (s.updatedAt === c.updatedAt) expect(s.value).toEqual(c.value);
    }
    child.kill('SIGTERM');
  });
});

// ---------------------------------------------------------------------------------------------
// (e) One user's session never reads or writes another user's records.

async function signUp(server: MentoraServer, email: string, ip: string) {
  const b = browser(server.app, ip);
  const res = await b.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'U' });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  return { ...b, id, sync: (body: unknown) => b.post('/api/sync', body) };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`(e) user isolation on ${kind}`, () => {
    let server: MentoraServer;
    beforeAll(async () => {
      const databaseUrl = kind === 'postgres' ? await freshPostgresDb(inject('pgUrl')) : undefined;
      server = await testServer({
        ...(databaseUrl ? { databaseUrl } : {}),
        env: { RATE_LIMIT_MAX: '1000', SYNC_RATE_LIMIT_MAX: '100000' },
      });
    });
    afterAll(async () => server?.close());

    it("a session cookie of user A never reads or writes user B's records", async () => {
      const a = await signUp(server, 'a@example.com', '10.5.0.1');
      const b = await signUp(server, 'b@example.com', '10.5.0.2');
      const bRecords = [
        journal(1_700_000_000_001, 'B private words'),
        { kind: 'mood', key: '2026-03-14', value: 'Bad', updatedAt: 1000, deleted: false },
        {
          kind: 'safetyPlan',
          key: 'plan',
          value: { warningSigns: ['B only'], updatedAt: 5 },
          updatedAt: 1000,
          deleted: false,
        },
      ];
      const wrote = await b.sync({ cursor: null, changes: bRecords });
      expect(wrote.status, await wrote.clone().text()).toBe(200);
      const bBefore = await pullAll(b.sync);
      expect(bBefore.size).toBe(3);

      // A reads: nothing of B's, from the start or from any cursor.
      for (const cursor of [null, '0', '1', '2']) {
        const res = await a.sync({ cursor, changes: [] });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain('B private');
        expect(text).not.toContain('B only');
        expect((JSON.parse(text) as SyncAnswer).changes).toEqual([]);
      }
      // A writes to the same kinds and keys, newer, and with B's id smuggled in every way.
      const aRecords = bRecords.map((r) => ({
        ...r,
        value: r.kind === 'journal' ? journal(1_700_000_000_001, 'A words').value : r.value,
        updatedAt: r.updatedAt + 10_000_000,
        userId: b.id,
        user_id: b.id,
      }));
      for (const path of ['/api/sync', `/api/sync?userId=${b.id}`, `/api/sync?user_id=${b.id}`]) {
        const res = await a.request(path, {
          method: 'POST',
          body: JSON.stringify({ cursor: null, changes: aRecords, userId: b.id, user_id: b.id }),
        });
        expect([200, 400]).toContain(res.status);
      }
      // A deletes all of A's records.
      expect((await a.request('/api/sync', { method: 'DELETE' })).status).toBe(200);
      expect((await a.request(`/api/sync?userId=${b.id}`, { method: 'DELETE' })).status).toBe(200);

      // Forged cookies: B's token with A's signature, B's token unsigned, A's with a changed byte.
      const aCookie = a.jar.get('better-auth.session_token')!;
      const bCookie = b.jar.get('better-auth.session_token')!;
      const [aToken, aSig] = decodeURIComponent(aCookie).split('.');
      const [bToken] = decodeURIComponent(bCookie).split('.');
      for (const forged of [
        `${bToken}.${aSig}`,
        bToken!,
        `${aToken!.slice(0, -1)}${aToken!.endsWith('a') ? 'b' : 'a'}.${aSig}`,
        b.id,
      ]) {
        const res = await server.app.request('/api/sync', {
          method: 'POST',
          headers: {
            origin: ORIGIN,
            'content-type': 'application/json',
            cookie: `better-auth.session_token=${encodeURIComponent(forged)}`,
          },
          body: JSON.stringify({ cursor: null, changes: aRecords }),
        });
        expect(res.status).toBe(401);
      }

      // A deletes the whole account.
      const del = await a.post('/api/auth/delete-user', { password: PASSWORD });
      expect(del.status).toBe(200);

      // B's records are exactly as B left them.
      const bAfter = await pullAll(b.sync);
      expect([...bAfter.entries()].sort()).toEqual([...bBefore.entries()].sort());
      const rows = await server.database.db
        .selectFrom('sync_record')
        .select(['user_id', 'kind', 'key', 'value'])
        .where('user_id', '=', b.id)
        .execute();
      expect(rows).toHaveLength(3);
      expect(rows.find((r) => r.kind === 'journal')?.value).toContain('B private words');
      // And nothing of A's is left anywhere.
      const left = await server.database.db
        .selectFrom('sync_record')
        .select('user_id')
        .where('user_id', '=', a.id)
        .execute();
      expect(left).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// (d) Fuzzed bodies to every /api endpoint: never a 5xx, and nobody else's data changes.

const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'image',
  'newPassword',
  'currentPassword',
  'newEmail',
  'token',
  'callbackURL',
  'provider',
  'idToken',
  'userId',
  'id',
  'accountId',
  'providerId',
  'rememberMe',
  'revokeOtherSessions',
  'cursor',
  'changes',
  'kind',
  'key',
  'value',
  'updatedAt',
  'deleted',
  'rating',
  'path',
];

/** Every endpoint the API has: better-auth's, then the app's own routes. */
function apiEndpoints(server: MentoraServer): Array<{ method: string; path: string }> {
  const out: Array<{ method: string; path: string }> = [];
  for (const e of Object.values(server.auth.api as Record<string, unknown>)) {
    const ep = e as { path?: string; options?: { method?: string | string[] } };
    if (!ep.path || !ep.options?.method) continue;
    for (const method of [ep.options.method].flat().filter((m) => m !== '*'))
      out.push({ method, path: `/api/auth${ep.path}` });
  }
  for (const r of server.app.routes) {
    if (!r.path.startsWith('/api/') || r.path.includes('*') || r.method === 'ALL') continue;
    out.push({ method: r.method, path: r.path.replace(/\/$/, '') });
  }
  const seen = new Set<string>();
  return out.filter((e) => !seen.has(`${e.method} ${e.path}`) && seen.add(`${e.method} ${e.path}`));
}

const probe = await testServer();
const ENDPOINTS = apiEndpoints(probe);
await probe.close();

const interesting = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    'v1@example.com',
    'v2@example.com',
    PASSWORD,
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'https://evil.example/',
    '//evil.example',
    'x'.repeat(70_000),
    -1,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    null,
    [],
    {},
    { __proto__: { admin: true } },
  ),
);
const isoDay = fc
  .integer({ min: -10_000, max: 60_000 })
  .map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const change = fc.record(
  {
    kind: fc.oneof(fc.constantFrom(...SYNC_KINDS), fc.string()),
    key: fc.oneof(
      isoDay,
      fc.nat().map(String),
      fc.constantFrom('plan', 'data', 'answers', 'settings'),
      fc.string(),
    ),
    value: interesting,
    updatedAt: fc.oneof(fc.integer(), fc.double(), fc.constant(Date.now()), interesting),
    deleted: fc.oneof(fc.boolean(), interesting),
  },
  { requiredKeys: [] },
);
const syncBody = fc.record(
  {
    cursor: fc.oneof(fc.constant(null), fc.nat().map(String), fc.string(), interesting),
    changes: fc.oneof(fc.array(change, { maxLength: 6 }), interesting),
  },
  { requiredKeys: [] },
);
const fields = fc.dictionary(fc.constantFrom(...FIELD_NAMES), interesting, { maxKeys: 6 });
type Body = { type: string; text: string };
const asJson = (v: unknown): Body => ({ type: 'application/json', text: JSON.stringify(v) });
// Values too deep or too wide to build as objects here: written as JSON text (up to 100,000
// levels of arrays or objects, or a list of up to 300,000 numbers).
const hugeJson = fc.oneof(
  fc.integer({ min: 1000, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => `[${'0,'.repeat(n)}0]`),
);
const hugeBody: fc.Arbitrary<Body> = fc.oneof(
  hugeJson.map((text) => ({ type: 'application/json', text })),
  fc
    .tuple(fc.constantFrom(...FIELD_NAMES), hugeJson)
    .map(([field, v]) => ({ type: 'application/json', text: `{"${field}":${v}}` })),
  fc
    .tuple(fc.constantFrom(...SYNC_KINDS), fc.constantFrom('value', 'kind', 'updatedAt'), hugeJson)
    .map(([kind, field, v]) => {
      const record: Record<string, string> = {
        kind: JSON.stringify(kind),
        key: '"1"',
        value: '"x"',
        updatedAt: '1',
        deleted: 'false',
      };
      record[field] = v;
      const text = Object.entries(record)
        .map(([k, t]) => `"${k}":${t}`)
        .join(',');
      return { type: 'application/json', text: `{"cursor":null,"changes":[{${text}}]}` };
    }),
);
const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  // About one body in twenty is huge (they are slow to send 1,000 times to every endpoint).
  { arbitrary: hugeBody, weight: 1 },
  { arbitrary: fields.map(asJson), weight: 3 },
  { arbitrary: syncBody.map(asJson), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }).map(asJson), weight: 3 },
  {
    arbitrary: fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((text) => ({ type: 'application/json', text })),
    weight: 3,
  },
  {
    arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ type: 'text/plain', text })),
    weight: 3,
  },
  {
    arbitrary: fields.map((f) => ({
      type: 'application/x-www-form-urlencoded',
      text: new URLSearchParams(
        Object.entries(f).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ).toString(),
    })),
    weight: 3,
  },
);
const queryArb = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 40 }), {
  maxKeys: 3,
});
const segmentArb = fc.oneof(
  fc.constantFrom('google', 'credential', 'x'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

describe('(d) 1,000 fuzzed request bodies to every /api endpoint', () => {
  let server: MentoraServer;
  let victims: Array<Awaited<ReturnType<typeof signUp>>>;
  let before: unknown;
  const statuses: Record<string, number> = {};
  const snapshot = async () =>
    Promise.all(
      victims.map(async (v) => ({
        records: [...(await pullAll(v.sync)).entries()].sort(),
        session: await (await v.get('/api/auth/get-session')).json(),
      })),
    );
  let originalError: typeof console.error;

  beforeAll(async () => {
    server = await testServer({
      env: { RATE_LIMIT_MAX: '100000', SYNC_RATE_LIMIT_MAX: '100000' },
    });
    // Two bystanders with accounts, sessions and synced data.
    victims = [
      await signUp(server, 'v1@example.com', '10.6.0.1'),
      await signUp(server, 'v2@example.com', '10.6.0.2'),
    ];
    for (const [i, v] of victims.entries()) {
      const res = await v.sync({
        cursor: null,
        changes: [
          journal(1_600_000_000_000 + i, `victim ${i} entry`),
          { kind: 'favorite', key: '3', value: true, updatedAt: 5, deleted: false },
          { kind: 'moodLevel', key: '2025-12-31', value: 7, updatedAt: 5, deleted: false },
        ],
      });
      expect(res.status).toBe(200);
    }
    before = await snapshot();
    // better-auth logs the refusals it handles; the test reads the statuses instead.
    originalError = console.error;
    console.error = () => {};
  });
  afterAll(async () => {
    console.error = originalError;
    await server?.close();
  });

  it('covers the whole API', () => {
    const paths = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    for (const must of [
      'POST /api/sync',
      'DELETE /api/sync',
      'POST /api/vitals',
      'GET /api/health',
      'GET /api/config',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/update-user',
      'POST /api/auth/delete-user',
    ])
      expect(paths).toContain(must);
    expect(ENDPOINTS.length).toBeGreaterThan(30);
  });

  for (const [index, ep] of ENDPOINTS.entries()) {
    it(`${ep.method} ${ep.path}: never a 5xx`, { timeout: 300_000 }, async () => {
      // A fresh fuzzing user for each endpoint (a fuzzed sign-out or delete ends the last one).
      const signedUp = await browser(server.app, `10.7.0.${index}`).post(
        '/api/auth/sign-up/email',
        { email: `fuzz${index}@example.com`, password: PASSWORD, name: 'F' },
      );
      expect(signedUp.status).toBe(200);
      const cookie = signedUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          bodyArb,
          queryArb,
          segmentArb,
          fc.boolean(),
          async (body, query, segment, withSession) => {
            const path = ep.path.replace(/:[a-zA-Z]+/g, encodeURIComponent(segment));
            const qs = new URLSearchParams(query).toString();
            const url = qs ? `${path}?${qs}` : path;
            const headers: Record<string, string> = {
              origin: ORIGIN,
              // A few addresses per endpoint, so the per-address rate limit is not what answers.
              'x-test-peer': `10.8.${index}.${run++ % 16}`,
            };
            if (withSession) headers.cookie = cookie;
            const init: RequestInit = { method: ep.method, headers };
            if (ep.method !== 'GET' && ep.method !== 'HEAD') {
              headers['content-type'] = body.type;
              init.body = body.text;
            }
            const res = await server.app.request(url, init);
            const text = await res.text();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status >= 500)
              throw new Error(`${ep.method} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
          },
        ),
        { numRuns: 1000 },
      );
    });
  }

  it("left every other user's account, session and records exactly as they were", async () => {
    expect(await snapshot()).toEqual(before);
    for (const [i, v] of victims.entries()) {
      const res = await browser(server.app, `10.6.1.${i}`).post('/api/auth/sign-in/email', {
        email: `v${i + 1}@example.com`,
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: { id: string } }).user.id).toBe(v.id);
    }
    // The fuzz got past validation too, not only into refusals.
    const codes = Object.keys(statuses);
    expect(codes.some((s) => s.startsWith('2'))).toBe(true);
    expect(codes.some((s) => s.startsWith('4'))).toBe(true);
  });
});
