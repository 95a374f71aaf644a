import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, sliderAsRead, test, useTheme } from './fixtures';

/** Presses Generate Prompt until a prompt of the wanted kind shows (it is random). */
async function generateUntil(page: Page, kind: 'Drawing prompt' | 'Writing prompt') {
  const button = page.getByRole('button', { name: 'Generate Prompt' });
  const label = page.locator('.creative-prompt-kind');
  for (let i = 0; i < 60; i++) {
    const text = page.locator('.creative-prompt-text');
    const before = (await text.count()) > 0 ? await text.textContent() : null;
    await button.click();
    await expect(text).not.toHaveText(before ?? '');
    if ((await label.textContent()) === kind) return;
  }
  throw new Error(`no ${kind} after 60 tries`);
}

async function canvasInk(page: Page) {
  return page.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink++;
    }
    return ink;
  });
}

test('Generate Prompt shows a prompt, never the same one twice in a row', async ({ page }) => {
  await page.goto('/creative');
  await expect(page.getByRole('heading', { level: 1, name: 'Creative Prompts' })).toBeVisible();
  await expectNoA11yViolations(page);
  const text = page.locator('.creative-prompt-text');
  let previous = '';
  for (let i = 0; i < 12; i++) {
    await page.getByRole('button', { name: 'Generate Prompt' }).click();
    await expect(text).not.toHaveText(previous);
    previous = (await text.textContent()) ?? '';
    expect(previous.length).toBeGreaterThan(10);
  }
});

test('a drawing prompt gives a 500x300 canvas with brush controls; a stroke changes pixels', async ({
  page,
}) => {
  await page.goto('/creative');
  await generateUntil(page, 'Drawing prompt');
  const canvas = page.getByRole('application', { name: 'Drawing canvas' });
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([500, 300]);
  await expect(page.getByRole('textbox', { name: 'Your response' })).toHaveCount(0);

  const size = page.getByRole('slider', { name: 'Brush size' });
  await expect(size).toHaveValue('4');
  expect(await sliderAsRead(page, 'Brush size')).toEqual({ value: 4, min: 1, max: 10 });
  await expect(page.getByLabel('Brush colour')).toHaveValue('#000000');
  await expectNoA11yViolations(page);

  expect(await canvasInk(page)).toBe(0);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 90, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 60, { steps: 8 });
  await page.mouse.up();
  const thin = await canvasInk(page);
  expect(thin).toBeGreaterThan(100);

  // A bigger brush in another colour lays down more ink.
  await size.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(size).toHaveValue('10');
  await expect(page.getByText('Brush size: 10')).toBeVisible();
  await page.getByLabel('Brush colour').fill('#1f7a68');
  await page.mouse.move(box.x + 40, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, box.y + 200, { steps: 10 });
  await page.mouse.up();
  expect(await canvasInk(page)).toBeGreaterThan(thin + 1000);
  const teal = await canvas.evaluate((c: HTMLCanvasElement) => {
    const r = c.getBoundingClientRect();
    const x = Math.round((170 * c.width) / r.width);
    const y = Math.round((200 * c.height) / r.height);
    return Array.from(c.getContext('2d')!.getImageData(x, y, 1, 1).data);
  });
  expect(teal).toEqual([0x1f, 0x7a, 0x68, 255]);

  // Save as PNG downloads the picture.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  expect((await download).suggestedFilename()).toBe('mentora-drawing.png');

  await page.getByRole('button', { name: 'Clear' }).click();
  expect(await canvasInk(page)).toBe(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });
  test('a finger draws on the canvas (pointer events, no scrolling)', async ({ page }) => {
    await page.goto('/creative');
    await generateUntil(page, 'Drawing prompt');
    const canvas = page.getByRole('application', { name: 'Drawing canvas' });
    const box = (await canvas.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y }],
      });
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await touch('touchStart', 40, 40);
    for (let x = 50; x <= 220; x += 10) await touch('touchMove', x, 40 + x / 3);
    await touch('touchEnd', 0, 0);
    expect(await canvasInk(page)).toBeGreaterThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });
});

test('a pen draws on the canvas too', async ({ page }) => {
  await page.goto('/creative');
  await generateUntil(page, 'Drawing prompt');
  const canvas = page.getByRole('application', { name: 'Drawing canvas' });
  await canvas.evaluate((c: HTMLCanvasElement) => {
    const r = c.getBoundingClientRect();
    const at = (type: string, x: number, y: number) =>
      c.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 7,
          pointerType: 'pen',
          isPrimary: true,
          pressure: 0.5,
          clientX: r.left + x,
          clientY: r.top + y,
        }),
      );
    at('pointerdown', 50, 50);
    for (let x = 60; x <= 200; x += 10) at('pointermove', x, 50 + x / 4);
    at('pointerup', 200, 100);
  });
  expect(await canvasInk(page)).toBeGreaterThan(100);
});

test('the keyboard draws too: the arrow keys move a pen that Space puts down and lifts', async ({
  page,
}) => {
  await page.goto('/creative');
  await generateUntil(page, 'Drawing prompt');
  const canvas = page.getByRole('application', { name: 'Drawing canvas' });
  await expect(canvas).toHaveAccessibleDescription(/the arrow keys move the pen/);
  const pen = page.locator('.drawing-pen');
  const inkAt = (x: number, y: number) =>
    canvas.evaluate(
      (c: HTMLCanvasElement, [x, y]) => c.getContext('2d')!.getImageData(x!, y!, 1, 1).data[0],
      [x, y],
    );

  // Reached with Tab from the brush colour; the pen shows in the middle of the paper.
  await page.getByLabel('Brush colour').focus();
  await page.keyboard.press('Tab');
  await expect(canvas).toBeFocused();
  await expect(pen).toBeVisible();
  const scrollBefore = await page.evaluate(() => window.scrollY);

  // Pen up: moving draws nothing.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  expect(await canvasInk(page)).toBe(0);

  // Space puts it down (a dot at 230,150); each arrow then draws 5 px, Shift 25 px.
  await page.keyboard.press('Space');
  await expect(pen).toHaveAttribute('data-down', 'true');
  await expect(page.locator('.drawing-status')).toHaveText('Pen down: the arrow keys draw.');
  expect(await inkAt(230, 150)).toBe(0);
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  expect(await inkAt(250, 150)).toBe(0);
  expect(await inkAt(270, 165)).toBe(0);
  expect(await inkAt(250, 120)).toBe(255);
  const drawn = await canvasInk(page);
  expect(drawn).toBeGreaterThan(150);

  // Space lifts it again: moving on leaves the paper as it was.
  await page.keyboard.press('Space');
  await expect(pen).toHaveAttribute('data-down', 'false');
  await expect(page.locator('.drawing-status')).toHaveText(
    'Pen up: the arrow keys move the pen without drawing.',
  );
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  expect(await canvasInk(page)).toBe(drawn);
  // The keys belonged to the canvas: the page did not scroll.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expectNoA11yViolations(page);
});

test('a written prompt saved to the journal appears there', async ({ page }) => {
  await page.goto('/creative');
  await generateUntil(page, 'Writing prompt');
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toHaveCount(0);
  const prompt = (await page.locator('.creative-prompt-text').textContent())!;
  const response = page.getByRole('textbox', { name: 'Your response' });

  // Blank text is not saved.
  await page.getByRole('button', { name: 'Save to journal' }).click();
  await expect(page.getByRole('alert')).toHaveText('Write a few words first, then save them.');
  expect(await page.evaluate(() => localStorage.getItem('journalHistory'))).toBeNull();

  await response.fill('A stranger held the door. Soup was warm. The bus came on time.');
  await page.getByRole('button', { name: 'Save to journal' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved to your journal.' }),
  ).toBeVisible();
  await expect(response).toHaveValue('');
  await expectNoA11yViolations(page);

  const journal = JSON.parse((await page.evaluate(() => localStorage.getItem('journalHistory')))!);
  expect(journal).toHaveLength(1);
  expect(journal[0].content).toBe(
    `Creative prompt: ${prompt}\n\nA stranger held the door. Soup was warm. The bus came on time.`,
  );
  expect(typeof journal[0].id).toBe('number');
  expect(typeof journal[0].date).toBe('string');
  expect(typeof journal[0].time).toBe('string');

  // A second entry goes on top, and older ones are kept.
  await response.fill('Second thoughts, written down.');
  await page.getByRole('button', { name: 'Save to journal' }).click();
  const after = JSON.parse((await page.evaluate(() => localStorage.getItem('journalHistory')))!);
  expect(after.map((e: { content: string }) => e.content.split('\n\n')[1])).toEqual([
    'Second thoughts, written down.',
    'A stranger held the door. Soup was warm. The bus came on time.',
  ]);

  // The link to the journal opens it in the mood tracker.
  await page.getByRole('link', { name: 'Open your journal' }).click();
  await expect(page).toHaveURL(/\/chat\/mood-tracker/);
  const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
  await dialog.getByRole('button', { name: 'See Your Previous Journals' }).click();
  await expect(
    page.getByRole('dialog').getByText(/A stranger held the door\. Soup was warm\./),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByText(/Second thoughts, written down\./)).toBeVisible();
});

test('a full storage keeps the text and says so', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'journalHistory') throw new DOMException('full', 'QuotaExceededError');
      return original.call(this, key, value);
    };
  });
  await page.goto('/creative');
  await generateUntil(page, 'Writing prompt');
  const response = page.getByRole('textbox', { name: 'Your response' });
  await response.fill('Keep me safe');
  await page.getByRole('button', { name: 'Save to journal' }).click();
  await expect(page.getByRole('alert')).toContainText("Your browser's storage is full");
  await expect(response).toHaveValue('Keep me safe');
});

test('the drawing and the text stay when a new prompt is picked', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/creative');
  await generateUntil(page, 'Drawing prompt');
  const canvas = page.getByRole('application', { name: 'Drawing canvas' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 120, { steps: 6 });
  await page.mouse.up();
  const ink = await canvasInk(page);
  expect(ink).toBeGreaterThan(50);

  await generateUntil(page, 'Writing prompt');
  await expect(canvas).toBeHidden();
  await page.getByRole('textbox', { name: 'Your response' }).fill('half a thought');
  await expectNoA11yViolations(page);
  await generateUntil(page, 'Drawing prompt');
  expect(await canvasInk(page)).toBe(ink);
  await expectNoA11yViolations(page);
  await generateUntil(page, 'Writing prompt');
  await expect(page.getByRole('textbox', { name: 'Your response' })).toHaveValue('half a thought');
  await page.getByRole('link', { name: 'Back to Self-Care' }).click();
  await expect(page).toHaveURL(/\/chat\/self-care$/);
});
