import { device, logIn, revisit, signUp } from './account-steps';
import {
  expect,
  expectNoA11yViolations,
  listenToLiveRegions,
  test,
  useTheme,
  type Page,
  LONG_WALK,
} from './fixtures';
import { UNDERSTANDING_READY_MARK } from '../apps/web/src/lib/understanding';
import { isClearCrisis, understand } from '../packages/understanding/src/understand-default';

const SECTION = '/chat/mood-tracker';
/** Saturday 21 November 2026, mid-morning, local time. */
const NOW = new Date(2026, 10, 21, 10, 0, 0);

const pad = (n: number) => String(n).padStart(2, '0');

async function seed(page: Page, data: Record<string, unknown>) {
  await page.goto('/');
  await page.evaluate((d) => {
    for (const [k, v] of Object.entries(d)) localStorage.setItem(k, JSON.stringify(v));
  }, data);
}

/** The check-ins this device knows the server has (from its sync bookkeeping). */
async function checkInsOnServer(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('syncState');
    if (!raw) return 0;
    const base = (JSON.parse(raw) as { base: Record<string, { d?: boolean }> }).base;
    return Object.entries(base).filter(([id, b]) => id.startsWith('checkIn\u0000') && !b.d).length;
  });
}

async function openInsights(page: Page) {
  await page.getByRole('button', { name: 'Mood Insights', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mood Insights' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a check-in with two emotions and an activity is saved and reaches a second device', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `check-ins-${Date.now()}@example.com`;
  const a = await device(browser);
  const b = await device(browser);
  await signUp(a.page, email);
  await revisit(a.page);
  await a.page.goto(SECTION);

  const add = a.page.getByRole('button', { name: 'Add details' });
  // Escape closes it and focus comes back to the button.
  await add.click();
  const dialog = a.page.getByRole('dialog', { name: 'Check in' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await a.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await expect(dialog).toBeVisible();
  // Each group of emotions is one stop of Tab; the arrow keys move within it, Space chooses.
  const low = dialog.getByRole('toolbar', { name: 'Low energy, unpleasant' });
  await low.getByRole('button').first().focus();
  await a.page.keyboard.press('ArrowRight');
  const second = low.getByRole('button').nth(1);
  await expect(second).toBeFocused();
  await a.page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await a.page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await a.page.keyboard.press('Tab');
  await expect(
    dialog.getByRole('toolbar', { name: 'Activities' }).getByRole('button').first(),
  ).toBeFocused();
  await a.page.keyboard.press('Shift+Tab');
  await expect(second).toBeFocused();
  const anxious = dialog.getByRole('button', { name: 'Anxious', exact: true });
  await anxious.click();
  await expect(anxious).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Tired', exact: true }).click();
  await dialog.getByRole('button', { name: 'Outdoors', exact: true }).click();
  await dialog.getByLabel('A short note').fill('A walk helped a little.');
  await expect(dialog.getByText('23 / 1,000 characters')).toBeVisible();
  await expectNoA11yViolations(a.page);
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(a.page.getByText('Check-in saved.').first()).toBeVisible();

  const today = a.page.getByRole('region', { name: "Today's check-ins" });
  await expect(today.getByText('Felt: Anxious, Tired')).toBeVisible();
  await expect(today.getByText('Doing: Outdoors')).toBeVisible();
  await expect.poll(() => checkInsOnServer(a.page), { timeout: 20_000 }).toBe(1);

  await logIn(b.page, email);
  await revisit(b.page);
  await b.page.goto(SECTION);
  const onB = b.page.getByRole('region', { name: "Today's check-ins" });
  await expect(onB.getByText('Felt: Anxious, Tired')).toBeVisible({ timeout: 15_000 });
  await expect(onB.getByText('Doing: Outdoors')).toBeVisible();
  await expect(onB.getByText('A walk helped a little.')).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('an activity added to the list is offered next time, and one removed is gone', async ({
  page,
}) => {
  await page.goto(SECTION);
  await page.getByRole('button', { name: 'Add details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await dialog.getByRole('button', { name: 'Edit activities' }).click();
  await dialog.getByLabel('New activity').fill('Gardening');
  await dialog.getByRole('button', { name: 'Add activity' }).click();
  await expect(dialog.getByRole('button', { name: 'Gardening', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Remove Caffeine' }).click();
  await expect(dialog.getByRole('button', { name: 'Caffeine', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Add details' }).click();
  // still chosen: the check-in not yet saved is kept over the reload
  await expect(dialog.getByRole('button', { name: 'Gardening', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByRole('button', { name: 'Caffeine', exact: true })).toHaveCount(0);
});

test('a check-in not yet saved is kept over a reload or a closed tab, and goes once saved', async ({
  page,
  context,
}) => {
  await page.goto(SECTION);
  await page.getByRole('button', { name: 'Add details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await dialog.getByRole('button', { name: 'Anxious', exact: true }).click();
  await dialog.getByRole('button', { name: 'Work', exact: true }).click();
  await dialog.getByLabel('A short note').fill('Big meeting tomorrow, cannot settle.');
  // the phone closes the tab in the background; the person comes back to the app
  await page.close();
  const again = await context.newPage();
  await again.goto(SECTION);
  await again.getByRole('button', { name: 'Add details' }).click();
  const back = again.getByRole('dialog', { name: 'Check in' });
  await expect(back.getByLabel('A short note')).toHaveValue('Big meeting tomorrow, cannot settle.');
  await expect(back.getByRole('button', { name: 'Anxious', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(back.getByRole('button', { name: 'Work', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await back.getByRole('button', { name: 'Save check-in' }).click();
  await expect(back).toHaveCount(0);
  await again.reload();
  await again.getByRole('button', { name: 'Add details' }).click();
  await expect(
    again.getByRole('dialog', { name: 'Check in' }).getByLabel('A short note'),
  ).toHaveValue('');
  expect(await again.evaluate(() => localStorage.getItem('checkInDraft'))).toBeNull();
});

test.describe('a check-in whose note reads as a crisis', () => {
  /** A note the on-device model reads as a crisis, as it would in a journal entry. */
  const HARD = "I'm at the end of my rope.";
  const CALM = 'Tea with a friend this afternoon.';
  // The note is one the model is not sure of (everyday words score as high): the same help, under
  // words that do not say it is a crisis (help-offered.spec.ts has the clear card).
  const CARD = 'In case today is heavy';

  test('the words the test uses: the model reads the note as a crisis, the everyday one not', () => {
    expect(understand(HARD)).toMatchObject({ crisis: true });
    expect(isClearCrisis(understand(HARD))).toBe(false);
    expect(understand(CALM)).toMatchObject({ crisis: false });
  });

  async function checkIn(page: Page, emotions: string[], note: string) {
    await page.getByRole('button', { name: 'Add details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in' });
    for (const e of emotions) await dialog.getByRole('button', { name: e, exact: true }).click();
    await dialog.getByLabel('A short note').fill(note);
    await dialog.getByRole('button', { name: 'Save check-in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Check-in saved.').last()).toBeVisible();
  }

  test('is saved as always, then the same card as after a journal entry offers help', async ({
    page,
  }) => {
    await page.goto(SECTION);
    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    await slider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Mood: 2/10')).toBeVisible();

    // An everyday note first: read by the model (loaded for it), and no card.
    await checkIn(page, ['Calm'], CALM);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      UNDERSTANDING_READY_MARK,
    );
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(page.getByRole('region', { name: CARD })).toHaveCount(0);

    await checkIn(page, ['Sad', 'Hopeless', 'Lonely'], HARD);
    const offered = page.getByRole('region', { name: CARD });
    await expect(offered).toBeVisible();
    await expect(offered).toContainText('What you wrote is saved.');
    await expect(offered.getByRole('list', { name: 'People you can reach' })).toBeVisible();
    expect(await offered.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(offered.getByRole('link', { name: 'Open my safety plan' })).toBeVisible();
    // Calm: no alert, no dialog; focus is back on 'Add details', and the header's button stands out.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add details' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Need urgent help?' })).toHaveClass(
      /urgent-help-btn-emphasised/,
    );
    await expectNoA11yViolations(page);

    // Saved exactly as written, and listed with today's check-ins.
    const today = page.getByRole('region', { name: "Today's check-ins" });
    await expect(today.getByText(HARD)).toBeVisible();
    await expect(today.getByText('Felt: Sad, Hopeless, Lonely')).toBeVisible();
    await expect(today.getByText('Mood 2/10')).toHaveCount(2);

    await offered.getByRole('button', { name: 'Dismiss this note' }).click();
    await expect(offered).toHaveCount(0);
  });
});

test("today's check-ins are on the page soon after it paints, not seconds later", async ({
  page,
}) => {
  // When the list first shows, timed from the start of the navigation like the paint is.
  await page.addInitScript(() => {
    new MutationObserver((_m, o) => {
      if (!document.querySelector('.today-check-ins')) return;
      (window as { listAt?: number }).listAt = performance.now();
      o.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(SECTION);
  await page.getByRole('button', { name: 'Add details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await dialog.getByLabel('A short note').fill('Slept badly, better after lunch.');
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const today = page.getByRole('region', { name: "Today's check-ins" });
  await expect(today.getByText('Slept badly, better after lunch.')).toBeVisible();
  const { paint, list } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    list: (window as { listAt?: number }).listAt ?? Infinity,
  }));
  const timing = `first paint ${Math.round(paint)} ms, list ${Math.round(list)} ms after navigation`;
  test.info().annotations.push({ type: 'timing', description: timing });
  console.log(`today's check-ins: ${timing}`);
  // Well under a second on this machine; the bound leaves room for a busy one, and the
  // list used to wait for the page to settle (over four seconds).
  expect(list - paint).toBeLessThan(2000);
});

test.describe('insights', () => {
  /** Days 1 to `days` of November 2026: the first five with Exercise, the rest without. */
  const checkInMonth = (days: number) =>
    Array.from({ length: days }, (_, i) => ({
      id: `seed-${i + 1}`,
      at: `2026-11-${pad(i + 1)}T20:00:00.000+01:00`,
      level: i < 5 ? 8 : 4,
      emotions: ['Calm'],
      activities: i < 5 ? ['Exercise'] : ['Work'],
    }));
  const breathing = (n: number) => ({
    id: `use-${n}`,
    tool: 'breathing',
    startedAt: `2026-11-${pad(n)}T08:00:00.000+01:00`,
    endedAt: `2026-11-${pad(n)}T08:04:00.000+01:00`,
    before: 7,
    after: 4,
  });

  test("'What helps you' lists activities once each side has 5 days", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seed(page, {
      'checkIns:2026-11': checkInMonth(9),
      toolUses: [breathing(1), breathing(2), breathing(3)],
    });
    await page.goto(SECTION);
    let dialog = await openInsights(page);
    let helps = dialog.getByRole('region', { name: 'What helps you' });
    await expect(helps.getByText('Breathing: 3.0 lower on average, 3 times')).toBeVisible();
    await expect(helps.getByText(/5 days with it and 5 days without it/)).toBeVisible();
    await expect(helps.getByRole('list', { name: 'Activities and your mood' })).toHaveCount(0);
    await expect(helps.getByText(/patterns in what you have recorded, not proof/)).toBeVisible();
    await page.keyboard.press('Escape');

    await seed(page, { 'checkIns:2026-11': checkInMonth(10) });
    await page.goto(SECTION);
    dialog = await openInsights(page);
    helps = dialog.getByRole('region', { name: 'What helps you' });
    const rows = helps
      .getByRole('list', { name: 'Activities and your mood' })
      .getByRole('listitem');
    await expect(rows).toHaveText([
      'Exercise: mood 8.0 on days with it, 4.0 without (5 and 5 days)',
      'Work: mood 4.0 on days with it, 8.0 without (5 and 5 days)',
    ]);
    // SPEC's insights are there as before.
    await expect(dialog.getByRole('term').filter({ hasText: 'Total entries' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the year in pixels is read and moved through by keyboard, and has a table', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await seed(page, {
      moodHistory: { '2026-11-05': 'Good', '2026-10-31': 'Bad' },
      moodLevels: { '2026-11-06': 5 },
    });
    await page.goto(SECTION);
    const insights = await openInsights(page);
    const open = insights.getByRole('button', { name: 'See your year in pixels' });
    await open.click();
    const year = page.getByRole('dialog', { name: 'Year in pixels' });
    await expect(year).toBeVisible();
    const grid = year.getByRole('grid', { name: 'Year in pixels' });
    await expect(grid.getByRole('gridcell')).toHaveCount(365);
    await expect(grid.getByRole('gridcell', { name: '5 November: Good' })).toBeVisible();

    // Tab reaches the grid at today's cell; the keys move from there.
    const focused = page.locator(':focus');
    await grid.getByRole('gridcell', { name: '21 November: no entry' }).focus();
    await page.keyboard.press('Home');
    await expect(focused).toHaveAttribute('aria-label', '1 November: no entry');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-label', '5 November: Good');
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-label', '6 November: Neutral');
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAttribute('aria-label', '6 October: no entry');
    await page.keyboard.press('End');
    await expect(focused).toHaveAttribute('aria-label', '31 October: Bad');
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-label', '1 November: no entry');
    await expect(year.getByText(/Arrow keys move/)).toBeVisible();
    await expectNoA11yViolations(page);

    await year.getByRole('button', { name: 'Show as a table' }).click();
    const table = year.getByRole('table', { name: 'Moods of 2026, by month and day' });
    await expect(
      table
        .getByRole('row', { name: /^November/ })
        .getByRole('cell')
        .nth(4),
    ).toHaveText('Good');
    await expectNoA11yViolations(page);

    // Closing the year goes back to the insights, to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(year).toBeHidden();
    await expect(insights).toBeVisible();
    await expect(open).toBeFocused();
  });

  test('the year in pixels says a year when it is changed, not when it opens', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seed(page, { moodHistory: { '2025-06-01': 'Bad', '2026-11-05': 'Good' } });
    const heard = await listenToLiveRegions(page);
    await page.goto(SECTION);
    const insights = await openInsights(page);
    await heard();
    await insights.getByRole('button', { name: 'See your year in pixels' }).click();
    const year = page.getByRole('dialog', { name: 'Year in pixels' });
    const grid = year.getByRole('grid', { name: 'Year in pixels' });
    await expect(grid.getByRole('gridcell', { name: '5 November: Good' })).toBeVisible();
    expect(await heard()).toEqual([]);

    await year.getByRole('button', { name: 'Previous year' }).click();
    await expect(grid.getByRole('gridcell', { name: '1 June: Bad' })).toBeVisible();
    expect(await heard()).toEqual(['Showing 2025']);
    await year.getByRole('button', { name: 'Next year' }).click();
    await expect(grid.getByRole('gridcell', { name: '5 November: Good' })).toBeVisible();
    expect(await heard()).toEqual(['Showing 2026']);
  });
});

test('the check-in and the year in pixels pass axe in the light theme, on a phone', async ({
  page,
}) => {
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    moodHistory: { '2026-11-05': 'Good', '2026-11-06': 'Bad' },
    moodLevels: { '2026-11-07': 5 },
    'checkIns:2026-11': [
      {
        id: 'seed-1',
        at: '2026-11-21T09:15:00.000+01:00',
        level: 6,
        emotions: ['Hopeful'],
        activities: ['Music'],
        note: 'Slow start, but fine.',
      },
    ],
  });
  await page.goto(SECTION);
  await expect(
    page.getByRole('region', { name: "Today's check-ins" }).getByText('Felt: Hopeful'),
  ).toBeVisible({ timeout: 15_000 });
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Add details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await dialog.getByRole('button', { name: 'Calm', exact: true }).click();
  await dialog.getByRole('button', { name: 'Edit activities' }).click();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  const insights = await openInsights(page);
  await insights.getByRole('button', { name: 'See your year in pixels' }).click();
  const year = page.getByRole('dialog', { name: 'Year in pixels' });
  await expect(year.getByRole('gridcell', { name: '6 November: Bad' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The grid scrolls in its own place; the dialog and its buttons fit the phone's width.
  expect(await year.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
  const next = await year.getByRole('button', { name: /Next year/ }).boundingBox();
  const box = await year.boundingBox();
  expect(next!.x + next!.width).toBeLessThanOrEqual(box!.x + box!.width);
});

test('a check-in of today can be deleted after a second question, and stays deleted', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    'checkIns:2026-11': [
      {
        id: 'seed-1',
        at: '2026-11-21T09:15:00.000+01:00',
        emotions: ['Hopeful'],
        activities: [],
      },
    ],
  });
  await page.goto(SECTION);
  const today = page.getByRole('region', { name: "Today's check-ins" });
  await expect(today.getByText('Felt: Hopeful')).toBeVisible({ timeout: 15_000 });
  const deleteButton = today.getByRole('button', { name: /^Delete the check-in from/ });
  // Escape answers 'Keep it': the check-in stays, and focus is back on its Delete.
  await deleteButton.click();
  await expect(today.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(today.getByRole('button', { name: 'Keep it' })).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(today.getByText('Felt: Hopeful')).toBeVisible();
  await deleteButton.click();
  await expect(today.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await today.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(today).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add details' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('Mood: 5/10')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('checkIns:2026-11'))).toBeNull();
});

test.describe('the streak, in London across the clocks going forward', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('three days of check-ins alone, without the slider, make a streak of 3 days', async ({
    page,
  }) => {
    for (const day of [27, 28, 29]) {
      await page.clock.setFixedTime(new Date(`2026-03-${day}T12:00:00Z`));
      await page.goto(SECTION);
      await page.getByRole('button', { name: 'Add details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check in' });
      await dialog.getByRole('button', { name: 'Calm', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save check-in' }).click();
      await expect(dialog).toBeHidden();
    }
    expect(await page.evaluate(() => localStorage.getItem('moodLevels'))).toBeNull();
    await page.getByRole('button', { name: 'Mood Streak', exact: true }).click();
    await expect(page.getByText('Your current streak: 3 days! Keep it up!')).toBeVisible();
    const insights = await openInsights(page);
    await expect(
      insights
        .getByRole('term')
        .filter({ hasText: 'Streak' })
        .locator('xpath=following-sibling::dd'),
    ).toHaveText('3 days');
  });
});
