import { inlineScripts } from '../apps/server/src/lib/prerendered';
import { expect, test, type Page } from './fixtures';

// A guest's first visit arrives prerendered (apps/web/scripts/prerender.mjs): the page paints
// from the HTML, marked as not yet live, and the app's code then hydrates it in place.

const PAGES: Array<[string, RegExp]> = [
  ['/', /A calm place to talk things through/],
  ['/login', /Login/],
  ['/chat', /Chat with a mentor/],
  ['/chat/mood-tracker', /.+/],
  ['/chat/self-care', /.+/],
  ['/chat/coping-skills', /.+/],
];

/** Holds the app's entry script back until the returned function is called. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const [url, heading] of PAGES) {
  test(`${url} paints before its code runs, then the same page comes alive`, async ({ page }) => {
    // Hold the app's code back until the prerendered page has been looked at.
    const release = await holdTheCode(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });

    const before = await page.evaluate(() => {
      const root = document.getElementById('root')!;
      const h = root.querySelector('h1');
      h?.setAttribute('data-prerendered', '');
      return { early: root.hasAttribute('data-prerendered'), heading: h?.textContent ?? '' };
    });
    expect(before.early).toBe(true);
    expect(before.heading).toMatch(heading);

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // Hydrated, not thrown away and rebuilt: the very same heading element is still there.
    await expect(page.locator('h1[data-prerendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('a prerendered page runs two inline scripts, the theme and the code loader, and nothing else', async ({
  request,
}) => {
  for (const [url] of PAGES) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<div id="root" data-prerendered>');
    const inline = inlineScripts(html);
    expect(inline, url).toHaveLength(2);
    expect(inline[0], url).toContain('data-theme');
    expect(inline[1], url).toContain('modulepreload');
  }
});

test('before its first paint a page asks for nothing but its font; then for its code, in a few files', async ({
  page,
}) => {
  // When the app has taken the page over (#root loses its mark).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver((_m, o) => {
        if (root.hasAttribute('data-prerendered')) return;
        (window as { liveAt?: number }).liveAt = performance.now();
        o.disconnect();
      }).observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
    });
  });
  await page.goto('/chat/self-care');
  const { early, code } = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const live = (window as { liveAt?: number }).liveAt ?? Infinity;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      early: resources.filter((r) => r.startTime < fcp).map((r) => new URL(r.name).pathname),
      code: resources
        .filter((r) => r.startTime >= fcp && r.startTime < live && /\/assets\/.+\.js$/.test(r.name))
        .map((r) => new URL(r.name).pathname),
    };
  });
  expect(
    early.every((p) => /\.woff2$/.test(p)),
    early.join(', '),
  ).toBe(true);
  // The entry, the shell and the section with the modules they share: not twenty small files.
  expect(code.length, code.join(', ')).toBeGreaterThanOrEqual(3);
  expect(code.length, code.join(', ')).toBeLessThanOrEqual(8);
  // The web app manifest is linked once the page has settled, with the service worker.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1, { timeout: 15_000 });
});

test.describe('on a page as slow as a cheap phone', () => {
  // The refused sign-in of the login test is an HTTP error, which the browser logs.
  test.use({ allowConsoleErrors: [/Failed to load resource.*401/] });
  test.beforeEach(async ({ page }) => {
    // Six times slower than this machine: about a budget phone's CPU.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  /** Runs `act` on the prerendered page before its code has run, and checks it was. */
  async function beforeTheCode(page: Page, url: string, act: () => Promise<void>) {
    // The code is held back until the person has acted, so "before" holds in every run.
    const release = await holdTheCode(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await act();
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', {
      timeout: 30_000,
    });
  }

  test('a mood chosen on the slider before the code arrives is kept and saved', async ({
    page,
  }) => {
    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    await beforeTheCode(page, '/chat/mood-tracker', async () => {
      await slider.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveValue('8');
    });
    // The page's own updates after hydration (its effects, the toasts, the challenges) and any
    // later render keep the choice.
    await page.waitForTimeout(1500);
    await expect(slider).toHaveValue('8');
    await expect(page.getByText('Mood: 8/10')).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('moodLevels') ?? '{}'));
    expect(Object.values(saved)).toEqual([8]);
    // And the slider goes on working.
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Mood: 7/10')).toBeVisible();
  });

  test('text typed into the chat box before the code arrives is kept, and sends', async ({
    page,
  }) => {
    const box = page.getByRole('textbox', { name: 'Message' });
    await beforeTheCode(page, '/chat', async () => {
      await box.click();
      await page.keyboard.type('I feel tired today');
      await expect(box).toHaveValue('I feel tired today');
    });
    await page.waitForTimeout(1500);
    await expect(box).toHaveValue('I feel tired today');
    // It is the app's text now: once a mentor is chosen it sends like any other.
    await page.getByRole('button', { name: /Mood Mentor/ }).click();
    await expect(page.getByRole('log')).toContainText(/\S/);
    await expect(box).toHaveValue('I feel tired today');
    await box.press('Enter');
    await expect(page.getByRole('log')).toContainText('I feel tired today');
    await expect(box).toHaveValue('');
  });

  test('buttons pressed and Enter before the code arrives are acted on once it has', async ({
    page,
  }) => {
    const box = page.getByRole('textbox', { name: 'Message' });
    await beforeTheCode(page, '/chat', async () => {
      await page.getByRole('button', { name: /Mood Mentor/ }).click();
      await box.click();
      await page.keyboard.type('Hello there');
      await page.keyboard.press('Enter');
      // Held, not sent by the browser as a page load (which would lose what was typed).
      await expect(box).toHaveValue('Hello there');
    });
    await expect(page).toHaveURL(/\/chat$/);
    // The mentor was chosen, then the message sent, as the person did it.
    await expect(page.getByRole('log')).toContainText('Hello there');
    await expect(box).toHaveValue('');
  });

  test('a grounding answer typed before the code arrives is kept and saved', async ({ page }) => {
    const answer = page.getByLabel('Your answer (optional)');
    await beforeTheCode(page, '/question-ans', async () => {
      await answer.click();
      await page.keyboard.type('the clock ticking');
      await expect(answer).toHaveValue('the clock ticking');
    });
    await page.waitForTimeout(1000);
    await expect(answer).toHaveValue('the clock ticking');
    const saved = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('groundingAnswers') ?? '[]'),
    );
    expect(JSON.stringify(saved)).toContain('the clock ticking');
    // And typing goes on from there.
    await answer.press('End');
    await page.keyboard.type(', a dog');
    await expect(answer).toHaveValue('the clock ticking, a dog');
  });

  test.describe('on a device with data of its own, whose page React renders afresh', () => {
    /** Marks the page's fields, to tell afterwards that React replaced them (not hydrated). */
    const mark = (page: Page) =>
      page.evaluate(() => {
        for (const el of document.querySelectorAll('#root input, #root textarea')) {
          el.setAttribute('data-early', '');
        }
      });

    /** Today's mood is stored, so the page differs from the prerendered one. */
    async function withTodaysMood(page: Page) {
      await page.clock.setFixedTime(new Date(2026, 10, 21, 10, 0, 0));
      await page.addInitScript(() =>
        localStorage.setItem('moodLevels', JSON.stringify({ '2026-11-21': 7 })),
      );
    }

    test('a mood chosen on the slider before the code arrives is kept and saved', async ({
      page,
    }) => {
      await withTodaysMood(page);
      const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
      await beforeTheCode(page, '/chat/mood-tracker', async () => {
        await slider.focus();
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
        await expect(slider).toHaveValue('8');
        await mark(page);
      });
      await expect(page.locator('[data-early]')).toHaveCount(0);
      await page.waitForTimeout(1500);
      await expect(slider).toHaveValue('8');
      await expect(page.getByText('Mood: 8/10')).toBeVisible();
      const saved = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('moodLevels') ?? '{}'),
      );
      expect(saved).toEqual({ '2026-11-21': 8 });
      // The new slider has the focus, and goes on from there.
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText('Mood: 7/10')).toBeVisible();
    });

    test('a button pressed before the code arrives is acted on in the page built afresh', async ({
      page,
    }) => {
      await withTodaysMood(page);
      await beforeTheCode(page, '/chat/mood-tracker', async () => {
        await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
        await mark(page);
      });
      // The page was built afresh (its fields replaced), and the press reached the new one.
      await expect(page.locator('[data-early]')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Mood Journal' })).toBeVisible();
      // Pressed once, not twice: closing it leaves no second dialog behind.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('text typed into the chat box before the code arrives is kept, and typing goes on', async ({
      page,
    }) => {
      // Someone was signed in here (their session has since ended): the page shows their
      // account at first, so it differs from the prerendered one.
      await page.addInitScript(() =>
        localStorage.setItem(
          'authUser',
          JSON.stringify({
            uid: 'gone',
            email: 'gone@example.com',
            displayName: null,
            photoURL: null,
          }),
        ),
      );
      const box = page.getByRole('textbox', { name: 'Message' });
      await beforeTheCode(page, '/chat', async () => {
        await box.click();
        await page.keyboard.type('I feel tired');
        await expect(box).toHaveValue('I feel tired');
        await mark(page);
      });
      await expect(page.locator('[data-early]')).toHaveCount(0);
      await page.waitForTimeout(1500);
      await expect(box).toHaveValue('I feel tired');
      await expect(box).toBeFocused();
      await page.keyboard.type(' today');
      await expect(box).toHaveValue('I feel tired today');
      await page.getByRole('button', { name: /Mood Mentor/ }).click();
      await expect(page.getByRole('log')).toContainText(/\S/);
      await box.press('Enter');
      await expect(page.getByRole('log')).toContainText('I feel tired today');
    });
  });

  test('an email typed into the login page before the code arrives is kept', async ({ page }) => {
    const email = page.getByLabel('Email');
    await beforeTheCode(page, '/login', async () => {
      await email.click();
      await page.keyboard.type('early@example.com');
    });
    await page.waitForTimeout(1000);
    await expect(email).toHaveValue('early@example.com');
    // The form reads it: a sign-in attempt names this email, not an empty one.
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    const [req] = await Promise.all([
      page.waitForRequest('**/api/auth/sign-in/email'),
      page.getByRole('button', { name: 'Login', exact: true }).click(),
    ]);
    expect(req.postDataJSON()).toMatchObject({ email: 'early@example.com' });
  });
});

test('a prerendered page works: the chat answers after hydration', async ({ page }) => {
  await page.goto('/chat');
  await page.getByRole('button', { name: /Mood Mentor/ }).click();
  await expect(page.getByRole('log')).toContainText(/\S/);
});

test('without JavaScript the prerendered page still shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/chat/self-care');
  await expect(page.locator('#root h1')).toBeVisible();
  // Every part of a page is in place in its HTML, none left for a script to reveal (a Suspense
  // boundary late in a page used to be moved to its end and shown by an inline script).
  await page.goto('/chat/mood-tracker');
  await expect(page.getByRole('slider', { name: 'How is your mood right now?' })).toBeVisible();
  await context.close();
});

test('someone with a session gets the plain app, never a guest page first', async ({ page }) => {
  const res = await page.request.get('/chat', {
    headers: { cookie: 'better-auth.session_token=x.y' },
  });
  expect(await res.text()).toContain('<div id="root"></div>');
});

test('a device with its own data shows it, not the prerendered empty page', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 21, 10, 0, 0));
  await page.addInitScript(() =>
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-11-21': 7 })),
  );
  await page.goto('/chat/mood-tracker');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByText('Mood: 7/10')).toBeVisible();
  await expect(page.getByText('Mood: 5/10')).toHaveCount(0);
});

test('nothing moves while the app takes over and loads the rest (CLS 0, phone size)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    w.__shift = 0;
    w.__moved = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const shift = e as unknown as {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        w.__shift += shift.value;
        // What moved, and from where to where, for the failure message.
        for (const s of shift.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          w.__moved.push(
            `${el ? `<${el.tagName.toLowerCase()} class="${el.className}">` : '(text)'} ` +
              `${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)} ` +
              `at ${Math.round(e.startTime)} ms`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const url of ['/', '/chat', '/chat/mood-tracker', '/chat/self-care', '/login']) {
    await page.goto(url);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // The lazily loaded parts (dialogs, toasts) arrive on idle: give them time to land.
    await page.waitForTimeout(2500);
    const { shift, moved } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __moved: string[] };
      return { shift: w.__shift, moved: w.__moved };
    });
    expect(shift, `layout shift on ${url}: ${moved.join('; ')}`).toBe(0);
  }
});

test.describe('a prerendered page whose code fails to load', () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource|route\] failed|dynamically imported/i],
  });
  test('shows the calm message, and its Retry works', async ({ page }) => {
    let fail = true;
    await page.route(/\/assets\/chat-self-care-[\w-]+\.js$/, (route) =>
      fail ? route.abort() : route.continue(),
    );
    await page.goto('/chat/self-care');
    await expect(
      page.getByRole('heading', { name: "This part of Mentora didn't load" }),
    ).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/didn't load/);
  });
});
