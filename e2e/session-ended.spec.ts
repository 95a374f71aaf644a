import type { Browser } from '@playwright/test';
import { device, logIn, PASSWORD, revisit, signUp } from './account-steps';
import {
  expect,
  expectNoA11yViolations,
  fillStorage,
  test,
  type Page,
  LONG_WALK,
} from './fixtures';

// An account deleted (or signed out) on another device: the copy of its data on this device is
// not added to whichever account signs in here next, unless the person chose to keep it as guest
// data (a guest's data is added to the account that signs in: sync.spec.ts).

/** Account A on this device: a journal entry and today's mood, synced. */
async function accountWithData(page: Page, email: string) {
  await signUp(page, email);
  await page.goto('/chat/mood-tracker');
  const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
  // Signed in, the journal says where the words go: this browser and the account.
  await expect(dialog.getByLabel("What's on your mind today?")).toHaveAccessibleDescription(
    /kept in this browser and in your account/,
  );
  await dialog.getByLabel("What's on your mind today?").fill('A private thought.');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Journal entry saved!').first()).toBeVisible();
  await revisit(page);
}

/** Deletes the account from another device. */
async function deleteElsewhere(browser: Browser, email: string) {
  const other = await device(browser);
  await logIn(other.page, email);
  await other.page.goto('/settings');
  await other.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = other.page.getByRole('alertdialog', { name: 'Delete my account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(other.page).toHaveURL(/\/$/);
  await other.context.close();
}

/** What an account holds on the server, as a fresh device sees it after signing in. */
async function accountData(browser: Browser, email: string) {
  const fresh = await device(browser);
  await logIn(fresh.page, email);
  await revisit(fresh.page);
  const data = await fresh.page.evaluate(() => ({
    journal: localStorage.getItem('journalHistory') ?? '',
    moods: localStorage.getItem('moodLevels') ?? '',
  }));
  await fresh.context.close();
  return data;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('an account deleted on another device', () => {
  // The deleted account's session is refused, which the browser logs.
  test.use({ allowConsoleErrors: [/Failed to load resource.*401/] });
  test.setTimeout(LONG_WALK);

  test('its data here joins no other account: the person is asked, and can remove it', async ({
    browser,
  }) => {
    const a = `held-a-${Date.now()}@example.com`;
    const b = `held-b-${Date.now()}@example.com`;
    const here = await device(browser);
    await accountWithData(here.page, a);
    await deleteElsewhere(browser, a);

    // Back on this device: it asks, in a dialog that has the focus.
    await here.page.goto('/chat');
    const ask = here.page.getByRole('dialog', { name: "You've been signed out" });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(`This device still has the data of ${a}.`);
    await expect(ask.locator(':focus')).toHaveCount(1);
    await expectNoA11yViolations(here.page);
    // Escape puts the question off; the data stays, joined to nothing.
    await here.page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    expect(await stored(here.page, 'journalHistory')).toContain('A private thought.');

    // Someone else signs up here: nothing of A's goes to their account, and it asks again.
    await here.page.getByRole('link', { name: 'Sign In' }).click();
    await here.page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await signUp(here.page, b, false);
    await expect(ask).toBeVisible();
    // Time for a sync, were one to start.
    await here.page.waitForTimeout(4000);
    expect(await accountData(browser, b)).toEqual({ journal: '', moods: '' });

    await ask.getByRole('button', { name: 'Remove it from this device' }).click();
    await expect(ask).toBeHidden();
    expect(await stored(here.page, 'journalHistory')).toBeNull();
    expect(await stored(here.page, 'moodLevels')).toBeNull();
    // B is still signed in here, and syncs.
    await revisit(here.page);
    await expect(here.page.getByRole('button', { name: `Account menu for ${b}` })).toBeVisible();
    expect(await accountData(browser, b)).toEqual({ journal: '', moods: '' });
    await here.context.close();
  });

  test('kept as guest data, it is added to the next account, as a guest’s data is', async ({
    browser,
  }) => {
    const a = `kept-a-${Date.now()}@example.com`;
    const b = `kept-b-${Date.now()}@example.com`;
    const here = await device(browser);
    await accountWithData(here.page, a);
    await deleteElsewhere(browser, a);

    await here.page.goto('/chat/mood-tracker');
    const ask = here.page.getByRole('dialog', { name: "You've been signed out" });
    await ask.getByRole('button', { name: 'Keep it as guest data' }).click();
    await expect(ask).toBeHidden();
    await expect(here.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await stored(here.page, 'journalHistory')).toContain('A private thought.');

    await signUp(here.page, b);
    await expect(ask).toHaveCount(0);
    await revisit(here.page);
    const onB = await accountData(browser, b);
    expect(onB.journal).toContain('A private thought.');
    expect(Object.values(JSON.parse(onB.moods) as Record<string, number>)).toEqual([6]);
    await here.context.close();
  });
});

test.describe('logged out here, leaving the data on this device', () => {
  test.setTimeout(LONG_WALK);

  test('another account that signs in gets none of it without being asked; the same one gets it back', async ({
    browser,
  }) => {
    const a = `left-a-${Date.now()}@example.com`;
    const b = `left-b-${Date.now()}@example.com`;
    const here = await device(browser);
    await accountWithData(here.page, a);
    await here.page.getByRole('button', { name: `Account menu for ${a}` }).click();
    await here.page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await expect(here.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Logged out by choice: nothing is asked, and the data is still here.
    const ask = here.page.getByRole('dialog', { name: 'This device has another account’s data' });
    await expect(ask).toHaveCount(0);
    expect(await stored(here.page, 'journalHistory')).toContain('A private thought.');

    // Someone else signs up here: asked, and meanwhile nothing of A's goes to their account.
    await here.page.getByRole('link', { name: 'Sign In' }).click();
    await here.page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await signUp(here.page, b, false);
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(
      `This device still has the data of ${a}, who logged out here and left it.`,
    );
    await here.page.waitForTimeout(4000);
    expect(await accountData(browser, b)).toEqual({ journal: '', moods: '' });
    await ask.getByRole('button', { name: 'Remove it from this device' }).click();
    await expect(ask).toBeHidden();
    expect(await stored(here.page, 'journalHistory')).toBeNull();

    // A's account still has it all, and A logging back in here gets it back.
    await here.page.getByRole('button', { name: `Account menu for ${b}` }).click();
    await here.page
      .getByRole('menuitem', { name: 'Logout and remove my data from this device' })
      .click();
    await logIn(here.page, a);
    await revisit(here.page);
    expect(await stored(here.page, 'journalHistory')).toContain('A private thought.');
    await expect(ask).toHaveCount(0);
    await here.context.close();
  });
  test('what a guest wrote here after the logout stays when the account’s data is removed', async ({
    browser,
  }) => {
    const a = `left-guest-a-${Date.now()}@example.com`;
    const b = `left-guest-b-${Date.now()}@example.com`;
    const here = await device(browser);
    await accountWithData(here.page, a);
    await here.page.getByRole('button', { name: `Account menu for ${a}` }).click();
    await here.page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await expect(here.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Someone writes in the journal here as a guest.
    await here.page.goto('/chat/mood-tracker');
    await here.page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
    const journal = here.page.getByRole('dialog', { name: 'Mood Journal' });
    await journal.getByLabel("What's on your mind today?").fill('Written after the logout.');
    await journal.getByRole('button', { name: 'Save Entry' }).click();
    await expect(journal).toBeHidden();
    // Another account signs up here and removes the data of the one that left.
    await here.page.goto('/login?mode=signup');
    await signUp(here.page, b, false);
    const ask = here.page.getByRole('dialog', { name: 'This device has another account’s data' });
    await ask.getByRole('button', { name: 'Remove it from this device' }).click();
    await expect(ask).toBeHidden();
    const texts = async () =>
      (
        JSON.parse((await stored(here.page, 'journalHistory')) ?? '[]') as Array<{
          content: string;
        }>
      ).map((e) => e.content);
    expect(await texts()).toEqual(['Written after the logout.']);
    // and, like a guest's data, it goes to the account signed in here
    await revisit(here.page);
    await expect
      .poll(async () => (await accountData(browser, b)).journal, { timeout: 20_000 })
      .toContain('Written after the logout.');
    expect((await accountData(browser, b)).journal).not.toContain('A private thought.');
    await here.context.close();
  });

  test('with storage full, Logout keeps the person signed in and says why; no account gets the data', async ({
    browser,
  }) => {
    const a = `full-a-${Date.now()}@example.com`;
    const b = `full-b-${Date.now()}@example.com`;
    const here = await device(browser);
    await accountWithData(here.page, a);
    await fillStorage(here.page);
    const menu = here.page.getByRole('button', { name: `Account menu for ${a}` });
    await menu.click();
    await here.page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    // The data could not be marked as A's: still signed in, and told why.
    const told = here.page.getByRole('dialog', { name: 'You’re still signed in' });
    await expect(told).toBeVisible();
    await expect(told).toHaveAccessibleDescription(
      'Your browser’s storage is full, so Mentora couldn’t log you out safely.',
    );
    await expect(told).toContainText('Free some space');
    await expectNoA11yViolations(here.page);
    await told.getByRole('button', { name: 'OK' }).click();
    await expect(told).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(here.page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(await stored(here.page, 'heldData')).toBeNull();

    // Space freed: Logout now leaves the data marked as A's, and B's account gets none of it.
    await here.page.evaluate(() => localStorage.removeItem('junk'));
    await menu.click();
    await here.page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await expect(here.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(JSON.parse((await stored(here.page, 'heldData')) ?? 'null')).toMatchObject({
      email: a,
      loggedOutHere: true,
    });
    await signUp(here.page, b);
    await here.page.waitForTimeout(4000);
    expect(await accountData(browser, b)).toEqual({ journal: '', moods: '' });
    await here.context.close();
  });
});
