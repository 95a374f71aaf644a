import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, listenToLiveRegions, test, useTheme } from './fixtures';

/**
 * Boost Your Mood: each game opens from the card on the mood page, is played to an end by
 * keyboard from what the page shows a player, and closes cleanly. Timers run on Playwright's clock.
 */

const WORDS = ['HAPPY', 'SMILE', 'JOY', 'PEACE', 'LOVE', 'DREAM', 'HOPE', 'FUN'];

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
});

/** axe needs the clock to run; it is paused again afterwards. */
async function checkA11y(page: Page) {
  await page.clock.resume();
  await expectNoA11yViolations(page);
  await pauseClock(page);
}

/**
 * From here on the clock only moves when the test says so (runFor), however slow the machine.
 * The clock runs between reading the page's time and pausing it: on a busy machine more than
 * the second allowed can pass, and the pause would then lie in the past. It is read again then.
 */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('to the past')) throw err;
    }
  }
}

/** Opens the game menu from the 'Boost Your Mood' card, by keyboard. */
async function openMenu(page: Page): Promise<Locator> {
  // A clock this test paused earlier would hold the new page's start (it waits for a frame).
  await page.clock.resume();
  await page.goto('/chat/mood-tracker');
  await pauseClock(page);
  const card = page.getByRole('button', { name: /^Boost Your Mood/ });
  await card.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Boost Your Mood' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses a game from the menu by keyboard and returns the game's dialog. */
async function openGame(page: Page, name: string): Promise<Locator> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('region', { name })).toBeFocused();
  return dialog;
}

/** Presses Enter on a control, the way a keyboard player activates it. */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/** Closes with Escape: the dialog goes, focus returns to the card, and nothing fires later. */
async function closeCleanly(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Let every timer there was run out: nothing of the closed game may fire.
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Boost Your Mood/ })).toBeFocused();
}

test('the menu lists the five games and Back to games returns to it', async ({ page }) => {
  const menu = await openMenu(page);
  const names = await menu.getByRole('list', { name: 'Games' }).getByRole('button').all();
  const labels = await Promise.all(names.map((b) => b.getAttribute('aria-label')));
  expect(labels).toEqual([
    'Tic Tac Toe',
    'Rock Paper Scissors',
    'Memory Game',
    'Word Scramble',
    'Number Guessing',
  ]);
  await checkA11y(page);
  await press(menu.getByRole('button', { name: 'Word Scramble', exact: true }));
  const game = page.getByRole('dialog', { name: 'Word Scramble' });
  await press(game.getByRole('button', { name: 'Back to games' }));
  await expect(page.getByRole('dialog', { name: 'Boost Your Mood' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Word Scramble', exact: true })).toBeFocused();
  await closeCleanly(page);
});

test('the link /chat/mood-tracker?open=games opens the menu', async ({ page }) => {
  await page.goto('/chat/mood-tracker?open=games');
  await expect(page.getByRole('dialog', { name: 'Boost Your Mood' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat\/mood-tracker$/);
});

test('Tic Tac Toe: played by keyboard to a win, loss or draw', async ({ page }) => {
  const game = await openGame(page, 'Tic Tac Toe');
  const status = game.getByRole('status');
  await expect(status).toHaveText('You are X and you go first. Pick a square.');
  await checkA11y(page);

  const ends =
    /^(You win! Three in a row\.|The computer played .* and wins this time\.|It's a draw! Nobody got three in a row\.)$/;
  // Arrow keys walk the board; Enter plays the first free square each turn.
  for (let turn = 0; turn < 5; turn++) {
    const free = game.getByRole('button', { name: /: empty$/ });
    const first = game.getByRole('button', { name: 'Row 1, column 1:', exact: false }).first();
    await first.focus();
    const target = (await free.first().getAttribute('aria-label'))!;
    const index = await game
      .getByRole('group', { name: 'Board' })
      .getByRole('button')
      .evaluateAll(
        (cells, label) => cells.findIndex((c) => c.getAttribute('aria-label') === label),
        target,
      );
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
    await expect(game.getByRole('button', { name: target })).toBeFocused();
    await page.keyboard.press('Enter');
    if (ends.test((await status.textContent()) ?? '')) break;
    await expect(status).toHaveText('The computer is thinking…');
    // The board takes no input while the computer thinks.
    await expect(game.getByRole('button', { name: /: empty$/ }).first()).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.clock.runFor(500);
    if (ends.test((await status.textContent()) ?? '')) break;
    await expect(status).toHaveText(/^The computer played row \d, column \d\. Your turn\.$/);
  }
  await expect(status).toHaveText(ends);
  const text = (await status.textContent())!;
  if (!text.startsWith("It's a draw")) {
    await expect(game.getByRole('button', { name: /winning line$/ })).toHaveCount(3);
  }
  await checkA11y(page);
  await press(game.getByRole('button', { name: 'New Game' }));
  await expect(game.getByRole('button', { name: /: empty$/ })).toHaveCount(9);
  await closeCleanly(page);
});

test('Tic Tac Toe: the board is one Tab stop, with arrow keys inside it', async ({ page }) => {
  const game = await openGame(page, 'Tic Tac Toe');
  const square = (name: string) => game.getByRole('button', { name, exact: true });
  await press(square('Row 1, column 1: empty'));
  await page.clock.runFor(500);
  await expect(square('Row 1, column 1: X')).toBeFocused();
  // Tab leaves the board at once, and Shift+Tab comes back to the square last moved to.
  await page.keyboard.press('Tab');
  await expect(game.getByRole('button', { name: 'New Game' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(square('Row 1, column 1: X')).toBeFocused();
  // Filled squares are reached by the arrows and say what is on them.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(game.getByRole('button', { name: /^Row 2, column 2: / })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(game.getByRole('group', { name: 'Board' }).locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(game.getByRole('button', { name: /^Row 2, column 2: / })).toBeFocused();
  await closeCleanly(page);
});

test('Rock Paper Scissors: five rounds by keyboard to the final message', async ({ page }) => {
  const game = await openGame(page, 'Rock Paper Scissors');
  const status = game.getByRole('status');
  await expect(game.getByText('Round 1/5')).toBeVisible();
  await checkA11y(page);
  await press(game.getByRole('button', { name: 'Start New Round' }));
  const rock = game.getByRole('button', { name: 'Rock' });
  // The choices come before Start New Round, which now waits: focus goes to the first of them.
  await expect(rock).toBeFocused();
  for (let round = 1; round <= 5; round++) {
    await expect(game.getByText(`Round ${round}/5`)).toBeVisible();
    // Seen, and not read out word by word: the live region waits for the choice.
    await expect(status).toHaveText('');
    for (const [word, ms] of [
      ['Rock...', 1000],
      ['Paper...', 1000],
      ['Scissors...', 1000],
      ['Shoot!', 500],
    ] as const) {
      await expect(game.getByText(word, { exact: true })).toBeVisible();
      // Choices are blocked during the countdown, and a press says why.
      await expect(rock).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Wait for Shoot!, then choose.');
      await expect(game.getByText(word, { exact: true })).toBeVisible();
      await page.clock.runFor(ms);
    }
    await expect(status).toHaveText('Make your choice!');
    await press(rock);
    await expect(status).toHaveText(
      /^You chose Rock, the computer chose (Rock|Paper|Scissors)\. (You win this round!|The computer wins this round\.|It's a tie\.)/,
    );
    if (round < 5) {
      await expect(status).toContainText('Next round coming up…');
      await page.clock.runFor(2000);
    }
  }
  await expect(game.getByText('Round 5/5')).toBeVisible();
  await expect(status).toHaveText(
    /(You won the game, \d to \d! Nicely played\.|The computer won the game, \d to \d\. Good effort, want another go\?|It's a draw, \d to \d\. Evenly matched!)$/,
  );
  await expect(game.getByRole('button', { name: 'Start New Round' })).toHaveCount(0);
  await checkA11y(page);
  await press(game.getByRole('button', { name: 'Play Again' }));
  await expect(game.getByText('Round 1/5')).toBeVisible();
  await expect(game.getByText('You 0 · Computer 0')).toBeVisible();
  await closeCleanly(page);
});

test('Memory Game: every pair found by keyboard, remembering what was seen', async ({ page }) => {
  const game = await openGame(page, 'Memory Game');
  const status = game.getByRole('status');
  const cards = game.getByRole('group', { name: 'Cards' }).getByRole('button');
  await expect(cards).toHaveCount(16);
  await checkA11y(page);

  const labelOf = async (i: number) => (await cards.nth(i).getAttribute('aria-label'))!;
  const faceOf = async (i: number) => /^Card \d+: (.*?)(, matched)?$/.exec(await labelOf(i))![1]!;
  const isMatched = async (i: number) => (await labelOf(i)).endsWith(', matched');
  const seen = new Map<number, string>();
  const flip = async (i: number) => {
    await press(cards.nth(i));
    await expect(cards.nth(i)).not.toHaveAttribute('aria-label', /face down$/);
    seen.set(i, await faceOf(i));
    return seen.get(i)!;
  };
  const unseen = async () => {
    for (let j = 0; j < 16; j++) if (!seen.has(j) && !(await isMatched(j))) return j;
    return undefined;
  };

  let checkedThirdCard = false;
  for (let i = 0; i < 16; i++) {
    if (await isMatched(i)) continue;
    const face = await flip(i);
    let partner: number | undefined;
    for (const [j, f] of seen) if (j !== i && f === face && !(await isMatched(j))) partner = j;
    if (partner !== undefined) {
      await flip(partner);
      continue;
    }
    const next = await unseen();
    if (next === undefined) continue;
    await flip(next);
    if (await isMatched(next)) continue;
    await expect(status).toContainText('not a match');
    if (!checkedThirdCard) {
      // A third card cannot be opened during the 1 s before the pair turns back.
      const third = await unseen();
      if (third !== undefined) {
        await press(cards.nth(third));
        await expect(cards.nth(third)).toHaveAttribute('aria-label', /face down$/);
        checkedThirdCard = true;
      }
    }
    await page.clock.runFor(1000);
    await expect(cards.nth(next)).toHaveAttribute('aria-label', /face down$/);
  }
  await expect(status).toHaveText(/^Well done! You found all 8 pairs in \d+ moves\.$/);
  await expect(game.getByText('Score: 80')).toBeVisible();
  const moves = /in (\d+) moves/.exec((await status.textContent())!)![1];
  await expect(game.getByText(`Moves: ${moves}`)).toBeVisible();
  await checkA11y(page);
  await closeCleanly(page);
});

test('Word Scramble: solved by keyboard from the letters shown', async ({ page }) => {
  const game = await openGame(page, 'Word Scramble');
  const status = game.getByRole('status').locator('.game-status-text');
  const input = game.getByRole('textbox', { name: 'Your guess' });
  await checkA11y(page);

  /** The letters on the tiles, and the one word of the list they spell. */
  const readLetters = async () => {
    const letters = (await game.locator('.scramble-tile').allTextContents()).join('');
    const sorted = (w: string) => [...w].sort().join('');
    return { letters, word: WORDS.find((w) => sorted(w) === sorted(letters))! };
  };

  const first = await readLetters();
  expect(first.letters).not.toBe(first.word);
  await input.fill(first.letters);
  await input.press('Enter');
  await expect(status).toHaveText('Try again!');

  await input.fill(first.word.toLowerCase());
  await input.press('Enter');
  await expect(status).toHaveText('Correct!');
  await expect(game.getByText('Score: 10')).toBeVisible();
  await expect(game.getByText('Level: 2')).toBeVisible();
  await checkA11y(page);

  await page.clock.runFor(1500);
  await expect(status).toHaveText('A new word is ready.');
  const second = await readLetters();
  expect(second.word).not.toBe(first.word);
  await input.fill(second.word);
  await input.press('Enter');
  await expect(status).toHaveText('Correct!');
  await expect(game.getByText('Score: 30')).toBeVisible();
  await expect(game.getByText('Level: 3')).toBeVisible();
  await closeCleanly(page);
});

test('Word Scramble: the same wrong guess twice is heard twice', async ({ page }) => {
  const heard = await listenToLiveRegions(page);
  const game = await openGame(page, 'Word Scramble');
  const status = game.getByRole('status').locator('.game-status-text');
  const input = game.getByRole('textbox', { name: 'Your guess' });
  const letters = (await game.locator('.scramble-tile').allTextContents()).join('');
  await heard();

  await input.fill(letters);
  await input.press('Enter');
  await expect(status).toHaveText('Try again!');
  expect(await heard()).toEqual([`Try again! You guessed ${letters}.`]);
  // The field keeps the guess: Enter sends it again.
  await input.press('Enter');
  await expect(status).toHaveText('Try again!');
  await expect
    .poll(heard)
    .toEqual([`Try again! You guessed ${letters}. 2 wrong guesses at this word.`]);
  await closeCleanly(page);
});

test('Number Guessing: halving the range by keyboard until a win or Game Over', async ({
  page,
}) => {
  const game = await openGame(page, 'Number Guessing');
  const status = game.getByRole('status').locator('.game-status-text');
  const input = game.getByRole('textbox', { name: 'Your guess' });
  await checkA11y(page);

  for (const bad of ['abc', '0', '101', '7.5']) {
    await input.fill(bad);
    await input.press('Enter');
    await expect(status).toHaveText('Please enter a number between 1 and 100');
    await expect(game.getByText('Attempts left: 5')).toBeVisible();
  }

  let low = 1;
  let high = 100;
  let end = '';
  for (let attempt = 1; attempt <= 5 && !end; attempt++) {
    const guess = Math.floor((low + high) / 2);
    await input.fill(String(guess));
    await input.press('Enter');
    await expect(status).toHaveText(/^(Too low!|Too high!|Correct! .*|Game Over! .*)$/);
    const text = (await status.textContent())!;
    if (text === 'Too low!') low = guess + 1;
    else if (text === 'Too high!') high = guess - 1;
    else end = text;
    if (!end) await expect(game.getByText(`Attempts left: ${5 - attempt}`)).toBeVisible();
  }
  const won = /^Correct! You found it in (\d) attempts?!$/.exec(end);
  const lost = /^Game Over! The number was (\d+)$/.exec(end);
  expect(won ?? lost).toBeTruthy();
  if (won) {
    const attempts = Number(won[1]);
    await expect(game.getByText(`Score: ${10 * (5 - (attempts - 1))}`)).toBeVisible();
  } else {
    const n = Number(lost![1]);
    expect(n >= low && n <= high).toBe(true);
    await expect(game.getByText('Score: 0')).toBeVisible();
  }
  await checkA11y(page);
  await page.clock.runFor(2000);
  await expect(status).toHaveText('New number! Guess again from 1 to 100.');
  await expect(game.getByText('Attempts left: 5')).toBeVisible();
  await closeCleanly(page);
});

test('Number Guessing: a guess sent as a game ends is the first guess at the new number', async ({
  page,
}) => {
  // Random 0.17: the number is 18, in this game and the next.
  await page.addInitScript(() => (Math.random = () => 0.17));
  const heard = await listenToLiveRegions(page);
  const game = await openGame(page, 'Number Guessing');
  const status = game.getByRole('status').locator('.game-status-text');
  const input = game.getByRole('textbox', { name: 'Your guess' });
  for (const n of ['1', '2', '3', '4', '5']) {
    await input.fill(n);
    await input.press('Enter');
  }
  await expect(status).toHaveText('Game Over! The number was 18');
  await heard();
  await page.clock.runFor(500);
  await input.fill('60');
  await input.press('Enter');
  await expect(status).toHaveText('Too high!');
  await expect(game.getByText('Attempts left: 4')).toBeVisible();
  await expect(game.getByRole('listitem')).toHaveText(['60: too high']);
  await expect
    .poll(heard)
    .toEqual(['Too high! You guessed 60, the first guess at a new number. 4 attempts left.']);
  // No second new number comes to drop it.
  await page.clock.runFor(3000);
  await expect(status).toHaveText('Too high!');
  await expect(game.getByText('Attempts left: 4')).toBeVisible();
  await closeCleanly(page);
});

// One test per game: five axe scans in one test came close to its time limit on a loaded machine.
for (const name of [
  'Tic Tac Toe',
  'Rock Paper Scissors',
  'Memory Game',
  'Word Scramble',
  'Number Guessing',
]) {
  test(`${name} passes axe in the light theme`, async ({ page }) => {
    await useTheme(page, 'light');
    const game = await openGame(page, name);
    await expect(game).toBeVisible();
    await checkA11y(page);
  });
}

test.describe('by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('a game is playable by touch on a small screen', async ({ page }) => {
    await page.goto('/chat/mood-tracker');
    await pauseClock(page);
    await page.getByRole('button', { name: /^Boost Your Mood/ }).tap();
    await page.getByRole('button', { name: 'Tic Tac Toe', exact: true }).tap();
    const game = page.getByRole('dialog', { name: 'Tic Tac Toe' });
    await game.getByRole('button', { name: 'Row 2, column 2: empty' }).tap();
    await expect(game.getByRole('button', { name: 'Row 2, column 2: X' })).toBeVisible();
    await page.clock.runFor(500);
    await expect(game.getByRole('button', { name: /: O$/ })).toHaveCount(1);
    await game.getByRole('button', { name: 'Back to games' }).tap();
    await page.getByRole('button', { name: 'Memory Game', exact: true }).tap();
    const memory = page.getByRole('dialog', { name: 'Memory Game' });
    await memory.getByRole('button', { name: 'Card 1: face down' }).tap();
    await expect(memory.getByRole('button', { name: /^Card 1: / })).not.toHaveAttribute(
      'aria-label',
      /face down$/,
    );
    await memory.getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
