import type { Locator, Page } from '@playwright/test';
import { signUp } from './account-steps';
import { expect, test } from './fixtures';

/**
 * High contrast (forced colours) and large text: every state a control has stays visible in the
 * system's colours, and nothing spills sideways or under something else when the text is
 * enlarged on a small screen.
 */

/** A phone of this size with the page's text at this size (what browser zoom of text does). */
async function smallScreen(page: Page, url: string, width: number, height: number, text: string) {
  await page.setViewportSize({ width, height });
  await page.goto(url);
  await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
  await settled(page);
}

/**
 * Waits for the page's font and pictures: a layout measured before them is not the page's. (The
 * font may still not come in time and not be used: the tests 'in the system font' measure that.)
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
}

/** How far the page scrolls sideways, beyond the window. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Where a control is drawn and how its colours come out. */
async function look(el: Locator, part?: string) {
  return el.evaluate((node, sel) => {
    const target = sel ? node.querySelector(sel)! : node;
    const s = getComputedStyle(target);
    return {
      background: s.backgroundColor,
      color: s.color,
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      decoration: `${s.textDecorationLine} ${s.textDecorationColor}`,
      outline: `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`,
      adjust: s.forcedColorAdjust,
    };
  }, part);
}

test.describe('forced colours', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  async function expectSwitchStatesVisible(off: Locator, on: Locator) {
    await expect(off).toHaveAttribute('aria-checked', 'false');
    await expect(on).toHaveAttribute('aria-checked', 'true');
    const offTrack = await look(off);
    const offThumb = await look(off, '.switch-thumb');
    const onTrack = await look(on);
    const onThumb = await look(on, '.switch-thumb');
    // The thumb stands out from its track, off and on...
    expect(offThumb.background).not.toBe(offTrack.background);
    expect(onThumb.background).not.toBe(onTrack.background);
    // ...and on does not look like off.
    expect(onTrack).not.toEqual(offTrack);
    expect(onThumb.background).not.toBe(offThumb.background);
  }

  test('a switch on looks different from a switch off, its thumb visible (settings)', async ({
    page,
  }) => {
    await page.goto('/settings');
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    const reminder = page.getByRole('switch', { name: 'Daily check-in reminder' });
    if ((await dark.getAttribute('aria-checked')) !== 'true') await dark.click();
    await expectSwitchStatesVisible(reminder, dark);
  });

  test("the coping skills' switch shows its state, and a favourite keeps its heart", async ({
    page,
  }) => {
    await page.goto('/chat/coping-skills');
    const own = page.getByRole('switch', { name: 'Show only my own skills' });
    const offTrack = await look(own);
    const offThumb = await look(own, '.switch-thumb');
    expect(offThumb.background).not.toBe(offTrack.background);
    await own.click();
    await expect(own).toHaveAttribute('aria-checked', 'true');
    const onTrack = await look(own);
    const onThumb = await look(own, '.switch-thumb');
    expect(onThumb.background).not.toBe(onTrack.background);
    expect(onTrack).not.toEqual(offTrack);
    await own.click();

    const grounding = page.getByRole('region', { name: 'Grounding', exact: true });
    const fav = grounding.getByRole('button', { name: 'Favorite Feet on the floor' });
    const unpressed = await look(fav);
    const heartOff = await look(fav, 'svg');
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    const pressed = await look(fav);
    const heart = await look(fav, 'svg');
    // The heart is drawn (filled, in its colour) on a background of another colour.
    expect(await fav.locator('svg').getAttribute('fill')).toBe('currentColor');
    expect(heart.color).not.toBe(pressed.background);
    // and pressed is told from not pressed by more than the fill alone
    expect({ ...pressed, heart: heart.color }).not.toEqual({ ...unpressed, heart: heartOff.color });
  });

  test('the selected sleep tab is marked, and the tabs look like controls', async ({ page }) => {
    await page.goto('/sleeptool');
    const tips = page.getByRole('tab', { name: 'Tips' });
    const timer = page.getByRole('tab', { name: 'Timer' });
    await expect(tips).toHaveAttribute('aria-selected', 'true');
    const selected = await look(tips);
    const other = await look(timer);
    expect(selected).not.toEqual(other);
    // Filled in a colour of its own, the selected tab's word is drawn in its own colour too, not
    // on a backplate of the page's colour (where the high-contrast text colour would vanish).
    expect(selected.color).not.toBe(selected.background);
    if (selected.background !== other.background) expect(selected.adjust).toBe('none');
    // A tab not selected has an edge of its own, as a button does.
    expect(other.border).not.toMatch(/^0px|none/);
    await timer.click();
    await expect(timer).toHaveAttribute('aria-selected', 'true');
    await timer.evaluate((el) => el.blur()); // its focus ring aside
    expect(await look(timer)).toEqual(selected);
    expect(await look(tips)).toEqual(other);
  });
});

test.describe('large text on a small screen', () => {
  for (const [width, height, text] of [
    [320, 568, '125%'],
    [390, 844, '150%'],
  ] as const) {
    for (const url of ['/chat', '/chat/self-care', '/chat/mood-tracker', '/chat/coping-skills']) {
      test(`${url} at ${width} px, text ${text}: the header's name and its buttons do not overlap`, async ({
        page,
      }) => {
        await smallScreen(page, url, width, height, text);
        const header = page.locator('.app-header');
        await expect(header.getByText('Mentora', { exact: true })).toBeVisible();
        const boxes = await header.evaluate((h) => {
          const brand = h.querySelector('.app-header-brand')!;
          const range = document.createRange();
          range.selectNodeContents(brand);
          const box = (r: DOMRect) => ({
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
          });
          return {
            brand: [...range.getClientRects()].map(box),
            controls: [...h.querySelectorAll('.app-header-actions > *')].map((c) =>
              box(c.getBoundingClientRect()),
            ),
            header: box(h.getBoundingClientRect()),
          };
        });
        expect(boxes.controls.length).toBeGreaterThan(0);
        for (const line of boxes.brand) {
          expect(line.left).toBeGreaterThanOrEqual(boxes.header.left);
          for (const c of boxes.controls) {
            const apart =
              line.right <= c.left ||
              c.right <= line.left ||
              line.bottom <= c.top ||
              c.bottom <= line.top;
            expect(apart, `'Mentora' ${JSON.stringify(line)} under ${JSON.stringify(c)}`).toBe(
              true,
            );
          }
        }
        for (const c of boxes.controls) expect(c.right).toBeLessThanOrEqual(width);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      });
    }
  }

  test.describe('in the system font', () => {
    test.use({ allowConsoleErrors: [/net::ERR_FAILED .*\.woff2\)$/] });
    // The page's font is shown only if it came in time (font-display: optional): on a slow
    // connection the system font, wider, is what people read in.
    for (const url of [
      '/chat',
      '/chat/self-care',
      '/chat/mood-tracker',
      '/chat/coping-skills',
      '/question-ans',
      '/sleeptool',
      '/creative',
      '/safety-plan',
      '/report',
      '/settings',
      '/privacy',
      '/profile',
    ]) {
      test(`${url} in the system font fits 390 px with text at 200%`, async ({ page }) => {
        await page.route(/\.woff2$/, (route) => route.abort());
        await smallScreen(page, url, 390, 844, '200%');
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
          'Nunito',
        );
        expect(await page.evaluate(() => document.fonts.check('16px Nunito'))).toBe(false);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      });
    }
  });

  test('self-care: the free-time pictures fit at 390 px with text at 200%', async ({ page }) => {
    await smallScreen(page, '/chat/self-care', 390, 844, '200%');
    const pictures = page.locator('.free-time-card');
    await expect(pictures).toHaveCount(6);
    await pictures.last().scrollIntoViewIfNeeded();
    // the last pictures load as they come into view
    await settled(page);
    await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
    for (const p of await pictures.all()) {
      const box = (await p.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await p.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('sleep: every tab is whole at 360 px with text at 200%', async ({ page }) => {
    await smallScreen(page, '/sleeptool', 360, 740, '200%');
    const list = page.getByRole('tablist', { name: 'Sleep tools' });
    const listBox = (await list.boundingBox())!;
    for (const tab of await list.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(listBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(listBox.x + listBox.width, 360));
      expect(box.y + box.height).toBeLessThanOrEqual(listBox.y + listBox.height);
      // its words within it
      expect(await tab.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('a dialog taller than the screen shows the control Tab wraps round to', async ({ page }) => {
    await smallScreen(page, '/chat/mood-tracker', 390, 500, '200%');
    await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
    const close = dialog.getByRole('button', { name: 'Close' });
    const save = dialog.getByRole('button', { name: 'Save Entry' });
    await expect(save).toBeVisible();
    // It scrolls within itself: its last control starts out of sight.
    expect(await dialog.evaluate((d) => d.scrollHeight - d.clientHeight)).toBeGreaterThan(0);
    /** The focused control is wholly within the dialog's visible part, and on the screen. */
    const focusedInView = () =>
      page.evaluate(() => {
        const el = document.activeElement!.getBoundingClientRect();
        const box = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
        return (
          el.top >= Math.max(box.top, 0) &&
          el.bottom <= Math.min(box.bottom, window.innerHeight) &&
          el.left >= Math.max(box.left, 0) &&
          el.right <= Math.min(box.right, window.innerWidth)
        );
      });
    await close.focus();
    await expect(close).toBeFocused();
    expect(await focusedInView()).toBe(true);
    // Shift+Tab from the first control wraps round to the last...
    await page.keyboard.press('Shift+Tab');
    await expect(save).toBeFocused();
    await expect.poll(focusedInView).toBe(true);
    // ...and Tab from the last back to the first.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await expect.poll(focusedInView).toBe(true);
  });

  test("grounding: the page's heading stays in its card at 360 px with text at 200%", async ({
    page,
  }) => {
    await smallScreen(page, '/question-ans', 360, 740, '200%');
    const heading = page.getByRole('heading', { level: 1, name: 'Grounding Exercise' });
    await expect(heading).toBeVisible();
    const { text, card } = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      const r = range.getBoundingClientRect();
      const c = h.closest('.card')!.getBoundingClientRect();
      return { text: { left: r.left, right: r.right }, card: { left: c.left, right: c.right } };
    });
    expect(text.left).toBeGreaterThanOrEqual(card.left);
    expect(text.right).toBeLessThanOrEqual(card.right);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});

/**
 * Text at 200% on a 390 px phone, enlarged either way: a style sheet on a touch phone (as a
 * person's own style or a reading setting does it), or the root's own size (as above).
 */
const PHONE = { width: 390, height: 844 };
const ways = [
  {
    way: 'a style sheet on a touch phone',
    options: { viewport: PHONE, isMobile: true, hasTouch: true },
    enlarge: (page: Page) => page.addStyleTag({ content: 'html{font-size:200%}' }),
  },
  {
    way: "the root's own size",
    options: { viewport: PHONE },
    enlarge: (page: Page) =>
      page.evaluate(() => (document.documentElement.style.fontSize = '200%')),
  },
] as const;

/**
 * How far the page reaches past the right of the screen. (On a touch phone the window itself
 * widens to what spills over, so the screen's width is the measure, not the window's.)
 */
const pastTheScreen = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.width);

for (const { way, options, enlarge } of ways) {
  test.describe(`text at 200% on a phone, by ${way}`, () => {
    test.use(options);

    async function open(page: Page, url: string) {
      await page.goto(url);
      await enlarge(page);
      await settled(page);
    }

    for (const url of ['/', '/chat']) {
      test(`${url}: the page and 'Need urgent help?' fit the screen, nothing scrolls sideways`, async ({
        page,
      }) => {
        await open(page, url);
        expect(await pastTheScreen(page)).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Need urgent help?' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Need urgent help?' });
        await expect(dialog.getByRole('combobox', { name: 'Your country' })).toBeVisible();
        await expect(dialog).toHaveCSS('opacity', '1');
        const fit = await dialog.evaluate((d) => {
          const box = d.getBoundingClientRect();
          const out = [...d.querySelectorAll('*')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
            })
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
          return { left: box.left, right: box.right, sideways: d.scrollWidth - d.clientWidth, out };
        });
        expect(fit.left).toBeGreaterThanOrEqual(0);
        expect(fit.right).toBeLessThanOrEqual(PHONE.width);
        expect(fit.sideways, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
        expect(fit.out, 'parts of the dialog past its edges').toEqual([]);
        expect(await pastTheScreen(page)).toBeLessThanOrEqual(0);
      });
    }

    test('/chat: the message box keeps a usable width, and the header and the bar leave room', async ({
      page,
    }) => {
      await open(page, '/chat');
      const input = page.getByRole('textbox', { name: 'Message' });
      const send = page.getByRole('button', { name: 'Send', exact: true });
      await input.scrollIntoViewIfNeeded();
      expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(200);
      // Send stays whole on the screen, beside the box or under it.
      const sendBox = (await send.boundingBox())!;
      expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(PHONE.width);
      await expect(send).toBeInViewport();
      // With the message box in view, the header and the bottom bar take at most a quarter of
      // the screen between them.
      const taken = await page.evaluate(() =>
        ['.app-header', '.bottom-nav'].reduce((sum, sel) => {
          const r = document.querySelector(sel)!.getBoundingClientRect();
          return sum + Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
        }, 0),
      );
      expect(taken).toBeLessThanOrEqual(PHONE.height / 4);
      await expect(input).toBeInViewport();
      // 'Need urgent help?' is still there at the top of the page.
      const help = page.getByRole('button', { name: 'Need urgent help?' });
      await help.scrollIntoViewIfNeeded();
      await expect(help).toBeInViewport();
      await help.click();
      await expect(page.getByRole('dialog', { name: 'Need urgent help?' })).toBeVisible();
    });
  });
}

for (const font of ["the page's font", 'the system font'] as const) {
  test.describe(`links to tap on a phone, in ${font}`, () => {
    test.use({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      allowConsoleErrors: [/net::ERR_FAILED .*\.woff2\)$/],
    });
    // The page's font is shown only if it came in time (font-display: optional); on a slow
    // connection the system font, with shorter lines, is what people tap in.
    test.beforeEach(async ({ page }) => {
      if (font === 'the system font') await page.route(/\.woff2$/, (route) => route.abort());
    });

    /** At least 24 px tall to tap (WCAG 2.5.8), at the text's usual size. */
    async function expectTallEnough(page: Page, link: Locator) {
      await expect(link).toBeVisible();
      await settled(page);
      expect(await page.evaluate(() => document.fonts.check('16px Nunito'))).toBe(
        font === "the page's font",
      );
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }

    test('switching between Login and Sign Up', async ({ page }) => {
      await page.goto('/login');
      const toSignUp = page.getByRole('link', { name: "Don't have an account? Sign Up" });
      await expectTallEnough(page, toSignUp);
      await toSignUp.click();
      await expectTallEnough(
        page,
        page.getByRole('link', { name: 'Already have an account? Login' }),
      );
    });

    test("the safety plan in the mood section's note after low days", async ({ page }) => {
      await page.clock.setFixedTime(new Date(2026, 10, 21, 10, 0, 0));
      await page.goto('/');
      await page.evaluate(() =>
        localStorage.setItem(
          'moodLevels',
          JSON.stringify({ '2026-11-17': 2, '2026-11-19': 2, '2026-11-21': 2 }),
        ),
      );
      await page.goto('/chat/mood-tracker');
      const note = page.getByRole('region', { name: 'A few hard days lately' });
      await expectTallEnough(page, note.getByRole('link', { name: 'Open my safety plan' }));
    });

    test("settings: 'Summary for a professional' and, signed in, 'Profile'", async ({ page }) => {
      await signUp(page, `tall-links-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
      await page.goto('/settings');
      await expectTallEnough(page, page.getByRole('link', { name: 'Summary for a professional' }));
      await expectTallEnough(page, page.getByRole('link', { name: 'Profile', exact: true }));
    });
  });
}
