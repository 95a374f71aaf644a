import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import {
  expect,
  expectNoA11yViolations,
  test,
  useTheme,
  waitForServiceWorker,
  LONG_WALK,
} from './fixtures';
import { UNDERSTANDING_READY_MARK } from '../apps/web/src/lib/understanding';
import { crisisText } from '../packages/domain/src/chat-safety';
import { MAYBE_GOOD_NEWS } from '../packages/domain/src/mentor-fallbacks';
import { understand } from '../packages/understanding/src/understand-default';

// The browser says it is in the US, so the US lines lead. (Other countries, the picker and
// what is remembered are in helplines.spec.ts.)
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const CONTACTS: Array<[string, string]> = [
  ['Call 911', 'tel:911'],
  ['Call 988', 'tel:988'],
  ['Text 988', 'sms:988'],
  ['Text HOME to 741741', 'sms:741741?body=HOME'],
  ['Call 1-800-799-7233', 'tel:18007997233'],
  ['Text START to 88788', 'sms:88788?body=START'],
];

/**
 * The US lines, all of them. The dialog leads with the emergency number; the chat's reply to
 * words of suicide or self-harm leads with the crisis line, the emergency number next.
 */
async function expectResources(
  scope: ReturnType<Page['locator']>,
  lead: 'emergency' | 'crisis' = 'emergency',
) {
  for (const [name, href] of CONTACTS) {
    await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(scope.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
    'href',
    'https://findahelpline.com',
  );
  await expect(scope.getByText('988 Suicide & Crisis Lifeline')).toBeVisible();
  await expect(scope.getByText('National Domestic Violence Hotline')).toBeVisible();
  // The emergency number is named as such: first in the dialog, after the crisis lines in the chat.
  const emergency = scope.locator('.crisis-item[data-kind="emergency"]');
  await expect(emergency).toContainText('Emergency services');
  await expect(emergency.getByRole('link')).toHaveText(['Call 911']);
  const kinds = await scope
    .locator('.crisis-item')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')));
  expect(kinds.slice(0, lead === 'emergency' ? 1 : 3)).toEqual(
    lead === 'emergency' ? ['emergency'] : ['crisis', 'crisis', 'emergency'],
  );
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The options after a crisis reply, exactly. */
const SAFETY_ANSWERS = [
  "I'm safe for now",
  "I'm not safe",
  'Open my safety plan',
  'Breathe with me',
];

test('a crisis phrase, with no mentor chosen, gets a caring reply and the resources', async ({
  page,
}) => {
  await page.goto('/chat');
  await input(page).fill('i dont want to be alive anymore');
  await input(page).press('Enter');
  const log = page.getByRole('log');
  await expect(log.locator('.chat-bubble').first()).toHaveText('i dont want to be alive anymore');
  await expect(log).toContainText("I'm really glad you told me");
  await expect(log).toContainText('automated, scripted companion');
  await expectResources(log, 'crisis');
  await expect(log.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute(
    'href',
    '/safety-plan',
  );
});

test.describe('the helplines under a crisis reply', () => {
  test.use({ allowConsoleErrors: [/Failed to fetch dynamically imported module|ERR_FAILED/] });
  test('come just after the page, not with it; if they cannot be fetched, the emergency numbers stand in until they can', async ({
    page,
  }) => {
    // Their code is not part of the chat's first load: it is asked for after the page is up.
    const first: string[] = [];
    page.on('request', (r) => first.push(r.url()));
    await page.route(/\/assets\/crisis-re(ply|sources-list)-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
    await expect.poll(() => first.some((u) => /crisis-reply-/.test(u))).toBe(true);
    const html = await (await page.request.get('/chat')).text();
    expect(html).not.toMatch(/crisis-reply-|crisis-resources-list-/);
    // Unreachable: the reply still says what to do.
    await input(page).fill('i dont want to be alive anymore');
    await input(page).press('Enter');
    const log = page.getByRole('log');
    await expect(log).toContainText("I'm really glad you told me");
    await expect(log).toContainText('call your local emergency number now (911, 999, 112 or 000)');
    // Back online: the lines come.
    await page.unroute(/\/assets\/crisis-re(ply|sources-list)-[^/]*\.js$/);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expectResources(log, 'crisis');
    await expect(log).not.toContainText('(911, 999, 112 or 000)');
  });
});

test('a crisis phrase is answered before any script, whichever mentor is chosen', async ({
  page,
}) => {
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Dream Weaver', exact: true }).click();
  const options = page.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
  await expect(options.first()).toBeVisible();
  const before = await options.allTextContents();
  await input(page).fill('Sometimes I think about KILLING MYSELF.');
  await input(page).press('Enter');
  const log = page.getByRole('log');
  await expect(log.locator('.chat-msg')).toHaveCount(5);
  await expect(log.locator('.chat-msg').nth(3)).toContainText("I'm really glad you told me");
  await expectResources(log.locator('.chat-msg').nth(3), 'crisis');
  await expect(log.locator('.chat-bubble').last()).toHaveText('Are you safe right now?');
  // The old options go: 'I want to die' can no longer be followed by a cheerful option.
  expect(before).not.toEqual(SAFETY_ANSWERS);
  await expect(options).toHaveText(SAFETY_ANSWERS);
  // An everyday phrase is not mistaken for a crisis.
  await input(page).fill('this exam is killing me');
  await input(page).press('Enter');
  await expect(log.locator('.chat-msg')).toHaveCount(7);
  await expect(log.locator('.crisis-reply')).toHaveCount(1);
});

test("'Need urgent help?' opens the resources from the shell and closes with Escape", async ({
  page,
}) => {
  await page.goto('/chat/mood-tracker');
  const button = page.getByRole('button', { name: 'Need urgent help?' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Need urgent help?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('call your local emergency number now');
  await expectResources(dialog);
  await expect(dialog).toContainText(
    'The mentors in Mentora are automated, scripted companions, not people. Mentora is for self-help and is not a substitute for professional care or for emergency help.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("an open dialog, which covers the header, offers 'Need urgent help?' itself, next after Close", async ({
  page,
}) => {
  for (const [route, card] of [
    ['/chat/mood-tracker', 'Mood Journal'],
    ['/chat/self-care', 'Guided Meditation'],
  ] as const) {
    await page.goto(route);
    await page.getByRole('button', { name: card, exact: true }).click();
    const dialog = page.getByRole('dialog').first();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // the header's button is behind the dialog: this one is the only one there is
    await expect(page.getByRole('button', { name: 'Need urgent help?' })).toHaveCount(1);
    const help = dialog.getByRole('button', { name: 'Need urgent help?' });
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Tab');
    await expect(help, route).toBeFocused();
    await page.keyboard.press('Enter');
    const urgent = page.getByRole('dialog', { name: 'Need urgent help?' });
    await expectResources(urgent);
    // not offered again inside the help itself
    await expect(urgent.getByRole('button', { name: 'Need urgent help?' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Escape closes the help only, and the first dialog goes on where it was
    await page.keyboard.press('Escape');
    await expect(urgent).toHaveCount(0);
    await expect(help).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test("'Need urgent help?' is on every page, early in the tab order, and opens the resources", async ({
  page,
}) => {
  test.setTimeout(LONG_WALK);
  const routes = [...Object.values(paths), '/no-such-page'];
  for (const route of routes) {
    await page.goto(route);
    const button = page.getByRole('button', { name: 'Need urgent help?' });
    await expect(button, route).toBeVisible();
    // reached within the first few presses of Tab (after the skip link and the way back)
    let reached = false;
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((b) => b === document.activeElement);
    }
    expect(reached, `${route}: reached early by Tab`).toBe(true);
  }
  for (const route of ['/login', '/safety-plan', '/no-such-page']) {
    await page.goto(route);
    await page.getByRole('button', { name: 'Need urgent help?' }).click();
    await expectResources(page.getByRole('dialog', { name: 'Need urgent help?' }));
    await page.keyboard.press('Escape');
  }
});

test('a tap while the dialog is still loading is not lost: it opens when the code arrives', async ({
  page,
}) => {
  // The dialog's code is fetched on its own right after the page renders; hold it back.
  await page.route('**/assets/urgent-help-dialog-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/chat');
  const button = page.getByRole('button', { name: 'Need urgent help?' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Need urgent help?' });
  await expectResources(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the dialog links to my safety plan', async ({ page }) => {
  await page.goto('/chat/self-care');
  await page.getByRole('button', { name: 'Need urgent help?' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Open my safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the landing page offers the same help and says what the app is not', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText(/The mentors are automated,\s+scripted companions, not people/),
  ).toBeVisible();
  const button = page.getByRole('button', { name: 'Need urgent help?' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Need urgent help?' });
  await expectResources(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await expect(dialog).toBeVisible();
});

test.describe('offline', () => {
  // Offline after one visit, as the app promises: once its service worker has the app, not while
  // the dialog's code may still be on its way (it was fetched too late once, with no worker).
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/], serviceWorkers: 'allow' });
  test('the dialog and the crisis reply work with the network gone', async ({ page, context }) => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Need urgent help?' }).click();
    await expectResources(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    // The crisis reply needs no network either.
    await input(page).fill('I want to end my life');
    await input(page).press('Enter');
    await expectResources(page.getByRole('log'), 'crisis');
    await context.setOffline(false);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe: no violations with the dialog open and with a crisis reply (${theme})`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.goto('/chat');
    await input(page).fill('I want to die');
    await input(page).press('Enter');
    await expect(page.getByRole('log').locator('.crisis-reply')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Need urgent help?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('after a crisis reply, help stays on screen: another mentor keeps it, and the header button stands out', async ({
  page,
}) => {
  await page.goto('/chat');
  const urgent = page.getByRole('banner').getByRole('button', { name: 'Need urgent help?' });
  await expect(urgent).not.toHaveClass(/urgent-help-btn-emphasised/);
  await page.getByRole('button', { name: 'Dream Weaver', exact: true }).click();
  await input(page).fill('i dont want to be alive anymore');
  await input(page).press('Enter');
  const log = page.getByRole('log');
  await expect(log.locator('.chat-msg').nth(3)).toContainText("I'm really glad you told me");
  await expect(urgent).toHaveClass(/urgent-help-btn-emphasised/);

  await page.getByRole('button', { name: 'Stress Buster', exact: true }).click();
  // The crisis reply and its resources lead the new conversation, then the new mentor speaks.
  await expect(log.locator('.chat-msg')).toHaveCount(3);
  await expect(log.locator('.chat-msg').first()).toContainText("I'm really glad you told me");
  await expectResources(log.locator('.chat-msg').first(), 'crisis');
  await expect(urgent).toHaveClass(/urgent-help-btn-emphasised/);
  // It stays so on the other screens of the visit.
  await page.getByRole('link', { name: 'Mood', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
  await expect(urgent).toHaveClass(/urgent-help-btn-emphasised/);
  await expectNoA11yViolations(page);
});

/** Resolves once the on-device model has loaded in the page. */
const modelReady = (page: Page) =>
  page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    UNDERSTANDING_READY_MARK,
  );

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

test('pills only thought of: "yes im safe" is not told what they took, but to put them out of reach', async ({
  page,
}) => {
  const intent = "i've been thinking about taking all my pills tonight";
  expect(understand(intent)).toMatchObject({ crisis: true, kind: 'overdose' });
  await page.goto('/chat');
  await modelReady(page);
  await page.getByRole('button', { name: 'Anxiety Ally', exact: true }).click();
  await say(page, intent);
  const log = page.getByRole('log');
  const reply = log.locator('.chat-msg').filter({ has: page.locator('.crisis-reply') });
  await expect(reply).toContainText("If you haven't taken anything, please put the pills");
  await expect(log.locator('.chat-bubble').last()).toHaveText('Are you safe right now?');
  await say(page, 'yes im safe, my sister is here with me');
  const answer = log.locator('.chat-msg').last();
  await expect(answer).toContainText("I'm glad you feel safe for now. If you've taken anything");
  await expect(answer).toContainText(
    "If you haven't, please put the pills or medicines out of reach",
  );
  await expect(answer).not.toContainText('What you took');
  // whichever it is, the number to call is there
  await expect(answer.getByRole('link', { name: 'Call 911 now', exact: true })).toHaveAttribute(
    'href',
    'tel:911',
  );
});

test('a cut is answered with first aid and the crisis lines; good news after it is not cheered', async ({
  page,
}) => {
  const cut = "I cut myself last night, it's not that bad";
  const sarcasm = 'lol great, another perfect day';
  expect(understand(cut)).toMatchObject({ crisis: true, kind: 'self-harm' });
  expect(understand(sarcasm)).toMatchObject({ crisis: false, topic: 'positive' });
  await page.goto('/chat');
  await modelReady(page);
  await page.getByRole('button', { name: 'Mood Mentor', exact: true }).click();
  await say(page, cut);
  const log = page.getByRole('log');
  const reply = log.locator('.chat-msg').filter({ has: page.locator('.crisis-reply') });
  await expect(reply.locator('.chat-bubble')).toHaveText(crisisText('self-harm'));
  await expect(reply).toContainText('still bleeding after 10 minutes of firm pressure');
  await expectResources(reply, 'crisis');
  await say(page, sarcasm);
  await expect(log.locator('.chat-msg').last().locator('.chat-bubble')).toHaveText(
    MAYBE_GOOD_NEWS[0],
  );
  await expect(log).not.toContainText('What lovely news');
  await expect(
    page.getByRole('group', { name: 'Suggested replies' }).getByRole('button'),
  ).toHaveText(SAFETY_ANSWERS);
});
