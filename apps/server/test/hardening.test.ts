import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app';
import type { MentoraServer } from '../src/server';
import { VITALS_PER_MINUTE } from '../src/routes/vitals';
import { browser, freshPostgresDb, ORIGIN, testServer } from './support/server';

const PASSWORD = 'calm-river-42';

describe('methods without a body on the auth endpoints', () => {
  let server: MentoraServer;
  const logs: string[] = [];
  beforeAll(async () => {
    server = await testServer({ log: (l) => logs.push(l) });
  });
  afterAll(async () => server?.close());

  it('answers HEAD, OPTIONS, PUT, PATCH and DELETE with 405 and the allowed methods, never a 500', async () => {
    const b = browser(server.app, '10.7.0.1');
    expect(
      (
        await b.post('/api/auth/sign-up/email', {
          email: 'head@example.com',
          password: PASSWORD,
          name: 'H',
        })
      ).status,
    ).toBe(200);
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/sign-out',
      '/api/auth/ok',
      '/api/auth/nope',
    ]) {
      for (const method of ['HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']) {
        const res = await b.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, POST');
      }
    }
    // Nothing failed inside: no error was logged, and the session is untouched.
    expect(logs.filter((l) => JSON.parse(l).level === 'error')).toEqual([]);
    const session = await (await b.get('/api/auth/get-session')).json();
    expect(session.user.email).toBe('head@example.com');
  });
});

describe('web vitals', () => {
  let server: MentoraServer;
  const logs: string[] = [];
  beforeAll(async () => {
    server = await testServer({ log: (l) => logs.push(l) });
  });
  afterAll(async () => server?.close());

  const metric = { name: 'LCP', value: 812.4, rating: 'good', id: 'v1-1', path: '/chat' };
  const send = (ip: string, body: unknown, headers: Record<string, string> = {}) =>
    server.app.request('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-peer': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses posts from another site, like every other POST', async () => {
    const before = logs.length;
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await send('10.8.0.1', metric, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(logs.length).toBe(before);
    expect((await send('10.8.0.1', metric, { origin: ORIGIN })).status).toBe(204);
    expect(logs.length).toBe(before + 1);
  });

  it('limits the metrics one address may send, with 429 and Retry-After beyond it', async () => {
    for (let i = 0; i < VITALS_PER_MINUTE; i++) {
      expect((await send('10.8.1.1', metric)).status).toBe(204);
    }
    const over = await send('10.8.1.1', metric);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await send('10.8.1.2', metric)).status).toBe(204);
  });

  it('takes its limit from VITALS_RATE_LIMIT_MAX', async () => {
    const strict = await testServer({ env: { VITALS_RATE_LIMIT_MAX: '2' } });
    try {
      const post = () =>
        strict.app.request('/api/vitals', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-peer': '10.8.3.1' },
          body: JSON.stringify(metric),
        });
      expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([
        204, 204, 429,
      ]);
    } finally {
      await strict.close();
    }
  });

  it('refuses values no real metric has, so the log never says Infinity', async () => {
    const before = logs.length;
    for (const value of [1e308, 1e20, 3_600_001, -1]) {
      const res = await send('10.8.2.1', { ...metric, value });
      expect(res.status, String(value)).toBe(400);
    }
    expect(logs.length).toBe(before);
    expect((await send('10.8.2.1', { ...metric, name: 'CLS', value: 0.0123456 })).status).toBe(204);
    expect(JSON.parse(logs.at(-1)!)).toMatchObject({ name: 'CLS', value: 0.012 });
  });

  it('cannot forge a log line or colour the terminal through its fields', async () => {
    const before = logs.length;
    const forged = '/chat\n[server] admin signed in\u001b[31m';
    // A path a browser would never send is refused…
    expect((await send('10.8.3.1', { ...metric, path: forged })).status).toBe(400);
    expect((await send('10.8.3.1', { ...metric, id: 'a\nb' })).status).toBe(400);
    expect(logs.length).toBe(before);
    // …and whatever is logged is one JSON object on one line, control characters escaped.
    expect((await send('10.8.3.1', { ...metric, path: '/chat/%0A%1B[31m"}' })).status).toBe(204);
    const line = logs.at(-1)!;
    expect([...line].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)).toBe(false);
    expect(JSON.parse(line)).toMatchObject({
      level: 'info',
      msg: 'web vital',
      path: '/chat/%0A%1B[31m"}',
    });
    expect(typeof JSON.parse(line).time).toBe('string');
  });
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`personal data is never cached, on ${kind}`, () => {
    let server: MentoraServer;
    beforeAll(async () => {
      const databaseUrl = kind === 'postgres' ? await freshPostgresDb(inject('pgUrl')) : undefined;
      server = await testServer(databaseUrl ? { databaseUrl } : {});
      expect(server.database.type).toBe(kind);
    });
    afterAll(async () => server?.close());

    it('answers every API request with Cache-Control: no-store', async () => {
      const b = browser(server.app, '10.10.0.1');
      const answers: Array<[string, Response]> = [
        [
          'sign-up',
          await b.post('/api/auth/sign-up/email', {
            email: 'cache@example.com',
            password: PASSWORD,
            name: 'Cache',
          }),
        ],
        ['get-session', await b.get('/api/auth/get-session')],
        ['list-sessions', await b.get('/api/auth/list-sessions')],
        ['sync', await b.post('/api/sync', { cursor: null, changes: [] })],
        ['config', await b.get('/api/config')],
        ['health', await b.get('/api/health')],
        ['not found', await b.get('/api/nope')],
        ['refused', await b.post('/api/auth/update-user', { name: '' })],
        ['signed out', await browser(server.app, '10.10.0.2').post('/api/sync', {})],
      ];
      expect(answers[2]![1].status).toBe(200);
      expect(answers[3]![1].status).toBe(200);
      for (const [what, res] of answers) {
        expect(res.headers.get('cache-control'), what).toBe('no-store');
      }
    });
  });
}

describe('transport and files', () => {
  it('sends HSTS when the public URL is https, and not over plain http', async () => {
    const secure = await testServer({ env: { PUBLIC_URL: 'https://mentora.example' } });
    const plain = await testServer();
    try {
      for (const p of ['/', '/api/health', '/api/auth/get-session', '/assets/none.js']) {
        const res = await secure.app.request(`https://mentora.example${p}`);
        expect(res.headers.get('strict-transport-security'), p).toBe('max-age=31536000');
        const http = await plain.app.request(p);
        expect(http.headers.get('strict-transport-security'), p).toBeNull();
      }
    } finally {
      await secure.close();
      await plain.close();
    }
  });

  it('creates the SQLite database owner-only, like the secret, and narrows an older file', async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'mentora-mode-'));
    const server = await testServer({ dataDir: fresh });
    try {
      await browser(server.app, '10.11.0.1').post('/api/auth/sign-up/email', {
        email: 'mode@example.com',
        password: PASSWORD,
        name: 'M',
      });
      for (const f of ['mentora.sqlite', 'mentora.sqlite-wal', 'mentora.sqlite-shm']) {
        expect(statSync(path.join(fresh, f)).mode & 0o777, f).toBe(0o600);
      }
      expect(statSync(path.join(fresh, 'auth-secret')).mode & 0o777).toBe(0o600);
    } finally {
      await server.close();
    }
    // A database left readable by everyone by an older version is narrowed on start.
    chmodSync(path.join(fresh, 'mentora.sqlite'), 0o644);
    const again = await testServer({ dataDir: fresh });
    try {
      expect(statSync(path.join(fresh, 'mentora.sqlite')).mode & 0o777).toBe(0o600);
    } finally {
      await again.close();
    }
  });

  it('does not serve the build manifest or any other hidden file', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'mentora-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mentora</title>');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
    writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    const app = createApp({ webDistDir: dist, log: () => {} });
    for (const p of [
      '/.vite/manifest.json',
      '/.vite/../.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/.env',
    ]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('src/main.tsx');
    }
    expect((await app.request('/robots.txt')).status).toBe(200);
  });
});
