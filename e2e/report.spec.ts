import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';
import { pdfPages } from './pdf-text';

/** Sunday 29 November 2026, midday, local time. */
const NOW = new Date(2026, 10, 29, 12, 0, 0);

const checkIn = (id: string, at: string, more: Record<string, unknown>) => ({
  id,
  at,
  emotions: [],
  activities: [],
  ...more,
});
const breathing = (n: number) => ({
  id: `use-${n}`,
  tool: 'breathing',
  startedAt: `2026-11-0${n}T08:00:00.000+00:00`,
  endedAt: `2026-11-0${n}T08:05:00.000+00:00`,
  before: 7,
  after: 4,
});

/** A few months of data, as the app stores it (check-ins a month a key). */
const DATA: Record<string, unknown> = {
  moodLevels: {
    '2026-07-10': 4,
    '2026-08-31': 2,
    '2026-09-01': 6,
    '2026-09-15': 5,
    '2026-10-01': 7,
    '2026-10-20': 4,
    '2026-11-02': 8,
    '2026-11-10': 6,
    '2026-11-28': 7,
  },
  moodHistory: { '2026-08-20': 'Good', '2026-09-20': 'Bad', '2026-11-02': 'Good' },
  'checkIns:2026-10': [
    checkIn('c1', '2026-10-05T21:00:00.000+00:00', {
      level: 3,
      emotions: ['Anxious', 'Tired'],
      activities: ['Work'],
    }),
  ],
  'checkIns:2026-11': [
    checkIn('c2', '2026-11-15T09:00:00.000+00:00', {
      level: 5,
      emotions: ['Anxious'],
      activities: ['Work'],
    }),
    checkIn('c3', '2026-11-15T19:00:00.000+00:00', {
      level: 8,
      emotions: ['Calm'],
      activities: ['Outdoors'],
      note: 'A long walk by the river.',
    }),
    checkIn('c4', '2026-11-29T08:00:00.000+00:00', { emotions: ['Hopeful'] }),
  ],
  toolUses: [breathing(3), breathing(4), breathing(5)],
  safetyPlan: {
    warningSigns: ['I stop answering messages'],
    copingStrategies: [],
    distractions: [],
    helpers: [{ name: 'Sam', phone: '+44 7700 900123' }],
    professionals: [],
    saferSurroundings: [],
    reasonsForLiving: ['Seeing the sea again'],
  },
  journalHistory: [
    {
      id: new Date(2026, 10, 20, 18, 30).getTime(),
      content: 'Talked to Sam about work. It helped to say it out loud.',
      date: '20/11/2026',
      time: '18:30:00',
    },
    {
      id: new Date(2026, 6, 1, 9, 0).getTime(),
      content: 'A July morning.',
      date: '01/07/2026',
      time: '09:00:00',
    },
  ],
};

async function seed(page: Page) {
  await page.clock.setFixedTime(NOW);
  await page.goto('/privacy');
  await page.evaluate((d) => {
    for (const [k, v] of Object.entries(d)) localStorage.setItem(k, JSON.stringify(v));
  }, DATA);
}

const PERIOD = 'Period: 1 Sep 2026 – 29 Nov 2026';
const CHART = 'Mood from 1 Sep to 29 Nov 2026: average 5.8 of 10 over 9 days';

async function ninetyDays(page: Page) {
  await page.goto('/report');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Summary for a professional' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Last 90 days' }).check();
  await expect(page.getByText(PERIOD)).toBeVisible();
}

test('90 days: the chart named by its summary, its table, counts and what helps', async ({
  page,
}) => {
  await seed(page);
  await ninetyDays(page);
  await expect(page.getByRole('img', { name: CHART })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Mood by day' }).locator('tbody tr');
  await expect(rows).toHaveText([
    /^1 Sep 20266\.0NeutralMood slider$/,
    /^15 Sep 20265\.0NeutralMood slider$/,
    /^20 Sep 2026–BadMood quiz$/,
    /^1 Oct 20267\.0GoodMood slider$/,
    /^5 Oct 20263\.0Bad1 check-in$/,
    /^20 Oct 20264\.0BadMood slider$/,
    /^2 Nov 20268\.0GoodMood slider$/,
    /^10 Nov 20266\.0NeutralMood slider$/,
    /^15 Nov 20266\.5Good2 check-ins$/,
    /^28 Nov 20267\.0GoodMood slider$/,
  ]);
  await expect(page.getByText('4 check-ins on 3 days, 1 with a note.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Emotions chosen most' }).getByRole('listitem'),
  ).toHaveText([
    'Anxious: 2 check-ins',
    'Calm: 1 check-in',
    'Hopeful: 1 check-in',
    'Tired: 1 check-in',
  ]);
  await expect(
    page.getByRole('region', { name: 'Activities chosen most' }).getByRole('listitem'),
  ).toHaveText(['Work: 2 check-ins', 'Outdoors: 1 check-in']);
  const helps = page.getByRole('region', { name: 'What helps you' });
  await expect(helps).toContainText('Breathing: 3.0 lower on average, 3 times');
  await expect(helps).toContainText('patterns in what you have recorded, not proof');
  // Nothing private is in the summary until it is ticked.
  await expect(page.getByText('Seeing the sea again')).toHaveCount(0);
  await expect(page.getByText('Talked to Sam about work.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Journal entries' })).toHaveCount(0);
  // The crisis button is on this screen too.
  await expect(page.getByRole('button', { name: 'Need urgent help?' })).toBeVisible();
  await expectNoA11yViolations(page);
  await useTheme(page, 'dark');
  await expectNoA11yViolations(page);

  // The last 30 days leave September and October out.
  await page.getByRole('radio', { name: 'Last 30 days' }).check();
  await expect(rows).toHaveCount(4);
});

for (const [width, text] of [
  [320, '150%'],
  [390, '200%'],
] as const) {
  test(`at ${width} px with text at ${text}, the summary does not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await seed(page);
    await ninetyDays(page);
    await expect(page.locator('.report-columns')).toBeVisible();
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
        .slice(0, 30),
    );
    expect(wide).toEqual([]);
    expect(sideways).toBeLessThanOrEqual(0);
  });
}

test('dates of one’s own choosing are checked with a clear message', async ({ page }) => {
  await seed(page);
  await ninetyDays(page);
  await page.getByRole('radio', { name: 'Dates of my choice' }).check();
  const first = page.getByLabel('First day');
  await expect(first).toHaveValue('2026-09-01');
  await page.getByLabel('Last day').fill('2026-09-30');
  await expect(page.getByText('Period: 1 Sep 2026 – 30 Sep 2026')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mood by day' }).locator('tbody tr')).toHaveCount(3);

  await first.fill('2026-10-15');
  await expect(page.getByRole('alert')).toHaveText(
    'The first day is after the last day. Choose a first day on or before the last. The summary below still shows 1 Sep 2026 – 30 Sep 2026.',
  );
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
});

test('printed: only the summary, with the period and date, and what was ticked', async ({
  page,
}) => {
  await seed(page);
  await ninetyDays(page);
  await page.getByRole('checkbox', { name: 'My safety plan' }).check();
  await expect(page.getByText('Seeing the sea again')).toBeVisible();
  await page.getByRole('checkbox', { name: /^20 Nov 2026, / }).check();
  const journal = page.getByRole('region', { name: 'Journal entries' });
  await expect(journal).toContainText('Talked to Sam about work. It helped to say it out loud.');
  // The July entry is outside the period, so it is not offered.
  await expect(page.getByText('A July morning.')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed++;
    };
  });
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(PERIOD)).toBeVisible();
  await expect(page.getByText('Made on 29 Nov 2026')).toBeVisible();
  await expect(page.getByRole('img', { name: CHART })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mood by day' })).toBeVisible();
  await expect(page.getByText('Seeing the sea again')).toBeVisible();
  await expect(journal).toBeVisible();
  await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('radio').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Mood Tracker' })).toBeHidden();
  // Black on white.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('.report-running')!);
    return [style.color, getComputedStyle(document.body).backgroundColor];
  });
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);

  // On paper, the period and the date head every page, A4 and Letter alike.
  for (const format of ['A4', 'Letter']) {
    const pages = pdfPages(await page.pdf({ format }));
    expect(pages.length, format).toBeGreaterThan(1);
    expect(pages[0]![0], format).toBe('Summary for a professional');
    for (const [i, lines] of pages.entries()) {
      expect(lines[i === 0 ? 1 : 0], `${format}, page ${i + 1}`).toBe(
        `${PERIOD} · Made on 29 Nov 2026`,
      );
    }
    expect(pages.flat()).not.toContain('Print or save as PDF');
  }

  // A dialog left open does not print either (nor anything else outside the page).
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Need urgent help?' }).click();
  const dialog = page.locator('[role="dialog"]');
  await expect(dialog).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PERIOD)).toBeVisible();
});

test('with nothing recorded, the page says so kindly and is still whole', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/report');
  await expect(page.getByText(/^Nothing was recorded in this period/)).toBeVisible();
  await expect(page.getByText('Period: 31 Oct 2026 – 29 Nov 2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('reached from Mood Insights and from Settings', async ({ page }) => {
  await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Mood Insights', exact: true }).click();
  const insights = page.getByRole('dialog', { name: 'Mood Insights' });
  await insights.getByRole('link', { name: 'Summary for a professional' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Summary for a professional' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Summary for a professional' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Summary for a professional' }),
  ).toBeVisible();
});

test('a journal entry keeps the day and time it was written, wherever the summary is opened', async ({
  browser,
}) => {
  // Written in Los Angeles at 23:50 on 10 March 2026 (06:50 on the 11th in UTC)...
  const la = await browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });
  const written = await la.newPage();
  await written.clock.setFixedTime(new Date('2026-03-11T06:50:01Z'));
  await written.goto('/chat/mood-tracker');
  await written.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  const dialog = written.getByRole('dialog', { name: 'Mood Journal' });
  await dialog.getByLabel("What's on your mind today?").fill('A late night in LA.');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(written.getByText('Journal entry saved!')).toBeVisible();
  const storageState = await la.storageState();
  await la.close();

  // ...and the summary opened in Auckland, where it was already 19:50 on the 11th.
  const nz = await browser.newContext({
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
    storageState,
  });
  const page = await nz.newPage();
  await page.clock.setFixedTime(new Date('2026-03-12T00:00:00Z'));
  await page.goto('/report');
  const choice = page.getByRole('checkbox', { name: /^10 Mar 2026, 11:50\sp\.?m\.?$/i });
  await expect(choice).toBeVisible();
  await choice.check();
  await expect(
    page.getByRole('region', { name: 'Journal entries' }).getByRole('heading', { level: 3 }),
  ).toHaveText(/^10 Mar 2026, 11:50\sp\.?m\.?$/i);
  // Only the 10th's entry: a period of the 11th alone has none.
  await page.getByRole('radio', { name: 'Dates of my choice' }).check();
  await page.getByLabel('First day').fill('2026-03-11');
  await page.getByLabel('Last day').fill('2026-03-11');
  await expect(page.getByText('Period: 11 Mar 2026')).toBeVisible();
  await expect(page.getByText('You wrote no journal entries in this period.')).toBeVisible();
  await nz.close();
});

test('left open past midnight, the last 30 days move on to the new day', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 29, 23, 55));
  await page.goto('/report');
  await expect(page.getByText('Period: 31 Oct 2026 – 29 Nov 2026')).toBeVisible();
  await page.clock.setFixedTime(new Date(2026, 10, 30, 0, 5));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Period: 1 Nov 2026 – 30 Nov 2026')).toBeVisible();
});
