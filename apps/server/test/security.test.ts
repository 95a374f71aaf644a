import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { browser, ORIGIN, testServer } from './support/server';

const PASSWORD = 'calm-river-42';

/** Text that only shows up when an error leaks its internals. */
const LEAKS = [
  /\n\s+at /, // a stack frame
  /\bat [\w.<>]+ \(/, // "at fn (" on one line
  /node_modules/,
  /\.(ts|js|mjs|cjs):\d+/, // file:line
  /\/work\/|\/home\/|\/tmp\//,
  /SqliteError|SQLITE_|syntax error at or near|relation "|pg_|ECONNREFUSED/i,
];

function expectNoLeak(status: number, body: string, what: string) {
  for (const re of LEAKS) {
    expect(re.test(body), `${what} (${status}) leaks ${re}: ${body.slice(0, 300)}`).toBe(false);
  }
}

async function signUp(server: MentoraServer, email: string, ip: string) {
  const b = browser(server.app, ip);
  const res = await b.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Sam' });
  expect(res.status).toBe(200);
  return b;
}

describe('security of the API', () => {
  let server: MentoraServer;
  beforeAll(async () => {
    server = await testServer({ env: { RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => server?.close());

  it('refuses cross-origin POSTs to every state-changing auth and data endpoint', async () => {
    const signedIn = await signUp(server, 'cross@example.com', '10.3.0.1');
    const cookie = [...signedIn.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const endpoints = [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/sign-out',
      '/api/auth/change-password',
      '/api/auth/change-email',
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/revoke-sessions',
      '/api/auth/request-password-reset',
      '/api/sync',
    ];
    const attackers: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const path of endpoints) {
      for (const headers of attackers) {
        for (const method of path === '/api/sync' ? ['POST', 'DELETE'] : ['POST']) {
          const res = await server.app.request(path, {
            method,
            headers: { 'content-type': 'application/json', cookie, ...headers },
            body: JSON.stringify({
              email: 'cross@example.com',
              password: PASSWORD,
              name: 'Changed',
              newPassword: 'another-river-77',
              currentPassword: PASSWORD,
              newEmail: 'stolen@example.com',
              cursor: null,
              changes: [],
            }),
          });
          expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
    }
    // Nothing changed: the account still signs in with its password, name and email intact.
    const again = browser(server.app, '10.3.0.2');
    const res = await again.post('/api/auth/sign-in/email', {
      email: 'cross@example.com',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ name: 'Sam', email: 'cross@example.com' });
    // The same request from the app's own origin works, so the check is what refused them.
    const own = await server.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ email: 'cross@example.com', password: PASSWORD }),
    });
    expect(own.status).toBe(200);
  });

  it('sets session cookies HttpOnly and SameSite, and Secure behind https', async () => {
    const check = (cookies: string[]) => {
      const session = cookies.filter((c) => /session/i.test(c));
      expect(session.length).toBeGreaterThan(0);
      for (const c of session) {
        expect(c).toMatch(/;\s*HttpOnly/i);
        expect(c).toMatch(/;\s*SameSite=(Lax|Strict)/i);
        expect(c).toMatch(/;\s*Path=\//i);
      }
      return session;
    };
    const b = browser(server.app, '10.3.1.1');
    const up = await b.post('/api/auth/sign-up/email', {
      email: 'cookie@example.com',
      password: PASSWORD,
      name: 'C',
    });
    check(up.headers.getSetCookie());
    const inRes = await browser(server.app, '10.3.1.2').post('/api/auth/sign-in/email', {
      email: 'cookie@example.com',
      password: PASSWORD,
    });
    check(inRes.headers.getSetCookie());

    const https = await testServer({
      env: { PUBLIC_URL: 'https://mentora.example', RATE_LIMIT_MAX: '100' },
    });
    try {
      const res = await https.app.request('https://mentora.example/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://mentora.example' },
        body: JSON.stringify({ email: 'tls@example.com', password: PASSWORD, name: 'T' }),
      });
      expect(res.status).toBe(200);
      for (const c of check(res.headers.getSetCookie())) expect(c).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });

  it('takes the same time to refuse a sign-in whether or not the email exists', async () => {
    await signUp(server, 'known@example.com', '10.3.2.1');
    const attempt = async (email: string, i: number) => {
      const b = browser(server.app, `10.3.2.${10 + (i % 200)}`);
      const t0 = performance.now();
      const res = await b.post('/api/auth/sign-in/email', { email, password: 'wrong-pass-123' });
      const ms = performance.now() - t0;
      expect(res.status).toBe(401);
      // The same answer either way, so the body tells nothing either.
      expect(await res.json()).toMatchObject({ message: 'Invalid email or password' });
      return ms;
    };
    // Warm up both paths, then interleave the samples so load on the machine hits both alike.
    await attempt('known@example.com', 0);
    await attempt('nobody-here@example.com', 1);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      known.push(await attempt('known@example.com', 2 * i + 2));
      unknown.push(await attempt(`nobody-${i}@example.com`, 2 * i + 3));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const k = median(known);
    const u = median(unknown);
    // Password hashing takes tens of milliseconds; skipping it for unknown emails would make
    // them many times faster. A factor of two either way is generous for a busy machine.
    expect(k, `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeGreaterThan(u / 2);
    expect(u, `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeGreaterThan(k / 2);
    expect(Math.min(k, u)).toBeGreaterThan(5); // hashing really happens on both paths
  });

  it('never redirects off the site, whatever callback a link names', async () => {
    const b = await signUp(server, 'redirect@example.com', '10.3.5.1');
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      ' ',
      'http://localhost:3000.evil.example/',
    ]) {
      const q = encodeURIComponent(target);
      for (const [path, init] of [
        [`/api/auth/verify-email?token=abc&callbackURL=${q}`, {}],
        [`/api/auth/reset-password/abc?callbackURL=${q}`, {}],
        [`/api/auth/delete-user/callback?token=abc&callbackURL=${q}`, {}],
        [
          '/api/auth/sign-in/social',
          {
            method: 'POST',
            body: JSON.stringify({ provider: 'google', callbackURL: target }),
          },
        ],
        [
          '/api/auth/request-password-reset',
          {
            method: 'POST',
            body: JSON.stringify({ email: 'redirect@example.com', redirectTo: target }),
          },
        ],
      ] as Array<[string, RequestInit]>) {
        const res = await b.request(path, init);
        const where = `${path} -> ${res.status} ${res.headers.get('location')}`;
        expect(res.status, where).toBeGreaterThanOrEqual(400);
        expect(res.status, where).toBeLessThan(500);
        expect(res.headers.get('location'), where).toBeNull();
      }
    }
    // A page on this site is still a fine place to go back to.
    const ok = await b.get('/api/auth/verify-email?token=abc&callbackURL=%2Fchat');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toMatch(/^\/chat\?error=/);
  });

  it('refuses a display name or picture that is not text', async () => {
    const b = await signUp(server, 'name@example.com', '10.3.6.1');
    for (const body of [
      { name: [1] },
      { name: null },
      { name: 5 },
      { name: '' },
      { name: 'x'.repeat(101) },
      { image: {} },
      { image: 5 },
      { image: 'x'.repeat(2049) },
    ]) {
      const res = await b.post('/api/auth/update-user', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await b.post('/api/auth/update-user', { name: 'Sam Lee' })).status).toBe(200);
    const session = await (await b.get('/api/auth/get-session')).json();
    expect(session.user.name).toBe('Sam Lee');
  });

  it('never puts a stack trace or internals in an error response', async () => {
    const b = await signUp(server, 'errors@example.com', '10.3.3.1');
    const cases: Array<[string, RequestInit]> = [
      ['/api/auth/sign-in/email', { method: 'POST', body: '{not json' }],
      ['/api/auth/sign-in/email', { method: 'POST', body: '[]' }],
      ['/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email: 5 }) }],
      ['/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ email: 'x' }) }],
      ['/api/auth/sign-up/email', { method: 'POST', body: 'null' }],
      ['/api/auth/change-password', { method: 'POST', body: '{"newPassword":{}}' }],
      ['/api/auth/update-user', { method: 'POST', body: '{"name":[1,2]}' }],
      ['/api/auth/nope', { method: 'POST', body: '{}' }],
      ['/api/auth/get-session', { method: 'PUT' }],
      ['/api/sync', { method: 'POST', body: '{not json' }],
      ['/api/sync', { method: 'POST', body: JSON.stringify({ cursor: {}, changes: 'x' }) }],
      ['/api/sync', { method: 'PATCH', body: '{}' }],
      ['/api/vitals', { method: 'POST', body: '\u0000\u0001' }],
      ['/api/vitals', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10) }],
      ['/api/nope', {}],
    ];
    for (const [path, init] of cases) {
      const res = await b.request(path, {
        ...init,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500);
      expectNoLeak(res.status, await res.text(), `${init.method ?? 'GET'} ${path}`);
    }
  });

  it('answers a failure inside the server with a plain 500 and no details', async () => {
    const broken = await testServer({ env: { NODE_ENV: 'production' } });
    const b = await signUp(broken, 'down@example.com', '10.3.4.1');
    const statuses: number[] = [];
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      // The database goes away under a running server.
      await broken.database.close();
      for (const [path, init] of [
        ['/api/sync', { method: 'POST', body: JSON.stringify({ cursor: null, changes: [] }) }],
        ['/api/auth/get-session', {}],
        [
          '/api/auth/sign-in/email',
          {
            method: 'POST',
            body: JSON.stringify({ email: 'down@example.com', password: PASSWORD }),
          },
        ],
      ] as Array<[string, RequestInit]>) {
        const res = await b.request(path, init);
        const text = await res.text();
        statuses.push(res.status);
        expect(res.status, `${path}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expectNoLeak(res.status, text, path);
        if (res.status === 500)
          expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
      }
      expect(statuses).toContain(500);
    } finally {
      console.error = original;
    }
  });
});
