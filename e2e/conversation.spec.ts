import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { UNDERSTANDING_READY_MARK } from '../apps/web/src/lib/understanding';
import {
  ARE_YOU_SAFE,
  CHECK_IN_QUESTION,
  OVERDOSE_FIRST,
  STAY_WITH_ME,
} from '../packages/domain/src/chat-safety';
import type { ScriptsFile } from '../packages/domain/src/mentor-script';
import { PARTING, PAUSED } from '../packages/domain/src/mentor-fallbacks';
import { STILL_HERE } from '../packages/domain/src/safety-answers';
import { handoffOption } from '../packages/domain/src/topics';
import { understand } from '../packages/understanding/src/understand-default';

/**
 * Conversations that listen (issue 24): typed text about a topic gets the mentor's reply to it,
 * a crisis reply fits what was said and asks 'Are you safe right now?', and the next visit checks
 * in. The browser says it is in Australia, so the Australian lines and 000 lead.
 */
test.use({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });

const SCRIPTS = JSON.parse(
  readFileSync(new URL('../apps/web/public/chatresponse.json', import.meta.url), 'utf8'),
) as ScriptsFile;

const SAFETY_ANSWERS = [
  "I'm safe for now",
  "I'm not safe",
  'Open my safety plan',
  'Breathe with me',
];

const log = (page: Page) => page.getByRole('log');
const messages = (page: Page) => log(page).locator('.chat-msg');
/** What the last message says (without the speaker's name). */
const lastSaid = (page: Page) => messages(page).last().locator('.chat-bubble');
const options = (page: Page) =>
  page.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

async function choose(page: Page, mentor: string) {
  await page
    .getByRole('group', { name: 'Mentors' })
    .getByRole('button', { name: mentor, exact: true })
    .click();
  await expect(log(page)).toHaveAccessibleName(`Conversation with ${mentor}`);
  // The greeting and the mentor's first words come once the scripts have loaded.
  await expect(messages(page)).toHaveCount(2);
}

/**
 * The next visit: the chat opened in a new tab (a reload brings the same conversation back, as
 * it is kept for its tab).
 */
async function nextVisit(page: Page): Promise<Page> {
  const next = await page.context().newPage();
  await next.goto('/chat');
  await expect(next.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
  return next;
}

/** Resolves once the on-device model has loaded in the page. */
const modelReady = (page: Page) =>
  page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    UNDERSTANDING_READY_MARK,
  );

/** The names of the helplines listed under a message, in order. */
const lineNames = (scope: Locator) => scope.locator('.crisis-item .crisis-name strong');

test.beforeEach(async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with a mentor' })).toBeVisible();
});

test('a goodbye gets a word of parting, not a reply to what it names; a pause is waited for', async ({
  page,
}) => {
  await modelReady(page);
  await choose(page, 'Stress Buster');
  const count = 2;
  await send(page, 'brb, my manager is calling');
  await expect(messages(page)).toHaveCount(count + 2);
  await expect(messages(page).last().locator('.chat-bubble')).toHaveText(PAUSED[0]);
  await send(page, 'ok sorry gotta go, my shift starts in 5');
  await expect(messages(page)).toHaveCount(count + 4);
  await expect(messages(page).last().locator('.chat-bubble')).toHaveText(PARTING[0]);
  expect((await options(page).allInnerTexts()).length).toBeGreaterThanOrEqual(2);
  await expectNoA11yViolations(page);
});

test("a typed message about a topic gets the mentor's reply to it, and the hand-off keeps the conversation", async ({
  page,
}) => {
  const text = 'cant fall asleep lately, just lying there for hours';
  expect(understand(text)).toMatchObject({ crisis: false, topic: 'sleep' });
  const replies = SCRIPTS['Stress Buster']!.topics.sleep;
  const handoff = handoffOption('sleep')!;
  expect(replies.some((r) => r.handoff)).toBe(true);

  await modelReady(page);
  await choose(page, 'Stress Buster');
  // The mentor has several replies to sleep; ask until the one that hands off comes.
  let sent = 0;
  for (; sent < 12; sent++) {
    await send(page, text);
    await expect(messages(page)).toHaveCount(2 + 2 * (sent + 1));
    const said = await messages(page).last().locator('.chat-bubble').innerText();
    const reply = replies.find((r) => r.message === said);
    expect(reply, `a Stress Buster reply to sleep: ${said}`).toBeDefined();
    const shown = await options(page).allInnerTexts();
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const o of reply!.options ?? []) expect(shown).toContain(o);
    if (reply!.handoff) {
      expect(shown).toContain(handoff.text);
      await expectNoA11yViolations(page);
      break;
    }
  }
  expect(sent, 'the hand-off was offered').toBeLessThan(12);

  const before = await messages(page).count();
  await options(page).filter({ hasText: handoff.text }).click();
  await expect(log(page)).toHaveAccessibleName('Conversation with Dream Weaver');
  const dw = SCRIPTS['Dream Weaver']!;
  // Everything said so far stays; the person's choice, in their words (not the question that
  // offered it), then Dream Weaver greets and asks.
  await expect(messages(page)).toHaveCount(before + 3);
  await expect(messages(page).nth(before)).toHaveClass(/chat-msg-user/);
  await expect(messages(page).nth(before)).toContainText('Talk to Dream Weaver');
  await expect(messages(page).nth(before)).not.toContainText(handoff.text);
  await expect(messages(page).nth(before + 1)).toContainText(dw.greeting);
  await expect(messages(page).nth(before + 2)).toContainText(dw.question);
  await expect(options(page)).toHaveText(dw.options);
});

test("an answer to the mentor's question about a topic is answered on that topic", async ({
  page,
}) => {
  const text = 'cant fall asleep lately, just lying there for hours';
  const answer = 'probably the second one';
  expect(understand(answer)).toMatchObject({ crisis: false, topic: null });
  const replies = SCRIPTS['Dream Weaver']!.topics.sleep;
  const asking = replies.filter((r) => r.message.endsWith('?'));
  expect(asking.length).toBeGreaterThan(0);

  await modelReady(page);
  await choose(page, 'Dream Weaver');
  // Dream Weaver has several replies to sleep; ask until the one that asks a question comes.
  let sent = 0;
  for (; sent < 12; sent++) {
    await send(page, text);
    await expect(messages(page)).toHaveCount(2 + 2 * (sent + 1));
    const said = await lastSaid(page).innerText();
    expect(replies.map((r) => r.message)).toContain(said);
    if (asking.some((r) => r.message === said)) break;
  }
  expect(sent, 'the question was asked').toBeLessThan(12);
  const question = await lastSaid(page).innerText();

  // The answer names no topic: the mentor goes on about sleep (another line), not a fallback.
  await send(page, answer);
  await expect(messages(page)).toHaveCount(2 + 2 * (sent + 2));
  const said = await lastSaid(page).innerText();
  expect(replies.map((r) => r.message)).toContain(said);
  expect(said).not.toBe(question);
});

test('asked whether it is a real person, the mentor says plainly what it is', async ({ page }) => {
  await modelReady(page);
  await choose(page, 'Anxiety Ally');
  await send(page, 'wait are you a real person??');
  await expect(lastSaid(page)).toHaveText(
    "No, I'm not a person. I'm Anxiety Ally, a scripted companion: I can listen, offer a few ideas and point you to tools that help, but I don't think or feel the way a person does. If you'd like a real person to talk to, 'Need urgent help?' at the top lists people you can reach any time of day or night.",
  );
  await expect(options(page)).toHaveText(SCRIPTS['Anxiety Ally']!.options);
});

test('typed text matches an option whatever the quotes, dashes and end punctuation', async ({
  page,
}) => {
  await choose(page, 'Mood Mentor');
  await send(page, 'I’m feeling low.');
  const r = SCRIPTS['Mood Mentor']!.responses["I'm feeling low"]!;
  await expect(lastSaid(page)).toHaveText(r.message);
  await expect(options(page)).toHaveText(r.followUp!);
});

test("a crisis reply asks 'Are you safe right now?'; \"I'm not safe\" gives the number to call", async ({
  page,
}) => {
  await choose(page, 'Mood Mentor');
  await send(page, 'i want to kill myself');
  await expect(messages(page)).toHaveCount(5);
  const reply = messages(page).nth(3);
  await expect(reply).toContainText("I'm really glad you told me");
  // Suicide: the crisis lines lead (Lifeline), before the emergency number.
  await expect(lineNames(reply).first()).toHaveText('Lifeline');
  await expect(lastSaid(page)).toHaveText(ARE_YOU_SAFE);
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
  await expectNoA11yViolations(page);

  await options(page).filter({ hasText: "I'm not safe" }).click();
  await expect(messages(page)).toHaveCount(7);
  const stay = messages(page).last();
  await expect(stay.locator('.chat-bubble')).toHaveText(STAY_WITH_ME);
  const call = stay.getByRole('link', { name: 'Call 000 now' });
  await expect(call).toHaveAttribute('href', 'tel:000');
  // Large enough to hit on a phone in a hurry.
  const box = await call.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await expect(options(page)).toContainText(["I'm safe for now"]);
  await expectNoA11yViolations(page);

  // Not wanting to call is answered without pressure, with other ways to reach someone.
  await send(page, "i really don't want to talk to anyone on the phone");
  await expect(lastSaid(page)).toHaveText(
    "That's okay: you don't have to call. Some helplines take a text or an online chat instead, and you'll find them under 'Need urgent help?' at the top. I'm here while you reach out. If you might act on how you feel, please go where other people are, or tell someone near you.",
  );
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
});

test('after a clear crisis, help stays: a shrug is stayed with, a breakup gets the mentor, help kept on screen', async ({
  page,
}) => {
  await choose(page, 'Relationship Rescuer');
  await modelReady(page);
  await send(page, 'i want to end my life');
  await expect(lastSaid(page)).toHaveText(ARE_YOU_SAFE);
  await send(page, 'idk');
  await expect(lastSaid(page)).toHaveText(STAY_WITH_ME);
  // Before, this went to the mentor's opening menu and the help was gone.
  await send(page, 'whatever');
  await expect(lastSaid(page)).toHaveText(STILL_HERE[0]!);
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
  await send(page, 'my gf dumped me yesterday over text. 2 years');
  await expect(messages(page).last()).toContainText('Relationship Rescuer');
  await expect(lastSaid(page)).not.toHaveText(STILL_HERE[0]!);
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
  await send(page, 'can we do the breathing');
  await expect(lastSaid(page)).toContainText("Let's breathe together, slowly.");
});

test('"I\'m safe for now" thanks, offers the plan and the skills, and keeps help one tap away', async ({
  page,
}) => {
  await send(page, 'i want to kill myself');
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
  await options(page).filter({ hasText: "I'm safe for now" }).click();
  const thanks = messages(page).last();
  await expect(thanks).toContainText('Thank you for telling me');
  await expect(thanks.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute(
    'href',
    '/safety-plan',
  );
  await expect(
    thanks.getByRole('link', { name: 'Open the coping skills toolbox' }),
  ).toHaveAttribute('href', '/chat/coping-skills');
  await expect(options(page)).toContainText(["I'm not safe", 'Breathe with me']);

  await options(page).filter({ hasText: 'Breathe with me' }).click();
  await expect(messages(page).last()).toContainText('in through your nose for 4 seconds');
  await options(page).filter({ hasText: 'Open my safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
});

test('an overdose is told to get emergency help first, with the number to call', async ({
  page,
}) => {
  const text = 'took a whole packet of paracetamol an hour ago';
  expect(understand(text)).toMatchObject({ crisis: true, kind: 'overdose' });
  await modelReady(page);
  await send(page, text);
  const reply = messages(page).nth(1);
  await expect(reply.locator('.chat-bubble')).toContainText(OVERDOSE_FIRST);
  await expect(reply.getByRole('link', { name: 'Call 000', exact: true }).first()).toHaveAttribute(
    'href',
    'tel:000',
  );
  await expect(lineNames(reply).first()).toHaveText('Emergency services');
});

test('"I don\'t feel safe with them" leads with the domestic-abuse line, the young people\'s line and the emergency number', async ({
  page,
}) => {
  await choose(page, 'Relationship Rescuer');
  await options(page).filter({ hasText: 'My partner' }).click();
  await options(page).filter({ hasText: "I don't feel safe with them" }).click();
  const reply = log(page)
    .locator('.chat-msg')
    .filter({ has: page.locator('.crisis-reply') });
  await expect(reply).toHaveCount(1);
  await expect(lineNames(reply).nth(0)).toHaveText('1800RESPECT');
  await expect(lineNames(reply).nth(1)).toHaveText('Kids Helpline');
  await expect(lineNames(reply).nth(2)).toHaveText('Emergency services');
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
});

test('"I\'m not okay" asks gently, and each answer that says danger leads to help', async ({
  page,
}) => {
  await choose(page, 'Dream Weaver');
  await options(page).filter({ hasText: "I'm not okay" }).click();
  await expect(options(page)).toHaveText([
    "I'm thinking about ending my life",
    "I'm thinking about hurting myself",
    "I'm not safe where I am",
    "No, it's just really hard",
  ]);
  await options(page).filter({ hasText: "I'm thinking about ending my life" }).click();
  await expect(log(page).locator('.crisis-reply')).toHaveCount(1);
  await expect(lastSaid(page)).toHaveText(ARE_YOU_SAFE);
  await expect(options(page)).toHaveText(SAFETY_ANSWERS);
});

test('typed in their own words, a yes to the plain question and a check-in answer are read', async ({
  page: first,
}) => {
  let page = first;
  await choose(page, 'Dream Weaver');
  await options(page).filter({ hasText: "I'm not okay" }).click();
  await expect(options(page).first()).toHaveText("I'm thinking about ending my life");
  // how such answers are read is fetched when the question is asked: typed at once, it is there
  await send(page, 'ngl yeah 😔');
  await expect(log(page).locator('.crisis-reply')).toHaveCount(1);
  await expect(lastSaid(page)).toHaveText(ARE_YOU_SAFE);
  await send(page, 'i dont think im safe');
  await expect(lastSaid(page)).toHaveText(STAY_WITH_ME);

  // the next visit's check-in, answered in words
  page = await nextVisit(page);
  await expect(messages(page).first().locator('.chat-bubble')).toHaveText(CHECK_IN_QUESTION);
  await send(page, 'been better tbh');
  await expect(log(page).locator('.crisis-reply')).toHaveCount(1);
  await expect(lastSaid(page)).toHaveText(ARE_YOU_SAFE);
});

test('the next visit after a crisis reply checks in, once', async ({ page: first }) => {
  let page = first;
  await send(page, 'i want to kill myself');
  await expect(lastSaid(page)).toHaveText(ARE_YOU_SAFE);
  // Only the date is kept, on the device.
  const stored = await page.evaluate(() => localStorage.getItem('lastCrisisDate'));
  expect(stored).toMatch(/^"\d{4}-\d{2}-\d{2}"$/);

  page = await nextVisit(page);
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first().locator('.chat-bubble')).toHaveText(CHECK_IN_QUESTION);
  await expect(options(page)).toHaveText(['A bit better', 'About the same', 'Still really hard']);
  await expectNoA11yViolations(page);
  await options(page).filter({ hasText: 'A bit better' }).click();
  await expect(messages(page).last()).toContainText("I'm really glad to hear that");

  page = await nextVisit(page);
  await expect(page.getByText('Choose a mentor above to start chatting.')).toBeVisible();
  await expect(messages(page)).toHaveCount(0);
});
