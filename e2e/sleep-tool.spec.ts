import { expect, expectNoA11yViolations, listenToLiveRegions, test, useTheme } from './fixtures';

test('Tips, Timer and Notes are accessible tabs', async ({ page }) => {
  await page.goto('/sleeptool');
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep Well' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Sleep tools' }).getByRole('tab');
  await expect(tabs).toHaveText(['Tips', 'Timer', 'Notes']);
  await expect(page.getByRole('tab', { name: 'Tips' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Tips' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Tips' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Timer' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Timer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Timer' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Notes' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('23:00 to 07:00 is 8.0 hours with the perfect message; less asks to improve', async ({
  page,
}) => {
  await page.goto('/sleeptool');
  await page.getByRole('tab', { name: 'Timer' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Timer' });
  const result = panel.getByRole('status');

  // Both times are needed.
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toHaveText('Please enter both your sleep time and your wake time.');
  await panel.getByLabel('Sleep time').fill('23:00');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toHaveText('Please enter both your sleep time and your wake time.');

  await panel.getByLabel('Wake time').fill('07:00');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toContainText('8.0 hours of sleep');
  await expect(result).toContainText("Yahhh perfect! Let's go to bed.");
  await expectNoA11yViolations(page);

  await panel.getByLabel('Sleep time').fill('23:06');
  await expect(result).toHaveText('');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toContainText('7.9 hours of sleep');
  await expect(result).toContainText('Improve your sleep schedule!');

  await panel.getByLabel('Sleep time').fill('01:30');
  await panel.getByLabel('Wake time').fill('06:45');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toContainText('5.2 hours of sleep');
  await expect(result).toContainText('Improve your sleep schedule!');
  await expectNoA11yViolations(page);
});

test('Calculate pressed again with the same result is heard again', async ({ page }) => {
  const heard = await listenToLiveRegions(page);
  await page.goto('/sleeptool');
  await page.getByRole('tab', { name: 'Timer' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Timer' });
  const calculate = panel.getByRole('button', { name: 'Calculate' });
  await heard();

  const missing = 'Please enter both your sleep time and your wake time.';
  await calculate.click();
  await expect.poll(heard).toEqual([missing]);
  await calculate.press('Enter');
  await expect.poll(heard).toEqual([missing]);

  await panel.getByLabel('Sleep time').fill('23:00');
  await panel.getByLabel('Wake time').fill('07:00');
  await heard();
  // (the two lines of the result, run together as the region's text)
  const good = expect.stringMatching(/^8\.0 hours of sleep ?Yahhh perfect! Let's go to bed\.$/);
  await calculate.click();
  await expect.poll(heard).toEqual([good]);
  await calculate.click();
  await expect.poll(heard).toEqual([good]);
});

test('times and notes are kept on this device', async ({ page }) => {
  await page.goto('/sleeptool');
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByLabel('Sleep time').fill('22:45');
  await page.getByLabel('Wake time').fill('06:50');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('textbox', { name: 'Your notes' }).fill('Warm tea helped. Woke once at 3.');

  await page.reload();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('textbox', { name: 'Your notes' })).toHaveValue(
    'Warm tea helped. Woke once at 3.',
  );
  await page.getByRole('tab', { name: 'Timer' }).click();
  await expect(page.getByLabel('Sleep time')).toHaveValue('22:45');
  await expect(page.getByLabel('Wake time')).toHaveValue('06:50');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sleepTool')))!)).toEqual({
    sleepTime: '22:45',
    wakeTime: '06:50',
    notes: 'Warm tea helped. Woke once at 3.',
  });
});

test('notes over 10,000 characters stay on screen with a counter, and the last saved notes are kept', async ({
  page,
}) => {
  await page.goto('/sleeptool');
  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByRole('textbox', { name: 'Your notes' });
  await notes.fill('Warm tea helped.');
  await expect(notes).toHaveAccessibleDescription(/16 \/ 10,000 characters/);
  const saved = async () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('sleepTool') ?? '{}').notes);

  const long = 'z'.repeat(10_002);
  await notes.fill(long);
  await expect(notes).toHaveValue(long);
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await expect(notes).toHaveAccessibleDescription(/10,002 \/ 10,000 characters/);
  await expect(
    page.getByText(/2 characters over the limit of 10,000, so it is not saved/),
  ).toBeVisible();
  expect(await saved()).toBe('Warm tea helped.');
  await expectNoA11yViolations(page);

  // The times still save while the notes are too long; the notes do once shortened.
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByLabel('Sleep time').fill('23:15');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(notes).toHaveValue(long);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sleepTool') ?? '{}'))).toEqual({
    sleepTime: '23:15',
    wakeTime: '',
    notes: 'Warm tea helped.',
  });
  await notes.fill('z'.repeat(10_000));
  await expect(notes).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(/over the limit/)).toHaveCount(0);
  expect(await saved()).toBe('z'.repeat(10_000));
});

test("'Got it!' lands on the self-care section", async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/sleeptool');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Got it!' }).click();
  await expect(page).toHaveURL(/\/chat\/self-care$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Self-Care Resources' })).toBeVisible();
});

test.describe('when storage is full', () => {
  test('notes stay on screen and the storage-full message shows', async ({ page }) => {
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'sleepTool') throw new DOMException('full', 'QuotaExceededError');
        return original.call(this, key, value);
      };
    });
    await page.goto('/sleeptool');
    await page.getByRole('tab', { name: 'Notes' }).click();
    const notes = page.getByRole('textbox', { name: 'Your notes' });
    await notes.fill('Slept well');
    await expect(notes).toHaveValue('Slept well');
    await expect(page.getByRole('alert')).toContainText("Your browser's storage is full");
  });
});
