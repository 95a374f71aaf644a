import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  fillStorage,
  listenToLiveRegions,
  sliderAsRead,
  test,
  useTheme,
} from './fixtures';

const SECTION = '/chat/mood-tracker';
const CARDS = [
  'Mood Tracker',
  'Mood Insights',
  'Breathing Exercise',
  'Daily Challenges',
  'Mood Journal',
  'Boost Your Mood',
  'Daily Quote',
  'Mood Streak',
];

/** Saturday 21 November 2026, mid-morning, local time. */
const NOW = new Date(2026, 10, 21, 10, 0, 0);
const TODAY = '2026-11-21';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

async function seed(page: Page, data: Record<string, unknown>) {
  await page.goto('/');
  await page.evaluate((d) => {
    for (const [k, v] of Object.entries(d)) localStorage.setItem(k, JSON.stringify(v));
  }, data);
}

async function openCard(page: Page, name: string, title = name) {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('section', () => {
  test('shows the slider at 5 and the eight cards; the slider keeps the day value', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(SECTION);
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    for (const name of CARDS)
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    expect(await sliderAsRead(page, 'How is your mood right now?')).toEqual({
      value: 5,
      min: 1,
      max: 10,
    });
    await expect(slider).toHaveAttribute('aria-valuetext', '5 of 10, okay');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Mood: 7/10')).toBeVisible();
    await expect(slider).toHaveValue('7');
    expect(await sliderAsRead(page, 'How is your mood right now?')).toMatchObject({ value: 7 });
    await expect(slider).toHaveAttribute('aria-valuetext', '7 of 10, good');
    expect(await stored(page, 'moodLevels')).toEqual({ [TODAY]: 7 });
    await page.keyboard.press('Home');
    await expect(page.getByText('Mood: 1/10')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText('Mood: 10/10')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Mood: 10/10')).toBeVisible();
  });

  test('a tap or a drag on the slider sets the mood where it ends', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(SECTION);
    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    // Near the left end of the track: 1.
    await page.mouse.click(box.x + 4, y);
    await expect(page.getByText('Mood: 1/10')).toBeVisible();
    // From there, dragged all the way right: 10.
    await page.mouse.move(box.x + 14, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
    await page.mouse.move(box.x + box.width - 2, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('Mood: 10/10')).toBeVisible();
    expect(await stored(page, 'moodLevels')).toEqual({ [TODAY]: 10 });
  });

  test('the default 5 is recorded by a tap on the thumb, or Enter or Space on it', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(SECTION);
    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    await expect(
      page.getByText('To keep the mood shown, tap its handle or press Enter.'),
    ).toBeVisible();
    // How to use it is read with the slider; that it is saved is said as it happens.
    await expect(slider).toHaveAccessibleDescription(/tap its handle or press Enter/);
    const hint = page.locator('.mood-slider-hint');
    await expect(hint).toHaveRole('status');
    // A tap on the thumb where it stands: no change of value, but the mood shown is chosen.
    const box = (await slider.boundingBox())!;
    const thumb = 28; // 1.75rem (slider.css)
    await page.mouse.click(
      box.x + thumb / 2 + ((box.width - thumb) * 4) / 9,
      box.y + box.height / 2,
    );
    await expect(slider).toHaveValue('5');
    await expect(page.getByText('Saved for today.', { exact: false })).toBeVisible();
    await expect(hint).toHaveText('Saved for today. You can change it whenever you like.');
    expect(await stored(page, 'moodLevels')).toEqual({ [TODAY]: 5 });
    await page.getByRole('button', { name: 'Add details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in' });
    await expect(
      dialog.getByText('Your mood of 5/10 from the slider is saved with it.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    for (const key of ['Enter', ' ']) {
      await page.evaluate(() => localStorage.removeItem('moodLevels'));
      await page.reload();
      await expect(
        page.getByText('Slide to record how you feel today.', { exact: false }),
      ).toBeVisible();
      await slider.focus();
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await expect(page.getByText('Saved for today.', { exact: false })).toBeVisible();
      expect(await stored(page, 'moodLevels')).toEqual({ [TODAY]: 5 });
    }
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(SECTION);
      await expect(page.getByText('Mood: 5/10')).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test('a corrupt moodHistory still opens the section; the valid part is used', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('moodHistory', '{this is not json'));
    await page.goto(SECTION);
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    const dialog = await openCard(page, 'Mood Insights');
    await expect(
      dialog.getByText('No moods logged for this period yet.', { exact: false }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('moodHistory.corrupt'))).toBe(
      '{this is not json',
    );
    await page.keyboard.press('Escape');

    await page.evaluate((today) => {
      localStorage.setItem(
        'moodHistory',
        JSON.stringify({ [today]: 'Good', '2026-11-20': 'Fantastic', yesterday: 'Bad' }),
      );
    }, TODAY);
    await page.reload();
    const again = await openCard(page, 'Mood Insights');
    await expect(again.getByRole('definition').first()).toHaveText('1');
    await expect(again.getByRole('button', { name: /21.*: Good$/ })).toBeVisible();
  });
});

test('with storage full, moving the slider says the mood was not saved, and speaks of no text', async ({
  page,
}) => {
  await page.goto(SECTION);
  await fillStorage(page);
  const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText("Your browser's storage is full")).toHaveText(
    "Your browser's storage is full, so this couldn't be saved. Free some space (for example, export and delete old entries) and try again.",
  );
  await expect(page.getByText('Your text is still here')).toHaveCount(0);
  // What was chosen is still shown.
  await expect(page.getByText('Mood: 6/10')).toBeVisible();
});

test.describe('quiz', () => {
  test('seven answers give a saved result that Insights then shows', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(SECTION);
    const quiz = await openCard(page, 'Mood Tracker');
    await expect(quiz.getByText('Question 1 of 7')).toBeVisible();
    await expect(quiz.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoA11yViolations(page);

    const options = quiz.getByRole('group').getByRole('button');
    await expect(options).toHaveCount(3);
    // Answer the first question, go back and answer it again: the score is replaced.
    await options.nth(2).click();
    await expect(quiz.getByText('Question 2 of 7')).toBeVisible();
    // Focus moves to the next question, and its number is read out with it.
    const heading = quiz.getByRole('heading', { level: 3 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleName('Question 2 of 7 How is your energy today?');
    await quiz.getByRole('button', { name: 'Previous' }).click();
    await expect(quiz.getByText('Question 1 of 7')).toBeVisible();
    await expect(options.nth(2)).toHaveAttribute('aria-pressed', 'true');
    // The answer chosen shows a check mark, which is not read as part of its name.
    await expect(options.nth(2)).toContainText('✓');
    await expect(options.nth(2)).toHaveAccessibleName('Poorly, I often feel tired');
    await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await options.nth(0).click();
    for (let q = 2; q <= 7; q++) {
      await expect(quiz.getByText(`Question ${q} of 7`)).toBeVisible();
      if (q === 7) await expect(quiz.getByRole('button', { name: 'Next' })).toBeDisabled();
      else await expect(quiz.getByRole('button', { name: 'Next' })).toBeEnabled();
      await options.nth(q <= 4 ? 0 : 1).click();
    }
    // 3 + 3 + 3 + 3 + 2 + 2 + 2 = 18 (a double-counted first answer would give 19).
    await expect(quiz.getByRole('heading', { name: "Today's mood: Good" })).toBeVisible();
    await expect(quiz.getByText('Your score: 18 out of 21.')).toBeVisible();
    await expect(quiz.getByText("Keep it up! You're doing great!")).toBeVisible();
    await expect(quiz.getByRole('listitem')).toHaveCount(5);
    expect(await stored(page, 'moodHistory')).toEqual({ [TODAY]: 'Good' });
    await expectNoA11yViolations(page);

    // The results view's own Close button (the dialog's × is also named Close).
    await quiz.getByText('Close', { exact: true }).click();
    await expect(quiz).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mood Tracker', exact: true })).toBeFocused();
    const again = await openCard(page, 'Mood Tracker');
    await expect(again.getByText('Question 1 of 7')).toBeVisible();
    await page.keyboard.press('Escape');

    const insights = await openCard(page, 'Mood Insights');
    const stat = (name: string) =>
      insights.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');
    await expect(stat('Total entries')).toHaveText('1');
    await expect(stat('Streak')).toHaveText('1 day');
    await expect(stat('Trend')).toHaveText('Not enough data');
    await expect(stat('Good days')).toHaveText('100%');
    const bar = insights.getByRole('button', { name: /21.*2026: Good$/ });
    await bar.click();
    await expect(insights.getByRole('status')).toContainText('Good. Mood slider: not recorded.');
    await expectNoA11yViolations(page);
  });

  test('Previous and Next move through the questions without answering', async ({ page }) => {
    await page.goto(SECTION);
    const quiz = await openCard(page, 'Mood Tracker');
    const next = quiz.getByRole('button', { name: 'Next' });
    const previous = quiz.getByRole('button', { name: 'Previous' });
    for (let q = 2; q <= 7; q++) {
      await next.click();
      await expect(quiz.getByText(`Question ${q} of 7`)).toBeVisible();
    }
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(quiz.getByText('Question 6 of 7')).toBeVisible();
    await expect(next).toBeEnabled();
    // Answering the last question while others are open goes back to the first unanswered.
    await next.click();
    await quiz.getByRole('group').getByRole('button').first().click();
    await expect(quiz.getByText('Question 1 of 7')).toBeVisible();
    expect(await stored(page, 'moodHistory')).toBeNull();
  });

  test('a Bad result shows its own tips without the Good message', async ({ page }) => {
    await page.goto(SECTION);
    const quiz = await openCard(page, 'Mood Tracker');
    for (let q = 1; q <= 7; q++) {
      await expect(quiz.getByText(`Question ${q} of 7`)).toBeVisible();
      await quiz.getByRole('group').getByRole('button').nth(2).click();
    }
    await expect(quiz.getByRole('heading', { name: "Today's mood: Bad" })).toBeVisible();
    await expect(quiz.getByText('Your score: 7 out of 21.')).toBeVisible();
    await expect(quiz.getByText("Keep it up! You're doing great!")).toHaveCount(0);
    await expect(quiz.getByRole('listitem')).toHaveCount(5);
  });
});

test.describe('insights', () => {
  const history = {
    '2026-10-10': 'Bad',
    '2026-11-07': 'Bad',
    '2026-11-14': 'Bad',
    '2026-11-15': 'Good',
    '2026-11-16': 'Bad',
    '2026-11-17': 'Neutral',
    '2026-11-18': 'Good',
    '2026-11-19': 'Good',
    '2026-11-20': 'Good',
    '2026-11-21': 'Good',
  };

  test('week, month and all time, chart, details and table', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    // The 17th's slider level (5, okay) comes before its quiz result, as in the summary.
    await seed(page, { moodHistory: history, moodLevels: { '2026-11-17': 5 } });
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Mood Insights');
    const stat = (name: string) =>
      dialog.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');

    await expect(dialog.getByRole('tab', { name: 'Week' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(stat('Total entries')).toHaveText('7');
    await expect(stat('Streak')).toHaveText('8 days');
    await expect(stat('Trend')).toHaveText('Improving');
    await expect(stat('Good days')).toHaveText('71%');
    await expect(
      dialog.getByText('More than 60% of your days have been good.', { exact: false }),
    ).toBeVisible();
    await expect(
      dialog.getByText("You've checked in 7 or more times.", { exact: false }),
    ).toBeVisible();

    const bars = dialog.getByRole('list', { name: 'Mood chart' }).getByRole('button');
    await expect(bars).toHaveCount(7);
    const neutral = dialog.getByRole('button', { name: /17.*2026: Neutral$/ });
    await expect(neutral.locator('.insights-bar-fill')).toHaveAttribute('style', /height: 60%/);
    await expect(
      dialog.getByRole('button', { name: /21.*2026: Good$/ }).locator('.insights-bar-fill'),
    ).toHaveAttribute('style', /height: 100%/);
    await neutral.focus();
    await page.keyboard.press('Enter');
    await expect(neutral).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('status')).toContainText('Neutral. Mood slider: 5/10.');
    await dialog.getByText('Show these entries as a table').click();
    await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(8);
    await expectNoA11yViolations(page);

    await dialog.getByRole('tab', { name: 'Month' }).click();
    await expect(stat('Total entries')).toHaveText('9');
    await expect(stat('Good days')).toHaveText('56%');
    await expect(dialog.getByText('More than 60%', { exact: false })).toHaveCount(0);

    await dialog.getByRole('tab', { name: 'All time' }).click();
    await expect(stat('Total entries')).toHaveText('10');
    await expect(stat('Good days')).toHaveText('50%');
    // 4 of 10 days Bad is exactly 40%, not over it: no suggestion.
    await expect(dialog.getByText('Quite a few days have been hard', { exact: false })).toHaveCount(
      0,
    );
    await expect(
      dialog.getByText('Saturdays seem more challenging. Plan something gentle for that day.'),
    ).toBeVisible();
    const barsAll = dialog.getByRole('list', { name: 'Mood chart' }).getByRole('button');
    await expect(barsAll).toHaveCount(7);
    await expect(
      dialog.getByRole('button', { name: /16.*2026: Bad$/ }).locator('.insights-bar-fill'),
    ).toHaveAttribute('style', /height: 30%/);
    await expect(dialog.getByRole('button', { name: /14.*2026: Bad$/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});

test('Insights leaves out a day after today, saved while the clock was wrong', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    moodHistory: { '2026-11-20': 'Good', [TODAY]: 'Good', '2027-01-05': 'Bad' },
    moodLevels: { '2027-01-06': 2 },
  });
  await page.goto(SECTION);
  const dialog = await openCard(page, 'Mood Insights');
  const stat = (name: string) =>
    dialog.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');
  await expect(stat('Total entries')).toHaveText('2');
  await dialog.getByRole('tab', { name: 'All time' }).click();
  await expect(stat('Total entries')).toHaveText('2');
  await expect(stat('Good days')).toHaveText('100%');
  await expect(dialog.getByRole('button', { name: /2027: Bad$/ })).toHaveCount(0);
});

test('Insights counts a slider mood by its band, and reads a day as the summary does', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, { moodHistory: { '2026-11-19': 'Good' }, moodLevels: { '2026-11-19': 2 } });
  await page.goto(SECTION);
  const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('6');
  const dialog = await openCard(page, 'Mood Insights');
  const stat = (name: string) =>
    dialog.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');
  await expect(stat('Total entries')).toHaveText('2');
  await expect(
    dialog.getByText('No moods logged for this period yet.', { exact: false }),
  ).toHaveCount(0);
  // today, from the slider's 6 (okay): Neutral; the 19th is read as the summary reads it, its
  // slider's 2 before its quiz result: Bad
  await dialog.getByRole('button', { name: /21.*2026: Neutral$/ }).click();
  await expect(dialog.getByRole('status')).toContainText('Neutral. Mood slider: 6/10.');
  await expect(dialog.getByRole('button', { name: /19.*2026: Bad$/ })).toBeVisible();
  await expect(stat('Good days')).toHaveText('0%');
});

test.describe('a double-click', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** A double-click as a hand makes it: the second press a moment after the first has acted. */
  async function doubleClick(page: Page, target: Locator) {
    await target.hover(); // once it has stopped moving (a dialog opening)
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(120);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
  }

  test('on a quiz answer answers one question; on Save Entry opens nothing under it', async ({
    page,
  }) => {
    await page.goto(SECTION);
    const quiz = await openCard(page, 'Mood Tracker');
    const options = quiz.getByRole('group').getByRole('button');
    // the second click of a double-click lands on the next question's answer
    await options.nth(1).click();
    await expect(quiz.getByText('Question 2 of 7')).toBeVisible();
    await options.nth(1).dispatchEvent('click', { detail: 2 });
    await options.nth(2).click();
    await expect(quiz.getByText('Question 3 of 7')).toBeVisible();
    await quiz.getByRole('button', { name: 'Previous' }).click();
    await expect(options.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await quiz.getByRole('button', { name: 'Previous' }).click();
    await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
    // by keyboard, each press still answers
    await options.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(quiz.getByText('Question 2 of 7')).toBeVisible();
    await page.keyboard.press('Escape');

    const journal = await openCard(page, 'Mood Journal');
    await journal.getByLabel("What's on your mind today?").fill('Rain all day, soup for tea.');
    await doubleClick(page, journal.getByRole('button', { name: 'Save Entry' }));
    await expect(page.getByText('Journal entry saved!')).toBeVisible();
    await expect(journal).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('journalHistory') ?? '[]').length),
    ).toBe(1);
    // a single click on a card opens it as before
    await openCard(page, 'Daily Quote');
  });
});

test('the mood modals pass axe in the light theme too', async ({ page }) => {
  await useTheme(page, 'light');
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    moodHistory: { '2026-11-19': 'Bad', '2026-11-20': 'Neutral', [TODAY]: 'Good' },
  });
  await page.goto(SECTION);
  const insights = await openCard(page, 'Mood Insights');
  await insights.getByRole('button', { name: /20.*2026: Neutral$/ }).click();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  const challenges = await openCard(page, 'Daily Challenges');
  await challenges.getByRole('checkbox').first().check();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  const quiz = await openCard(page, 'Mood Tracker');
  for (let q = 1; q <= 7; q++) {
    await expect(quiz.getByText(`Question ${q} of 7`)).toBeVisible();
    await quiz.getByRole('group').getByRole('button').first().click();
  }
  await expect(quiz.getByText("Keep it up! You're doing great!")).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('breathing', () => {
  test('alternates every 4 seconds and stops when closed', async ({ page }) => {
    await page.clock.install({ time: NOW });
    await page.goto(SECTION);
    await page.clock.pauseAt(new Date(NOW.getTime() + 60_000));
    const dialog = await openCard(page, 'Breathing Exercise');
    await expect(dialog.getByText('Breathe in…')).toBeVisible();
    await expect(dialog.locator('.breathing-circle')).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Follow the circle: breathe in as it grows, out as it shrinks. Four seconds each way.',
    );
    await page.clock.runFor(3_900);
    await expect(dialog.getByText('Breathe in…')).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog.getByText('Breathe out…')).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(dialog.getByText('Breathe in…')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.runFor(20_000);
    // Reopening starts again from the beginning.
    const again = await openCard(page, 'Breathing Exercise');
    await expect(again.getByText('Breathe in…')).toBeVisible();
    await page.clock.resume(); // axe needs running timers
    await expectNoA11yViolations(page);
  });

  test('the cues are not read out while the opening question is answered, and Pause stops them', async ({
    page,
  }) => {
    const said = await listenToLiveRegions(page);
    await page.clock.install({ time: NOW });
    await page.goto(SECTION);
    await page.clock.pauseAt(new Date(NOW.getTime() + 60_000));
    const dialog = await openCard(page, 'Breathing Exercise');
    const question = dialog.getByRole('group', { name: 'How distressed do you feel right now?' });
    await expect(question.getByRole('radio')).toHaveCount(11);
    const cues = async () => (await said()).filter((s) => /Breathe|Paused/.test(s));
    await page.clock.runFor(12_000);
    expect(await cues()).toEqual([]);
    // Arrow keys choose as they move: the question is being answered while focus is in it.
    await question.getByRole('radio', { name: '0', exact: true }).focus();
    for (const n of ['1', '2', '3']) {
      await page.keyboard.press('ArrowRight');
      await expect(question.getByRole('radio', { name: n, exact: true })).toBeChecked();
      await page.clock.runFor(4_000);
    }
    expect(await cues()).toEqual([]);
    // Answered and left: the cues are read out, one each four seconds.
    await page.keyboard.press('Tab');
    const pause = dialog.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeFocused();
    await page.clock.runFor(8_000);
    expect((await cues()).length).toBe(2);
    // Pause holds the exercise, and nothing is read out until Resume.
    await page.keyboard.press('Enter');
    const resume = dialog.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeFocused();
    await expect(dialog.getByText('Paused')).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(dialog.getByText('Paused')).toBeVisible();
    expect(await cues()).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await expect(dialog.getByText(/Breathe (in|out)…/)).toBeVisible();
    await page.clock.runFor(4_000);
    expect((await cues()).filter((s) => s !== 'Paused').length).toBeGreaterThan(0);
    await page.clock.resume(); // axe needs running timers
    await expectNoA11yViolations(page);
  });

  test('with reduced motion it is a plain text cue', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Breathing Exercise');
    await expect(dialog.getByText('Breathe in…')).toBeVisible();
    await expect(dialog.locator('.breathing-circle')).toBeHidden();
    // no circle to follow, so it is not asked for
    await expect(dialog).toHaveAccessibleDescription(
      'Follow the words: breathe in, then out. Four seconds each way.',
    );
    await expect(dialog.getByText(/circle/)).toBeHidden();
    await expectNoA11yViolations(page);
  });
});

test.describe('daily challenges and the streak', () => {
  test('ticks are kept per day and the streak counts check-in days, not ticks', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(SECTION);
    await page.getByRole('button', { name: 'Mood Streak', exact: true }).focus();
    await page.keyboard.press('Enter');
    const toast = page.getByText('Your current streak: 0 days! Keep it up!');
    await expect(toast).toBeVisible();
    // read out by its region, and never a stop of Tab: Tab goes on through the page and round
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Your current streak: 0 days!',
    );
    // The pointer rests on the toast, which holds it (as for anyone reading it) while Tab goes
    // round: 30 presses can take longer than its 2.2 seconds on a busy machine.
    await toast.hover();
    const stops: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''));
    }
    await expect(toast).toBeVisible();
    expect(stops.filter((s) => s.includes('data-sonner-toast'))).toEqual([]);
    expect(new Set(stops).size).toBeGreaterThan(8);

    await seed(page, {
      moodHistory: { '2026-11-19': 'Neutral' },
      journalHistory: [
        {
          id: new Date(2026, 10, 20, 21).getTime(),
          content: 'Quiet evening',
          date: '20/11/2026',
          time: '21:00:00',
        },
      ],
    });
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Daily Challenges');
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(8);
    await expect(dialog.getByText('0 of 8 done today')).toBeVisible();
    const water = dialog.getByRole('checkbox', { name: 'Drink a full glass of water' });
    await water.check();
    await dialog.getByRole('checkbox', { name: 'Tidy one small space' }).check();
    await expect(dialog.getByText('2 of 8 done today')).toBeVisible();
    // Unticking and ticking again changes nothing but that box.
    for (let i = 0; i < 3; i++) {
      await water.uncheck();
      await water.check();
    }
    expect(await stored(page, 'dailyChallenges')).toEqual({ [TODAY]: [1, 7] });
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Mood Streak', exact: true }).click();
    await expect(page.getByText('Your current streak: 3 days! Keep it up!')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Mood Streak', exact: true }).click();
    await expect(page.getByText('Your current streak: 3 days! Keep it up!')).toBeVisible();
    const again = await openCard(page, 'Daily Challenges');
    await expect(
      again.getByRole('checkbox', { name: 'Drink a full glass of water' }),
    ).toBeChecked();
    await expect(again.getByText('2 of 8 done today')).toBeVisible();
  });

  test("yesterday's ticks do not show today", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seed(page, { dailyChallenges: { '2026-11-20': [1, 2, 3] } });
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Daily Challenges');
    await expect(dialog.getByText('0 of 8 done today')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Mood Streak', exact: true }).click();
    await expect(page.getByText('Your current streak: 1 days! Keep it up!')).toBeVisible();
  });
});

test.describe('quote and games', () => {
  test('Daily Quote shows a quote and another on request', async ({ page }) => {
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Daily Quote');
    const quote = dialog.locator('blockquote');
    const first = (await quote.textContent()) ?? '';
    expect(first.length).toBeGreaterThan(10);
    await dialog.getByRole('button', { name: 'Another quote' }).click();
    await expect(quote).not.toHaveText(first);
    await expectNoA11yViolations(page);
  });

  test('Boost Your Mood opens the game menu with the five games', async ({ page }) => {
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Boost Your Mood');
    for (const game of [
      'Tic Tac Toe',
      'Rock Paper Scissors',
      'Memory Game',
      'Word Scramble',
      'Number Guessing',
    ])
      await expect(dialog.getByText(game, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('deep links', () => {
  const LINKS: Array<[string, string]> = [
    ['quiz', 'Mood Tracker'],
    ['insights', 'Mood Insights'],
    ['breathing', 'Breathing Exercise'],
    ['challenges', 'Daily Challenges'],
    ['journal', 'Mood Journal'],
    ['games', 'Boost Your Mood'],
  ];
  for (const [open, title] of LINKS) {
    test(`?open=${open} opens ${title} and drops the parameter`, async ({ page }) => {
      await page.goto(`${SECTION}?open=${open}`);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(page).toHaveURL(/\/chat\/mood-tracker$/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // Focus lands on the tool's card rather than being lost.
      await expect(page.getByRole('button', { name: title, exact: true })).toBeFocused();
      await page.reload();
      await expect(page.getByText('Mood: 5/10')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
  test('an unknown tool opens nothing', async ({ page }) => {
    await page.goto(`${SECTION}?open=nothing`);
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('offline before the cards have their code', () => {
  test.use({
    serviceWorkers: 'block',
    allowConsoleErrors: [/Failed to load resource|Could not load the mood tools/],
  });

  test('offline before its code is here, a card leaves the page as it is, and opens once back online', async ({
    page,
    context,
  }) => {
    // The cards' code is fetched a few seconds after the page settles: go offline before that.
    await page.route('**/assets/mood-dialogs-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(SECTION);
    await context.setOffline(true);
    await page.evaluate(() => ((window as unknown as { stays: boolean }).stays = true));
    await page.getByRole('button', { name: 'Mood Tracker', exact: true }).click();
    await page.waitForTimeout(1500);
    // No reload onto the browser's offline page: the same document, the section still there.
    expect(await page.evaluate(() => (window as unknown as { stays?: boolean }).stays)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await page.unroute('**/assets/mood-dialogs-*.js');
    await openCard(page, 'Mood Tracker');
  });
});

test.describe('left open overnight, in Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

  test('the slider shows the new day, with nothing saved for it, once the page is back in view', async ({
    page,
  }) => {
    // 1 June 2026, 23:55 in Kolkata (UTC+5:30).
    await page.clock.setFixedTime(new Date('2026-06-01T18:25:00Z'));
    await page.goto(SECTION);
    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Mood: 8/10')).toBeVisible();
    await expect(page.getByText('Saved for today.', { exact: false })).toBeVisible();
    expect(await stored(page, 'moodLevels')).toEqual({ '2026-06-01': 8 });

    // 2 June, 08:05: the page comes back into view.
    await page.clock.setFixedTime(new Date('2026-06-02T02:35:00Z'));
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('pageshow'));
    });
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    await expect(
      page.getByText('Slide to record how you feel today.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Saved for today.', { exact: false })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Mood: 4/10')).toBeVisible();
    expect(await stored(page, 'moodLevels')).toEqual({ '2026-06-01': 8, '2026-06-02': 4 });
  });

  test("the Daily Challenges left open show the new day's list, and a tick goes to it", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-06-01T18:25:00Z'));
    await page.goto(SECTION);
    const dialog = await openCard(page, 'Daily Challenges');
    await dialog.getByRole('checkbox', { name: 'Drink a full glass of water' }).check();
    await expect(dialog.getByText('1 of 8 done today')).toBeVisible();

    await page.clock.setFixedTime(new Date('2026-06-02T02:35:00Z'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(dialog.getByText('0 of 8 done today')).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: 'Drink a full glass of water' }),
    ).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Tidy one small space' }).check();
    await expect(dialog.getByText('1 of 8 done today')).toBeVisible();
    const ticks = (await stored(page, 'dailyChallenges')) as Record<string, number[]>;
    expect(Object.keys(ticks).sort()).toEqual(['2026-06-01', '2026-06-02']);
  });
});
