import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';

const QUESTIONS = [
  'Name 5 things you can see',
  'Name 4 things you can hear',
  'Name 3 things you can touch',
  'Name 2 things you can smell',
  'Name 1 thing you can taste',
];

test('walks steps 1 to 5 with Previous, Next and Finish shown or hidden as they should be', async ({
  page,
}) => {
  await page.goto('/question-ans');
  await expect(page.getByRole('heading', { level: 1, name: /Grounding/ })).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  const finish = page.getByRole('button', { name: 'Finish' });
  const dots = page.locator('.grounding-dot');

  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Question ${n} of 5`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(QUESTIONS[n - 1]!);
    await expect(dots).toHaveCount(5);
    await expect(page.locator('.grounding-dot-current')).toHaveCount(1);
    await expect(page.locator('.grounding-dot-done')).toHaveCount(n - 1);
    if (n === 1) await expect(previous).toBeHidden();
    else await expect(previous).toBeVisible();
    if (n === 5) {
      await expect(next).toBeHidden();
      await expect(finish).toBeVisible();
    } else {
      await expect(next).toBeVisible();
      await expect(finish).toBeHidden();
    }
    // Presets only on the hear and smell steps.
    const presets = page.getByRole('group', { name: 'Quick answers' });
    if (n === 2 || n === 4) await expect(presets).toBeVisible();
    else await expect(presets).toHaveCount(0);
    await expectNoA11yViolations(page);
    // No answer is needed to move on.
    if (n < 5) {
      await next.click();
      // Focus moves to the new question so it is read out.
      await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    }
  }

  await previous.click();
  await expect(page.getByText('Question 4 of 5', { exact: true })).toBeVisible();
  await previous.click();
  await previous.click();
  await previous.click();
  await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible();
  await expect(previous).toBeHidden();
});

test('answers with free text and presets, shows them back at the end, and keeps them', async ({
  page,
}) => {
  await page.goto('/question-ans');
  const answer = page.getByRole('textbox', { name: 'Your answer (optional)' });
  await answer.fill('a blue mug, the window, my hands, a plant, the door');
  await page.getByRole('button', { name: 'Next' }).click();

  const hear = page.getByRole('group', { name: 'Quick answers' });
  await expect(hear.getByRole('button')).toHaveText(['Birds', 'Traffic', 'Music', 'Silence']);
  await answer.fill('the fridge humming');
  const birds = hear.getByRole('button', { name: 'Birds' });
  await birds.click();
  await expect(birds).toHaveAttribute('aria-pressed', 'true');
  await hear.getByRole('button', { name: 'Music' }).click();
  await expect(answer).toHaveValue('the fridge humming, Birds, Music');
  await hear.getByRole('button', { name: 'Music' }).click();
  await expect(answer).toHaveValue('the fridge humming, Birds');
  await expect(hear.getByRole('button', { name: 'Music' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Next' }).click(); // touch left blank
  const smell = page.getByRole('group', { name: 'Quick answers' });
  await expect(smell.getByRole('button')).toHaveText(['Coffee', 'Perfume', 'Flowers', 'Food']);
  await smell.getByRole('button', { name: 'Coffee' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await answer.fill('mint');

  // Kept on this device as typed.
  await page.reload();
  await expect(answer).toHaveValue('a blue mug, the window, my hands, a plant, the door');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(answer).toHaveValue('mint');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Your grounding answers' })).toBeFocused();
  const summary = page.locator('.grounding-summary');
  await expect(summary.locator('dt')).toHaveText([
    '5 things you can see',
    '4 things you can hear',
    '3 things you can touch',
    '2 things you can smell',
    '1 thing you can taste',
  ]);
  await expect(summary.locator('dd')).toHaveText([
    'a blue mug, the window, my hands, a plant, the door',
    'the fridge humming, Birds',
    'Left blank, and that is fine.',
    'Coffee',
    'mint',
  ]);
  await expect(page.getByText(/you are here, right now, and that is enough/)).toBeVisible();
  await expectNoA11yViolations(page);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('groundingAnswers')))!),
  ).toEqual([
    'a blue mug, the window, my hands, a plant, the door',
    'the fridge humming, Birds',
    '',
    'Coffee',
    'mint',
  ]);

  await page.getByRole('link', { name: 'Return to Self-Care Resources' }).click();
  await expect(page).toHaveURL(/\/chat\/self-care$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Self-Care Resources' })).toBeVisible();
});

test('an answer over 2,000 characters stays in its box with a counter; the last saved one is kept', async ({
  page,
}) => {
  await page.goto('/question-ans');
  const answer = page.getByRole('textbox', { name: 'Your answer (optional)' });
  await answer.fill('A blue mug');
  await expect(answer).toHaveAccessibleDescription(/10 \/ 2,000 characters/);
  const long = 'w'.repeat(2005);
  await answer.fill(long);
  await expect(answer).toHaveValue(long);
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toHaveAccessibleDescription(
    /5 characters over the limit of 2,000, so it is not saved/,
  );
  const saved = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('groundingAnswers') ?? '[]')[0]);
  expect(await saved()).toBe('A blue mug');
  await expectNoA11yViolations(page);
  await answer.fill('w'.repeat(2000));
  await expect(answer).not.toHaveAttribute('aria-invalid');
  expect(await saved()).toBe('w'.repeat(2000));
});

test('skipping or answering the opening question by keyboard puts focus back on the step', async ({
  page,
}) => {
  await page.goto('/question-ans');
  const question = page.getByRole('group', { name: 'How distressed do you feel right now?' });
  const heading = page.getByRole('heading', { level: 2 });
  // Answered with the arrow keys, the question stays, showing the answer, and so does focus.
  await question.getByRole('radio', { name: '0', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(question.getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await expect(question.getByRole('radio', { name: '1', exact: true })).toBeFocused();
  await page.reload();
  // Skipped, it goes, and focus does not fall to the page: it is on the step's question, read
  // out, and Tab goes on from there into the step.
  await question.getByRole('button', { name: 'Skip' }).focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(heading).toContainText('Name 5 things you can see');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Your answer (optional)' })).toBeFocused();
});

test('Start again clears the answers and begins at step 1', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('groundingAnswers', JSON.stringify(['a', 'b', 'c', 'd', 'e']));
    }
  });
  await page.goto('/question-ans');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.locator('.grounding-summary dd')).toHaveText(['a', 'b', 'c', 'd', 'e']);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your answer (optional)' })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('groundingAnswers'))).toBe(
    JSON.stringify(['', '', '', '', '']),
  );
});

test('the Back link returns to the self-care section, and the light theme passes axe', async ({
  page,
}) => {
  await useTheme(page, 'light');
  await page.goto('/question-ans');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Self-Care' }).click();
  await expect(page).toHaveURL(/\/chat\/self-care$/);
});
