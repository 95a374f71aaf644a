import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';

const step = (page: Page, title: string) => page.getByRole('group', { name: title });

async function favoriteInToolbox(page: Page, skills: string[]) {
  await page.goto('/chat/coping-skills');
  for (const name of skills) {
    await page
      .getByRole('region', { name: 'Skills by category' })
      .getByRole('button', { name: `Favorite ${name}` })
      .click();
  }
}

test('an empty plan opens ready to write, with favorite skills suggested for step 2', async ({
  page,
}) => {
  await favoriteInToolbox(page, ['Box breathing', 'Sing along']);
  await page.getByRole('link', { name: 'Open my safety plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write your plan' })).toBeVisible();
  for (const title of [
    'Warning signs',
    'Things I can do on my own',
    'People and places that take my mind off things',
    'People I can ask for help',
    'Professionals and services I can contact',
    'Making my surroundings safer',
    'My reasons for living',
  ]) {
    await expect(step(page, title)).toBeVisible();
  }
  await expectNoA11yViolations(page);

  const own = step(page, 'Things I can do on my own');
  await own.getByRole('button', { name: 'Add Box breathing' }).click();
  await expect(own.getByLabel('Thing I can do 1', { exact: true })).toHaveValue('Box breathing');
  await expect(own.getByLabel('Thing I can do 1', { exact: true })).toBeFocused();
  await expect(own.getByRole('button', { name: 'Add Box breathing' })).toHaveCount(0);
  await own.getByRole('button', { name: 'Add Sing along' }).click();
  await expect(own.getByLabel('Thing I can do 2', { exact: true })).toHaveValue('Sing along');
  await expect(own).toContainText('All your favorite coping skills are in this step.');
});

test('fill the plan, reload it, read it with tel: links, then edit it again', async ({ page }) => {
  await page.goto('/safety-plan');
  const signs = step(page, 'Warning signs');
  await signs.getByLabel('Warning sign 1', { exact: true }).fill('I stop answering messages');
  await signs.getByRole('button', { name: 'Add a warning sign' }).click();
  await expect(signs.getByLabel('Warning sign 2', { exact: true })).toBeFocused();
  await signs.getByLabel('Warning sign 2', { exact: true }).fill('Lying awake past 3 am');

  await step(page, 'Things I can do on my own')
    .getByLabel('Thing I can do 1', { exact: true })
    .fill('Walk round the park');

  const people = step(page, 'People and places that take my mind off things');
  await people.getByLabel('Person or place 1', { exact: true }).fill('The library café');

  const helpers = step(page, 'People I can ask for help');
  await helpers.getByLabel('Name 1', { exact: true }).fill('Sam');
  await helpers.getByLabel('Phone 1 (Name 1)', { exact: true }).fill('+44 7700 900123');
  await helpers.getByRole('button', { name: 'Add a person' }).click();
  await helpers.getByLabel('Name 2', { exact: true }).fill('Aunt Jo');
  await helpers.getByLabel('Phone 2 (Name 2)', { exact: true }).fill('ask mum');
  await helpers.getByLabel('Name 2', { exact: true }).focus();
  await expect(helpers.getByLabel('Phone 2 (Name 2)', { exact: true })).toHaveAccessibleDescription(
    /doesn't look like a phone number/,
  );

  const pros = step(page, 'Professionals and services I can contact');
  await pros.getByLabel('Professional or service 1', { exact: true }).fill('Listening line');
  await pros.getByLabel('Phone 1 (Professional or service 1)', { exact: true }).fill('116 123');
  // Each phone field is named apart from the others, in a list of the page's fields too.
  await expect(page.getByLabel('Phone 1 (Person or place 1)', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Phone 1', { exact: true })).toHaveCount(0);

  await step(page, 'Making my surroundings safer')
    .getByLabel('Safer step 1', { exact: true })
    .fill('Keep medicines at a friend’s house');
  await step(page, 'My reasons for living')
    .getByLabel('Reason 1', { exact: true })
    .fill('My dog, Biscuit');
  await expectNoA11yViolations(page);

  // Saved as typed: a reload in the middle loses nothing.
  await page.reload();
  await expect(page.getByText('I stop answering messages')).toBeVisible();
  await expect(page.getByText('Aunt Jo')).toBeVisible();

  await page.getByRole('button', { name: 'Edit my plan' }).click();
  await expect(
    step(page, 'Warning signs').getByLabel('Warning sign 2', { exact: true }),
  ).toHaveValue('Lying awake past 3 am');
  await page.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit my plan' })).toBeVisible();
  const view = (title: string) => page.getByRole('region', { name: title });
  await expect(view('Warning signs').getByRole('listitem')).toHaveText([
    'I stop answering messages',
    'Lying awake past 3 am',
  ]);
  await expect(view('Things I can do on my own')).toContainText('Walk round the park');
  await expect(view('People and places that take my mind off things')).toContainText(
    'The library café',
  );
  const sam = view('People I can ask for help').getByRole('link', {
    name: 'Call Sam: +44 7700 900123',
  });
  await expect(sam).toHaveAttribute('href', 'tel:+447700900123');
  // Not a number: shown as written, never as a link.
  await expect(view('People I can ask for help')).toContainText('ask mum');
  await expect(view('People I can ask for help').getByRole('link')).toHaveCount(1);
  await expect(
    view('Professionals and services I can contact').getByRole('link', {
      name: 'Call Listening line: 116 123',
    }),
  ).toHaveAttribute('href', 'tel:116123');
  await expect(view('Making my surroundings safer')).toContainText('Keep medicines');
  await expect(view('My reasons for living')).toContainText('My dog, Biscuit');
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expectNoA11yViolations(page);

  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('safetyPlan') ?? '{}'));
  expect(saved.helpers).toEqual([
    { name: 'Sam', phone: '+44 7700 900123' },
    { name: 'Aunt Jo', phone: 'ask mum' },
  ]);

  // Remove an entry and finish: the view follows.
  await page.getByRole('button', { name: 'Edit my plan' }).click();
  await step(page, 'Warning signs').getByRole('button', { name: 'Remove warning sign 2' }).click();
  await expect(
    step(page, 'Warning signs').getByLabel('Warning sign 1', { exact: true }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(view('Warning signs').getByRole('listitem')).toHaveText([
    'I stop answering messages',
  ]);
});

test('the plan prints without navigation or buttons', async ({ page }) => {
  await page.goto('/safety-plan');
  await step(page, 'My reasons for living')
    .getByLabel('Reason 1', { exact: true })
    .fill('Seeing the sea again');
  await page.getByRole('button', { name: 'Done' }).click();

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print my plan' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await expect(page.getByText('Seeing the sea again')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Coping Skills Toolbox' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit my plan' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print my plan' })).toBeHidden();

  // Printing while writing prints the plan, not the form.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Edit my plan' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('group', { name: 'Warning signs' })).toBeHidden();
  await expect(page.getByText('Seeing the sea again')).toBeVisible();
});

test.describe('offline', () => {
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
  test('the plan reads offline from this device', async ({ page, context }) => {
    await page.goto('/chat/coping-skills');
    await page.getByRole('link', { name: 'Open my safety plan' }).click();
    await step(page, 'Warning signs')
      .getByLabel('Warning sign 1', { exact: true })
      .fill('Skipping meals');
    await page.getByRole('button', { name: 'Done' }).click();
    await context.setOffline(true);
    // Leave and come back inside the app while offline: the plan comes from this device.
    await page.getByRole('link', { name: 'Back to Coping Skills Toolbox' }).click();
    await page.getByRole('link', { name: 'Open my safety plan' }).click();
    await expect(page.getByText('Skipping meals')).toBeVisible();
    await context.setOffline(false);
  });
});

test('the saved plan has no axe violations in the light theme', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/safety-plan');
  await step(page, 'People I can ask for help').getByLabel('Name 1', { exact: true }).fill('Sam');
  await step(page, 'People I can ask for help')
    .getByLabel('Phone 1 (Name 1)', { exact: true })
    .fill('555 0100');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: 'Call Sam: 555 0100' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('opens from the Need urgent help? dialog in the shell header', async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Need urgent help?' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /safety plan/i })
    .click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an item over 1,000 characters stays in its box with a counter, and the last saved plan is kept', async ({
  page,
}) => {
  await page.goto('/safety-plan');
  const sign = step(page, 'Warning signs').getByLabel('Warning sign 1', { exact: true });
  await sign.fill('I stop answering messages');
  await expect(sign).toHaveAccessibleDescription('25 / 1,000 characters');

  // Pasted whole: nothing is cut off, and the item says it is not saved.
  const long = 'x'.repeat(1005);
  await sign.fill(long);
  await expect(sign).toHaveValue(long);
  await expect(sign).toHaveAttribute('aria-invalid', 'true');
  await expect(sign).toHaveAccessibleDescription(/1,005 \/ 1,000 characters/);
  await expect(sign).toHaveAccessibleDescription(/5 characters over the limit of 1,000/);
  await expect(sign).toHaveAccessibleDescription(/not saved: the last saved version is kept/);
  const saved = async () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('safetyPlan') ?? '{}').warningSigns);
  expect(await saved()).toEqual(['I stop answering messages']);

  // Done is refused with a message, and the long item gets the focus.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('alert')).toContainText('not saved yet');
  await expect(sign).toBeFocused();
  await expect(sign).toHaveValue(long);
  await expectNoA11yViolations(page);

  // Shortened, it is saved at once and the message goes.
  await sign.fill('y'.repeat(1000));
  await expect(sign).not.toHaveAttribute('aria-invalid');
  await expect(sign).toHaveAccessibleDescription('1,000 / 1,000 characters');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await saved()).toEqual(['y'.repeat(1000)]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Edit my plan' })).toBeVisible();
});

test('a contact name or number pasted over its limit is kept whole, counted, and not saved until shortened', async ({
  page,
}) => {
  await page.goto('/safety-plan');
  const helpers = step(page, 'People I can ask for help');
  const name = helpers.getByLabel('Name 1', { exact: true });
  await name.fill('Sam');
  await expect(name).toHaveAccessibleDescription('3 / 200 characters');
  const saved = async () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('safetyPlan') ?? '{}').helpers);
  await expect.poll(saved).toEqual([{ name: 'Sam', phone: '' }]);

  const long = 'S'.repeat(205);
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/5 characters over the limit of 200/);
  expect(await saved()).toEqual([{ name: 'Sam', phone: '' }]);

  const phone = helpers.getByLabel('Phone 1 (Name 1)', { exact: true });
  await name.fill('Sam');
  const digits = '0'.repeat(45);
  await phone.fill(digits);
  await expect(phone).toHaveValue(digits);
  await expect(phone).toHaveAccessibleDescription(/5 characters over the limit of 40/);
  expect(await saved()).toEqual([{ name: 'Sam', phone: '' }]);

  await phone.fill('0800 123 456');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await expect.poll(saved).toEqual([{ name: 'Sam', phone: '0800 123 456' }]);
  await expectNoA11yViolations(page);
});

test('an item over its limit holds back only itself: a contact added after it is saved, and a reload keeps both', async ({
  page,
}) => {
  await page.goto('/safety-plan');
  const thing = step(page, 'Things I can do on my own').getByLabel('Thing I can do 1', {
    exact: true,
  });
  await thing.fill('Walk round the park');
  const long = 'w'.repeat(1284);
  await thing.fill(long);
  await expect(thing).toHaveAccessibleDescription(/284 characters over the limit of 1,000/);

  const pros = step(page, 'Professionals and services I can contact');
  await pros.getByRole('button', { name: 'Add a professional or service' }).click();
  await pros.getByLabel('Professional or service 2', { exact: true }).fill('Samaritans');
  await pros.getByLabel('Phone 2 (Professional or service 2)', { exact: true }).fill('116 123');
  await expect(page.getByRole('alert')).toHaveText(
    'An item in your plan is over its character limit, so that item is not saved yet; the rest of your plan is saved. Shorten it to save it; your text stays here.',
  );
  const saved = async () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('safetyPlan') ?? '{}'));
  await expect
    .poll(async () => (await saved()).professionals)
    .toContainEqual({
      name: 'Samaritans',
      phone: '116 123',
    });
  expect((await saved()).copingStrategies).toEqual(['Walk round the park']);

  // Reloaded: the plan opens for writing, with the long words back in their box and marked.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Write your plan' })).toBeVisible();
  await expect(thing).toHaveValue(long);
  await expect(thing).toHaveAttribute('aria-invalid', 'true');
  await expect(thing).toHaveAccessibleDescription(/not saved: the last saved version is kept/);
  await expect(pros.getByLabel('Professional or service 2', { exact: true })).toHaveValue(
    'Samaritans',
  );
  await expectNoA11yViolations(page);

  // Shortened, it is saved, and Done shows the whole plan.
  await thing.fill('Walk round the park, slowly');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();
  const view = (title: string) => page.getByRole('region', { name: title });
  await expect(view('Things I can do on my own')).toContainText('Walk round the park, slowly');
  await expect(
    view('Professionals and services I can contact').getByRole('link', {
      name: 'Call Samaritans: 116 123',
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('safetyPlanDraft'))).toBeNull();
});
