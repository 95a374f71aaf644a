import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { browser, freshPostgresDb, testServer } from './support/server';

const PASSWORD = 'calm-river-42';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`accounts on ${kind}`, () => {
    let server: MentoraServer;
    beforeAll(async () => {
      const databaseUrl = kind === 'postgres' ? await freshPostgresDb(inject('pgUrl')) : undefined;
      server = await testServer({
        ...(databaseUrl ? { databaseUrl } : {}),
        env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW: '60' },
      });
      expect(server.database.type).toBe(kind);
    });
    afterAll(async () => server?.close());

    it('signs up, keeps a session cookie with the right attributes, and reads the session', async () => {
      const b = browser(server.app, '10.1.0.1');
      const res = await b.post('/api/auth/sign-up/email', {
        email: 'ann@example.com',
        password: PASSWORD,
        name: 'Ann',
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i); // plain http in tests; Secure behind https
      const session = await (await b.get('/api/auth/get-session')).json();
      expect(session.user).toMatchObject({ email: 'ann@example.com', name: 'Ann' });
    });

    it('refuses a duplicate email', async () => {
      const b = browser(server.app, '10.1.0.2');
      await b.post('/api/auth/sign-up/email', {
        email: 'dup@example.com',
        password: PASSWORD,
        name: 'Dup',
      });
      const again = await b.post('/api/auth/sign-up/email', {
        email: 'dup@example.com',
        password: PASSWORD,
        name: 'Dup',
      });
      expect(again.status).toBe(422);
      expect((await again.json()).code).toMatch(/USER_ALREADY_EXISTS/);
    });

    it('refuses short, over-long and common passwords with clear messages', async () => {
      const b = browser(server.app, '10.1.0.3');
      const short = await b.post('/api/auth/sign-up/email', {
        email: 's@example.com',
        password: 'ab1',
        name: 'S',
      });
      expect(short.status).toBe(400);
      expect((await short.json()).code).toBe('PASSWORD_TOO_SHORT');
      const long = await b.post('/api/auth/sign-up/email', {
        email: 'l@example.com',
        password: 'x'.repeat(129),
        name: 'L',
      });
      expect(long.status).toBe(400);
      expect((await long.json()).code).toBe('PASSWORD_TOO_LONG');
      for (const [i, common] of ['123456', 'password', 'qwerty', 'Dragon'].entries()) {
        const res = await browser(server.app, `10.1.3.${i}`).post('/api/auth/sign-up/email', {
          email: 'c@example.com',
          password: common,
          name: 'C',
        });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.code).toBe('PASSWORD_TOO_COMMON');
        expect(body.message).toMatch(/most commonly used/);
      }
    });

    it('bounds the display name at sign-up like the profile edit does', async () => {
      for (const [i, name] of ['x'.repeat(300_000), 'x'.repeat(101), '   ', 42].entries()) {
        const b = browser(server.app, `10.1.10.${i}`);
        const res = await b.post('/api/auth/sign-up/email', {
          email: `long-name-${i}@example.com`,
          password: PASSWORD,
          name,
        });
        expect(res.status, String(name).slice(0, 20)).toBe(400);
        expect((await res.json()).message).toBe('name must be text of 1 to 100 characters.');
        // No account was made.
        const signIn = await b.post('/api/auth/sign-in/email', {
          email: `long-name-${i}@example.com`,
          password: PASSWORD,
        });
        expect(signIn.status).toBe(401);
      }
      const ok = await browser(server.app, '10.1.10.9').post('/api/auth/sign-up/email', {
        email: 'long-name-ok@example.com',
        password: PASSWORD,
        name: 'x'.repeat(100),
      });
      expect(ok.status).toBe(200);
    });

    it('refuses passwords that are easy to guess, saying why in plain words', async () => {
      const cases: Array<[string, string, RegExp]> = [
        ['aaaaaa', 'repeat@example.com', /repeats the same characters/],
        ['aaaaaaaaaaaa', 'repeat2@example.com', /repeats the same characters/],
        ['mentora', 'app@example.com', /the name of this app/],
        ['Mentora2026', 'app2@example.com', /the name of this app/],
        ['river.song', 'river.song@example.com', /your email address/],
        ['abcdefgh', 'sequence@example.com', /simple sequence/],
      ];
      for (const [i, [password, email, why]] of cases.entries()) {
        const res = await browser(server.app, `10.1.11.${i}`).post('/api/auth/sign-up/email', {
          email,
          password,
          name: 'Pat',
        });
        expect(res.status, password).toBe(400);
        const body = await res.json();
        expect(body.code, password).toBe('PASSWORD_TOO_WEAK');
        expect(body.message, password).toMatch(/^That password would be easy to guess: /);
        expect(body.message, password).toMatch(why);
      }
      // A new password on a signed-in account is held to the same standard, its email included.
      const b = browser(server.app, '10.1.11.20');
      expect(
        (
          await b.post('/api/auth/sign-up/email', {
            email: 'robin.hood@example.com',
            password: PASSWORD,
            name: 'Robin',
          })
        ).status,
      ).toBe(200);
      const change = await b.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'robin.hood',
      });
      expect(change.status).toBe(400);
      expect(await change.json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        message: expect.stringMatching(/your email address/),
      });
      // Passwords of unrelated words pass.
      for (const [i, password] of [
        'gentle-meadow-64',
        'a-good-password',
        'sunny-days-9',
      ].entries()) {
        const res = await browser(server.app, `10.1.11.${30 + i}`).post('/api/auth/sign-up/email', {
          email: `strong-${i}@example.com`,
          password,
          name: 'Pat',
        });
        expect(res.status, password).toBe(200);
      }
    });

    it('takes as long to refuse an existing email at sign-up as to make a new account', async () => {
      let n = 0;
      const attempt = async (email: string) => {
        const b = browser(server.app, `10.1.12.${n++ % 250}`);
        const t0 = performance.now();
        const res = await b.post('/api/auth/sign-up/email', {
          email,
          password: PASSWORD,
          name: 'T',
        });
        const ms = performance.now() - t0;
        return { ms, status: res.status };
      };
      expect((await attempt('taken@example.com')).status).toBe(200);
      // Warm up both paths, then interleave so load on the machine hits both alike.
      await attempt('taken@example.com');
      await attempt('fresh-warm@example.com');
      const taken: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t = await attempt('taken@example.com');
        expect(t.status).toBe(422);
        taken.push(t.ms);
        const f = await attempt(`fresh-${i}@example.com`);
        expect(f.status).toBe(200);
        fresh.push(f.ms);
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
      const t = median(taken);
      const f = median(fresh);
      // Hashing takes tens of milliseconds; skipping it for a taken email made that answer
      // many times faster. A factor of two either way is generous for a busy machine.
      expect(t, `taken ${t.toFixed(1)} ms, fresh ${f.toFixed(1)} ms`).toBeGreaterThan(f / 2);
      expect(f, `taken ${t.toFixed(1)} ms, fresh ${f.toFixed(1)} ms`).toBeGreaterThan(t / 2);
    });

    it('rejects a wrong password and accepts the right one', async () => {
      const b = browser(server.app, '10.1.0.4');
      await b.post('/api/auth/sign-up/email', {
        email: 'bea@example.com',
        password: PASSWORD,
        name: 'Bea',
      });
      const fresh = browser(server.app, '10.1.0.4');
      const wrong = await fresh.post('/api/auth/sign-in/email', {
        email: 'bea@example.com',
        password: 'not-it-at-all',
      });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).message).toBe('Invalid email or password');
      const right = await fresh.post('/api/auth/sign-in/email', {
        email: 'bea@example.com',
        password: PASSWORD,
      });
      expect(right.status).toBe(200);
      expect((await (await fresh.get('/api/auth/get-session')).json()).user.email).toBe(
        'bea@example.com',
      );
    });

    it('signs out and the session no longer works', async () => {
      const b = browser(server.app, '10.1.0.5');
      await b.post('/api/auth/sign-up/email', {
        email: 'cy@example.com',
        password: PASSWORD,
        name: 'Cy',
      });
      const token = b.jar.get('better-auth.session_token');
      expect(token).toBeTruthy();
      const out = await b.post('/api/auth/sign-out', {});
      expect(out.status).toBe(200);
      expect(await (await b.get('/api/auth/get-session')).json()).toBeNull();
      // The old cookie, replayed, is dead too.
      const replay = await server.app.request('/api/auth/get-session', {
        headers: { cookie: `better-auth.session_token=${token}` },
      });
      expect(await replay.json()).toBeNull();
    });

    it('rate-limits sign-in per IP with 429', async () => {
      const b = browser(server.app, '10.9.9.9');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await b.post('/api/auth/sign-in/email', {
          email: 'nobody@example.com',
          password: 'whatever-1',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Another address is not affected.
      const other = browser(server.app, '10.9.9.10');
      const res = await other.post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'whatever-1',
      });
      expect(res.status).toBe(401);
    });

    it('never rate-limits reading the session, which every page load does', async () => {
      const b = browser(server.app, '10.1.8.8');
      for (let i = 0; i < 320; i++) {
        const res = await b.get('/api/auth/get-session');
        expect(res.status).toBe(200);
      }
    });

    it('refuses cross-site requests to the auth endpoints', async () => {
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const res = await server.app.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'x@example.com', password: PASSWORD, name: 'X' }),
        });
        expect(res.status).toBe(403);
      }
      const b = browser(server.app, '10.1.0.6');
      expect(
        (await b.post('/api/auth/sign-in/email', { email: 'x@example.com', password: PASSWORD }))
          .status,
      ).toBe(401);
    });

    it('tells the client the password rules and whether Google is set up', async () => {
      const res = await server.app.request('/api/config');
      expect(await res.json()).toEqual({
        passwordMinLength: 6,
        passwordMaxLength: 128,
        googleEnabled: false,
      });
    });
  });
}

describe('two server instances on one PostgreSQL', () => {
  let a: MentoraServer;
  let b: MentoraServer;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresDb(inject('pgUrl'));
    const env = {
      BETTER_AUTH_SECRET: 'a-shared-secret-that-is-long-enough-123',
      RATE_LIMIT_MAX: '4',
    };
    a = await testServer({ databaseUrl, env });
    b = await testServer({ databaseUrl, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a session made on one instance is valid on the other', async () => {
    const onA = browser(a.app, '10.2.0.1');
    await onA.post('/api/auth/sign-up/email', {
      email: 'multi@example.com',
      password: PASSWORD,
      name: 'M',
    });
    const token = onA.jar.get('better-auth.session_token');
    const res = await b.app.request('/api/auth/get-session', {
      headers: { cookie: `better-auth.session_token=${token}` },
    });
    expect((await res.json()).user.email).toBe('multi@example.com');
  });

  it('the rate limit counts across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      const res = await browser(app, '10.2.9.9').post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'whatever-1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('auth secret', () => {
  it('is generated once under the data directory, owner-only, and reused', async () => {
    const { mkdtempSync, readFileSync, statSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mentora-secret-'));
    const first = await testServer({ dataDir });
    const file = path.join(dataDir, 'auth-secret');
    const secret1 = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await first.close();
    const second = await testServer({ dataDir });
    expect(readFileSync(file, 'utf8')).toBe(secret1);
    await second.close();
  });

  it('is a clear start-up error with PostgreSQL in production when missing', async () => {
    const databaseUrl = await freshPostgresDb(inject('pgUrl'));
    await expect(testServer({ databaseUrl, env: { NODE_ENV: 'production' } })).rejects.toThrow(
      /BETTER_AUTH_SECRET is not set/,
    );
  });
});
