import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';
import { UNDERSTANDING_READY_MARK } from '../apps/web/src/lib/understanding';
import { detectCrisis } from '../packages/domain/src/crisis';
import { isClearCrisis, understand } from '../packages/understanding/src/understand-default';

/**
 * Help offered where words are written (issue 24, point 6): words that read as a crisis are saved
 * exactly as always, then a calm card offers the lines and the safety plan; several low days in
 * the mood section bring a gentle suggestion to talk to someone. Never an alarm, never a block.
 */

const SECTION = '/chat/mood-tracker';
/** Caught by the phrase detector (before the model is there) and by the model alike. */
const FLAGGED = 'I want to kill myself';
/** Missed by the phrase detector, read as a crisis by the model. */
const OVERDOSE = 'took a whole packet of paracetamol an hour ago';
const CALM = 'Had a nice lunch with my sister today.';
/** Over the model's threshold, where everyday words score too: a doubtful reading. */
const DOUBTFUL = 'mother in law is driving me up the wall';

const CARD = 'It sounds like things are really hard';
const MAYBE = 'In case today is heavy';
const LOW_DAYS = 'A few hard days lately';

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

const modelReady = (page: Page) =>
  page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    UNDERSTANDING_READY_MARK,
  );

const card = (page: Page, name = CARD) => page.getByRole('region', { name });
const slider = (page: Page) => page.getByRole('slider', { name: 'How is your mood right now?' });

async function writeJournal(page: Page, text: string) {
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
  await dialog.getByLabel("What's on your mind today?").fill(text);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Journal entry saved!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Presses Generate Prompt until a writing prompt shows (it is random). */
async function writingPrompt(page: Page) {
  const label = page.locator('.creative-prompt-kind');
  const text = page.locator('.creative-prompt-text');
  for (let i = 0; i < 60; i++) {
    const before = (await text.count()) > 0 ? await text.textContent() : null;
    await page.getByRole('button', { name: 'Generate Prompt' }).click();
    await expect(text).not.toHaveText(before ?? '');
    if ((await label.textContent()) === 'Writing prompt') return;
  }
  throw new Error('no writing prompt after 60 tries');
}

test('the sentences the tests use: the detector catches one, the model both', () => {
  expect(detectCrisis(FLAGGED)).toBe(true);
  expect(understand(FLAGGED)).toMatchObject({ crisis: true });
  expect(detectCrisis(OVERDOSE)).toBe(false);
  expect(understand(OVERDOSE)).toMatchObject({ crisis: true });
  expect(detectCrisis(CALM)).toBe(false);
  expect(understand(CALM)).toMatchObject({ crisis: false });
  expect(understand(DOUBTFUL)).toMatchObject({ crisis: true });
  expect(isClearCrisis(understand(DOUBTFUL))).toBe(false);
  expect(isClearCrisis(understand(OVERDOSE))).toBe(true);
});

test.describe('a journal entry', () => {
  test('that reads as a crisis is saved as always, then a calm card offers help; it can be dismissed', async ({
    page,
  }) => {
    await page.goto(SECTION);
    await writeJournal(page, FLAGGED);
    const offered = card(page);
    await expect(offered).toBeVisible();

    // Saved exactly as always: in storage and in the history.
    const list = await stored(page, 'journalHistory');
    expect(list.map((e: { content: string }) => e.content)).toEqual([FLAGGED]);

    // Calm, never in the way: a named region, no alert, no dialog left open.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(offered.getByRole('list', { name: 'People you can reach' })).toBeVisible();
    expect(await offered.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(offered.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute(
      'href',
      '/safety-plan',
    );
    // Said once to screen readers; focus stays where the dialog returned it.
    await expect(offered.getByRole('status')).toHaveText(
      `${CARD}. People you can reach are listed on this page.`,
    );
    await expect(page.getByRole('button', { name: 'Mood Journal', exact: true })).toBeFocused();
    // 'Need urgent help?' stands out for the rest of the visit.
    await expect(page.getByRole('button', { name: 'Need urgent help?' })).toHaveClass(
      /urgent-help-btn-emphasised/,
    );
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
    await dialog.getByRole('button', { name: 'See Your Previous Journals' }).click();
    await expect(page.getByRole('dialog').getByRole('article').first()).toContainText(FLAGGED);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The dialog gives focus back to its opener a moment after it leaves the page; wait for it, as
    // a person would, so that move cannot land after the one checked below.
    await expect(page.getByRole('button', { name: 'Mood Journal', exact: true })).toBeFocused();

    // Dismissed by keyboard; focus goes to what comes just before the card: the slider.
    await offered.getByRole('button', { name: 'Dismiss this note' }).focus();
    await page.keyboard.press('Enter');
    await expect(offered).toHaveCount(0);
    await expect(slider(page)).toBeFocused();
    expect((await stored(page, 'journalHistory')).length).toBe(1);

    // A new entry that reads as a crisis offers it again.
    await writeJournal(page, 'I feel like ending it all');
    await expect(card(page)).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: [/net::ERR_FAILED .*\/assets\/support-card-/] });
    test("if the card's code cannot be fetched, the emergency numbers stand in until it can", async ({
      page,
    }) => {
      const code = /\/assets\/support-card-[^/]*\.js$/;
      await page.route(code, (route) => route.abort());
      await page.goto(SECTION);
      // A missing chunk online first reloads the page once, in case a new build replaced it
      // (main.tsx); that one reload is spent here, so what a person sees next is the stand-in.
      await page.evaluate(() =>
        sessionStorage.setItem('mentora.chunkReloadAt', String(Date.now() + 600_000)),
      );
      await writeJournal(page, FLAGGED);
      await expect(
        page.getByText('call your local emergency number now (911, 999, 112 or 000)'),
      ).toBeVisible();
      await expect(card(page)).toHaveCount(0);
      expect((await stored(page, 'journalHistory')).length).toBe(1);
      // Back online: the card comes in its place.
      await page.unroute(code);
      await page.evaluate(() => dispatchEvent(new Event('online')));
      await expect(card(page)).toBeVisible();
      await expect(page.getByText('(911, 999, 112 or 000)')).toHaveCount(0);
    });
  });

  test.describe('when the page reloads for a new build', () => {
    // one pattern: an array of two would be read as a value and its options
    test.use({
      allowConsoleErrors: [
        /net::ERR_FAILED .*\/assets\/(support-card|written-check)-|Could not check the saved words/,
      ],
    });

    /**
     * Fails the first request for a chunk (as for one a new build removed), then serves it; saves
     * a journal entry, and waits for the reload main.tsx makes for the new build. How many times
     * the chunk was asked for.
     */
    async function saveThroughReload(page: Page, chunk: string, text: string) {
      const asked = { count: 0 };
      await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), (route) =>
        asked.count++ === 0 ? route.abort() : route.continue(),
      );
      await page.goto(SECTION);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
      await dialog.getByLabel("What's on your mind today?").fill(text);
      await dialog.getByRole('button', { name: 'Save Entry' }).click();
      await reloaded;
      return asked;
    }

    test('the card just offered comes back after it, and stays away once dismissed', async ({
      page,
    }) => {
      const asked = await saveThroughReload(page, 'support-card', FLAGGED);
      await expect(card(page)).toBeVisible();
      expect(asked.count).toBe(2);
      expect((await stored(page, 'journalHistory')).length).toBe(1);
      await expect(page.getByRole('button', { name: 'Need urgent help?' })).toHaveClass(
        /urgent-help-btn-emphasised/,
      );

      await card(page).getByRole('button', { name: 'Dismiss this note' }).click();
      await expect(card(page)).toHaveCount(0);
      await page.reload();
      await expect(slider(page)).toBeVisible();
      expect(
        await page.evaluate(() => sessionStorage.getItem('mentora.helpOffer.mood-tracker')),
      ).toBeNull();
      await expect(card(page)).toHaveCount(0);
    });

    test('words saved just before it are checked after it', async ({ page }) => {
      const asked = await saveThroughReload(page, 'written-check', OVERDOSE);
      await expect(card(page)).toBeVisible();
      expect(asked.count).toBe(2);
      const list = await stored(page, 'journalHistory');
      expect(list.map((e: { content: string }) => e.content)).toEqual([OVERDOSE]);
    });
  });

  test('in the light theme, axe is clean with the card shown', async ({ page }) => {
    await useTheme(page, 'light');
    await page.goto(SECTION);
    await writeJournal(page, FLAGGED);
    await expect(card(page)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('an everyday entry brings no card; one the model reads as a crisis does', async ({
    page,
  }) => {
    await page.goto(SECTION);
    await writeJournal(page, CALM);
    // The save made the page load the model to read it; once read, still no card.
    await modelReady(page);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(card(page)).toHaveCount(0);

    await writeJournal(page, OVERDOSE);
    await expect(card(page)).toBeVisible();
    expect(
      (await stored(page, 'journalHistory')).map((e: { content: string }) => e.content),
    ).toEqual([OVERDOSE, CALM]);
  });
});

test('an entry the model is not sure of brings the same help, in words that do not say it is a crisis', async ({
  page,
}) => {
  await page.goto(SECTION);
  await writeJournal(page, DOUBTFUL);
  const maybe = card(page, MAYBE);
  await expect(maybe).toBeVisible();
  await expect(maybe).toContainText('What you wrote is saved. If any of it is weighing on you');
  await expect(maybe.getByRole('list', { name: 'People you can reach' })).toBeVisible();
  await expect(maybe.getByRole('status')).toHaveText(
    `${MAYBE}. People you can reach are listed on this page.`,
  );
  await expect(card(page)).toHaveCount(0);
  // A clear reading after it says so; a doubtful one after a clear one does not soften it.
  await writeJournal(page, OVERDOSE);
  await expect(card(page)).toBeVisible();
  await expect(maybe).toHaveCount(0);
  await writeJournal(page, DOUBTFUL);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  await expect(card(page)).toBeVisible();
});

test('a written creative response that reads as a crisis is saved, then help is offered', async ({
  page,
}) => {
  await page.goto('/creative');
  await writingPrompt(page);
  const prompt = await page.locator('.creative-prompt-text').textContent();
  await page.getByRole('textbox', { name: 'Your response' }).fill(FLAGGED);
  await page.getByRole('button', { name: 'Save to journal' }).click();
  await expect(page.getByText('Saved to your journal.')).toBeVisible();
  const offered = card(page);
  await expect(offered).toBeVisible();
  expect((await stored(page, 'journalHistory'))[0].content).toBe(
    `Creative prompt: ${prompt}\n\n${FLAGGED}`,
  );
  await expect(offered.getByRole('link', { name: 'Open my safety plan' })).toBeVisible();
  await expectNoA11yViolations(page);

  await offered.getByRole('button', { name: 'Dismiss this note' }).click();
  await expect(offered).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open your journal' })).toBeFocused();
});

test.describe('low days', () => {
  test('three low days in the last five bring a gentle suggestion; dismissed, it waits for a later low day', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    // Two low days already: the slider at 2 four days ago, a Bad quiz two days ago; one good day.
    await seed(page, {
      moodLevels: { '2026-11-17': 2, '2026-11-20': 8 },
      moodHistory: { '2026-11-19': 'Bad', '2026-11-20': 'Good' },
    });
    await page.goto(SECTION);
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    await expect(card(page, LOW_DAYS)).toHaveCount(0);

    // Today at 3: not low.
    await slider(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Mood: 3/10')).toBeVisible();
    await expect(card(page, LOW_DAYS)).toHaveCount(0);

    // Today at 2: the third low day.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Mood: 2/10')).toBeVisible();
    const note = card(page, LOW_DAYS);
    await expect(note).toBeVisible();
    await expect(slider(page)).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Come with the mood just saved, it is said once, politely (the focus stays on the slider).
    await expect(note.getByRole('status')).toHaveText(
      'A few hard days lately. People you can reach are listed on this page.',
    );
    await expect(note.getByRole('list', { name: 'People you can reach' })).toBeVisible();
    await expect(note.getByRole('link', { name: 'Open my safety plan' })).toBeVisible();
    await expectNoA11yViolations(page);

    await note.getByRole('button', { name: 'Dismiss this note' }).click();
    await expect(note).toHaveCount(0);
    await expect(slider(page)).toBeFocused();
    expect(await stored(page, 'lowDaysNoteDismissed')).toBe(TODAY);

    // Still dismissed after a reload, and when today is low again.
    await page.reload();
    await expect(page.getByText('Mood: 2/10')).toBeVisible();
    await slider(page).focus();
    await page.keyboard.press('Home');
    await expect(page.getByText('Mood: 1/10')).toBeVisible();
    await expect(card(page, LOW_DAYS)).toHaveCount(0);

    // The next day: back only once a new low day is recorded (three in the last five again).
    await page.clock.setFixedTime(new Date(2026, 10, 22, 10, 0, 0));
    await page.reload();
    await expect(page.getByText('Mood: 5/10')).toBeVisible();
    await expect(card(page, LOW_DAYS)).toHaveCount(0);
    await slider(page).focus();
    await page.keyboard.press('Home');
    await expect(card(page, LOW_DAYS)).toBeVisible();
  });

  test('in the light theme, axe is clean with the suggestion shown', async ({ page }) => {
    await useTheme(page, 'light');
    await page.clock.setFixedTime(NOW);
    await seed(page, { moodLevels: { '2026-11-17': 1, '2026-11-18': 2, [TODAY]: 1 } });
    await page.goto(SECTION);
    await expect(card(page, LOW_DAYS)).toBeVisible();
    // There as the page opens, it is read with the page, not said on its own.
    await page.waitForTimeout(300);
    await expect(card(page, LOW_DAYS).getByRole('status')).toHaveText('');
    await expectNoA11yViolations(page);
  });

  test('an unreadable dismissal date is set aside and the suggestion shows', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seed(page, {
      moodHistory: { '2026-11-18': 'Bad', '2026-11-19': 'Bad', '2026-11-21': 'Bad' },
      lowDaysNoteDismissed: { when: 'yesterday' },
    });
    await page.goto(SECTION);
    await expect(card(page, LOW_DAYS)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lowDaysNoteDismissed.corrupt'))).toBe(
      '{"when":"yesterday"}',
    );
  });
});
