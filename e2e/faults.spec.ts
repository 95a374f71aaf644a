import { BUILT_IN_SKILLS } from '../packages/domain/src/coping-skills';
import { paths } from '../apps/web/src/config/paths';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage/keys';
import { test, expect, type Page } from './fixtures';

/** Every top-level screen and every section of the shell. */
const ROUTES = [...new Set(Object.values(paths))];

/** What a screen shows once it has loaded: its level-1 headings. */
async function headings(page: Page): Promise<string[]> {
  const h1 = page.locator('h1');
  await expect(h1.first()).toBeVisible();
  return (await h1.allInnerTexts()).map((t) => t.trim());
}

/**
 * Stores the values from a page where the app is not running: a page of the app would still be
 * at work in the background (its session check, say, clearing the cached user once it answers)
 * and could act on the new values before the next page has read them.
 */
async function fill(page: Page, values: Record<string, string>) {
  await page.goto('/favicon.svg');
  await page.evaluate((v) => {
    localStorage.clear();
    for (const [k, raw] of Object.entries(v)) localStorage.setItem(k, raw);
  }, values);
}

const huge = (key: string) =>
  JSON.stringify(`${key}:${'\u{1F600} not what you expect '.repeat(4000)}`);

/** Garbage for every key, in several kinds. */
const GARBAGE: Record<string, (key: string, i: number) => string> = {
  'invalid JSON': (k, i) => ['{not json', '[1, 2', 'undefined', "{'a': 1}", ''][i % 5]! + k,
  'wrong types': (_k, i) =>
    ['42', '"a string"', 'true', 'null', '[]', '{}', '[{"weird":1}]', '{"a":{"b":[]}}'][i % 8]!,
  'huge strings': (k) => huge(k),
  'deep nesting': () => `${'['.repeat(5000)}${']'.repeat(5000)}`,
};

test.describe('(b) every storage key holds garbage', () => {
  test.describe.configure({ timeout: 180_000 });
  // The icon, opened as a page to store the values from, has no icon of its own, so the browser
  // asks for /favicon.ico. (The app's pages name theirs.)
  test.use({ allowConsoleErrors: [/status of 404 .*\(http:[^)]*\/favicon\.ico\)$/] });
  // The storage layer reports each bad key once (a warning), never as an error.
  test('every route still loads, and bad values are kept aside, not thrown away', async ({
    page,
  }) => {
    await page.goto('/');
    const clean: Record<string, string[]> = {};
    for (const route of ROUTES) {
      await page.goto(route);
      clean[route] = await headings(page);
    }
    for (const [kind, make] of Object.entries(GARBAGE)) {
      const values = Object.fromEntries(STORAGE_KEYS.map((k, i) => [k, make(k, i)]));
      await fill(page, values);
      for (const route of ROUTES) {
        await page.goto(route);
        expect(await headings(page), `${route} with ${kind}`).toEqual(clean[route]);
        await expect(
          page.getByRole('heading', { name: /Something went wrong|didn't load/ }),
        ).toHaveCount(0);
      }
      // Whatever the app could not read is still there, in place or set aside under
      // <key>.corrupt (or .corrupt.2, .3… after the first); a stored null holds nothing, so it
      // may simply be cleared.
      const lost = await page.evaluate(
        (v) =>
          Object.entries(v)
            .filter(([, raw]) => raw !== 'null')
            .filter(
              ([k, raw]) =>
                localStorage.getItem(k) !== raw &&
                !Object.keys(localStorage).some(
                  (c) => c.startsWith(`${k}.corrupt`) && localStorage.getItem(c) === raw,
                ),
            )
            .map(([k]) => k),
        values,
      );
      expect(lost, kind).toEqual([]);
    }
  });

  test('each screen shows the valid rest of a half-broken value', async ({ page }) => {
    const skill = BUILT_IN_SKILLS[2]!;
    const valid = {
      id: Date.UTC(2026, 0, 5, 9),
      content: 'This entry survived the storm.',
      date: '1/5/2026',
      time: '9:00:00 AM',
    };
    await page.goto('/');
    await fill(page, {
      journalHistory: JSON.stringify([valid, { id: 'x' }, 'garbage', null, 7]),
      moodHistory: JSON.stringify({
        '2026-01-05': 'Good',
        '2026-01-06': 'Awful',
        'not-a-date': 'Good',
        '2026-01-07': 3,
      }),
      moodLevels: JSON.stringify({ '2026-01-05': 7, '2026-01-06': 'high', '2026-01-07': 99 }),
      dailyChallenges: JSON.stringify({ '2026-01-05': [1, 2], x: 'y' }),
      copingSkillsFavorites: JSON.stringify([skill.id, 'x', -2, null]),
      copingSkillsCustom: JSON.stringify([
        {
          id: 26,
          category: 'Grounding',
          name: 'Count blue things',
          description: 'Find five blue things around you.',
          isDefault: false,
        },
        { id: 'z', name: 5 },
      ]),
      settings: '{"darkMode": "maybe"}',
      safetyPlan: '[]',
      sleepTool: '"nope"',
      groundingAnswers: '{"0": 1}',
      guestMode: '"yes"',
      authUser: '{"uid": 5}',
      syncState: '{{{',
    });

    // The journal keeps its one good entry.
    await page.goto(`${paths.moodTracker}?open=journal`);
    const write = page.getByRole('dialog', { name: 'Mood Journal' });
    await write.getByRole('button', { name: 'See Your Previous Journals' }).click();
    const history = page.getByRole('dialog', { name: 'Your Previous Journals' });
    await expect(history.getByRole('article')).toHaveCount(1);
    await expect(history.getByText(valid.content)).toBeVisible();
    await history.getByRole('button', { name: /close/i }).first().click();

    // Insights count the one good mood day.
    await page.goto(`${paths.moodTracker}?open=insights`);
    const insights = page.getByRole('dialog', { name: /Insights/ });
    await insights.getByRole('tab', { name: /all/i }).click();
    await expect(insights.getByText('Total entries').locator('..')).toContainText('1');

    // The toolbox keeps the good favourite and the good custom skill.
    await page.goto(paths.copingSkills);
    const favorites = page.getByRole('region', { name: 'Favorites' });
    await expect(favorites.getByRole('heading', { name: skill.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Count blue things' })).toBeVisible();

    // Nothing unreadable was thrown away.
    const corrupt = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.endsWith('.corrupt')),
    );
    for (const k of [
      'journalHistory',
      'moodHistory',
      'copingSkillsFavorites',
      'copingSkillsCustom',
    ])
      expect(corrupt).toContain(`${k}.corrupt`);
  });
});

test.describe('(c) storage is full', () => {
  test('saving a journal entry shows the clear message and the text stays', async ({ page }) => {
    await page.goto(paths.moodTracker);
    // Fill the real storage to the brim: no stubs, the browser's own quota.
    const filled = await page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20);
      let i = 0;
      while (chunk.length > 0) {
        try {
          localStorage.setItem(`filler-${i}`, chunk);
          i++;
        } catch {
          chunk = chunk.slice(0, chunk.length >> 1);
        }
      }
      let total = 0;
      for (const k of Object.keys(localStorage)) total += (localStorage.getItem(k) ?? '').length;
      return total;
    });
    expect(filled).toBeGreaterThan(1_000_000);

    await page.getByRole('button', { name: /Mood Journal/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
    const box = dialog.getByLabel("What's on your mind today?");
    const words = 'A long day, but I kept going and I am proud of that.';
    await box.fill(words);
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Your browser's storage is full, so this couldn't be saved. Free some space (for example, export and delete old entries) and try again. Your text is still here.",
    );
    await expect(box).toHaveValue(words);
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Journal entry saved!')).toHaveCount(0);

    // Space freed: the same text saves.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage))
        if (k.startsWith('filler-')) localStorage.removeItem(k);
    });
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText('Journal entry saved!')).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('journalHistory')!));
    expect(saved[0].content).toBe(words);
  });
});
