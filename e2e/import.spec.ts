import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Page } from './fixtures';

// 'Import from another app' (issue 28): a Daylio export and a Pixels backup, read on the device,
// previewed, mapped and imported; the same file twice; a broken file; undo.

const fixture = (name: string) =>
  readFileSync(new URL(`../packages/domain/src/fixtures/${name}`, import.meta.url));

/** Everything Mentora keeps in this browser, key by key. */
const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage).sort()));

/** The kinds an import touches, as the app reads them (a missing key is empty). */
const imported = (page: Page) =>
  page.evaluate(() => {
    const read = (key: string, empty: unknown): unknown =>
      JSON.parse(localStorage.getItem(key) ?? 'null') ?? empty;
    const months = Object.keys(localStorage)
      .filter((k) => k.startsWith('checkIns:'))
      .sort();
    return {
      moodHistory: read('moodHistory', {}),
      moodLevels: read('moodLevels', {}),
      journalHistory: read('journalHistory', []),
      activities: read('activities', null),
      checkIns: months.flatMap((m) => read(m, []) as unknown[]),
    };
  });

async function openImport(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Import from another app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from another app' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The step after an import or an undo: its heading has the focus, and is described by what was
 * done (read out with it), which begins with `says`.
 */
async function expectOutcome(dialog: Locator, heading: 'Imported' | 'Import undone', says: string) {
  const outcome = dialog.getByRole('heading', { name: heading, exact: true });
  await expect(outcome).toBeFocused();
  await expect(outcome).toHaveAccessibleDescription(
    new RegExp(`^${says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
}

async function choose(page: Page, name: string, mimeType = 'text/csv') {
  await page
    .getByRole('dialog', { name: 'Import from another app' })
    .getByLabel('File from Daylio or Pixels')
    .setInputFiles({ name, mimeType, buffer: fixture(name) });
}

/** What the import says of a file it has already brought in whole. */
const NOTHING_NEW = 'Everything in this file is already here, so there is nothing new to import.';

/** Each file, chosen in turn in one import, has nothing new, and nothing stored changes. */
async function expectNothingNew(page: Page, names: string[], mimeType?: string) {
  const again = await openImport(page);
  const unchanged = await storage(page);
  for (const name of names) {
    await choose(page, name, mimeType);
    await expect(again.getByText(NOTHING_NEW)).toBeVisible();
    await again.getByRole('button', { name: 'Choose another file' }).click();
  }
  expect(await storage(page)).toEqual(unchanged);
}

test('a Daylio export: preview, change a mood, import, see it in Insights and the journal; again adds nothing', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('moodLevels', JSON.stringify({ '2024-03-12': 4 })),
  );
  const dialog = await openImport(page);
  await expectNoA11yViolations(page);
  await choose(page, 'daylio-renamed.csv');

  await expect(
    dialog.getByRole('heading', { name: 'What daylio-renamed.csv holds' }),
  ).toBeFocused();
  await expect(
    dialog.getByText(
      'From Daylio: 5 days of moods, 4 notes, 8 activities, from 8 Mar 2024 to 12 Mar 2024.',
    ),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      "1 day of this file already has a mood here. What you recorded on it stays, and the imported check-ins are added to it: from now on they count in that day's mood, in the report too.",
      { exact: false },
    ),
  ).toBeVisible();
  // Each mood name of the file, with its default.
  await expect(dialog.getByLabel('Amazing (1 time)')).toHaveValue('9');
  await expect(dialog.getByLabel('Dreadful (1 time)')).toHaveValue('1');
  const wobbly = dialog.getByLabel('Wobbly (1 time)');
  await expect(wobbly).toHaveValue('5');
  await wobbly.selectOption('3');
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(
    dialog,
    'Imported',
    'Imported 6 check-ins, 4 journal entries and a mood for 4 days. 4 activities were added to your list. You can undo this import until',
  );
  await expectNoA11yViolations(page);

  const after = await storage(page);
  // The day that had a level keeps it; Wobbly's day is Bad, as chosen.
  expect(JSON.parse(after.moodLevels!)).toMatchObject({ '2024-03-12': 4, '2024-03-11': 3 });
  expect(JSON.parse(after.moodHistory!)).toEqual({
    '2024-03-08': 'Bad',
    '2024-03-09': 'Bad',
    '2024-03-10': 'Good',
    '2024-03-11': 'Bad',
  });
  expect(JSON.parse(after['checkIns:2024-03']!)).toHaveLength(6);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Mood Insights counts the days.
  await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Mood Insights', exact: true }).click();
  const insights = page.getByRole('dialog', { name: 'Mood Insights' });
  await insights.getByRole('tab', { name: 'All time' }).click();
  await expect(insights.getByRole('button', { name: /11.*2024: Bad$/ })).toBeVisible();
  await expect(insights.getByRole('button', { name: /10.*2024: Good$/ })).toBeVisible();
  await insights.getByRole('button', { name: 'Close' }).click();

  // The notes are in the journal.
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  await page.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const journal = page.getByRole('dialog', { name: 'Your Previous Journals' });
  await expect(
    journal.getByText('Swam in the lake, then ate chips on the pier', { exact: false }),
  ).toBeVisible();
  await expect(
    journal.getByText('She showed me how to fold the dumplings', { exact: false }),
  ).toBeVisible();

  // The same file again: nothing new, and nothing changes.
  const again = await openImport(page);
  await choose(page, 'daylio-renamed.csv');
  await expect(again.getByText(NOTHING_NEW)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  const unchanged = await storage(page);
  await again.getByRole('button', { name: 'Close' }).click();
  expect(await storage(page)).toEqual(unchanged);
});

test('a Daylio export saved again by a spreadsheet (day first) reads as the original, and adds nothing after it', async ({
  page,
}) => {
  const dialog = await openImport(page);
  await choose(page, 'daylio-resaved-uk.csv');
  // the same days as the original export (the weekday column tells day from month)
  await expect(
    dialog.getByText(
      'From Daylio: 5 days of moods, 4 notes, 8 activities, from 8 Mar 2024 to 12 Mar 2024.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const first = await openImport(page);
  await choose(page, 'daylio-renamed.csv');
  await first.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(first, 'Imported', 'Imported ');
  await first.getByRole('button', { name: 'Done' }).click();
  const again = await openImport(page);
  await choose(page, 'daylio-resaved-uk.csv');
  await expect(again.getByText(NOTHING_NEW)).toBeVisible();
  // Resaved with a time in each date cell ('3/12/2024 0:00'): read too, and nothing new.
  await again.getByRole('button', { name: 'Choose another file' }).click();
  await choose(page, 'daylio-resaved-us-with-time.csv');
  await expect(
    again.getByText(
      'From Daylio: 5 days of moods, 4 notes, 8 activities, from 8 Mar 2024 to 12 Mar 2024.',
    ),
  ).toBeVisible();
  await expect(again.getByText(/can't be read/)).toHaveCount(0);
  await expect(again.getByText(NOTHING_NEW)).toBeVisible();
});

test('a Daylio export with entries edited in Daylio since updates them, once, and adds the new one', async ({
  page,
}) => {
  const first = await openImport(page);
  await choose(page, 'daylio-renamed.csv');
  await first.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(first, 'Imported', 'Imported ');
  await first.getByRole('button', { name: 'Done' }).click();

  // In Daylio since: a note added to, a mood changed, and another entry at the same minute.
  const dialog = await openImport(page);
  await choose(page, 'daylio-edited.csv');
  await expect(
    dialog.getByText(
      '2 entries of this file were changed in Daylio since an earlier import: they will be updated here, not added again.',
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(
    dialog,
    'Imported',
    'Imported 1 check-in, 0 journal entries and no moods. 2 entries you changed in Daylio since an earlier import were updated here.',
  );
  const data = (await imported(page)) as {
    checkIns: { at: string; level?: number; note?: string }[];
    journalHistory: { content: string }[];
  };
  expect(data.checkIns).toHaveLength(7);
  expect(data.checkIns.filter((c) => c.at.startsWith('2024-03-12T21:40'))).toHaveLength(2);
  expect(data.checkIns.find((c) => c.at.startsWith('2024-03-12T08:05'))!.level).toBe(7);
  const lake = data.journalHistory.filter((e) => e.content.startsWith('Lake day'));
  expect(lake.map((e) => e.content)).toEqual([
    'Lake day\n\nSwam in the lake, then ate chips on the pier, all of us together. Sam came too.',
  ]);
  expect(data.journalHistory).toHaveLength(4);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The same file again, or the one from before the edits, changes nothing.
  await expectNothingNew(page, ['daylio-edited.csv', 'daylio-renamed.csv']);
});

test('a Pixels backup with days edited in Pixels since updates those days, once, and adds the new one', async ({
  page,
}) => {
  const first = await openImport(page);
  await choose(page, 'pixels-backup.json', 'application/json');
  await first.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(first, 'Imported', 'Imported 5 check-ins, 2 journal entries');
  await first.getByRole('button', { name: 'Done' }).click();

  // In Pixels since: a day's note added to, another day's score changed, and a day added.
  const dialog = await openImport(page);
  await choose(page, 'pixels-edited.json', 'application/json');
  await expect(
    dialog.getByText(
      '2 entries of this file were changed in Pixels since an earlier import: they will be updated here, not added again.',
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(
    dialog,
    'Imported',
    'Imported 1 check-in, 0 journal entries and a mood for 1 day. 2 entries you changed in Pixels since an earlier import were updated here.',
  );
  const data = (await imported(page)) as {
    checkIns: { at: string; level?: number }[];
    journalHistory: { content: string }[];
  };
  expect(data.checkIns).toHaveLength(6);
  expect(data.checkIns.filter((c) => c.at.startsWith('2023-01-06'))).toHaveLength(2);
  expect(data.checkIns.filter((c) => c.at.startsWith('2023-01-07')).map((c) => c.level)).toEqual([
    7,
  ]);
  expect(
    data.journalHistory.filter((e) => e.content.startsWith('Rough morning')).map((e) => e.content),
  ).toEqual([
    'Rough morning.\nBetter after lunch with Sam, who said "one thing at a time". Early night.',
  ]);
  expect(data.journalHistory).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The same backup again, or the one from before the edits, changes nothing.
  await expectNothingNew(page, ['pixels-edited.json', 'pixels-backup.json'], 'application/json');
});

test('a Daylio export larger than all the browser’s storage is called that, and changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // About 2.5 MB: once stored, its check-ins and notes need more than the 5.2 million
  // characters the browser gives, with nothing else stored.
  const note = 'Walked by the river and thought about the week, slowly and kindly. '.repeat(3);
  const rows = ['full_date,date,weekday,time,mood,activities,note_title,note'];
  for (let i = 0; i < 9600; i++) {
    const day = new Date(Date.UTC(2010, 0, 1) + Math.floor(i / 3) * 86_400_000);
    rows.push(
      `${day.toISOString().slice(0, 10)},1 Jan,Monday,${(i % 3) + 8}:00 am,good,"walk | music","","${note}"`,
    );
  }
  await page.goto('/');
  const dialog = await openImport(page);
  const before = await storage(page);
  await dialog.getByLabel('File from Daylio or Pixels').setInputFiles({
    name: 'daylio_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click({ timeout: 60_000 });
  await expect(dialog.getByRole('alert')).toHaveText(
    "This import is too large for your browser's storage, even with nothing else in it, so it couldn't be saved. Nothing on this device was changed.",
    { timeout: 30_000 },
  );
  expect(await storage(page)).toEqual(before);
});

test('a broken or wrong file shows what failed and changes nothing', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('moodHistory', JSON.stringify({ '2026-11-01': 'Good' })),
  );
  const before = await storage(page);
  const dialog = await openImport(page);

  await choose(page, 'daylio-missing-column.csv');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText("This Daylio file has no 'mood' column");
  await expect(alert).toContainText('Nothing was imported, and your data here has not changed.');
  await expect(dialog.getByLabel('File from Daylio or Pixels')).toBeFocused();
  await expectNoA11yViolations(page);

  await choose(page, 'not-an-export.txt', 'text/plain');
  await expect(alert).toContainText(
    'This file is neither a Daylio CSV export nor a Pixels backup.',
  );

  // A CSV from another app is not called a Daylio file; Mentora's own CSV points to its export.
  await dialog.getByLabel('File from Daylio or Pixels').setInputFiles({
    name: 'moods.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Mood,Note\n2026-11-20,4,good day\n'),
  });
  await expect(alert).toContainText(
    'This file is neither a Daylio CSV export nor a Pixels backup.',
  );
  await dialog.getByLabel('File from Daylio or Pixels').setInputFiles({
    name: 'mentora-check-ins-2026-11-30.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFF"Time","Mood level (1-10)","Emotions","Activities","Note"\r\n"2026-11-20T08:00:00+01:00","7","","work",""\r\n',
    ),
  });
  await expect(alert).toHaveText(
    "This is one of Mentora's own spreadsheets (CSV), made for reading elsewhere, not a file from Daylio or Pixels. Nothing was imported, and your data here has not changed. To bring your Mentora data back, use the file made with 'Export all my data' and 'Import from a file' in Your data.",
  );
  expect(await storage(page)).toEqual(before);
});

test('a partly bad file names its bad lines and imports the rest only once agreed', async ({
  page,
}) => {
  const dialog = await openImport(page);
  await choose(page, 'daylio-partly-bad.csv');
  await expect(
    dialog.getByText("3 lines of this file can't be read and will be left out:"),
  ).toBeVisible();
  await expect(dialog.getByText("Line 3: the date '2024-05-32' is not a real date.")).toBeVisible();
  await expect(dialog.getByText('Line 6: there is no mood.')).toBeVisible();
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await dialog.getByLabel('Import the rest, leaving these out').check();
  await importButton.click();
  await expectOutcome(
    dialog,
    'Imported',
    'Imported 2 check-ins, 1 journal entry and a mood for 2 days.',
  );
});

test('a Pixels backup imports, and the import can be undone as one step', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('moodHistory', JSON.stringify({ '2023-01-05': 'Neutral' })),
  );
  const before = await imported(page);
  const dialog = await openImport(page);
  await choose(page, 'pixels-backup.json', 'application/json');
  await expect(
    dialog.getByText(
      'From Pixels: 4 days of moods, 2 notes, 4 activities, from 5 Jan 2023 to 9 Jan 2023.',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Score 5 (1 time)')).toHaveValue('9');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectOutcome(dialog, 'Imported', 'Imported 5 check-ins, 2 journal entries');
  expect(await imported(page)).not.toEqual(before);

  // Pixels keeps no time of day: its notes show their day, not a time of noon.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto('/report');
  await page.getByRole('radio', { name: 'Dates of my choice' }).check();
  await page.getByLabel('First day').fill('2023-01-01');
  await page.getByLabel('Last day').fill('2023-01-31');
  await page.getByRole('checkbox', { name: '5 Jan 2023', exact: true }).check();
  await expect(
    page.getByRole('region', { name: 'Journal entries' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['5 Jan 2023']);
  await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  await page.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const journal = page.getByRole('dialog', { name: 'Your Previous Journals' });
  const walk = journal.getByRole('article').filter({ hasText: 'First walk of the year' });
  await expect(walk).toBeVisible();
  await expect(walk).not.toContainText(/12:00| at /);

  // Undo later, from the dialog's first step.
  const reopened = await openImport(page);
  await expect(reopened.getByRole('heading', { name: 'Your last import' })).toBeVisible();
  await expectNoA11yViolations(page);
  await reopened.getByRole('button', { name: 'Undo last import' }).click();
  await expectOutcome(
    reopened,
    'Import undone',
    'The import was undone: 5 check-ins and 2 journal entries were removed',
  );
  // The data is as it was, and the undo is not offered again.
  expect(await imported(page)).toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('lastImport'))).toBeNull();
});
