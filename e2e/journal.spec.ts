import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, fillStorage, listenToLiveRegions, test } from './fixtures';

const SECTION = '/chat/mood-tracker';
const EMPTY = 'No journal entries yet. Start writing to see your history here!';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/** The words of every tab's draft (null: no drafts kept). */
const drafts = async (page: Page) => {
  const kept = (await stored(page, 'journalDraft')) as Record<string, { text: string }> | null;
  return kept && Object.values(kept).map((d) => d.text);
};

async function openJournal(page: Page) {
  await page.getByRole('button', { name: 'Mood Journal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mood Journal' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openHistory(page: Page) {
  const dialog = await openJournal(page);
  await dialog.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const history = page.getByRole('dialog', { name: 'Your Previous Journals' });
  await expect(history).toBeVisible();
  return history;
}

async function write(page: Page, text: string) {
  const dialog = await openJournal(page);
  await dialog.getByLabel("What's on your mind today?").fill(text);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  // An earlier save's toast may still be showing.
  await expect(page.getByText('Journal entry saved!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog gives focus back to its card a moment after it leaves the page (a timer, late
  // under the tests' installed clock): wait for it, as a person would, before opening it again.
  await expect(page.getByRole('button', { name: 'Mood Journal', exact: true })).toBeFocused();
}

test('empty state, then save: entries listed newest first with date and time', async ({ page }) => {
  await page.goto(SECTION);
  // A guest's words stay in this browser, and the journal says so.
  const writing = await openJournal(page);
  await expect(writing.getByLabel("What's on your mind today?")).toHaveAccessibleDescription(
    /^Your words stay in this browser\. A draft is kept while you write\./,
  );
  await page.keyboard.press('Escape');
  const history = await openHistory(page);
  await expect(history.getByText(EMPTY, { exact: true })).toBeVisible();
  // the view's count takes focus, not the dialog as a whole
  await expect(history.getByRole('heading', { level: 3 })).toBeFocused();
  // Nothing comes after the heading: Tab wraps round within the dialog, not stuck on it.
  await page.keyboard.press('Tab');
  await expect(history.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(history.getByRole('button', { name: 'Need urgent help?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(history.getByRole('button', { name: 'Back to writing' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Enter');
  // Back to writing: the text box takes focus, not the dialog as a whole.
  await expect(
    page.getByRole('dialog', { name: 'Mood Journal' }).getByLabel("What's on your mind today?"),
  ).toBeFocused();
  await page.keyboard.press('Escape');

  const dialog = await openJournal(page);
  await expectNoA11yViolations(page);
  await dialog.getByLabel("What's on your mind today?").fill('A slow morning with tea.');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Journal entry saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await write(page, 'Walked to the park after work.');

  const list = await stored(page, 'journalHistory');
  expect(list.map((e: { content: string }) => e.content)).toEqual([
    'Walked to the park after work.',
    'A slow morning with tea.',
  ]);
  expect(Object.keys(list[0]).sort()).toEqual(['content', 'date', 'id', 'time']);
  const reopened = await openJournal(page);
  await expect(reopened.getByLabel("What's on your mind today?")).toHaveValue('');
  await reopened.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const entries = page.getByRole('dialog').getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Walked to the park after work.');
  await expect(entries.first()).toContainText(`${list[0].date} at ${list[0].time}`);
  await expect(entries.nth(1)).toContainText('A slow morning with tea.');
  await expect(page.getByRole('dialog').getByText('2 entries')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('whitespace-only text is ignored', async ({ page }) => {
  await page.goto(SECTION);
  const dialog = await openJournal(page);
  const told = dialog.getByRole('status').filter({ hasText: 'Nothing to save yet' });
  await dialog.getByLabel("What's on your mind today?").fill('   \n\t  ');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Journal entry saved!')).toHaveCount(0);
  expect(await stored(page, 'journalHistory')).toBeNull();
  // Nothing happens, but a screen reader is told why, each time (the text changes: a no-break
  // space, which text matchers trim, so compared as it is).
  await expect(told).toHaveText('Nothing to save yet: write something first.');
  const first = await told.textContent();
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect.poll(() => told.textContent()).not.toBe(first);
});

test('edit an entry, and delete one with Undo', async ({ page }) => {
  await page.clock.install();
  await page.goto(SECTION);
  await write(page, 'First entry');
  await write(page, 'Second entry');
  const dialog = await openHistory(page);

  await dialog
    .getByRole('button', { name: /^Edit entry from/ })
    .first()
    .click();
  const box = dialog.getByRole('textbox', { name: /^Edit entry from/ });
  await expect(box).toBeFocused();
  // the caret after the words: typing adds to them
  await page.keyboard.type(', and more');
  await expect(box).toHaveValue('Second entry, and more');
  await expectNoA11yViolations(page);
  await expect(dialog.getByRole('status').filter({ hasText: /saved/ })).toHaveCount(0);
  await box.fill('   ');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "An entry can't be empty. Delete it instead if you no longer want it.",
  );
  await box.fill('Second entry, rewritten');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const first = dialog.getByRole('article').first();
  await expect(first).toContainText('Second entry, rewritten');
  await expect(first).toContainText('edited');
  await expect(dialog.getByRole('button', { name: /^Edit entry from/ }).first()).toBeFocused();
  // a screen reader hears that it was saved (the live region was there before, empty)
  await expect(
    dialog.getByRole('status').filter({ hasText: /^Changes to the entry from .+ saved\.$/ }),
  ).toHaveCount(1);
  const saved = await stored(page, 'journalHistory');
  expect(saved[0].content).toBe('Second entry, rewritten');
  expect(typeof saved[0].updatedAt).toBe('number');

  // Delete, then Undo puts it back in place.
  await dialog
    .getByRole('button', { name: /^Delete entry from/ })
    .nth(1)
    .click();
  await expect(dialog.getByRole('article')).toHaveCount(1);
  await expect(dialog.getByText('Entry deleted.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Undo' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByRole('article')).toHaveCount(2);
  await expect(dialog.getByRole('article').nth(1)).toContainText('First entry');
  expect((await stored(page, 'journalHistory')).length).toBe(2);

  // Delete again and let the Undo offer run out.
  await dialog
    .getByRole('button', { name: /^Delete entry from/ })
    .first()
    .click();
  await expect(dialog.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(dialog.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  const left = await stored(page, 'journalHistory');
  expect(left.map((e: { content: string }) => e.content)).toEqual(['First entry']);
});

/** Three entries written and their history open; `deleteFirst` deletes the one at the top. */
async function historyOfThree(page: Page) {
  await page.goto(SECTION);
  for (const text of ['First entry', 'Second entry', 'Third entry']) await write(page, text);
  const dialog = await openHistory(page);
  const deleteFirst = () =>
    dialog
      .getByRole('button', { name: /^Delete entry from/ })
      .first()
      .click();
  return { dialog, deleteFirst };
}

test('each deletion in a row comes back with Undo', async ({ page }) => {
  await page.clock.install();
  const { dialog, deleteFirst } = await historyOfThree(page);
  await deleteFirst();
  await expect(dialog.getByText('Entry deleted.')).toBeVisible();
  await deleteFirst();
  await expect(dialog.getByText('2 entries deleted.')).toBeVisible();
  await expect(dialog.getByRole('article')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByRole('article')).toHaveCount(3);
  const contents = (await stored(page, 'journalHistory')).map(
    (e: { content: string }) => e.content,
  );
  expect(contents).toEqual(['Third entry', 'Second entry', 'First entry']);
});

test('a deletion is said once, and so is what a search finds', async ({ page }) => {
  const heard = await listenToLiveRegions(page);
  const { dialog, deleteFirst } = await historyOfThree(page);
  await heard();

  await deleteFirst();
  await expect(dialog.getByRole('article')).toHaveCount(2);
  expect(await heard()).toEqual(['Entry deleted.']);
  await deleteFirst();
  await expect(dialog.getByRole('article')).toHaveCount(1);
  expect(await heard()).toEqual(['2 entries deleted.']);
  // Undo is heard from the count, which takes focus: nothing more is said.
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByRole('heading', { name: '3 entries' })).toBeFocused();
  expect(await heard()).toEqual([]);

  await dialog.getByLabel('Search your journal').fill('entry');
  await expect(dialog.getByRole('heading', { name: '3 of 3 entries match' })).toBeVisible();
  await dialog.getByLabel('Search your journal').fill('first');
  await expect(dialog.getByRole('heading', { name: '1 of 3 entries match' })).toBeVisible();
  expect(await heard()).toEqual(['3 of 3 entries match', '1 of 3 entries match']);
  await deleteFirst();
  await expect(
    dialog.getByRole('heading', { name: 'No entries match your search.' }),
  ).toBeVisible();
  expect(await heard()).toEqual(['Entry deleted.']);
});

test('two tabs writing: a save removes only its own draft, and the same draft is saved once', async ({
  page,
  context,
}) => {
  const box = (dialog: Locator) => dialog.getByLabel("What's on your mind today?");
  await page.goto(SECTION);
  const a = await openJournal(page);
  await box(a).fill('ALPHA');
  const other = await context.newPage();
  await other.goto(SECTION);
  const b = await openJournal(other);
  await box(b).fill('BRAVO');
  // A person goes back to the first tab, which by then shows the other tab's words. (Storage
  // reaches another tab a moment later: a save in the same instant can write over a draft it has
  // not yet seen, which no person switching tabs is quick enough to meet.)
  await expect(
    a.getByRole('region', { name: 'Words from another tab, not saved yet' }),
  ).toContainText('BRAVO');
  await a.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Journal entry saved!')).toBeVisible();
  // The other tab's words are still kept as its draft.
  await other.reload();
  await expect(box(await openJournal(other))).toHaveValue('BRAVO');
  expect(await drafts(page)).toEqual(['BRAVO']);

  // Both tabs open on the same draft: saved in one, it is not saved again by the other.
  await page.reload();
  const again = await openJournal(page);
  await expect(box(again)).toHaveValue('BRAVO');
  const b2 = other.getByRole('dialog', { name: 'Mood Journal' });
  await b2.getByRole('button', { name: 'Save Entry' }).click();
  await expect(other.getByText('Journal entry saved!')).toBeVisible();
  await again.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('This entry was already saved from another tab.')).toBeVisible();
  await expect(again).toBeHidden();
  const contents = (await stored(page, 'journalHistory')).map(
    (e: { content: string }) => e.content,
  );
  expect(contents).toEqual(['BRAVO', 'ALPHA']);
  expect(await drafts(page)).toBeNull();
});

test('two tabs writing: words left in a tab that closes unsaved are offered in the other', async ({
  page,
  context,
}) => {
  const box = (dialog: Locator) => dialog.getByLabel("What's on your mind today?");
  await page.goto(SECTION);
  const a = await openJournal(page);
  await box(a).fill('ALPHA');
  const other = await context.newPage();
  await other.goto(SECTION);
  let b = await openJournal(other);
  // A new tab goes on where the writing was left; typed over, A's words stay in A's box.
  await expect(box(b)).toHaveValue('ALPHA');
  await box(b).fill('BRAVO');
  await expect(b.getByText('Words from another tab, not saved yet')).toHaveCount(0);
  await expect(box(a)).toHaveValue('ALPHA');
  // A phone closes tab A in the background, unsaved.
  await page.close();

  await other.keyboard.press('Escape');
  b = await openJournal(other);
  await expect(box(b)).toHaveValue('BRAVO');
  const offered = b.getByRole('region', { name: 'Words from another tab, not saved yet' });
  await expect(offered).toContainText('ALPHA');
  await expectNoA11yViolations(other);
  await offered.getByRole('button', { name: 'Add to this entry' }).click();
  await expect(box(b)).toHaveValue('BRAVO\n\nALPHA');
  await expect(box(b)).toBeFocused();
  await expect(offered).toHaveCount(0);
  expect(await drafts(other)).toEqual(['BRAVO\n\nALPHA']);

  // Words from another tab can be let go, at the person's word.
  const third = await context.newPage();
  await third.goto(SECTION);
  const c = await openJournal(third);
  await box(c).fill('CHARLIE');
  await third.close();
  await other.keyboard.press('Escape');
  b = await openJournal(other);
  await b.getByRole('button', { name: 'Discard' }).click();
  await expect(b.getByText('CHARLIE')).toHaveCount(0);
  await expect(box(b)).toBeFocused();
  await b.getByRole('button', { name: 'Save Entry' }).click();
  await expect(other.getByText('Journal entry saved!')).toBeVisible();
  expect((await stored(other, 'journalHistory'))[0].content).toBe('BRAVO\n\nALPHA');
  expect(await drafts(other)).toBeNull();
});

test('the draft is kept while typing, across closing and reloading', async ({ page }) => {
  await page.goto(SECTION);
  const dialog = await openJournal(page);
  await dialog.getByLabel("What's on your mind today?").fill('Half a thought about');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await drafts(page)).toEqual(['Half a thought about']);
  await page.reload();
  const again = await openJournal(page);
  await expect(again.getByLabel("What's on your mind today?")).toHaveValue('Half a thought about');
  await again.getByLabel("What's on your mind today?").fill('Half a thought about today.');
  await again.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Journal entry saved!')).toBeVisible();
  expect(await drafts(page)).toBeNull();
});

test('an unsaved edit is kept across closing the dialog and reloading, and opens again', async ({
  page,
}) => {
  await page.goto(SECTION);
  await write(page, 'A saved entry');
  let dialog = await openHistory(page);
  await dialog.getByRole('button', { name: /^Edit entry from/ }).click();
  await dialog
    .getByRole('textbox', { name: /^Edit entry from/ })
    .fill('A saved entry, with more I want to keep');
  // Closed by accident: nothing is saved yet, and nothing is lost.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await stored(page, 'journalHistory'))[0].content).toBe('A saved entry');
  await page.reload();
  dialog = await openHistory(page);
  const box = dialog.getByRole('textbox', { name: /^Edit entry from/ });
  await expect(box).toHaveValue('A saved entry, with more I want to keep');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('article').first()).toContainText('with more I want to keep');
  expect((await stored(page, 'journalHistory'))[0].content).toBe(
    'A saved entry, with more I want to keep',
  );
  expect(await stored(page, 'journalEditDraft')).toBeNull();

  // Cancel drops the edit for good.
  await dialog.getByRole('button', { name: /^Edit entry from/ }).click();
  await box.fill('Second thoughts');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await stored(page, 'journalEditDraft')).toBeNull();
  await page.keyboard.press('Escape');
  dialog = await openHistory(page);
  await expect(dialog.getByRole('textbox', { name: /^Edit entry from/ })).toHaveCount(0);
});

test('an edit left open on an entry deleted in another tab is shown, to keep or discard', async ({
  page,
  context,
}) => {
  await page.goto(SECTION);
  await write(page, 'Entry to change');
  await write(page, 'Entry kept as it is');
  // Another tab has the history open too.
  const other = await context.newPage();
  await other.goto(SECTION);
  const there = await openHistory(other);
  const dialog = await openHistory(page);
  await dialog
    .getByRole('article')
    .filter({ hasText: 'Entry to change' })
    .getByRole('button', { name: /^Edit entry from/ })
    .click();
  await dialog.getByRole('textbox', { name: /^Edit entry from/ }).fill('Entry to change, and why');

  await there
    .getByRole('article')
    .filter({ hasText: 'Entry to change' })
    .getByRole('button', { name: /^Delete entry from/ })
    .click();
  await other.close();

  const gone = dialog.getByRole('list', { name: 'Changes to deleted entries' });
  await expect(gone).toContainText(
    'An entry you were changing was deleted. Your changes are still here:',
  );
  await expect(gone).toContainText('Entry to change, and why');
  await expectNoA11yViolations(page);
  await gone.getByRole('button', { name: 'Save as a new entry' }).click();
  await expect(gone).toHaveCount(0);
  await expect(dialog.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(dialog.getByRole('article').first()).toContainText('Entry to change, and why');
  const contents = (await stored(page, 'journalHistory')).map(
    (e: { content: string }) => e.content,
  );
  expect(contents).toEqual(['Entry to change, and why', 'Entry kept as it is']);
  expect(await stored(page, 'journalEditDraft')).toBeNull();
});

test('edits left open on two entries are both kept across a reload', async ({ page }) => {
  await page.goto(SECTION);
  await write(page, 'Entry A');
  await write(page, 'Entry B');
  let dialog = await openHistory(page);
  const editOf = (content: string) =>
    dialog
      .getByRole('article')
      .filter({ hasText: content })
      .getByRole('button', { name: /^Edit entry from/ });
  await editOf('Entry B').click();
  await dialog.getByRole('textbox', { name: /^Edit entry from/ }).fill('Entry B, changed');
  await editOf('Entry A').click();
  await dialog
    .getByRole('textbox', { name: /^Edit entry from/ })
    .nth(1)
    .fill('Entry A, changed');
  await page.reload();
  dialog = await openHistory(page);
  const boxes = dialog.getByRole('textbox', { name: /^Edit entry from/ });
  await expect(boxes).toHaveCount(2);
  await expect(boxes.first()).toHaveValue('Entry B, changed');
  await expect(boxes.nth(1)).toHaveValue('Entry A, changed');
  // Saving one keeps the other's edit.
  await dialog.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(dialog.getByRole('article').filter({ hasText: 'Entry B, changed' })).toBeVisible();
  expect(await stored(page, 'journalEditDraft')).toEqual([
    { id: expect.any(Number), text: 'Entry A, changed', base: 'Entry A' },
  ]);
});

test.describe('storage full', () => {
  test('the save fails with a clear message and the text stays', async ({ page }) => {
    await page.addInitScript(() => {
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'journalHistory')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return real.call(this, key, value);
      };
    });
    await page.goto(SECTION);
    const dialog = await openJournal(page);
    await dialog.getByLabel("What's on your mind today?").fill('Do not lose this.');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog.getByRole('alert')).toContainText("Your browser's storage is full");
    await expect(dialog.getByLabel("What's on your mind today?")).toHaveValue('Do not lose this.');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Journal entry saved!')).toHaveCount(0);
  });

  test('while writing, the person is told once that the draft cannot be kept', async ({ page }) => {
    await page.goto(SECTION);
    await fillStorage(page);
    const dialog = await openJournal(page);
    const box = dialog.getByLabel("What's on your mind today?");
    await box.pressSequentially('Words');
    const note = dialog.getByRole('status').filter({ hasText: "a draft can't be kept" });
    await expect(note).toHaveText(
      "Your browser's storage is full, so a draft can't be kept on this device right now. Your words are still here: save the entry before you close this.",
    );
    await box.pressSequentially(' and more');
    await expect(note).toHaveCount(1);
    await expect(box).toHaveValue('Words and more');
    // Room again: the draft is kept, and the note goes.
    await page.evaluate(() => localStorage.removeItem('junk'));
    await box.pressSequentially('.');
    await expect(note).toHaveCount(0);
    expect(await drafts(page)).toEqual(['Words and more.']);
  });
});

test('entries written in the older shape load, and a broken item is set aside', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem(
      'journalHistory',
      JSON.stringify([
        {
          id: 1763700000000,
          content: 'From an older release',
          date: '21/11/2025',
          time: '05:00:00',
        },
        { id: 'x', text: 'unreadable' },
      ]),
    );
  });
  await page.goto(SECTION);
  const dialog = await openHistory(page);
  await expect(dialog.getByRole('article')).toHaveCount(1);
  await expect(dialog.getByText('From an older release')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('journalHistory.corrupt'))).toContain(
    'unreadable',
  );
});

test('5,000 stored entries: paged 20 at a time, searched in full, quick to open', async ({
  page,
}) => {
  await page.goto('/');
  const size = await page.evaluate(() => {
    const filler = 'Today I noticed the light through the window and felt a little calmer. '.repeat(
      11,
    );
    const base = new Date(2026, 0, 1).getTime();
    const list = Array.from({ length: 5000 }, (_, i) => {
      const when = new Date(base - i * 3_600_000);
      return {
        id: when.getTime(),
        content: `Entry number ${5000 - i}. ${filler}`,
        date: when.toLocaleDateString(),
        time: when.toLocaleTimeString(),
      };
    });
    const raw = JSON.stringify(list);
    localStorage.setItem('journalHistory', raw);
    return raw.length;
  });
  expect(size).toBeGreaterThan(4_000_000);

  await page.goto(SECTION);
  const dialog = await openJournal(page);
  const t0 = Date.now();
  await dialog.getByRole('button', { name: 'See Your Previous Journals' }).click();
  const history = page.getByRole('dialog', { name: 'Your Previous Journals' });
  await expect(history.getByText('5,000 entries')).toBeVisible();
  const opened = Date.now() - t0;
  expect(opened).toBeLessThan(3_000);
  await expect(history.getByRole('article')).toHaveCount(20);
  await expect(history.getByRole('article').first()).toContainText('Entry number 5000.');
  await expect(history.getByText('Showing 20 of 5,000')).toBeVisible();
  await history.getByRole('button', { name: 'Show more' }).click();
  await expect(history.getByRole('article')).toHaveCount(40);

  // Search covers every entry, not just the page on screen; every word must appear.
  await history.getByLabel('Search your journal').fill('Number 4321');
  await expect(history.getByRole('heading', { name: '1 of 5,000 entries match' })).toBeVisible();
  await expect(history.getByRole('article')).toHaveCount(1);
  await expect(history.getByRole('article')).toContainText('Entry number 4321.');
  await history.getByLabel('Search your journal').fill('light window');
  await expect(
    history.getByRole('heading', { name: '5,000 of 5,000 entries match' }),
  ).toBeVisible();
  await expect(history.getByRole('article')).toHaveCount(20);
  await expect(history.getByRole('button', { name: 'Show more' })).toBeVisible();
  await history.getByLabel('Search your journal').fill('zebra');
  await expect(
    history.getByRole('heading', { name: 'No entries match your search.' }),
  ).toBeVisible();
});
