import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from './fixtures';

const PASSWORD = 'calm-river-42';

async function signUp(page: Page, email: string) {
  const base = new URL(page.url()).origin;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: base },
    data: { email, password: PASSWORD, name: 'Robin' },
  });
  expect(res.status()).toBe(200);
}

test.describe('Content Security Policy', () => {
  test.use({ allowConsoleErrors: [/Content Security Policy|Refused to (execute|evaluate)/i] });

  test('an inline script injected into the page does not run', async ({ page }) => {
    await page.goto('/chat');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const result = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push(e.effectiveDirective),
      );
      // A script element, an inline event handler and a javascript: link, the usual injections.
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true;';
      document.body.append(s);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__handlerRan = true');
      img.src = 'data:image/png;base64,AAAA';
      document.body.append(img);
      const a = document.createElement('a');
      a.href = 'javascript:window.__linkRan = true';
      document.body.append(a);
      a.click();
      await new Promise((r) => setTimeout(r, 500));
      return {
        inline: w.__inlineRan ?? false,
        handler: w.__handlerRan ?? false,
        link: w.__linkRan ?? false,
        violations,
      };
    });
    expect(result.inline).toBe(false);
    expect(result.handler).toBe(false);
    expect(result.link).toBe(false);
    expect(result.violations).toContain('script-src-elem');
    expect(result.violations).toContain('script-src-attr');
  });

  test('the app itself never trips the policy, on any main screen', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    for (const route of ['/', '/login', '/chat', '/chat/mood-tracker', '/settings']) {
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForTimeout(300);
      const seen = await page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      );
      expect(seen, route).toEqual([]);
    }
  });

  test('an inline script in the HTML the server sends does not run', async ({ page }) => {
    // As if an attacker got a script into the page: the real response, its real headers.
    await page.route('**/settings', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        '<head>',
        '<head><script>document.documentElement.dataset.injected = "yes";</script>',
      );
      await route.fulfill({ response: res, body: html });
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-injected')).toBeNull();
    // The app's own scripts, loaded as files, still ran.
    await expect(page.getByRole('switch').first()).toBeVisible();
  });
});

test('session cookies are HttpOnly and SameSite, out of reach of page scripts', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signUp(page, 'cookies@example.com');
  await page.goto('/chat');
  await expect(
    page.getByRole('button', { name: 'Account menu for cookies@example.com' }),
  ).toBeVisible();
  const cookies = (await context.cookies()).filter((c) => /session/i.test(c.name));
  expect(cookies.length).toBeGreaterThan(0);
  for (const c of cookies) {
    expect(c.httpOnly, c.name).toBe(true);
    expect(['Lax', 'Strict'], c.name).toContain(c.sameSite);
  }
  const visible = await page.evaluate(() => document.cookie);
  for (const c of cookies) expect(visible).not.toContain(c.name);
});

test.describe('another origin', () => {
  // The browser reports the refused requests (and the refusal page kept out of the frame).
  test.use({
    allowConsoleErrors: [/CORS|Failed to load resource|Failed to fetch|403|frame-ancestors/i],
  });

  test('cannot sign up, sign in or change an account through the visitor’s browser', async ({
    page,
  }) => {
    await page.goto('/');
    const app = new URL(page.url()).origin;
    await signUp(page, 'target@example.com');

    // A page on another origin of this machine that posts to the app, with forms and fetch.
    const html = `<!doctype html><title>Free prizes</title><body>
      <iframe name="sink1" title="sink one"></iframe>
      <iframe name="sink2" title="sink two"></iframe>
      <form id="f1" method="POST" target="sink1" action="${app}/api/auth/update-user"
            enctype="text/plain"><input name='{"name":"Hacked","x":"' value='"}'></form>
      <form id="f2" method="POST" target="sink2" action="${app}/api/auth/sign-up/email">
        <input name="email" value="planted@example.com">
        <input name="password" value="${PASSWORD}"><input name="name" value="Planted"></form>
      <script>
        document.getElementById('f1').submit();
        document.getElementById('f2').submit();
        for (const [path, body] of [
          ['/api/auth/update-user', { name: 'Hacked' }],
          ['/api/auth/sign-in/email', { email: 'target@example.com', password: '${PASSWORD}' }],
          ['/api/sync', { cursor: null, changes: [] }],
        ]) {
          fetch('${app}' + path, {
            method: 'POST', credentials: 'include', mode: 'no-cors',
            headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body),
          }).catch(() => {});
        }
      </script></body>`;
    const other = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(html);
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const port = (other.address() as AddressInfo).port;
    try {
      // Same machine, other port: cross-origin but same-site, so the browser sends the
      // session cookie; the server must refuse by the Origin header alone.
      const seen: Array<{ url: string; status: number }> = [];
      page.on('response', (r) => {
        // Only the attacker's requests (the app's own page may still send its metrics on leaving).
        if (/\/api\/(auth\/(update-user|sign-up\/email|sign-in\/email)|sync)$/.test(r.url()))
          seen.push({ url: r.url(), status: r.status() });
      });
      await page.goto(`http://127.0.0.1:${port}/prize`);
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
      await page.waitForTimeout(300);
      for (const r of seen) expect(r.status, r.url).toBe(403);
    } finally {
      other.close();
    }

    // Back on the app: the account is unchanged and nothing was planted.
    await page.goto('/');
    const session = await page.request.get('/api/auth/get-session');
    expect((await session.json()).user).toMatchObject({
      email: 'target@example.com',
      name: 'Robin',
    });
    const planted = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: app },
      data: { email: 'planted@example.com', password: PASSWORD },
    });
    expect(planted.status()).toBe(401);
  });
});
