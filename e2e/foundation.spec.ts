import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';

const ROUTES: Array<[string, string | RegExp]> = [
  ['/', 'A calm place to talk things through'],
  ['/login', /Login|Sign Up/],
  ['/chat', 'Chat with a mentor'],
  ['/chat/mood-tracker', 'Mood Tracker'],
  ['/chat/self-care', 'Self-Care Resources'],
  ['/chat/coping-skills', 'Coping Skills Toolbox'],
  ['/question-ans', /Grounding/],
  ['/sleeptool', 'Sleep Well'],
  ['/creative', 'Creative Prompts'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
];

for (const [route, heading] of ROUTES) {
  test(`${route} renders its heading`, async ({ page }) => {
    const res = await page.goto(route);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  });
}

test('landing: guest button goes to the chat, login button to /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Chat as Guest' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Here is your perfect Chat partner')).toBeVisible();
  await expect(page.getByText('Mentora', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestMode'))).toBe('true');

  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('each page names itself in the title; reached by a control that goes, its heading has the focus', async ({
  page,
}) => {
  // The first page of a visit: titled, and focus left where the browser starts.
  await page.goto('/chat/self-care');
  await expect(page).toHaveTitle('Self-Care Resources – Mentora');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // A bottom bar link stays, and keeps the focus.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('link', { name: 'Mood' }).press('Enter');
  await expect(page).toHaveTitle('Mood Tracker – Mentora');
  await expect(nav.getByRole('link', { name: 'Mood' })).toBeFocused();

  // A control that goes with its page: the new page's heading takes the focus.
  await page.goto('/');
  await expect(page).toHaveTitle('Mentora');
  await page.getByRole('button', { name: 'Start Chat as Guest' }).press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Chat with a mentor' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Chat with a mentor – Mentora');
  await page.getByRole('link', { name: 'Sign In' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeFocused();
  await expect(page).toHaveTitle('Login – Mentora');
  await page.goto('/chat/coping-skills');
  await page.getByRole('link', { name: 'Open my safety plan' }).first().press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeFocused();
  await expect(page).toHaveTitle('My safety plan – Mentora');
});

test('any unknown path under /chat shows the chatbot section', async ({ page }) => {
  await page.goto('/chat/anything/at/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
});

test('bottom navigation moves between sections and marks the current one', async ({ page }) => {
  await page.goto('/chat');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('link', { name: 'Mood' }).click();
  await expect(page).toHaveURL(/\/chat\/mood-tracker$/);
  await expect(nav.getByRole('link', { name: 'Mood' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Self-Care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Self-Care Resources' })).toBeVisible();
  await nav.getByRole('link', { name: 'Coping Skills' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coping Skills Toolbox' }),
  ).toBeVisible();
});

test('an unknown top-level path shows a friendly not-found page with a way home', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Mentora');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('a failed code chunk', () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource|route\] failed|dynamically imported/i],
  });
  test('shows a calm message with Retry instead of a blank page', async ({ page }) => {
    await page.goto('/');
    await page.route(/\/assets\/settings-.*\.js$/, (route) => route.abort());
    // A missing chunk online first reloads the page once, in case a new build replaced it
    // (main.tsx); that reload is spent here, or it may land after the route is back and take
    // the message away before Retry is pressed. What a person sees next is the message.
    await page.evaluate(() => {
      sessionStorage.setItem('mentora.chunkReloadAt', String(Date.now() + 600_000));
      history.pushState({}, '', '/settings');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('heading', { name: "This part of Mentora didn't load" }),
    ).toBeVisible();
    await page.unroute(/\/assets\/settings-.*\.js$/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test('the text font is the preloaded subset, in use for the text and with its weight axis', async ({
  page,
}) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]');
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Nunito');
    return {
      preload: preload?.getAttribute('href') ?? null,
      faces: faces.map((f) => ({ status: f.status, weight: f.weight, range: f.unicodeRange })),
      // The app's typographic punctuation is part of the subset.
      punctuation: document.fonts.check('700 16px Nunito', 'It’s “fine”… 9:30 PM'),
      used: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(font.preload).toMatch(/^\/assets\/nunito-latin-wght-normal-[\w-]{8}\.woff2$/);
  // (A prerendered page may list the same stylesheet twice, hence every face.)
  expect(font.faces.length).toBeGreaterThan(0);
  for (const face of font.faces) {
    expect(face).toMatchObject({ status: 'loaded', weight: '300 900' });
    expect(face.range).toContain('U+20-7E');
    expect(face.range).not.toContain('U+0-FF');
  }
  expect(font.punctuation).toBe(true);
  expect(font.used).toMatch(/^Nunito,/);
  // The file the page preloads is the one the @font-face uses: fetched once.
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /nunito.*\.woff2$/.test(e.name))
      .map((e) => new URL(e.name).pathname),
  );
  expect(fetched).toEqual([font.preload]);
});

test('the API answers JSON, unknown API paths are a JSON 404, and headers are set', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const nope = await request.get('/api/nope');
  expect(nope.status()).toBe(404);
  expect(nope.headers()['content-type']).toContain('application/json');
  const page = await request.get('/chat/mood-tracker');
  const csp = page.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBeTruthy();
});

test('no page requests any third-party host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      foreign.push(r.url());
  });
  for (const route of [
    '/',
    '/login',
    '/chat',
    '/chat/mood-tracker',
    '/chat/self-care',
    '/profile',
  ]) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    for (const route of ['/', '/login', '/chat']) {
      test(`${route} has no violations`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  });
}
