import { readFileSync } from 'node:fs';
import { expect, expectNoA11yViolations, test, type Page } from './fixtures';

// Refused passwords and sign-ins are HTTP errors the browser logs; so is a cancelled request.
test.use({
  // One pattern: a two-item list here would be read as a fixture option tuple.
  allowConsoleErrors: [/status of (400|401|404)|net::ERR_FAILED/],
  serviceWorkers: 'block',
});

const KEYS = [
  'moodHistory',
  'moodLevels',
  'journalHistory',
  'dailyChallenges',
  'copingSkillsFavorites',
  'copingSkillsCustom',
  'safetyPlan',
  'sleepTool',
  'groundingAnswers',
  'settings',
  'toolUses',
  'checkIns',
  'activities',
] as const;

const SEED: Record<(typeof KEYS)[number], unknown> = {
  moodHistory: { '2026-02-27': 'Good', '2026-02-28': 'Neutral', '2026-03-01': 'Bad' },
  moodLevels: { '2026-02-28': 4, '2026-03-01': 7 },
  journalHistory: [
    {
      id: 1772380800000,
      content: 'Walked, then "tea", then bed,\nearly.',
      date: '3/1/2026',
      time: '4:00:00 PM',
      updatedAt: 1772384400000,
    },
    { id: 1772294400000, content: '=Not a formula', date: '2/28/2026', time: '4:00:00 PM' },
  ],
  dailyChallenges: { '2026-03-01': [1, 3] },
  copingSkillsFavorites: [2, 26],
  copingSkillsCustom: [
    {
      id: 26,
      category: 'Breathing',
      name: 'Box breaths at the window',
      description: 'Four counts in, hold, out, hold.',
      isDefault: false,
    },
  ],
  safetyPlan: {
    warningSigns: ['Skipping meals'],
    copingStrategies: ['Walk round the block'],
    distractions: [],
    helpers: [{ name: 'Sam', phone: '555 0101' }],
    professionals: [],
    saferSurroundings: [],
    reasonsForLiving: ['My cat'],
    updatedAt: 1772380800000,
  },
  sleepTool: { sleepTime: '22:30', wakeTime: '06:45', notes: 'Less coffee after lunch.' },
  groundingAnswers: ['Lamp', 'Blanket', 'Birds', 'Coffee', 'Mint'],
  settings: {
    sounds: false,
    reminderEnabled: false,
    reminderTime: '20:00',
    askToolRatings: false,
    darkMode: false,
  },
  toolUses: [
    {
      id: 'use-1',
      tool: 'breathing',
      startedAt: '2026-03-01T08:00:00.000+01:00',
      endedAt: '2026-03-01T08:04:00.000+01:00',
      before: 7,
      after: 4,
    },
  ],
  // Kept on the device a month a key, under checkIns:2026-02 and checkIns:2026-03.
  checkIns: [
    {
      id: 'check-1',
      at: '2026-02-28T21:00:00.000+01:00',
      emotions: ['Tired'],
      activities: ['Work'],
    },
    {
      id: 'check-2',
      at: '2026-03-01T09:30:00.000+01:00',
      level: 7,
      emotions: ['Calm', 'Hopeful'],
      activities: ['Walk'],
      note: 'A slow start.',
    },
  ],
  activities: ['Walk', 'Work', 'Tea'],
};

async function seed(page: Page, data: Record<string, unknown> = SEED) {
  await page.goto('/privacy');
  await page.evaluate((d) => {
    for (const [k, v] of Object.entries(d)) {
      if (k !== 'checkIns') localStorage.setItem(k, JSON.stringify(v));
      else {
        for (const c of v as Array<{ at: string }>) {
          const key = `checkIns:${c.at.slice(0, 7)}`;
          const month = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
          localStorage.setItem(key, JSON.stringify([...month, c]));
        }
      }
    }
  }, data);
}

const storage = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      out[k] = localStorage.getItem(k)!;
    }
    return out;
  });

/** A key's stored value; check-ins are read from their month keys, oldest month first. */
const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    if (k !== 'checkIns') return JSON.parse(localStorage.getItem(k) ?? 'null') as unknown;
    const months = Object.keys(localStorage)
      .filter((m) => m.startsWith('checkIns:'))
      .sort();
    return months.length === 0
      ? null
      : months.flatMap((m) => JSON.parse(localStorage.getItem(m)!) as unknown[]);
  }, key);

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

async function importText(page: Page, text: string | Buffer, name = 'mentora-export.json') {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import from a file' }).click(),
  ]);
  const buffer = typeof text === 'string' ? Buffer.from(text) : text;
  await chooser.setFiles({ name, mimeType: 'application/json', buffer });
}

test('export, delete my data, import: every record is back', async ({ page }) => {
  await seed(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Export: one versioned JSON file with every key.
  const json = await download(page, 'Export all my data');
  expect(json.name).toMatch(/^mentora-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(json.text);
  expect(file).toMatchObject({ format: 'mentora-export', version: 1 });
  expect(Object.keys(file.data)).toEqual([...KEYS]);
  for (const key of KEYS) expect(file.data[key], key).toEqual(SEED[key]);
  await expect(
    page.getByRole('status').filter({ hasText: `Downloaded ${json.name}` }),
  ).toBeVisible();

  // The journal and mood history as CSV, properly escaped.
  const journal = await download(page, 'Journal as CSV');
  expect(journal.name).toMatch(/^mentora-journal-.*\.csv$/);
  expect(journal.text).toBe(
    '\uFEFF"Entry id","Date","Time","Last edited","Text"\r\n' +
      '1772380800000,"3/1/2026","4:00:00 PM","2026-03-01T17:00:00.000Z","Walked, then ""tea"", then bed,\nearly."\r\n' +
      '1772294400000,"2/28/2026","4:00:00 PM",,"\'=Not a formula"\r\n',
  );
  const mood = await download(page, 'Mood history as CSV');
  expect(mood.name).toMatch(/^mentora-mood-.*\.csv$/);
  expect(mood.text).toBe(
    '\uFEFF"Date","Mood quiz result","Mood level (1-10)"\r\n"2026-02-27","Good",\r\n"2026-02-28","Neutral",4\r\n"2026-03-01","Bad",7\r\n',
  );

  // Delete my data: the confirmation names what will go.
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my data?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This permanently deletes, from this browser:');
  // An alert dialog: the whole warning is its description, and it opens on the safe choice.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(
    /^This permanently deletes, from this browser: your mood history .* your list of activities As a guest, nothing of yours was ever stored anywhere else\. This can't be undone, so you may want to export your data first\.$/,
  );
  for (const item of [
    'your mood history and mood levels, and with them your streak',
    'your journal entries, and any entry you were still writing',
    'your daily challenge ticks',
    'your favourite and custom coping skills',
    'your safety plan',
    'your sleep times and sleep notes',
    'your grounding answers',
    'your settings (theme, sounds and reminder)',
    'your tool uses and how you felt before and after them',
    'your check-ins (emotions, activities and notes)',
    'your list of activities',
  ]) {
    await expect(dialog.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'journalHistory')).toEqual(SEED.journalHistory);

  await page.getByRole('button', { name: 'Delete my data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete my data?' })
    .getByRole('button', { name: 'Delete my data' })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('Your data has been deleted from this device.')).toBeVisible();
  const after = await storage(page);
  for (const key of [...KEYS, 'journalDraft', 'guestMode']) expect(after[key], key).toBeUndefined();
  expect(Object.keys(after).filter((k) => k.startsWith('checkIns'))).toEqual([]);
  // The theme choice went with the settings.
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');

  // Import the file: everything is back, the theme included.
  await importText(page, json.text);
  await expect(page.getByRole('status').filter({ hasText: 'Import complete.' })).toHaveText(
    'Import complete. Added 2 journal entries, 3 days of mood, 1 day of challenges, 1 custom skill, 2 favourites, your safety plan, sleep notes, grounding answers, your settings, 1 tool use, 2 check-ins and your activity list. Everything that was already on this device was kept.',
  );
  for (const key of KEYS) expect(await stored(page, key), key).toEqual(SEED[key]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoA11yViolations(page);

  // And the app shows them: the journal history lists the entries again.
  await page.goto('/chat/mood-tracker?open=journal');
  await page.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const entries = page.getByRole('dialog').getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Walked, then "tea", then bed,');

  // Importing the same file again adds nothing twice.
  await page.goto('/settings');
  await importText(page, json.text);
  await expect(page.getByRole('status').filter({ hasText: 'Everything in this file' })).toHaveText(
    'Everything in this file is already on this device, so nothing needed to change.',
  );
  for (const key of KEYS) expect(await stored(page, key), key).toEqual(SEED[key]);
});

test('a corrupt, foreign or damaged file is refused with a clear message and nothing changes', async ({
  page,
}) => {
  await seed(page);
  await page.goto('/settings');
  const before = await storage(page);

  // A download stopped part way: called what it is, and how to get a whole one.
  await importText(page, '{"format": "mentora-export", "version": 1, "data": {', 'broken.json');
  await expect(page.getByRole('alert')).toHaveText(
    "This Mentora export is cut off or damaged (it can't be read to its end), so nothing was imported. Your data on this device has not changed. Export it again on the device it came from, and let the download finish.",
  );
  expect(await storage(page)).toEqual(before);
  await expectNoA11yViolations(page);

  await importText(page, 'date,mood\n2026-03-01,good\n', 'moods.json');
  await expect(page.getByRole('alert')).toHaveText(
    "This file isn't a Mentora export (it can't be read as JSON), so nothing was imported. Your data on this device has not changed.",
  );
  expect(await storage(page)).toEqual(before);

  // another app's export: named, with the import that takes it, which is there below
  await importText(
    page,
    readFileSync('packages/domain/src/fixtures/daylio-renamed.csv', 'utf8'),
    'daylio_export.csv',
  );
  await expect(page.getByRole('alert')).toHaveText(
    "This looks like a file from Daylio, not a Mentora export, so nothing was imported. Your data on this device has not changed. To bring in what it holds, use 'Import from another app' below.",
  );
  await expect(page.getByRole('button', { name: 'Import from another app' })).toBeVisible();
  expect(await storage(page)).toEqual(before);

  await importText(page, JSON.stringify({ notes: ['hello'] }), 'other-app.json');
  await expect(page.getByRole('alert')).toHaveText(
    "This file isn't a Mentora export, so nothing was imported. Your data on this device has not changed. Choose a file made with 'Export all my data'.",
  );
  expect(await storage(page)).toEqual(before);

  const damaged = {
    format: 'mentora-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    data: {
      journalHistory: [{ id: 5, content: 'new', date: 'd', time: 't' }],
      moodLevels: { '2026-03-05': 42 },
    },
  };
  await importText(page, JSON.stringify(damaged), 'damaged.json');
  await expect(page.getByRole('alert')).toHaveText(
    'This Mentora export is damaged or incomplete (a problem in the mood levels), so nothing was imported. Your data on this device has not changed.',
  );
  expect(await storage(page)).toEqual(before);

  await importText(page, JSON.stringify({ ...damaged, version: 7 }), 'future.json');
  await expect(page.getByRole('alert')).toContainText('made by a newer version of Mentora');
  expect(await storage(page)).toEqual(before);
});

test('import merges: the device keeps its records, and the same entry keeps its newer edit', async ({
  page,
}) => {
  const entry = (id: number, content: string, updatedAt?: number) => ({
    id,
    content,
    date: 'd',
    time: 't',
    ...(updatedAt ? { updatedAt } : {}),
  });
  await seed(page, {
    journalHistory: [
      entry(4000, 'device, older edit', 4100),
      entry(2000, 'device, newer edit', 2900),
    ],
    moodHistory: { '2026-03-01': 'Good' },
    copingSkillsCustom: [
      { id: 26, category: 'Movement', name: 'Dance', description: 'One song.', isDefault: false },
    ],
    copingSkillsFavorites: [26],
  });
  await page.goto('/settings');
  const file = {
    format: 'mentora-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    data: {
      journalHistory: [
        entry(4000, 'file, newer edit', 4500),
        entry(3000, 'only in the file'),
        entry(2000, 'file, older edit', 2500),
      ],
      moodHistory: { '2026-03-01': 'Bad', '2026-03-02': 'Neutral' },
      copingSkillsCustom: [
        {
          id: 26,
          category: 'Grounding',
          name: 'Cold water',
          description: 'On the wrists.',
          isDefault: false,
        },
      ],
      copingSkillsFavorites: [26],
    },
  };
  await importText(page, JSON.stringify(file));
  await expect(page.getByRole('status').filter({ hasText: 'Import complete.' })).toHaveText(
    'Import complete. Added 1 journal entry, 1 newer journal edit, 1 day of mood, 1 custom skill and 1 favourite. Everything that was already on this device was kept.',
  );
  expect(await stored(page, 'journalHistory')).toEqual([
    entry(4000, 'file, newer edit', 4500),
    entry(3000, 'only in the file'),
    entry(2000, 'device, newer edit', 2900),
  ]);
  expect(await stored(page, 'moodHistory')).toEqual({
    '2026-03-01': 'Good',
    '2026-03-02': 'Neutral',
  });
  expect(await stored(page, 'copingSkillsCustom')).toEqual([
    { id: 26, category: 'Movement', name: 'Dance', description: 'One song.', isDefault: false },
    {
      id: 27,
      category: 'Grounding',
      name: 'Cold water',
      description: 'On the wrists.',
      isDefault: false,
    },
  ]);
  expect(await stored(page, 'copingSkillsFavorites')).toEqual([26, 27]);
});

test('an older export does not bring back a line removed from the safety plan since; it is shown, and added back only when asked', async ({
  page,
}) => {
  const plan = (over: Record<string, unknown>) => ({
    warningSigns: [],
    copingStrategies: [],
    distractions: [],
    helpers: [],
    professionals: [],
    saferSurroundings: [],
    reasonsForLiving: [],
    ...over,
  });
  // Since the backup was made, Alex (no longer safe to call) was removed from the plan here.
  const changedAt = 1772380800000;
  const now = plan({
    helpers: [{ name: 'Sam', phone: '555 0101' }],
    reasonsForLiving: ['My cat'],
    updatedAt: changedAt,
  });
  await seed(page, { safetyPlan: now });
  await page.goto('/settings');
  const backup = {
    format: 'mentora-export',
    version: 1,
    exportedAt: '2026-02-01T09:00:00.000Z',
    data: {
      safetyPlan: plan({
        helpers: [
          { name: 'Sam', phone: '555 0101' },
          { name: 'Alex', phone: '555 0199' },
        ],
        reasonsForLiving: ['My cat'],
        updatedAt: 1769936400000,
      }),
      journalHistory: [{ id: 1769936400000, content: 'From the backup', date: 'd', time: 't' }],
    },
  };
  await importText(page, JSON.stringify(backup));
  await expect(page.getByRole('status').filter({ hasText: 'Import complete.' })).toHaveText(
    "Import complete. Added 1 journal entry. Everything that was already on this device was kept. Your safety plan here was kept as it is: 1 line of the file's plan that is not in it was left out, in case you removed it. If it belongs in your plan, add it back below.",
  );
  expect(await stored(page, 'safetyPlan')).toEqual(now);
  const leftOut = page.getByRole('heading', { name: 'Left out of your safety plan' });
  await expect(leftOut).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People I can ask for help' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Alex, 555 0199' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The person chooses to have it back after all.
  await page.getByRole('button', { name: 'Add these back to my safety plan' }).click();
  await expect(page.getByText('Added 1 line back to your safety plan.')).toBeFocused();
  await expect(leftOut).toBeHidden();
  const back = (await stored(page, 'safetyPlan')) as { helpers: unknown[]; updatedAt: number };
  expect(back.helpers).toEqual([
    { name: 'Sam', phone: '555 0101' },
    { name: 'Alex', phone: '555 0199' },
  ]);
  expect(back.updatedAt).toBeGreaterThan(changedAt);
  await expectNoA11yViolations(page);
});

test('an export as large as storage holds, in Cyrillic (two bytes a letter), imports again', async ({
  page,
}) => {
  // 2,600 entries of 1,200 Russian letters: 3.3 million characters, which storage holds.
  const words = 'Сегодня был тихий день, я гулял у реки и думал о хорошем. ';
  const content = words.repeat(21).slice(0, 1200);
  const journalHistory = Array.from({ length: 2600 }, (_, i) => ({
    id: 1772380800000 - i * 60_000,
    content,
    date: '3/1/2026',
    time: '4:00:00 PM',
  }));
  await seed(page, { journalHistory });
  await page.goto('/settings');
  const json = await download(page, 'Export all my data');
  // Over 5 MB as a file, though storage held it.
  expect(Buffer.byteLength(json.text)).toBeGreaterThan(5 * 1024 * 1024);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await importText(page, json.text);
  await expect(page.getByRole('status').filter({ hasText: 'Import complete.' })).toContainText(
    'Added 2600 journal entries.',
  );
  expect(await stored(page, 'journalHistory')).toEqual(journalHistory);
});

test('an export saved again by a Windows editor, in its old encoding or as UTF-16, imports with its accents', async ({
  page,
}) => {
  await page.goto('/settings');
  const entry = { id: 3000, content: 'Café with Zoë, then crème brûlée.', date: 'd', time: 't' };
  const file = (journalEntry: Record<string, unknown>) => ({
    format: 'mentora-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    data: { journalHistory: [journalEntry] },
  });
  // Notepad's 'ANSI': one byte a letter, not UTF-8.
  const ansi = JSON.stringify(file(entry), null, 2).replace(/\n/g, '\r\n');
  await importText(page, Buffer.from(ansi, 'latin1'));
  await expect(page.getByRole('status').filter({ hasText: 'Import complete.' })).toHaveText(
    'Import complete. Added 1 journal entry. Everything that was already on this device was kept.',
  );
  expect(await stored(page, 'journalHistory')).toEqual([entry]);
  // Its 'Unicode': UTF-16 with a byte-order mark; the same entry, edited since.
  const edited = { ...entry, content: `${entry.content} Naïve.`, updatedAt: 3100 };
  const utf16 = `\uFEFF${JSON.stringify(file(edited), null, 2)}`;
  await importText(page, Buffer.from(utf16, 'utf16le'));
  await expect(page.getByRole('status').filter({ hasText: 'Import complete.' })).toHaveText(
    'Import complete. Added 1 newer journal edit. Everything that was already on this device was kept.',
  );
  expect(await stored(page, 'journalHistory')).toEqual([edited]);
});

// ---------------------------------------------------------------------------------------------
// Signed in

const PASSWORD = 'quiet-harbour-71';

async function signUp(page: Page, tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/login?mode=signup');
  await page.getByLabel('Username').fill('Robin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  return email;
}

test('signed in, Delete my data also deletes the account copy; offline, nothing is deleted', async ({
  page,
}) => {
  const email = await signUp(page, 'wipe');
  await page.evaluate(() =>
    localStorage.setItem('moodHistory', JSON.stringify({ '2026-03-01': 'Good' })),
  );
  await page.goto('/settings');

  // Offline: the account copy can't be deleted, so nothing is.
  await page.route('**/api/sync', (route) =>
    route.request().method() === 'DELETE' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my data?' });
  await expect(dialog).toContainText(
    `This permanently deletes, from this device and from your account (${email}):`,
  );
  await dialog.getByRole('button', { name: 'Delete my data' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "You're offline, so the copy on your account couldn't be deleted. Nothing was deleted: please try again when you're back online.",
  );
  expect(await stored(page, 'moodHistory')).toEqual({ '2026-03-01': 'Good' });
  await page.unroute('**/api/sync');

  const deleted = page.waitForRequest(
    (r) => r.url().endsWith('/api/sync') && r.method() === 'DELETE',
  );
  await dialog.getByRole('button', { name: 'Delete my data' }).click();
  await deleted;
  await expect(
    page.getByText('Your data has been deleted from this device and from your account.'),
  ).toBeVisible();
  expect(await stored(page, 'moodHistory')).toBeNull();
  // Still signed in.
  await page.goto('/chat');
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('Delete my data waits for a sync already on its way, so what it carried does not come back', async ({
  page,
}) => {
  await signUp(page, 'race');
  // Stored from a page where the app is not running, so the settings page below is the only one
  // to sync it (a sync from a page being left could otherwise carry it first).
  await page.goto('/favicon.svg');
  await page.evaluate(() =>
    localStorage.setItem('moodHistory', JSON.stringify({ '2026-03-01': 'Good' })),
  );
  // The sync that carries the mood to the account is held on its way for a while.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let carried = false;
  await page.route('**/api/sync', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.postData()?.includes('2026-03-01') && !carried) {
      carried = true;
      await held;
    }
    await route.fallback();
  });
  await page.goto('/settings');
  await expect.poll(() => carried).toBe(true);

  let deleteSent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/sync') && r.method() === 'DELETE') deleteSent = true;
  });
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my data?' });
  await dialog.getByRole('button', { name: 'Delete my data' }).click();
  // The delete is not sent while that sync is out; once it has landed, the delete follows.
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(deleteSent, 'the delete was sent while a sync was still on its way').toBe(false);
  release();
  await expect(
    page.getByText('Your data has been deleted from this device and from your account.'),
  ).toBeVisible();

  // Syncing carries on, and neither the account nor this device has the mood any more.
  await page.unroute('**/api/sync');
  const answer = await page.request.post('/api/sync', {
    headers: { origin: new URL(page.url()).origin },
    data: { cursor: null, changes: [] },
  });
  expect(answer.status()).toBe(200);
  const live = ((await answer.json()) as { changes: Array<{ deleted: boolean }> }).changes.filter(
    (c) => !c.deleted,
  );
  expect(live).toEqual([]);
  await page.goto('/chat');
  await expect(page.getByRole('group', { name: 'Sync status' })).toHaveText(/Synced/, {
    timeout: 15_000,
  });
  expect(await stored(page, 'moodHistory')).toBeNull();
});

test('delete my account: named in the confirmation, password checked, then signed out and sign-in fails', async ({
  page,
}) => {
  const email = await signUp(page, 'leaving');
  await page.evaluate(() =>
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-03-01': 8 })),
  );
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  // Signed in, the settings page passes axe in both themes.
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectNoA11yViolations(page);
  }
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my account?' });
  await expect(dialog).toContainText(`This permanently deletes your account (${email}):`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(
    `This permanently deletes your account (${email}): your sign-in details: your email, name and password every session, so every device is signed out all the data saved to your account This can't be undone.`,
  );
  for (const item of [
    'your sign-in details: your email, name and password',
    'every session, so every device is signed out',
    'all the data saved to your account',
  ]) {
    await expect(dialog.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
  await expect(
    dialog.getByRole('checkbox', { name: 'Also delete my data on this device' }),
  ).toBeChecked();
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password to confirm.');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "That password isn't right, so your account was not deleted. Please try again.",
  );
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start Chat as Guest' })).toBeVisible();
  expect(await stored(page, 'moodLevels')).toBeNull();
  expect(await stored(page, 'authUser')).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('a sync answer with a kind this version does not know: the rest is used, that record set aside, and sync goes on', async ({
  page,
}) => {
  // The first answer the account sends carries a mood and a record of a kind from a newer version.
  let injected = false;
  await page.route('**/api/sync', async (route) => {
    if (route.request().method() !== 'POST' || injected) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { changes: unknown[] };
    injected = true;
    const at = Date.now();
    body.changes = [
      ...body.changes,
      { kind: 'moodLevel', key: '2026-03-01', value: 6, updatedAt: at, deleted: false },
      { kind: 'gratitude', key: '1', value: { text: 'the sun' }, updatedAt: at, deleted: false },
    ];
    await route.fulfill({ response, json: body });
  });
  await signUp(page, 'newer');
  await expect.poll(() => injected).toBe(true);
  const stored = (key: string) =>
    page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
  await expect.poll(() => stored('moodLevels')).toEqual({ '2026-03-01': 6 });
  expect((await stored('syncState')) as { aside?: Array<{ kind: string }> }).toMatchObject({
    aside: [{ kind: 'gratitude', key: '1' }],
  });
  await expect(page.getByRole('group', { name: 'Sync status' })).toHaveText(/Synced/, {
    timeout: 15_000,
  });
});

/** Opens the journal's history and finds it empty (what could not be read is not in it). */
async function expectJournalEmpty(page: Page) {
  await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  await page.getByRole('button', { name: 'See Your Previous Journals' }).click();
  await expect(
    page.getByText('No journal entries yet. Start writing to see your history here!'),
  ).toBeVisible();
}

test('a journal that cannot be read is kept aside, said so in Settings, and given back as a file', async ({
  page,
}) => {
  const raw = '[{"id":"j1","content":"What I wrote the night I could not sleep","date":';
  await page.goto('/');
  await page.evaluate((text) => localStorage.setItem('journalHistory', text), raw);
  // The journal starts empty without it, and nothing is said there.
  await expectJournalEmpty(page);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Kept aside' })).toBeVisible();
  const file = await download(page, 'Download what was kept aside');
  expect(file.name).toMatch(/^mentora-unreadable-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(file.text)).toEqual({ journalHistory: raw });
  await page.getByRole('button', { name: 'Remove it from this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unreadable copies' })).toHaveText(
    'The unreadable copies were removed from this device.',
  );
  expect(await stored(page, 'journalHistory.corrupt')).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kept aside' })).toHaveCount(0);
});

test('a journal found unreadable twice keeps both copies aside, and gives both back', async ({
  page,
}) => {
  const first = '[{"id":"j1","content":"Monday: the first time it broke","date":';
  const second = '[{"id":"j2","content":"Friday: broken again, differently","date":';
  const raw = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  await page.goto('/');
  for (const text of [first, second]) {
    await page.evaluate((t) => localStorage.setItem('journalHistory', t), text);
    // Read as the journal opens: set aside, and the journal starts empty without it.
    await expectJournalEmpty(page);
  }
  // The second copy is kept beside the first, not over it.
  expect(await raw('journalHistory.corrupt')).toBe(first);
  expect(await raw('journalHistory.corrupt.2')).toBe(second);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Kept aside' })).toBeVisible();
  const file = await download(page, 'Download what was kept aside');
  expect(JSON.parse(file.text)).toEqual({ journalHistory: first, 'journalHistory (2)': second });
  await page.getByRole('button', { name: 'Remove it from this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unreadable copies' })).toHaveText(
    'The unreadable copies were removed from this device.',
  );
  expect(await raw('journalHistory.corrupt')).toBeNull();
  expect(await raw('journalHistory.corrupt.2')).toBeNull();
});
