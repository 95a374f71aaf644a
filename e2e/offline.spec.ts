import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { BrowserContext, Page } from '@playwright/test';
import { createApp } from '../apps/server/src/app';
import { expect, expectNoA11yViolations, test, useTheme, waitForServiceWorker } from './fixtures';

/**
 * Offline: after one visit the service worker has cached the whole app, so with the network gone
 * every screen and tool still works; only signing in says it needs a connection. A new deploy
 * shows 'A new version is available' and reloads only when asked, keeping what was typed. The web
 * app manifest passes Chromium's installability check.
 */

const OFFLINE_MESSAGE =
  "You're offline, and this needs a connection. Everything else in Mentora keeps working without one.";
const UPDATE_AVAILABLE = 'A new version is available';

const ROUTES: Array<[string, string | RegExp]> = [
  ['/', 'A calm place to talk things through'],
  ['/login', 'Login'],
  ['/chat', 'Chat with a mentor'],
  ['/chat/chatbot', 'Chat with a mentor'],
  ['/chat/mood-tracker', 'Mood Tracker'],
  ['/chat/self-care', 'Self-Care Resources'],
  ['/chat/coping-skills', 'Coping Skills Toolbox'],
  ['/chat/anything/else', 'Chat with a mentor'],
  ['/question-ans', /Grounding/],
  ['/sleeptool', 'Sleep Well'],
  ['/creative', 'Creative Prompts'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
  ['/safety-plan', 'My safety plan'],
  ['/report', 'Summary for a professional'],
  ['/no-such-page', 'Page not found'],
];

async function goOffline(page: Page, context: BrowserContext, start = '/') {
  await page.goto(start);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

// This file is about the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test.describe('with the network gone', () => {
  // The session check and sign-in reach for the server and the browser logs that they failed.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('after one visit, every route loads offline', async ({ page, context }) => {
    // Every route of the app in one visit: more work than one test's usual limit allows for.
    test.setTimeout(90_000);
    await goOffline(page, context);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'A calm place to talk things through' }),
    ).toBeVisible();
    for (const [route, heading] of ROUTES) {
      const res = await page.goto(route);
      // Answered by the service worker, not the network.
      expect(res?.fromServiceWorker(), route).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    }
    await context.setOffline(false);
  });

  test('chat with a mentor, save a journal entry and play a game offline', async ({
    page,
    context,
  }) => {
    await goOffline(page, context, '/chat');
    await page.reload();

    // Chat: the mentor scripts come from the cache.
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
    const log = page.getByRole('log');
    for (const mentor of ['Mood Mentor', 'Anxiety Ally']) {
      await page
        .getByRole('group', { name: 'Mentors' })
        .getByRole('button', { name: mentor, exact: true })
        .click();
      await expect(log.locator('.chat-msg')).toHaveCount(2);
    }
    const replies = page.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
    const option = (await replies.first().textContent()) ?? '';
    await replies.first().click();
    await expect(log.locator('.chat-msg')).toHaveCount(4);
    await expect(log.locator('.chat-msg').nth(2)).toContainText(option);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('Thank you for listening');
    await input.press('Enter');
    await expect(log.locator('.chat-msg')).toHaveCount(6);
    await expect(log).not.toContainText('Something went wrong. Please try again.');

    // Journal: save an entry.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Mood' })
      .click();
    await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
    const journal = page.getByRole('dialog', { name: 'Mood Journal' });
    await journal
      .getByLabel("What's on your mind today?")
      .fill('Wrote this on the train, offline.');
    await journal.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText('Journal entry saved!')).toBeVisible();
    await expect(journal).toBeHidden();
    const saved = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('journalHistory') ?? '[]') as Array<{ content: string }>,
    );
    expect(saved.map((e) => e.content)).toEqual(['Wrote this on the train, offline.']);

    // A game: Number Guessing.
    await page.getByRole('button', { name: /^Boost Your Mood/ }).click();
    const menu = page.getByRole('dialog', { name: 'Boost Your Mood' });
    await menu.getByRole('button', { name: 'Number Guessing', exact: true }).click();
    const game = page.getByRole('dialog', { name: 'Number Guessing' });
    const guess = game.getByRole('textbox', { name: 'Your guess' });
    await guess.fill('50');
    await guess.press('Enter');
    await expect(game.getByRole('status')).toHaveText(/Too low!|Too high!|Correct!/);
    await expect(game.getByText('Attempts left: 4')).toBeVisible();
    await page.keyboard.press('Escape');

    // Self-care, the toolbox and the urgent-help resources.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Self-Care' }).click();
    await page.getByRole('button', { name: 'Guided Meditation', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Guided Meditation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Coping Skills' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Coping Skills Toolbox' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Need urgent help?' }).click();
    await expect(page.getByRole('dialog', { name: 'Need urgent help?' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Everything saved offline is still there after another offline reload.
    await page.reload();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('journalHistory') ?? '[]').length),
    ).toBe(1);
    await context.setOffline(false);
  });

  test('sign-in and sign-up say plainly that they need a connection', async ({ page, context }) => {
    await goOffline(page, context, '/login');
    await page.reload();
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(OFFLINE_MESSAGE);
    // Nothing typed is lost, and the form can be sent again once back online.
    await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await page.getByLabel('Username').fill('Sam');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(OFFLINE_MESSAGE);
    await context.setOffline(false);
  });
});

/**
 * A second copy of the built app, served by the real server code on its own port, where a test can
 * deploy a new version (a changed index.html and the service worker that precaches it) without
 * touching the build other tests are using.
 */
class Deployment {
  private version = 1;
  private constructor(
    private readonly dir: string,
    private readonly server: ServerType,
    readonly origin: string,
  ) {}

  static async start(): Promise<Deployment> {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const built = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mentora-deploy-'));
    cpSync(built, dir, { recursive: true });
    // The app is made once the port is known: like the real server, it trusts its own origin.
    let app: ReturnType<typeof createApp> | null = null;
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve(
        { fetch: (req, env) => app!.fetch(req, env), port: 0, hostname: '127.0.0.1' },
        () => resolve(s),
      );
    });
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    app = createApp({
      webDistDir: dir,
      trustedOrigins: [origin],
      // No accounts here: everyone is a guest.
      mount: (api) => api.get('/auth/get-session', (c) => c.json(null)),
      log: () => {},
    });
    return new Deployment(dir, server, origin);
  }

  url(p: string) {
    return this.origin + p;
  }

  /** Deploys the next version: a new index.html and a service worker that precaches it. */
  deployNext(): number {
    this.version += 1;
    const file = (name: string) => path.join(this.dir, name);
    const html = readFileSync(file('index.html'), 'utf8').replace(
      /(<meta name="mentora-build" content="\d+" \/>)?<title>/,
      `<meta name="mentora-build" content="${this.version}" /><title>`,
    );
    writeFileSync(file('index.html'), html);
    const revision = createHash('md5').update(html).digest('hex');
    const sw = readFileSync(file('sw.js'), 'utf8').replace(
      /\{url:"index\.html",revision:"[0-9a-f]+"\}/,
      `{url:"index.html",revision:"${revision}"}`,
    );
    expect(sw).toContain(revision);
    writeFileSync(file('sw.js'), sw);
    // The build's precompressed copies are of the old files.
    for (const name of ['index.html', 'sw.js']) {
      for (const ext of ['.br', '.gz']) rmSync(file(name + ext), { force: true });
    }
    return this.version;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const build = (page: Page) =>
  page
    .locator('meta[name="mentora-build"]')
    .getAttribute('content', { timeout: 1000 })
    .catch(() => null);

const hasWaitingWorker = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));

/** Asks the browser to look for a new service worker now (it also does on its own, hourly). */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

test.describe('a new version', () => {
  // Each test installs the service worker twice (the first time precaching the whole app) and a
  // Reload test scans the page too: 22 to 30 s alone, 34 s in a full run, and once past 45 s.
  test.setTimeout(90_000);
  let deployment: Deployment;
  test.beforeAll(async () => {
    deployment = await Deployment.start();
  });
  test.afterAll(async () => {
    await deployment.stop();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the notice waits for Reload, which loads it and keeps what was typed (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.goto(deployment.url('/chat/mood-tracker'));
      await waitForServiceWorker(page);
      const before = await build(page);

      // Something half-written in the journal, then something typed in the chat box.
      await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Mood Journal' })
        .getByLabel("What's on your mind today?")
        .fill('Half a thought about today');
      await page.keyboard.press('Escape');
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Chat' })
        .click();
      const input = page.getByRole('textbox', { name: 'Message' });
      await input.fill('Still typing this');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const next = deployment.deployNext();
      await checkForUpdate(page);
      const notice = page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE });
      await expect(notice).toBeVisible();
      expect(await hasWaitingWorker(page)).toBe(true);
      await expectNoA11yViolations(page);

      // It never reloads by itself: typing goes on in the same page, focus stays in the box.
      await input.press('End');
      await input.pressSequentially(', and a bit more');
      await page.waitForTimeout(1500);
      await expect(input).toHaveValue('Still typing this, and a bit more');
      await expect(input).toBeFocused();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await build(page)).toBe(before);

      // Reload switches to the new version.
      await Promise.all([
        page.waitForEvent('load'),
        notice.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Chat with a mentor' }),
      ).toBeVisible();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
      expect(await build(page)).toBe(String(next));
      await expect(page.getByText(UPDATE_AVAILABLE)).toHaveCount(0);
      expect(await hasWaitingWorker(page)).toBe(false);

      // What was typed is all there.
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'Still typing this, and a bit more',
      );
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Mood' })
        .click();
      await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: 'Mood Journal' }).getByLabel("What's on your mind today?"),
      ).toHaveValue('Half a thought about today');
    });
  }

  test('Later hides the notice; the next visit asks again', async ({ page }) => {
    await page.goto(deployment.url('/chat'));
    await waitForServiceWorker(page);
    // From now on the page comes from the service worker's copy of the app.
    await page.reload();
    const before = await build(page);
    deployment.deployNext();
    await checkForUpdate(page);
    const notice = page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE });
    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByText(UPDATE_AVAILABLE)).toHaveCount(0);
    // The new version waits for every tab to close or for Reload, so a reload still shows this one.
    await page.reload();
    expect(await build(page)).toBe(before);
    await expect(page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE })).toBeVisible();
  });
});

test('the web app manifest is installable, with maskable icons and the dark theme colours', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  // Chromium never offers to install from an incognito profile, which is what a test context is.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'mentora-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
  });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifestCheck = await cdp.send('Page.getAppManifest');
    expect(manifestCheck.errors).toEqual([]);
    expect(manifestCheck.url).toMatch(/\/manifest\.webmanifest$/);
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touch ?? '')).status()).toBe(200);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expect(errors).toEqual([]);

  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Mentora',
    short_name: 'Mentora',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#12162a',
    background_color: '#12162a',
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons) {
    const r = await request.get(icon.src);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()['content-type'], icon.src).toBe(icon.type);
  }
});
