import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';
import type { Page } from '@playwright/test';

const TOOLS = [
  { open: 'meditation', card: 'Guided Meditation', title: 'Guided Meditation' },
  { open: 'grounding', card: 'Grounding Techniques', title: 'Grounding Techniques' },
  { open: 'sleep', card: 'Sleep Support Tools', title: 'Sleep Support Tools' },
  { open: 'creative', card: 'Creative Expression', title: 'Creative Expression' },
] as const;

const FREE_TIME = ['Sleep', 'Play', 'Creative Activities', 'Meditation', 'Exercise', 'Reading'];

/** Opens the section. With a deep link the modal is open, so the page behind is hidden. */
async function gotoSelfCare(page: Page, query = '') {
  await page.goto(`/chat/self-care${query}`);
  if (query) await expect(page.getByRole('dialog')).toBeVisible();
  else
    await expect(
      page.getByRole('heading', { level: 1, name: 'Self-Care Resources' }),
    ).toBeVisible();
}

test('shows the four tool cards and the six free-time pictures, which are not clickable', async ({
  page,
}) => {
  await gotoSelfCare(page);
  for (const t of TOOLS) {
    await expect(page.getByRole('button', { name: t.card, exact: true })).toBeVisible();
  }
  const freeTime = page.getByRole('region', { name: 'What You Prefer To Do In Free Time' });
  await expect(
    freeTime.getByRole('heading', { name: 'What You Prefer To Do In Free Time' }),
  ).toBeVisible();
  await expect(freeTime.locator('figcaption')).toHaveText(FREE_TIME);
  const pictures = freeTime.getByRole('img');
  await expect(pictures).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    expect((await pictures.nth(i).getAttribute('aria-label'))?.length).toBeGreaterThan(10);
  }
  await expect(freeTime.getByRole('button')).toHaveCount(0);
  await expect(freeTime.getByRole('link')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the section has no axe violations in the light theme', async ({ page }) => {
  await useTheme(page, 'light');
  await gotoSelfCare(page);
  await expectNoA11yViolations(page);
});

for (const t of TOOLS) {
  test(`${t.card}: opens its modal, which closes on ×, Escape and outside click`, async ({
    page,
  }) => {
    await gotoSelfCare(page);
    const card = page.getByRole('button', { name: t.card, exact: true });
    const dialog = page.getByRole('dialog', { name: t.title });

    await card.click();
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    // Focus is trapped inside the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    // The dialog starts listening for a press outside it in a task after it opens; on a busy
    // machine the test's press could come first, which no person's press does. Let that task run.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0),
        ),
    );
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test(`?open=${t.open} opens ${t.title} on load and drops the parameter`, async ({ page }) => {
    await gotoSelfCare(page, `?open=${t.open}`);
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/self-care$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.card, exact: true })).toBeFocused();
  });
}

test('an unknown ?open value opens nothing and is dropped', async ({ page }) => {
  await page.goto('/chat/self-care?open=nothing');
  await expect(page).toHaveURL(/\/chat\/self-care$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Self-Care Resources' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the tool modals lead to their pages', async ({ page }) => {
  await gotoSelfCare(page);
  await page.getByRole('button', { name: 'Grounding Techniques', exact: true }).click();
  await page.getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/question-ans$/);
  await expect(page.getByRole('heading', { level: 1, name: /Grounding/ })).toBeVisible();

  await gotoSelfCare(page);
  await page.getByRole('button', { name: 'Sleep Support Tools', exact: true }).click();
  await page.getByRole('link', { name: 'Open the sleep tool' }).click();
  await expect(page).toHaveURL(/\/sleeptool$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep Well' })).toBeVisible();

  await gotoSelfCare(page);
  await page.getByRole('button', { name: 'Creative Expression', exact: true }).click();
  await page.getByRole('link', { name: "Let's Go" }).click();
  await expect(page).toHaveURL(/\/creative$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creative Prompts' })).toBeVisible();
});

/** Replaces Web Audio with a recorder, so the test can see what would have played. */
async function recordAudio(page: Page) {
  await page.addInitScript(() => {
    type Call = [string, string, number, number?];
    const log = { contexts: 0, calls: [] as Call[] };
    (window as unknown as { __audio: typeof log }).__audio = log;
    class Param {
      constructor(
        private readonly node: string,
        public value: number,
      ) {}
      setValueAtTime(v: number, t: number) {
        log.calls.push([this.node, 'set', v, t]);
        this.value = v;
      }
      linearRampToValueAtTime(v: number, t: number) {
        log.calls.push([this.node, 'ramp', v, t]);
      }
      exponentialRampToValueAtTime(v: number, t: number) {
        log.calls.push([this.node, 'exp', v, t]);
      }
      cancelScheduledValues(t: number) {
        log.calls.push([this.node, 'cancel', t]);
      }
    }
    class Node {
      connect(n: unknown) {
        return n;
      }
      disconnect() {}
    }
    class FakeAudioContext {
      currentTime = 0;
      state = 'running';
      destination = new Node();
      constructor() {
        log.contexts++;
      }
      createOscillator() {
        const o = new (class extends Node {
          type = 'sine';
          frequency = new Param('frequency', 440);
          onended: (() => void) | null = null;
          start(t: number) {
            log.calls.push(['osc', 'start', t]);
          }
          stop(t: number) {
            log.calls.push(['osc', 'stop', t]);
          }
        })();
        return o;
      }
      createGain() {
        return new (class extends Node {
          gain = new Param('gain', 1);
        })();
      }
      resume() {
        return Promise.resolve();
      }
      close() {
        log.calls.push(['ctx', 'close', 0]);
        return Promise.resolve();
      }
    }
    (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  });
}

const audioLog = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __audio: { contexts: number; calls: Array<[string, string, number, number?]> };
        }
      ).__audio,
  );

test.describe('meditation timer', () => {
  const T0 = new Date('2026-03-02T20:00:00');

  test('Start, Pause, Reset and the end, on a fake clock, with the tone', async ({ page }) => {
    await recordAudio(page);
    await page.clock.install({ time: T0 });
    await gotoSelfCare(page);
    await page.getByRole('button', { name: 'Guided Meditation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Guided Meditation' });
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText('05:00');
    await page.clock.pauseAt(new Date(T0.getTime() + 3_600_000));

    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('04:59');
    await page.clock.runFor(29_000);
    await expect(timer).toHaveText('04:30');
    let audio = await audioLog(page);
    expect(audio.contexts).toBe(1);
    expect(audio.calls.slice(0, 4)).toEqual([
      ['frequency', 'set', 432, 0],
      ['gain', 'set', 0, 0],
      ['gain', 'ramp', 0.1, 2],
      ['osc', 'start', 0],
    ]);

    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Paused at 04:30.');
    audio = await audioLog(page);
    expect(audio.calls.slice(4)).toEqual([
      ['gain', 'cancel', 0],
      ['gain', 'set', 0, 0],
      ['gain', 'ramp', 0, 1],
      ['osc', 'stop', 1],
    ]);
    await page.clock.runFor(10_000);
    await expect(timer).toHaveText('04:30');
    // axe needs real timers: let time flow while the timer is paused, then pause again.
    await page.clock.resume();
    await expectNoA11yViolations(page);
    await page.clock.pauseAt(new Date(T0.getTime() + 7_200_000));
    await expect(timer).toHaveText('04:30');

    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(5000);
    await expect(timer).toHaveText('04:25');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(timer).toHaveText('05:00');
    audio = await audioLog(page);
    expect(audio.calls.slice(-4)).toEqual([
      ['gain', 'cancel', 0],
      ['gain', 'set', 0, 0],
      ['gain', 'ramp', 0, 0.5],
      ['osc', 'stop', 0.5],
    ]);

    // A full session runs to 00:00 and stops, with the end cue.
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(300_000);
    await expect(timer).toHaveText('00:00');
    await expect(
      dialog.getByText('Well done. Your five minutes are complete.', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(timer).toHaveText('00:00');
    audio = await audioLog(page);
    expect(audio.calls.filter((c) => c[0] === 'frequency').map((c) => c[2])).toEqual([
      432, 432, 432, 648, 864,
    ]);
    await page.clock.resume();
    await expectNoA11yViolations(page);
  });

  test('closing and opening the modal resets the timer and stops the sound', async ({ page }) => {
    await recordAudio(page);
    await page.clock.install({ time: T0 });
    await gotoSelfCare(page);
    const card = page.getByRole('button', { name: 'Guided Meditation', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Guided Meditation' });
    await page.clock.pauseAt(new Date(T0.getTime() + 3_600_000));
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(12_000);
    await expect(dialog.getByRole('timer')).toHaveText('04:48');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1000);
    const audio = await audioLog(page);
    expect(audio.calls.slice(-3)).toEqual([
      ['gain', 'ramp', 0, 0.5],
      ['osc', 'stop', 0.5],
      ['ctx', 'close', 0],
    ]);
    await card.click();
    await expect(dialog.getByRole('timer')).toHaveText('05:00');
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible();
  });

  test('runs silently when Sounds is off', async ({ page }) => {
    await recordAudio(page);
    await page.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ sounds: false })),
    );
    await page.clock.install({ time: T0 });
    await gotoSelfCare(page, '?open=meditation');
    const dialog = page.getByRole('dialog', { name: 'Guided Meditation' });
    await expect(
      dialog.getByText('Sounds are off in Settings, so the timer runs silently.'),
    ).toBeVisible();
    await page.clock.pauseAt(new Date(T0.getTime() + 3_600_000));
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(3000);
    await expect(dialog.getByRole('timer')).toHaveText('04:57');
    expect((await audioLog(page)).contexts).toBe(0);
  });

  test('keeps counting when audio fails, and only logs it', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.addInitScript(() => {
      (window as unknown as { AudioContext: unknown }).AudioContext = class {
        constructor() {
          throw new Error('no audio device');
        }
      };
    });
    await page.clock.install({ time: T0 });
    await gotoSelfCare(page, '?open=meditation');
    const dialog = page.getByRole('dialog', { name: 'Guided Meditation' });
    await page.clock.pauseAt(new Date(T0.getTime() + 3_600_000));
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(2000);
    await expect(dialog.getByRole('timer')).toHaveText('04:58');
    expect(warnings.some((w) => w.includes('could not play the tone'))).toBe(true);
  });
});
