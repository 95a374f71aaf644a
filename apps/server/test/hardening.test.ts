import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { VITALS_PER_MINUTE } from '../src/routes/vitals';
import { browser, ORIGIN, testServer } from './support/server';

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
