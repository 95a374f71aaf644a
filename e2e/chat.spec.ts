import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, useTheme } from './fixtures';
import { ARE_YOU_SAFE, STAY_WITH_ME } from '../packages/domain/src/chat-safety';
import type { ScriptsFile } from '../packages/domain/src/mentor-script';
import { MENTOR_FALLBACKS } from '../packages/domain/src/mentor-fallbacks';
import { MENTOR_NAMES } from '../packages/domain/src/mentors';

const SCRIPTS = JSON.parse(
  readFileSync(new URL('../apps/web/public/chatresponse.json', import.meta.url), 'utf8'),
) as ScriptsFile;

const log = (page: Page) => page.getByRole('log');
const options = (page: Page) => page.getByRole('group', { name: 'Suggested replies' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const mentorButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Mentors' }).getByRole('button', { name, exact: true });

async function expectOptions(page: Page, expected: string[]) {
  if (expected.length === 0) {
    await expect(options(page)).toHaveCount(0);
    return;
  }
  await expect(options(page).getByRole('button')).toHaveText(expected);
}

async function choose(page: Page, name: string) {
  await mentorButton(page, name).click();
  await expect(log(page).locator('.chat-msg')).toHaveCount(2);
}

const response = (mentor: string, option: string) => {
  const r = SCRIPTS[mentor]?.responses[option];
  if (!r) throw new Error(`no response for ${mentor} / ${option}`);
  return r;
};

test.beforeEach(async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
});

test('five mentor buttons with their avatars; none is chosen at first', async ({ page }) => {
  const row = page.getByRole('group', { name: 'Mentors' });
  await expect(row.getByRole('button')).toHaveText([...MENTOR_NAMES]);
  for (const name of MENTOR_NAMES) {
    await expect(mentorButton(page, name)).toHaveAttribute('aria-pressed', 'false');
    await expect(mentorButton(page, name).locator('svg.mentor-avatar')).toBeVisible();
  }
  await expect(log(page).locator('.chat-msg')).toHaveCount(0);
  await expect(page.getByText('Choose a mentor above to start chatting.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the mentor row scrolls sideways, and nothing scrolls it on load', async ({ page }) => {
    await page.addInitScript(() => {
      (window as { rowScrolls?: number }).rowScrolls = 0;
      document.addEventListener(
        'scroll',
        (e) => {
          if ((e.target as Element).classList?.contains('mentor-row'))
            (window as { rowScrolls?: number }).rowScrolls! += 1;
        },
        true,
      );
    });
    await page.reload();
    const row = page.locator('.mentor-row');
    // Past hydration and the first paint's layouts.
    await mentorButton(page, MENTOR_NAMES[0]).click();
    await expect(log(page).locator('.chat-msg')).not.toHaveCount(0);
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => (window as { rowScrolls?: number }).rowScrolls)).toBe(0);
  });

  test('choosing a mentor brings the message box into view, above the bottom bar, with the greeting', async ({
    page,
  }) => {
    const where = () =>
      page.evaluate(() => {
        const header = document.querySelector('.app-header')!.getBoundingClientRect();
        const nav = document.querySelector('.bottom-nav')!.getBoundingClientRect();
        const clear = (el: Element | null) => {
          const r = el?.getBoundingClientRect();
          return r !== undefined && r.top >= header.bottom && r.bottom <= nav.top;
        };
        return {
          box: clear(document.querySelector('.chat-form')),
          greeting: clear(document.querySelector('.chat-log .chat-msg')),
        };
      });
    // Hidden at first: the mentors and the conversation come before it.
    expect(await where()).toEqual({ box: false, greeting: false });
    await mentorButton(page, 'Anxiety Ally').click();
    await expect(options(page).getByRole('button')).not.toHaveCount(0);
    await expect.poll(where).toEqual({ box: true, greeting: true });
  });
});

test('each mentor greets with its greeting and question, and shows its options', async ({
  page,
}) => {
  for (const name of MENTOR_NAMES) {
    const script = SCRIPTS[name]!;
    await choose(page, name);
    await expect(mentorButton(page, name)).toHaveAttribute('aria-pressed', 'true');
    for (const other of MENTOR_NAMES.filter((n) => n !== name)) {
      await expect(mentorButton(page, other)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(log(page).locator('.chat-bubble')).toHaveText([script.greeting, script.question]);
    // The avatar beside each reply names who is speaking.
    await expect(log(page).getByRole('img', { name })).toHaveCount(2);
    await expectOptions(page, script.options);
  }
});

test('clicking options walks three levels deep, replacing the options each time', async ({
  page,
}) => {
  const mentor = 'Mood Mentor';
  await choose(page, mentor);
  const path = [
    "I'm feeling low",
    'Help me make sense of it',
    'My thoughts are harsh on me',
    "Let's check a thought",
  ];
  let count = 2;
  for (const option of path) {
    await options(page).getByRole('button', { name: option, exact: true }).click();
    count += 2;
    const bubbles = log(page).locator('.chat-bubble');
    await expect(bubbles).toHaveCount(count);
    await expect(bubbles.nth(count - 2)).toHaveText(option);
    const r = response(mentor, option);
    if (r.followUp) {
      await expect(bubbles.nth(count - 1)).toHaveText(r.message);
      await expectOptions(page, r.followUp);
    } else {
      // No followUp: a line of the first responseMessages group follows the message.
      const lines = Object.values(r.responseMessages ?? {})[0] ?? [];
      const text = await bubbles.nth(count - 1).innerText();
      const [message, extra] = text.split('\n');
      expect(message).toBe(r.message);
      expect(lines).toContain(extra);
      await expectOptions(page, r.options ?? []);
    }
  }
  // The newest message is in view inside the log.
  await expect(log(page).locator('.chat-msg').last()).toBeInViewport();
});

test('typing an option in another case matches it; focus stays in the input', async ({ page }) => {
  await choose(page, 'Stress Buster');
  await input(page).fill('   wORK OR sTUDY  ');
  await input(page).press('Enter');
  const r = response('Stress Buster', 'Work or study');
  const bubbles = log(page).locator('.chat-bubble');
  await expect(bubbles).toHaveCount(4);
  await expect(bubbles.nth(2)).toHaveText('wORK OR sTUDY');
  await expect(bubbles.nth(3)).toHaveText(r.message);
  await expectOptions(page, r.followUp ?? []);
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();

  // The Send button works too, and focus comes back to the input.
  await input(page).fill('deadlines are piling up');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(bubbles).toHaveCount(6);
  await expect(bubbles.nth(5)).toHaveText(
    response('Stress Buster', 'Deadlines are piling up').message,
  );
  await expect(input(page)).toBeFocused();
});

test("unknown text gets one of that mentor's fallback lines, and the opening options back", async ({
  page,
}) => {
  await choose(page, 'Dream Weaver');
  await input(page).fill('purple elephants on the moon');
  await input(page).press('Enter');
  const bubbles = log(page).locator('.chat-bubble');
  await expect(bubbles).toHaveCount(4);
  expect(MENTOR_FALLBACKS['Dream Weaver']).toContain(await bubbles.nth(3).innerText());
  // Never a dead end (docs/decisions/0019).
  await expectOptions(page, SCRIPTS['Dream Weaver']!.options);
});

test('a typed key of responseMessages gets one of its replies', async ({ page }) => {
  await choose(page, 'Anxiety Ally');
  await input(page).fill('THANK YOU');
  await input(page).press('Enter');
  const typed = response('Anxiety Ally', 'Thanks, that helps').responseMessages!['thank you']!;
  const bubbles = log(page).locator('.chat-bubble');
  await expect(bubbles).toHaveCount(4);
  expect(typed).toContain(await bubbles.nth(3).innerText());
});

test('a blank send, or a send with no mentor chosen, does nothing', async ({ page }) => {
  const hint = page.locator('#chat-hint');
  const said = page.locator('.chat').getByRole('status');
  await expect(said).toHaveText('');
  await input(page).fill('hello there');
  await input(page).press('Enter');
  await expect(log(page).locator('.chat-msg')).toHaveCount(0);
  await expect(input(page)).toHaveValue('hello there');
  // Not met by silence: the hint is said (each time: its text changes) and stands out.
  await expect(said).toHaveText(/^Choose a mentor above to start chatting\.$/);
  await expect(hint).toHaveCSS('font-weight', '700');
  const first = await said.textContent();
  await page.getByRole('button', { name: 'Send' }).click();
  // (text matchers trim the no-break space that makes the difference: compared as it is)
  await expect.poll(() => said.textContent()).not.toBe(first);
  await expect(said).toContainText('Choose a mentor above to start chatting.');
  await expect(input(page)).toHaveValue('hello there');
  await expect(log(page).locator('.chat-msg')).toHaveCount(0);

  await choose(page, 'Anxiety Ally');
  await input(page).fill('    ');
  await input(page).press('Enter');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log(page).locator('.chat-msg')).toHaveCount(2);
});

test('a reply that names a tool links to it, and the chat is still there on return', async ({
  page,
}) => {
  await choose(page, 'Stress Buster');
  await options(page).getByRole('button', { name: 'I just feel tense' }).click();
  await options(page).getByRole('button', { name: 'Try a breathing exercise' }).click();
  const link = log(page).getByRole('link', { name: 'Open the breathing exercise' });
  await expect(link).toHaveAttribute('href', '/chat/mood-tracker?open=breathing');
  await link.click();
  // The page drops ?open= once it has opened the tool (replacing the entry); Back only after
  // that, or the replacement may land on the chat's entry instead.
  await expect(page).toHaveURL(/\/chat\/mood-tracker$/);
  // Back to the chat within the same visit: the conversation is kept in memory.
  await page.goBack();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(log(page).locator('.chat-msg')).toHaveCount(6);
  await expect(mentorButton(page, 'Stress Buster')).toHaveAttribute('aria-pressed', 'true');
});

/**
 * Notes, for each message that appears in the log, whether the log was live as it came: a
 * conversation brought back by a reload is shown, not read out again.
 */
async function noteLiveness(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const noted: string[] = [];
    (window as { liveness?: string[] }).liveness = noted;
    new MutationObserver(() => {
      for (const m of document.querySelectorAll('[role="log"] .chat-msg')) {
        if (seen.has(m)) continue;
        seen.add(m);
        noted.push(m.closest('[role="log"]')!.getAttribute('aria-live') ?? 'polite');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const liveness = (page: Page) =>
  page.evaluate(() => (window as { liveness?: string[] }).liveness ?? []);

test('a reload keeps the mentor, the conversation and the unsent text; a new tab starts empty', async ({
  page,
}) => {
  await choose(page, 'Stress Buster');
  await options(page).getByRole('button', { name: 'I just feel tense' }).click();
  const bubbles = log(page).locator('.chat-bubble');
  await expect(bubbles).toHaveCount(4);
  const said = await bubbles.allTextContents();
  const offered = await options(page).getByRole('button').allTextContents();
  await input(page).fill('Work has been piling up all week and');

  await noteLiveness(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
  await expect(mentorButton(page, 'Stress Buster')).toHaveAttribute('aria-pressed', 'true');
  await expect(log(page)).toHaveAccessibleName('Conversation with Stress Buster');
  await expect(bubbles).toHaveText(said);
  await expectOptions(page, offered);
  await expect(input(page)).toHaveValue('Work has been piling up all week and');
  await expect(page.getByText('Choose a mentor above to start chatting.')).toHaveCount(0);
  // Brought back quietly (not announced as four new messages), and the focus is not sent there.
  expect(await liveness(page)).toEqual(['off', 'off', 'off', 'off']);
  await expect(log(page)).not.toBeFocused();
  // Then the log is live again: the next message and its reply are announced.
  await expect(log(page)).toHaveAttribute('aria-live', 'polite');
  await input(page).press('Enter');
  await expect(bubbles.nth(4)).toHaveText('Work has been piling up all week and');
  await expect(bubbles).toHaveCount(6);
  await expect(input(page)).toHaveValue('');
  expect((await liveness(page)).slice(4)).toEqual(['polite', 'polite']);

  // Another tab does not see it.
  const other = await page.context().newPage();
  await other.goto('/chat');
  await expect(other.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
  await expect(other.getByText('Choose a mentor above to start chatting.')).toBeVisible();
  await expect(log(other).locator('.chat-msg')).toHaveCount(0);
  await expect(input(other)).toHaveValue('');
  await expect(mentorButton(other, 'Stress Buster')).toHaveAttribute('aria-pressed', 'false');
  await other.close();
});

test('after a crisis reply, a reload keeps the reply, its helplines and the question', async ({
  page,
}) => {
  await choose(page, 'Mood Mentor');
  await input(page).fill('i want to kill myself');
  await input(page).press('Enter');
  const crisis = log(page).locator('.chat-msg').nth(3);
  await expect(crisis).toContainText("I'm really glad you told me");
  await expect(crisis.locator('.crisis-item').first()).toBeVisible();
  const helplines = await crisis.locator('.crisis-item').allTextContents();
  expect(helplines.length).toBeGreaterThan(0);
  const safetyAnswers = await options(page).getByRole('button').allTextContents();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
  await expect(log(page).locator('.chat-msg')).toHaveCount(5);
  await expect(crisis).toContainText("I'm really glad you told me");
  await expect(crisis.locator('.crisis-item')).toHaveText(helplines);
  await expect(log(page).locator('.chat-bubble').last()).toHaveText(ARE_YOU_SAFE);
  await expectOptions(page, safetyAnswers);
  // The safety net carries on from where it was.
  await options(page).getByRole('button', { name: "I'm not safe" }).click();
  await expect(log(page).locator('.chat-bubble').last()).toHaveText(STAY_WITH_ME);
});

test('choosing a mentor again starts the conversation over', async ({ page }) => {
  await choose(page, 'Relationship Rescuer');
  await options(page).getByRole('button', { name: 'My family' }).click();
  await expect(log(page).locator('.chat-msg')).toHaveCount(4);
  await mentorButton(page, 'Relationship Rescuer').click();
  await expect(log(page).locator('.chat-msg')).toHaveCount(2);
  await expectOptions(page, SCRIPTS['Relationship Rescuer']!.options);
});

test.describe('when the scripts cannot be read', () => {
  test.use({
    serviceWorkers: 'block',
    allowConsoleErrors: [/Failed to load resource|mentor scripts/i],
  });

  test("the next reply says 'Something went wrong. Please try again.', then it retries", async ({
    page,
  }) => {
    await page.route('**/chatresponse.json', (route) => route.abort());
    await mentorButton(page, 'Mood Mentor').click();
    await expect(mentorButton(page, 'Mood Mentor')).toHaveAttribute('aria-pressed', 'true');
    // A failed load on choosing is logged only.
    await expect(log(page).locator('.chat-msg')).toHaveCount(0);

    await input(page).fill('hello');
    await input(page).press('Enter');
    const bubbles = log(page).locator('.chat-bubble');
    await expect(bubbles).toHaveText(['hello', 'Something went wrong. Please try again.']);

    // The failed fetch is not cached: the next message tries again.
    await page.unroute('**/chatresponse.json');
    await input(page).fill("I'm feeling low");
    await input(page).press('Enter');
    await expect(bubbles).toHaveCount(4);
    await expect(bubbles.nth(3)).toHaveText(response('Mood Mentor', "I'm feeling low").message);
  });

  test("a mentor missing from the scripts gets 'Sorry, I couldn't find that mentor.'", async ({
    page,
  }) => {
    const { 'Dream Weaver': _missing, ...rest } = SCRIPTS;
    await page.route('**/chatresponse.json', (route) => route.fulfill({ json: rest }));
    await mentorButton(page, 'Dream Weaver').click();
    await expect(log(page).locator('.chat-bubble')).toHaveText([
      "Sorry, I couldn't find that mentor.",
    ]);
  });

  test('the scripts file is fetched once and then served from memory', async ({ page }) => {
    let fetches = 0;
    await page.route('**/chatresponse.json', (route) => {
      fetches++;
      return route.continue();
    });
    await choose(page, 'Mood Mentor');
    await input(page).fill('hello');
    await input(page).press('Enter');
    await choose(page, 'Anxiety Ally');
    await expect(log(page).locator('.chat-bubble').first()).toHaveText(
      SCRIPTS['Anxiety Ally']!.greeting,
    );
    expect(fetches).toBe(1);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe: no violations with a conversation on screen (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/chat');
    await choose(page, 'Anxiety Ally');
    await options(page).getByRole('button', { name: 'I feel panicky' }).click();
    await options(page).getByRole('button', { name: 'Breathe with me' }).click();
    await expect(
      log(page).getByRole('link', { name: 'Open the breathing exercise' }),
    ).toBeVisible();
    await input(page).fill('random words');
    await input(page).press('Enter');
    await expect(log(page).locator('.chat-msg')).toHaveCount(8);
    await expectNoA11yViolations(page);
  });
}

/**
 * Tabs through the page and, for each control that takes focus inside the page's main content,
 * checks that it is in view, clear of the sticky header and the fixed bottom bar.
 */
async function expectFocusNeverHidden(page: Page, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || !el.closest('main')) return null;
      const header = document.querySelector('.app-header')!.getBoundingClientRect();
      const nav = document.querySelector('.bottom-nav')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      // one taller than the space between (the conversation on a small phone) shows its top
      const tall = r.height > nav.top - header.bottom;
      return r.top < header.bottom - 1 || (tall ? r.top > nav.top - 40 : r.bottom > nav.top + 1)
        ? `${el.tagName} '${el.textContent?.trim() || el.getAttribute('aria-label')}' at ${Math.round(r.top)}–${Math.round(r.bottom)}, clear between ${Math.round(header.bottom)} and ${Math.round(nav.top)}`
        : null;
    });
    expect(hidden, `Tab ${i + 1}`).toBeNull();
  }
}

test.describe('in a short window (a phone on its side, or zoomed to 400%)', () => {
  test.use({ viewport: { width: 320, height: 256 } });
  test('the header and the bottom bar scroll with the page, so what has focus is in view', async ({
    page,
  }) => {
    await page.goto('/chat/self-care');
    const bar = page.getByRole('navigation', { name: 'Sections' });
    await expect(bar).toBeAttached();
    const positions = await page.evaluate(() =>
      ['.app-header', '.bottom-nav'].map(
        (s) => getComputedStyle(document.querySelector(s)!).position,
      ),
    );
    expect(positions).toEqual(['static', 'static']);
    // each card that takes focus is in view, as far as the window can show it
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const shown = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return true; // past the last control
        // not covered: what is at its top, middle and foot (within the window) is itself
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const ys = [r.top + 2, r.top + r.height / 2, r.bottom - 2].map((y) =>
          Math.min(Math.max(y, 1), innerHeight - 1),
        );
        const covered = ys.find((y) => !el.contains(document.elementFromPoint(x, y)));
        return (
          covered === undefined || `${el.outerHTML.slice(0, 80)} covered at ${Math.round(covered)}`
        );
      });
      expect(shown, `Tab ${i + 1}`).toBe(true);
    }
    // and the sections are still there, at the end of the page
    await bar.getByRole('link', { name: 'Mood' }).click();
    await expect(page).toHaveURL(/\/chat\/mood-tracker$/);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 320, height: 568 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a focused control is never hidden under the header or the bottom bar', async ({
      page,
    }) => {
      await page.goto('/chat');
      await page
        .getByRole('group', { name: 'Mentors' })
        .getByRole('button', { name: 'Anxiety Ally', exact: true })
        .click();
      await expect(page.getByRole('log').locator('.chat-msg')).toHaveCount(2);
      // from the mentors, through the conversation and the options, to the message box and Send
      await expectFocusNeverHidden(page, 14);
      // and back up again
      await page.keyboard.down('Shift');
      await expectFocusNeverHidden(page, 14);
      await page.keyboard.up('Shift');

      await page.goto('/chat/coping-skills');
      await expectFocusNeverHidden(page, 25);
    });
  });
}
