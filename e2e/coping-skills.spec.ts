import type { Page } from '@playwright/test';
import { BUILT_IN_SKILLS, ENCOURAGEMENTS } from '../packages/domain/src/coping-skills';
import {
  expect,
  expectNoA11yViolations,
  fillStorage,
  listenToLiveRegions,
  test,
  useTheme,
} from './fixtures';

const CATEGORIES = ['Grounding', 'Distraction', 'Self-Soothing', 'Movement', 'Breathing'];

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

async function openToolbox(page: Page) {
  await page.goto('/chat/coping-skills');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coping Skills Toolbox' }),
  ).toBeVisible();
}

test('shows the five categories, each with its emoji and five skills of ours', async ({ page }) => {
  await openToolbox(page);
  for (const category of CATEGORIES) {
    const region = page.getByRole('region', { name: category, exact: true });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(/^\S+ /);
    await expect(region.getByRole('listitem')).toHaveCount(5);
  }
  const first = BUILT_IN_SKILLS[0]!;
  await expect(page.getByRole('heading', { level: 4, name: first.name })).toBeVisible();
  await expect(page.getByText(first.description)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favorites' })).toContainText('No favorites yet.');
});

for (const theme of ['dark', 'light'] as const) {
  test(`the toolbox has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openToolbox(page);
    await expectNoA11yViolations(page);
  });
}

test('favorite and unfavorite: exact toasts, polite, focus kept, gone after 2.2 s', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00') });
  await openToolbox(page);
  // Time now moves only when the test says so.
  await page.clock.pauseAt(new Date('2026-03-02T10:05:00'));
  const skill = BUILT_IN_SKILLS.find((s) => s.name === 'Box breathing')!;
  const breathing = page.getByRole('region', { name: 'Breathing', exact: true });
  const fav = breathing.getByRole('button', { name: `Favorite ${skill.name}` });
  await expect(fav).toHaveAttribute('aria-pressed', 'false');

  await fav.click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(100); // the toast region shows new toasts on the next tick
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await expect(fav).toBeFocused();
  await expect(toasts(page)).toHaveCount(1);
  const text = (await toasts(page).innerText()).trim();
  expect(text.startsWith('Skill favorited! ')).toBe(true);
  expect(ENCOURAGEMENTS).toContain(text.slice('Skill favorited! '.length));
  await expect(page.locator('section[aria-live="polite"]')).toContainText('Skill favorited!');
  expect(await stored(page, 'copingSkillsFavorites')).toEqual([skill.id]);
  const favorites = page.getByRole('region', { name: 'Favorites' });
  await expect(favorites.getByRole('heading', { name: skill.name })).toBeVisible();

  await page.clock.runFor(1900);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(600);
  await expect(toasts(page)).toHaveCount(0);

  await fav.click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(100);
  await expect(toasts(page)).toHaveText('Skill unfavorited.');
  await expect(fav).toBeFocused();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  expect(await stored(page, 'copingSkillsFavorites')).toEqual([]);
  await expect(favorites).toContainText('No favorites yet.');
  await page.clock.runFor(2500);
  await expect(toasts(page)).toHaveCount(0);
});

test('with storage full, Favorite says it was not saved, and speaks of no text', async ({
  page,
}) => {
  await openToolbox(page);
  await fillStorage(page);
  const skill = BUILT_IN_SKILLS.find((s) => s.name === 'Box breathing')!;
  const fav = page
    .getByRole('region', { name: 'Breathing', exact: true })
    .getByRole('button', { name: `Favorite ${skill.name}` });
  await fav.click();
  await expect(toasts(page)).toHaveText(
    "Your browser's storage is full, so this couldn't be saved. Free some space (for example, export and delete old entries) and try again.",
  );
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  expect(await stored(page, 'copingSkillsFavorites')).toBeNull();
});

test('a message sent before the toast code has arrived still shows, politely, for 2.2 s', async ({
  page,
}) => {
  // The toast region's code is fetched on its own after the page renders; hold it back.
  await page.route('**/assets/toast-region-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openToolbox(page);
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(0);
  const breathing = page.getByRole('region', { name: 'Breathing', exact: true });
  await breathing.getByRole('button', { name: 'Favorite Box breathing' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Skill favorited!');
  await expect(page.locator('section[aria-live="polite"]')).toContainText('Skill favorited!');
  await expect(toasts(page)).toHaveCount(0, { timeout: 5000 });
});

test('a custom skill is added to its category, survives a reload, and removal clears its favorite', async ({
  page,
}) => {
  await openToolbox(page);
  const form = page.getByRole('form', { name: 'Add your own skill' });
  await form.getByLabel('Name').fill('  Call my sister  ');
  await form.getByLabel('Description').fill('Ring her for a chat about nothing in particular.');
  await form.getByLabel('Category').selectOption('Distraction');
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(toasts(page)).toHaveText('Custom skill added!');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Name')).toBeFocused();

  const distraction = page.getByRole('region', { name: 'Distraction', exact: true });
  await expect(distraction.getByRole('listitem')).toHaveCount(6);
  await expect(distraction.getByRole('heading', { name: 'Call my sister' })).toBeVisible();
  expect(await stored(page, 'copingSkillsCustom')).toEqual([
    {
      id: 26,
      category: 'Distraction',
      name: 'Call my sister',
      description: 'Ring her for a chat about nothing in particular.',
      isDefault: false,
    },
  ]);

  await page.reload();
  await expect(distraction.getByRole('heading', { name: 'Call my sister' })).toBeVisible();
  await expect(distraction.getByText('My skill')).toBeVisible();

  // A second one gets the next id; favourite the first, then remove it.
  await form.getByLabel('Name').fill('Water the plants');
  await form.getByLabel('Description').fill('Give each plant a drink and check its leaves.');
  await form.getByLabel('Category').selectOption('Movement');
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(
    page.getByRole('region', { name: 'Movement', exact: true }).getByRole('heading', {
      name: 'Water the plants',
    }),
  ).toBeVisible();
  expect(
    ((await stored(page, 'copingSkillsCustom')) as Array<{ id: number }>).map((s) => s.id),
  ).toEqual([26, 27]);

  await distraction.getByRole('button', { name: 'Favorite Call my sister' }).click();
  const favorites = page.getByRole('region', { name: 'Favorites' });
  await expect(favorites.getByRole('heading', { name: 'Call my sister' })).toBeVisible();
  await expect(favorites.getByRole('button', { name: 'Remove Call my sister' })).toHaveCount(0);

  await distraction.getByRole('button', { name: 'Remove Call my sister' }).click();
  await expect(toasts(page).filter({ hasText: 'Custom skill removed.' })).toHaveCount(1);
  await expect(distraction.getByRole('heading', { name: 'Call my sister' })).toHaveCount(0);
  await expect(distraction.getByRole('listitem')).toHaveCount(5);
  await expect(favorites.getByRole('heading', { name: 'Call my sister' })).toHaveCount(0);
  await expect(favorites).toContainText('No favorites yet.');
  await expect(distraction.getByRole('heading', { level: 3 })).toBeFocused();
  expect(await stored(page, 'copingSkillsFavorites')).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Call my sister' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Water the plants' })).toBeVisible();
  // After a removal the next id never repeats one in use.
  await form.getByLabel('Name').fill('Stretch');
  await form.getByLabel('Description').fill('Reach up high.');
  await form.getByLabel('Category').selectOption('Movement');
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByRole('heading', { name: 'Stretch', exact: true })).toBeVisible();
  expect(
    ((await stored(page, 'copingSkillsCustom')) as Array<{ id: number }>).map((s) => s.id),
  ).toEqual([27, 28]);
});

test('a custom skill half written is kept over a reload, and goes once added', async ({ page }) => {
  await openToolbox(page);
  const form = page.getByRole('form', { name: 'Add your own skill' });
  await form.getByLabel('Name').fill('Cold water');
  await form.getByLabel('Description').fill('Splash my face and count to ten');
  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue('Cold water');
  await expect(form.getByLabel('Description')).toHaveValue('Splash my face and count to ten');
  await form.getByLabel('Category').selectOption('Self-Soothing');
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(toasts(page)).toHaveText('Custom skill added!');
  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Description')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('customSkillDraft'))).toBeNull();
});

test('an empty or blank name adds nothing and the form says why', async ({ page }) => {
  await openToolbox(page);
  const form = page.getByRole('form', { name: 'Add your own skill' });
  await form.getByLabel('Name').fill('   ');
  await form.getByLabel('Description').fill('A description with no name.');
  await form.getByLabel('Category').selectOption('Grounding');
  await form.getByRole('button', { name: 'Add skill' }).click();

  const name = form.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(
    'Please give your skill a name. 0 / 80 characters',
  );
  await expect(form.getByLabel('Description')).toHaveValue('A description with no name.');
  await expect(toasts(page)).toHaveCount(0);
  expect(await stored(page, 'copingSkillsCustom')).toBeNull();
  await expect(
    page.getByRole('region', { name: 'Grounding', exact: true }).getByRole('listitem'),
  ).toHaveCount(5);
  await expectNoA11yViolations(page);

  // Everything empty: every field says why.
  await name.fill('');
  await form.getByLabel('Description').fill('');
  await form.getByLabel('Category').selectOption('');
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(form.getByText('Please give your skill a name.')).toBeVisible();
  await expect(form.getByText('Please describe your skill in a few words.')).toBeVisible();
  await expect(form.getByText('Please choose one of the five categories.')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  expect(await stored(page, 'copingSkillsCustom')).toBeNull();
  await expectNoA11yViolations(page);

  // Typing clears that field's message.
  await name.fill('Hum');
  await expect(form.getByText('Please give your skill a name.')).toHaveCount(0);
});

test('a description over its limit is counted and refused with a clear message, and nothing typed is cut off', async ({
  page,
}) => {
  await openToolbox(page);
  const form = page.getByRole('form', { name: 'Add your own skill' });
  const description = form.getByLabel('Description');
  await form.getByLabel('Name').fill('Long walk');
  await form.getByLabel('Category').selectOption('Movement');
  await description.fill('Walk. '.repeat(80));
  await expect(form.getByText('479 / 500 characters')).toBeVisible();
  // Pasted past the limit: all of it stays in the field, and the form says so before saving.
  const long = 'Walk slowly. '.repeat(40).trim();
  await description.fill(long);
  await expect(description).toHaveValue(long);
  await expect(form.getByText(`${long.length} / 500 characters`)).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(
    `One or two sentences on what to do. Please keep the description to 500 characters or fewer. ${long.length} / 500 characters`,
  );
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(description).toBeFocused();
  await expect(description).toHaveValue(long);
  expect(await stored(page, 'copingSkillsCustom')).toBeNull();
  await expectNoA11yViolations(page);
  // Shortened, it is added.
  await description.fill(long.slice(0, 500));
  await expect(
    form.getByText('Please keep the description to 500 characters or fewer.'),
  ).toHaveCount(0);
  await form.getByRole('button', { name: 'Add skill' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Movement', exact: true })
      .getByRole('heading', { name: 'Long walk' }),
  ).toBeVisible();
});

test('categories can be filtered, what is shown is said, and an empty category says so', async ({
  page,
}) => {
  const heard = await listenToLiveRegions(page);
  await openToolbox(page);
  await heard();
  const filters = page.getByRole('group', { name: 'Show category' });
  await filters.getByRole('button', { name: 'Movement' }).click();
  await expect(filters.getByRole('button', { name: 'Movement' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Movement', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grounding', exact: true })).toHaveCount(0);
  await expect.poll(heard).toEqual(['Showing 5 skills in Movement.']);

  await filters.getByRole('button', { name: 'All categories' }).click();
  await expect.poll(heard).toEqual(['Showing 25 skills in all categories.']);
  // With none of one's own, one message instead of an empty section per category.
  const onlyMine = page.getByRole('switch', { name: 'Show only my own skills' });
  await onlyMine.click();
  const none =
    "You haven't added any skills of your own yet. Add one below, in 'Add your own skill'.";
  await expect.poll(heard).toEqual([none]);
  await expect(page.locator('.skill-empty').getByText(none, { exact: true })).toBeVisible();
  for (const category of CATEGORIES) {
    await expect(page.getByRole('region', { name: category, exact: true })).toHaveCount(0);
  }
  await expectNoA11yViolations(page);
  await onlyMine.click();
  await expect.poll(heard).toEqual(['Showing 25 skills in all categories.']);

  // With one of one's own (here, from an earlier visit), a category without one says so.
  const stretch = { id: 26, category: 'Movement', name: 'Stretch', description: 'Reach up.' };
  await page.evaluate(
    (skill) => localStorage.setItem('copingSkillsCustom', JSON.stringify([skill])),
    { ...stretch, isDefault: false },
  );
  await page.reload();
  await heard();
  await onlyMine.click();
  await expect.poll(heard).toEqual(['Showing 1 skill of your own in all categories.']);
  await filters.getByRole('button', { name: 'Breathing' }).click();
  await expect.poll(heard).toEqual(['Showing 0 skills of your own in Breathing.']);
  await expect(page.getByRole('region', { name: 'Breathing', exact: true })).toContainText(
    'No skills yet in this category.',
  );
  await expectNoA11yViolations(page);
});

test('the toolbox links to my safety plan, and the plan leads back', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('link', { name: 'Open my safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Coping Skills Toolbox' }).click();
  await expect(page).toHaveURL(/\/chat\/coping-skills$/);
});
