import { expect, expectNoA11yViolations, test, type Page } from './fixtures';

// The service worker would serve the app's files itself; these tests hold files back by route.
test.use({ serviceWorkers: 'block' });

const DARK_BG = 'rgb(18, 22, 42)';
const LIGHT_BG = 'rgb(246, 245, 252)';

const html = (page: Page) => page.locator('html');
const bodyBg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? 'null'));

/** Records every value data-theme takes on <html>, from before the first script runs. */
async function recordThemes(page: Page) {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { __themes: (string | null)[] }).__themes = seen;
    new MutationObserver(() =>
      seen.push(document.documentElement.getAttribute('data-theme')),
    ).observe(document, { attributes: true, attributeFilter: ['data-theme'], subtree: true });
  });
}

test('Dark mode switches at once, on every page, and a reload keeps it without a flash', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  // No choice yet: it follows the device, which is dark.
  await expect(dark).toBeChecked();
  await expect(html(page)).not.toHaveAttribute('data-theme');
  expect(await bodyBg(page)).toBe(DARK_BG);
  await expectNoA11yViolations(page);

  await dark.click();
  await expect(dark).not.toBeChecked();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG);
  expect((await storedSettings(page)).darkMode).toBe(false);
  await expectNoA11yViolations(page);

  // Every page: the chat shell is light too.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await bodyBg(page)).toBe(LIGHT_BG);

  // Reload with the app's code held back: the theme is already light before the app runs.
  await recordThemes(page);
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('#root', { state: 'attached' });
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG);
  expect(await html(page).getAttribute('data-theme')).toBe('light');
  // The app has not run: #root is empty, or holds the prerendered page, marked until it does.
  const root = page.locator('#root');
  expect(
    await root.evaluate(
      (r: HTMLElement) => r.childElementCount === 0 || r.hasAttribute('data-prerendered'),
    ),
  ).toBe(true);
  release();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await bodyBg(page)).toBe(LIGHT_BG);
  // From the very start of the page, the theme was only ever light.
  const themes = await page.evaluate(() => (window as unknown as { __themes: unknown[] }).__themes);
  expect(themes.every((t) => t === 'light')).toBe(true);
  await page.unroute('**/assets/**/*.js');

  // Back on: dark again at once, and "Match my device instead" hands the choice back.
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Match my device instead' }).click();
  await expect(html(page)).not.toHaveAttribute('data-theme');
  expect((await storedSettings(page)).darkMode).toBeUndefined();
  await expect(page.getByRole('button', { name: 'Match my device instead' })).toHaveCount(0);
});

test('on a light device, Dark mode starts off and turning it on goes dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  await expect(dark).not.toBeChecked();
  expect(await bodyBg(page)).toBe(LIGHT_BG);
  await expectNoA11yViolations(page);
  await dark.focus();
  await page.keyboard.press('Space');
  await expect(dark).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => bodyBg(page)).toBe(DARK_BG);
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
});

test('a theme chosen in another tab follows here at once', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/chat');
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'dark' });
  await other.goto('/settings');
  await other.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await other.close();
});

/** A stand-in for the Web Audio API that counts tones started. */
async function countTones(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number; AudioContext: unknown };
    w.__tones = 0;
    class Param {
      value = 0;
      setValueAtTime() {}
      linearRampToValueAtTime() {}
      exponentialRampToValueAtTime() {}
      cancelScheduledValues() {}
    }
    class Node {
      connect(n: unknown) {
        return n;
      }
      disconnect() {}
    }
    w.AudioContext = class extends Node {
      currentTime = 0;
      state = 'running';
      destination = new Node();
      createOscillator() {
        return Object.assign(new Node(), {
          type: 'sine',
          frequency: new Param(),
          onended: null,
          start: () => {
            w.__tones++;
          },
          stop() {},
        });
      }
      createGain() {
        return Object.assign(new Node(), { gain: new Param() });
      }
      resume() {
        return Promise.resolve();
      }
      close() {
        return Promise.resolve();
      }
    };
  });
}

test('Sounds off silences the meditation tone; on brings it back', async ({ page }) => {
  await countTones(page);
  await page.goto('/settings');
  const sounds = page.getByRole('switch', { name: 'Sounds' });
  await expect(sounds).toBeChecked();
  await sounds.click();
  await expect(sounds).not.toBeChecked();
  expect((await storedSettings(page)).sounds).toBe(false);

  const meditate = async () => {
    await page.goto('/chat/self-care?open=meditation');
    const dialog = page.getByRole('dialog', { name: 'Guided Meditation' });
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    return page.evaluate(() => (window as unknown as { __tones: number }).__tones);
  };
  expect(await meditate()).toBe(0);

  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Sounds' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Sounds' }).click();
  expect((await storedSettings(page)).sounds).toBe(true);
  expect(await meditate()).toBe(1);
});

// ---------------------------------------------------------------------------------------------
// Daily check-in reminder

type Permission = 'default' | 'granted' | 'denied';

/**
 * A stand-in for the Notification API: a starting permission and the user's answer (kept for
 * the tab, as a browser keeps it for the site). `__hidden` puts the page in the background.
 */
async function fakeNotifications(
  page: Page,
  start: Permission | 'unsupported',
  answer: Permission = start === 'unsupported' ? 'default' : start,
) {
  await page.addInitScript(
    ([s, a]) => {
      const w = window as unknown as Record<string, unknown>;
      w.__notes = [];
      w.__asked = 0;
      w.__hidden = false;
      const native = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!.get!;
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get(this: Document) {
          return w.__hidden ? 'hidden' : native.call(this);
        },
      });
      if (s === 'unsupported') {
        delete w.Notification;
        return;
      }
      w.Notification = class {
        static get permission() {
          return sessionStorage.getItem('fake-permission') ?? s;
        }
        static requestPermission() {
          (w.__asked as number)++;
          sessionStorage.setItem('fake-permission', a);
          return Promise.resolve(a);
        }
        onclick: unknown = null;
        constructor(title: string, options?: { body?: string }) {
          (w.__notes as unknown[]).push({ title, body: options?.body });
        }
        close() {}
      };
    },
    [start, answer] as const,
  );
}

const REMINDER = 'Daily check-in reminder';
const reminder = (page: Page) => page.getByRole('region', { name: REMINDER });
const notes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notes: unknown[] }).__notes);
const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __asked: number }).__asked);

test('the reminder: permission asked on switching it on, shown once a day after its time, with a notification in the background', async ({
  page,
}) => {
  await fakeNotifications(page, 'default', 'granted');
  await page.clock.install({ time: new Date('2026-03-02T08:00:00') });
  await page.goto('/settings');
  expect(await asked(page)).toBe(0);
  await page.getByRole('switch', { name: REMINDER }).click();
  await expect(page.getByRole('switch', { name: REMINDER })).toBeChecked();
  expect(await asked(page)).toBe(1);
  await expect(page.getByText('Notifications are on:', { exact: false })).toBeVisible();
  const time = page.getByLabel('Remind me at');
  await expect(time).toHaveValue('20:00');
  await time.fill('08:30');
  await expect.poll(async () => (await storedSettings(page)).reminderTime).toBe('08:30');
  expect((await storedSettings(page)).reminderEnabled).toBe(true);
  await expectNoA11yViolations(page);

  // Before the time: nothing.
  await page.goto('/chat');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);

  // The app sits in a background tab when the time comes.
  await page.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(31 * 60_000);
  await expect(reminder(page)).toBeVisible();
  await expect(reminder(page)).toContainText('Time for your daily check-in');
  expect(await notes(page)).toEqual([
    {
      title: 'Time for your daily check-in',
      body: 'How are you feeling today? A minute with your mood can help.',
    },
  ]);
  await page.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expectNoA11yViolations(page);

  // Once a day: a later visit the same day shows nothing.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(reminder(page)).toHaveCount(0);

  // The next day, the first visit after the time shows it, in the page only (it is in view).
  await page.clock.setSystemTime(new Date('2026-03-03T09:15:00'));
  await page.reload();
  await expect(reminder(page)).toBeVisible();
  expect(await notes(page)).toHaveLength(0);
  await reminder(page).getByRole('link', { name: 'Check in now' }).click();
  await expect(page).toHaveURL(/\/chat\/mood-tracker/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
});

test('no reminder on a day the user already checked in, and Not now closes it', async ({
  page,
}) => {
  await fakeNotifications(page, 'denied');
  await page.clock.install({ time: new Date('2026-03-02T21:00:00') });
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem(
      'settings',
      JSON.stringify({ reminderEnabled: true, reminderTime: '20:00', sounds: true }),
    );
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-03-02': 6 }));
  });
  await page.goto('/chat');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(reminder(page)).toHaveCount(0);

  await page.clock.setSystemTime(new Date('2026-03-03T20:05:00'));
  await page.reload();
  await expect(reminder(page)).toBeVisible();
  await reminder(page).getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Enter');
  await expect(reminder(page)).toHaveCount(0);
  // Its button gone, the focus is on the page's content, not back at the top of the page.
  await expect(page.getByRole('main')).toBeFocused();

  // A check-in made with 'Add details' alone (no slider, no quiz) is a check-in too.
  await page.evaluate(() =>
    localStorage.setItem(
      'checkIns:2026-03',
      JSON.stringify([{ id: 'c1', at: '2026-03-04T08:10', emotions: ['tired'], activities: [] }]),
    ),
  );
  await page.clock.setSystemTime(new Date('2026-03-04T20:05:00'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(reminder(page)).toHaveCount(0);
  expect((await storedSettings(page)).reminderLastShown).toBe('2026-03-03');
});

test('clear words when notifications are blocked or not available', async ({ page, browser }) => {
  await fakeNotifications(page, 'denied');
  await page.goto('/settings');
  await page.getByRole('switch', { name: REMINDER }).click();
  await expect(
    page.getByText(
      "Notifications are blocked for Mentora in this browser, so the reminder will show inside Mentora instead. To get notifications too, allow them for this site in your browser's settings.",
    ),
  ).toBeVisible();
  expect(await asked(page)).toBe(0);

  const other = await browser.newPage();
  await fakeNotifications(other, 'unsupported');
  await other.goto('/settings');
  await other.getByRole('switch', { name: REMINDER }).click();
  await expect(
    other.getByText(
      "This browser can't show notifications, so the reminder will show inside Mentora the next time you open it after that time.",
    ),
  ).toBeVisible();
  await other.close();
});

test('a dismissed permission prompt can be asked again with Allow notifications', async ({
  page,
}) => {
  await fakeNotifications(page, 'default', 'default');
  await page.goto('/settings');
  await page.getByRole('switch', { name: REMINDER }).click();
  expect(await asked(page)).toBe(1);
  const allow = page.getByRole('button', { name: 'Allow notifications' });
  await expect(allow).toBeVisible();
  await allow.click();
  expect(await asked(page)).toBe(2);
  // A bad time is refused with a message, and the saved time stays.
  const time = page.getByLabel('Remind me at');
  await time.fill('');
  await expect(page.getByRole('alert')).toHaveText('Please choose a time, for example 20:00.');
  expect((await storedSettings(page)).reminderTime).toBe('20:00');
  // Turning it off hides the details.
  await page.getByRole('switch', { name: REMINDER }).click();
  await expect(page.getByLabel('Remind me at')).toHaveCount(0);
  expect((await storedSettings(page)).reminderEnabled).toBe(false);
});

// ---------------------------------------------------------------------------------------------
// Privacy page

test('the privacy page is reachable from Settings and the landing page, and passes axe in both themes', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'How Mentora handles your data' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText('Your data never leaves your browser.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing goes to third parties' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Take it with you, or delete it' })).toBeVisible();
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect.poll(() => bodyBg(page)).toBe(theme === 'dark' ? DARK_BG : LIGHT_BG);
    await expectNoA11yViolations(page);
  }

  await page.goto('/');
  await page.getByRole('link', { name: 'How Mentora keeps your data private' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('settings passes axe in both themes with every section open', async ({ page }) => {
  await fakeNotifications(page, 'default', 'default');
  await page.goto('/settings');
  await page.getByRole('switch', { name: REMINDER }).click();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect.poll(() => bodyBg(page)).toBe(theme === 'dark' ? DARK_BG : LIGHT_BG);
    await expectNoA11yViolations(page);
  }
});
