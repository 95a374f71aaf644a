import type { Browser } from '@playwright/test';
import { device, logIn, revisit, signUp } from './account-steps';
import { expect, test, type Page, LONG_WALK } from './fixtures';

async function writeJournal(page: Page, text: string, navigate = true) {
  if (navigate) await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
  await dialog.getByLabel("What's on your mind today?").fill(text);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  // The dialog closes only once the entry is stored. (Its 2.2-second toast was missed once on a
  // busy machine; the journal's own tests check the toast.)
  await expect(dialog).toBeHidden();
}

async function journalTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('journalHistory');
    return raw ? (JSON.parse(raw) as Array<{ content: string }>).map((e) => e.content) : [];
  });
}

/** The journal entries this device knows the server has (from its sync bookkeeping). */
/** The text of the one journal entry this device knows the server has, once it has sent all. */
async function journalOnServerText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('syncState') ?? '{}') as {
      base?: Record<string, { h: string; d?: boolean }>;
      stamps?: object;
    };
    if (Object.keys(state.stamps ?? {}).length > 0) return null;
    const entry = Object.entries(state.base ?? {}).find(([id]) => id.startsWith('journal\u0000'));
    return entry ? (JSON.parse(entry[1].h) as { content: string }).content : null;
  });
}

async function journalOnServer(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('syncState');
    if (!raw) return 0;
    const base = (JSON.parse(raw) as { base: Record<string, { d?: boolean }> }).base;
    return Object.entries(base).filter(([id, b]) => id.startsWith('journal\u0000') && !b.d).length;
  });
}

/** Two devices signed in to one new account, both holding one journal entry written on the first. */
async function twoDevicesWithEntry(browser: Browser, email: string, text: string) {
  const a = await device(browser);
  const b = await device(browser);
  await signUp(a.page, email);
  await logIn(b.page, email);
  await writeJournal(a.page, text);
  await expect.poll(() => journalOnServer(a.page), { timeout: 20_000 }).toBe(1);
  await revisit(b.page);
  await expect.poll(() => journalTexts(b.page), { timeout: 20_000 }).toEqual([text]);
  return { a, b };
}

/** The journal's history, opened from the mood tracker. */
async function journalHistory(page: Page) {
  await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  await page.getByRole('button', { name: 'See Your Previous Journals' }).click();
  return page.getByRole('dialog', { name: 'Your Previous Journals' });
}

test('two devices of one account: entries, deletions and offline edits all arrive', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `sync-${Date.now()}@example.com`;
  const a = await device(browser);
  const b = await device(browser);

  // A guest's entry on device A is merged into the new account, not lost.
  await writeJournal(a.page, 'Written as a guest before signing up.');
  await signUp(a.page, email);
  await revisit(a.page);
  await writeJournal(a.page, 'A walk by the river helped.');
  // The server has both entries once this device's sync bookkeeping says so.
  await expect.poll(() => journalOnServer(a.page), { timeout: 20_000 }).toBe(2);

  await logIn(b.page, email);
  await expect
    .poll(() => journalTexts(b.page), { timeout: 15_000 })
    .toEqual(['A walk by the river helped.', 'Written as a guest before signing up.']);

  // A deletion on B reaches A.
  await b.page.goto('/chat/mood-tracker');
  await b.page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  await b.page.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const history = b.page.getByRole('dialog', { name: 'Your Previous Journals' });
  await history
    .getByRole('article')
    .filter({ hasText: 'Written as a guest' })
    .getByRole('button', { name: /^Delete entry from/ })
    .click();
  // Let the undo window pass, then the change syncs.
  await expect(history.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => journalTexts(b.page)).toEqual(['A walk by the river helped.']);
  await b.page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect.poll(() => journalOnServer(b.page), { timeout: 20_000 }).toBe(1);
  await revisit(a.page);
  await expect
    .poll(() => journalTexts(a.page), { timeout: 15_000 })
    .toEqual(['A walk by the river helped.']);

  // An entry written while offline goes out after reconnecting.
  await a.page.goto('/chat/mood-tracker');
  await a.context.setOffline(true);
  await writeJournal(a.page, 'Wrote this on the train with no signal.', false);
  const syncStatus = a.page.getByRole('group', { name: 'Sync status' });
  await expect(syncStatus).toHaveText(/Offline/, { timeout: 15_000 });
  // Being offline is announced; 'Syncing…' and 'Synced' after every save are not.
  await expect(syncStatus.getByRole('status')).toHaveText(/Offline/);
  await a.context.setOffline(false);
  await expect.poll(() => journalOnServer(a.page), { timeout: 20_000 }).toBe(2);
  await expect(syncStatus).toHaveText(/Synced/, { timeout: 15_000 });
  await expect(syncStatus.getByRole('status')).toHaveText('');
  await revisit(b.page);
  await expect
    .poll(() => journalTexts(b.page), { timeout: 15_000 })
    .toContain('Wrote this on the train with no signal.');

  // Logging out can leave the data, or remove it from this device.
  const menu = b.page.getByRole('button', { name: `Account menu for ${email}` });
  await menu.click();
  await b.page
    .getByRole('menuitem', { name: 'Logout and remove my data from this device' })
    .click();
  await expect(b.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await journalTexts(b.page)).toEqual([]);

  await a.context.close();
  await b.context.close();
});

test('an edit made offline does not overwrite a newer one made meanwhile on another device', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `offline-edit-${Date.now()}@example.com`;
  const a = await device(browser);
  const b = await device(browser);
  await signUp(a.page, email);
  await logIn(b.page, email);
  const today = await a.page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const level = (page: Page) =>
    page.evaluate(
      (day) =>
        (JSON.parse(localStorage.getItem('moodLevels') ?? '{}') as Record<string, number>)[day],
      today,
    );
  const onAccount = (page: Page) =>
    page.evaluate((day) => {
      const state = JSON.parse(localStorage.getItem('syncState') ?? '{}') as {
        base?: Record<string, unknown>;
        stamps?: Record<string, unknown>;
      };
      return {
        known: `moodLevel\u0000${day}` in (state.base ?? {}),
        stamps: Object.keys(state.stamps ?? {}),
      };
    }, today);
  const slide = async (page: Page, key: 'Home' | 'End') => {
    await page.goto('/chat/mood-tracker');
    const slider = page.getByRole('slider', { name: 'How is your mood right now?' });
    await slider.focus();
    await page.keyboard.press(key);
  };

  // B, on the train with no signal, gives today a 10; the change is noted with its time.
  await b.page.goto('/chat/mood-tracker');
  await expect(b.page.getByRole('slider', { name: 'How is your mood right now?' })).toBeVisible();
  await b.context.setOffline(true);
  const bSlider = b.page.getByRole('slider', { name: 'How is your mood right now?' });
  await bSlider.focus();
  await b.page.keyboard.press('End');
  await expect.poll(() => level(b.page)).toBe(10);
  await expect
    .poll(async () => (await onAccount(b.page)).stamps, { timeout: 15_000 })
    .toContain(`moodLevel\u0000${today}`);

  // Later, A, online, gives today a 1, and the account has it.
  await slide(a.page, 'Home');
  await expect.poll(() => level(a.page)).toBe(1);
  await expect.poll(async () => (await onAccount(a.page)).known, { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await onAccount(a.page)).stamps, { timeout: 20_000 }).toEqual([]);

  // B comes back online: the newer edit, A's, is kept on both.
  await b.context.setOffline(false);
  await expect.poll(() => level(b.page), { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await onAccount(b.page)).stamps, { timeout: 20_000 }).toEqual([]);
  await revisit(a.page);
  await expect.poll(() => level(a.page), { timeout: 15_000 }).toBe(1);

  await a.context.close();
  await b.context.close();
});

test.describe('a deletion on another device', () => {
  // The account answers the device that still holds deleted data with a 409, which the browser
  // logs.
  test.use({ allowConsoleErrors: [/status of 409 \(Conflict\) \(http:[^)]*\/api\/sync\)$/] });

  test('Delete my data on one device removes the data from the others, keeping what they wrote since', async ({
    browser,
  }) => {
    test.setTimeout(LONG_WALK);
    const email = `delete-everywhere-${Date.now()}@example.com`;
    const a = await device(browser);
    const b = await device(browser);
    await signUp(a.page, email);
    await writeJournal(a.page, 'Shared before the deletion.');
    await expect.poll(() => journalOnServer(a.page), { timeout: 20_000 }).toBe(1);
    await logIn(b.page, email);
    await expect
      .poll(() => journalTexts(b.page), { timeout: 15_000 })
      .toEqual(['Shared before the deletion.']);

    // B, offline, writes on; meanwhile A deletes the data.
    await b.page.goto('/chat/mood-tracker');
    // (the journal's code is fetched once, online)
    await b.page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
    const journal = b.page.getByRole('dialog', { name: 'Mood Journal' });
    await expect(journal).toBeVisible();
    await b.page.keyboard.press('Escape');
    await expect(journal).toBeHidden();
    await b.context.setOffline(true);
    await writeJournal(b.page, 'Written on the phone with no signal.', false);
    await a.page.goto('/settings');
    await a.page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Delete my data?' });
    await expect(dialog).toContainText('Your other devices signed in to it remove it too');
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    await expect(
      a.page.getByText('Your data has been deleted from this device and from your account.'),
    ).toBeVisible();

    // B comes back: what the account held goes from B too, and is not sent back up; what B wrote
    // since stays, and syncs.
    await b.context.setOffline(false);
    await expect(
      b.page.getByText(
        'Your data was deleted from your account on another device, so it has been removed here too.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => journalTexts(b.page), { timeout: 15_000 })
      .toEqual(['Written on the phone with no signal.']);
    await expect.poll(() => journalOnServer(b.page), { timeout: 20_000 }).toBe(1);
    await revisit(a.page);
    await expect
      .poll(() => journalTexts(a.page), { timeout: 15_000 })
      .toEqual(['Written on the phone with no signal.']);

    await a.context.close();
    await b.context.close();
  });
});

test('two devices that each add a custom skill while apart keep both skills', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `skills-${Date.now()}@example.com`;
  const a = await device(browser);
  const b = await device(browser);
  await signUp(a.page, email);
  await logIn(b.page, email);
  const addSkill = async (page: Page, name: string, category: string) => {
    const form = page.getByRole('form', { name: 'Add your own skill' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill(`${name}, for a minute or two.`);
    await form.getByLabel('Category').selectOption(category);
    await form.getByRole('button', { name: 'Add skill' }).click();
    await expect(
      page.getByRole('region', { name: category, exact: true }).getByRole('heading', { name }),
    ).toBeVisible();
  };
  const skills = (page: Page) =>
    page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('copingSkillsCustom') ?? '[]') as Array<{
          id: number;
          name: string;
        }>
      )
        .map((s) => `${s.id} ${s.name}`)
        .sort(),
    );
  const favourites = (page: Page) =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('copingSkillsFavorites') ?? '[]') as number[],
    );
  /** The custom skills this device knows the account has, and its changes not yet sent. */
  const synced = (page: Page) =>
    page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('syncState') ?? '{}') as {
        base?: object;
        stamps?: object;
      };
      const onAccount = Object.keys(state.base ?? {}).filter((id) => id.startsWith('customSkill'));
      return { onAccount: onAccount.length, unsent: Object.keys(state.stamps ?? {}).length };
    });

  // B, offline, adds a skill and favourites it; A, online, adds another. Both take id 26.
  await b.page.goto('/chat/coping-skills');
  await expect(b.page.getByRole('form', { name: 'Add your own skill' })).toBeVisible();
  await b.context.setOffline(true);
  await addSkill(b.page, 'Name five sounds', 'Grounding');
  await b.page.getByRole('button', { name: 'Favorite Name five sounds' }).click();
  await a.page.goto('/chat/coping-skills');
  await addSkill(a.page, 'Cold water on my face', 'Self-Soothing');
  await expect.poll(() => synced(a.page), { timeout: 20_000 }).toEqual({ onAccount: 1, unsent: 0 });
  expect(await skills(a.page)).toEqual(['26 Cold water on my face']);
  expect(await skills(b.page)).toEqual(['26 Name five sounds']);

  // B comes back: both skills are on both devices, and B's favourite is still its own skill.
  await b.context.setOffline(false);
  const both = ['26 Cold water on my face', '27 Name five sounds'];
  await expect.poll(() => skills(b.page), { timeout: 20_000 }).toEqual(both);
  await expect.poll(() => synced(b.page), { timeout: 20_000 }).toEqual({ onAccount: 2, unsent: 0 });
  expect(await favourites(b.page)).toEqual([27]);
  await revisit(a.page);
  await expect.poll(() => skills(a.page), { timeout: 15_000 }).toEqual(both);
  await expect.poll(() => favourites(a.page), { timeout: 15_000 }).toEqual([27]);

  await a.context.close();
  await b.context.close();
});

test('a safety plan written on two devices while apart keeps what each wrote', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `plan-${Date.now()}@example.com`;
  const a = await device(browser);
  const b = await device(browser);
  await signUp(a.page, email);
  await logIn(b.page, email);
  const step = (page: Page, title: string) => page.getByRole('group', { name: title });
  const plan = (page: Page) =>
    page.evaluate(() => {
      const p = JSON.parse(localStorage.getItem('safetyPlan') ?? '{}') as Record<string, unknown>;
      return {
        signs: p.warningSigns ?? [],
        own: p.copingStrategies ?? [],
        reasons: p.reasonsForLiving ?? [],
      };
    });
  /** The plan as this device knows the account holds it, once nothing of it is left to send. */
  const onAccount = (page: Page) =>
    page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('syncState') ?? '{}') as {
        base?: Record<string, { h: string }>;
        stamps?: object;
      };
      if (Object.keys(state.stamps ?? {}).length > 0) return 'not sent yet';
      return state.base?.['safetyPlan\u0000plan']?.h ?? 'none';
    });
  // A starts the plan; B has it.
  await a.page.goto('/safety-plan');
  await step(a.page, 'Warning signs')
    .getByLabel('Warning sign 1', { exact: true })
    .fill('I stop answering messages');
  await a.page.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(() => onAccount(a.page), { timeout: 20_000 })
    .toContain('I stop answering messages');
  await revisit(b.page);
  await expect
    .poll(async () => (await plan(b.page)).signs, { timeout: 20_000 })
    .toEqual(['I stop answering messages']);

  // B, offline, adds a reason for living; A, online, adds something to do.
  await b.page.goto('/safety-plan');
  await b.context.setOffline(true);
  await b.page.getByRole('button', { name: 'Edit my plan' }).click();
  await step(b.page, 'My reasons for living')
    .getByLabel('Reason 1', { exact: true })
    .fill('My dog, Biscuit');
  await b.page.getByRole('button', { name: 'Done' }).click();
  await a.page.getByRole('button', { name: 'Edit my plan' }).click();
  await step(a.page, 'Things I can do on my own')
    .getByLabel('Thing I can do 1', { exact: true })
    .fill('Walk round the park');
  await a.page.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => onAccount(a.page), { timeout: 20_000 }).toContain('Walk round the park');

  // B comes back: both devices hold both, and the sign both had is there once.
  await b.context.setOffline(false);
  const both = {
    signs: ['I stop answering messages'],
    own: ['Walk round the park'],
    reasons: ['My dog, Biscuit'],
  };
  await expect.poll(() => plan(b.page), { timeout: 20_000 }).toEqual(both);
  await expect.poll(() => onAccount(b.page), { timeout: 20_000 }).toContain('My dog, Biscuit');
  await revisit(a.page);
  await expect.poll(() => plan(a.page), { timeout: 20_000 }).toEqual(both);
  await a.page.goto('/safety-plan');
  await expect(a.page.getByRole('region', { name: 'My reasons for living' })).toContainText(
    'My dog, Biscuit',
  );

  await a.context.close();
  await b.context.close();
});

test('a journal edit left open keeps an edit of the same entry saved meanwhile on another device', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `journal-apart-${Date.now()}@example.com`;
  const { a, b } = await twoDevicesWithEntry(browser, email, 'Rough day at work.');
  const history = async (page: Page) => {
    const dialog = await journalHistory(page);
    await dialog.getByRole('button', { name: /^Edit entry from/ }).click();
    return dialog;
  };

  // A begins an edit and leaves it open; B edits the same entry and saves.
  const onA = await history(a.page);
  await onA
    .getByRole('textbox', { name: /^Edit entry from/ })
    .fill('Rough day at work. Talked to Jo after.');
  const onB = await history(b.page);
  await onB
    .getByRole('textbox', { name: /^Edit entry from/ })
    .fill('Rough day. Went to bed early.');
  await onB.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => journalOnServerText(b.page), { timeout: 20_000 })
    .toBe('Rough day. Went to bed early.');
  // A's device syncs (back online) and has B's edit under the open editor.
  await a.context.setOffline(true);
  await a.context.setOffline(false);
  await expect
    .poll(() => journalTexts(a.page), { timeout: 20_000 })
    .toEqual(['Rough day. Went to bed early.']);
  // A saves: both edits are kept, each where it was made.
  await onA.getByRole('button', { name: 'Save changes' }).click();
  const both = 'Rough day. Went to bed early. Talked to Jo after.';
  await expect(onA.getByRole('article')).toHaveText(new RegExp(both.replaceAll('.', '\\.')));
  await expect.poll(() => journalTexts(a.page)).toEqual([both]);
  await expect.poll(() => journalOnServerText(a.page), { timeout: 20_000 }).toBe(both);
  await revisit(b.page);
  await expect.poll(() => journalTexts(b.page), { timeout: 20_000 }).toEqual([both]);

  await a.context.close();
  await b.context.close();
});

test('an edit left unsaved when the page closed keeps an edit saved meanwhile on another device', async ({
  browser,
}) => {
  test.setTimeout(LONG_WALK);
  const email = `journal-reload-${Date.now()}@example.com`;
  const before = 'Entry F. I was tired after the shift.';
  const { a: phone, b: laptop } = await twoDevicesWithEntry(browser, email, before);

  // The phone begins an edit, and its page is closed before it is saved.
  const onPhone = await journalHistory(phone.page);
  await onPhone.getByRole('button', { name: /^Edit entry from/ }).click();
  await onPhone
    .getByRole('textbox', { name: /^Edit entry from/ })
    .fill(`${before} Phone added this at 4am.`);
  await phone.page.close();

  // The laptop edits the same entry and saves.
  const onLaptop = await journalHistory(laptop.page);
  await onLaptop.getByRole('button', { name: /^Edit entry from/ }).click();
  const laptopText = 'Entry F. I was exhausted after the shift.';
  await onLaptop.getByRole('textbox', { name: /^Edit entry from/ }).fill(laptopText);
  await onLaptop.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => journalOnServerText(laptop.page), { timeout: 20_000 }).toBe(laptopText);

  // The phone opens again, has the laptop's edit, and its own edit is back in the box.
  const page = await phone.context.newPage();
  await revisit(page);
  await expect.poll(() => journalTexts(page), { timeout: 20_000 }).toEqual([laptopText]);
  const again = await journalHistory(page);
  await expect(again.getByRole('textbox', { name: /^Edit entry from/ })).toHaveValue(
    `${before} Phone added this at 4am.`,
  );
  // Saved: both edits are kept, each where it was made.
  await again.getByRole('button', { name: 'Save changes' }).click();
  const both = 'Entry F. I was exhausted after the shift. Phone added this at 4am.';
  await expect(again.getByRole('article')).toContainText(both);
  await expect.poll(() => journalTexts(page)).toEqual([both]);
  await expect.poll(() => journalOnServerText(page), { timeout: 20_000 }).toBe(both);
  await revisit(laptop.page);
  await expect.poll(() => journalTexts(laptop.page), { timeout: 20_000 }).toEqual([both]);

  await phone.context.close();
  await laptop.context.close();
});

test('signing in twice never duplicates what the guest had stored', async ({ browser }) => {
  const email = `twice-${Date.now()}@example.com`;
  const a = await device(browser);
  await writeJournal(a.page, 'Only once, please.');
  await signUp(a.page, email);
  await revisit(a.page);
  await a.page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await a.page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  await expect(a.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await logIn(a.page, email);
  await revisit(a.page);
  expect(await journalTexts(a.page)).toEqual(['Only once, please.']);
  await a.context.close();
});
