import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures';
import { UNDERSTANDING_READY_MARK } from '../apps/web/src/lib/understanding';
import {
  AND_YOU_SAFE,
  ARE_YOU_SAFE,
  SAFETY_STEPS,
  SAFE_FOR_NOW,
  STAY_WITH_ME,
  crisisText,
} from '../packages/domain/src/chat-safety';
import type { CrisisKind } from '../packages/domain/src/topics';
import {
  DOUBT_OPENING,
  SAFE_AFTER_DOUBT,
  PANIC_NOTE,
  SOMEONE_ELSE_FIRST,
  someoneElseText,
} from '../packages/domain/src/crisis-doubt';
import { detectCrisis } from '../packages/domain/src/crisis';
import { isClearCrisis, understand } from '../packages/understanding/src/understand-default';

/**
 * The on-device understanding (packages/understanding) reads every typed chat message once it has
 * loaded: it is a file of its own, fetched after the chat page's first paint, never by the landing
 * page, and precached by the service worker so it works offline. Until it has loaded, the phrase
 * detector guards the chat.
 */

/** An overdose told plainly, as a person might: the phrase detector misses it, the model does not. */
const OVERDOSE = 'took a whole packet of paracetamol an hour ago';

/** The model's file, as the service worker's precache list names it (e.g. assets/understand-AbC123.js). */
async function modelChunk(request: APIRequestContext): Promise<string> {
  const sw = await (await request.get('/sw.js')).text();
  const files = [...new Set(sw.match(/assets\/understand-[\w-]+\.js/g) ?? [])];
  expect(files, 'the model in the precache list of sw.js').toHaveLength(1);
  return `/${files[0]}`;
}

const isModel = (chunk: string) => (r: { url: () => string }) =>
  new URL(r.url()).pathname === chunk;

/** Resolves once the model has loaded in the page (a performance mark; nothing a person sees). */
const modelReady = (page: Page) =>
  page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    UNDERSTANDING_READY_MARK,
  );

const log = (page: Page) => page.getByRole('log');
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** The crisis reply for what was sent (fitted to its kind), then 'Are you safe right now?'. */
async function expectCrisisReply(page: Page, kind: CrisisKind | null) {
  const messages = log(page).locator('.chat-msg');
  await expect(messages.last().locator('.chat-bubble')).toHaveText(ARE_YOU_SAFE);
  const reply = messages.nth(-2);
  await expect(reply.locator('.chat-bubble')).toHaveText(crisisText(kind));
  await expect(reply.locator('.crisis-reply')).toBeVisible();
}

/**
 * An everyday message (from the evaluation set, never trained on) that the model, its threshold
 * set for recall, reads as a doubtful crisis: the chat asks gently (docs/decisions/0037).
 */
const DOUBTFUL = 'mother in law is driving me up the wall';

test('the messages the tests use: the detector misses them; the model reads a clear crisis and a doubtful one', () => {
  expect(detectCrisis(OVERDOSE)).toBe(false);
  expect(understand(OVERDOSE)).toMatchObject({ crisis: true, kind: 'overdose' });
  expect(isClearCrisis(understand(OVERDOSE))).toBe(true);
  expect(detectCrisis(DOUBTFUL)).toBe(false);
  expect(understand(DOUBTFUL).crisis).toBe(true);
  expect(isClearCrisis(understand(DOUBTFUL))).toBe(false);
});

test('a doubtful reading is asked about gently, with the help shown; "safe for now" goes back to the mentor', async ({
  page,
}) => {
  await page.goto('/chat');
  await modelReady(page);
  await page.getByRole('button', { name: 'Mood Mentor', exact: true }).click();
  const options = page.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
  await expect(options.first()).toBeVisible();
  const opening = await options.allTextContents();
  await send(page, DOUBTFUL);
  const messages = log(page).locator('.chat-msg');
  await expect(messages.last().locator('.chat-bubble')).toHaveText(ARE_YOU_SAFE);
  const reply = messages.nth(-2);
  await expect(reply.locator('.chat-bubble')).toContainText(DOUBT_OPENING);
  await expect(reply.locator('.chat-bubble')).not.toContainText("I'm really glad you told me");
  await expect(reply.locator('.crisis-reply')).toBeVisible();
  await options.getByText(SAFE_FOR_NOW, { exact: true }).click();
  await expect(messages.last().locator('.chat-bubble')).toHaveText(
    SAFE_AFTER_DOUBT.messages[0]!.text,
  );
  await expect(options).toHaveText(opening);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the landing page never asks for the model, though the service worker caches it', async ({
    page,
    request,
  }) => {
    const chunk = await modelChunk(request);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('understand')) asked.push(r.url());
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'A calm place to talk things through' }),
    ).toBeVisible();
    // Past everything the page does once it has settled: the last of it is the service worker's
    // install, which precaches the whole app (the model with it) for offline use.
    await waitForServiceWorker(page);
    expect(
      await page.evaluate(async (url) => Boolean(await caches.match(url)), chunk),
      'the model is precached',
    ).toBe(true);
    // Back from the cache, the page still does not ask for it.
    await page.reload();
    await page.getByRole('button', { name: 'Need urgent help?' }).click();
    await expect(page.getByRole('dialog', { name: 'Need urgent help?' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(asked, 'requests for the model from /').toEqual([]);
  });

  test.describe('with the network gone', () => {
    // The session check reaches for the server and the browser logs that it failed.
    test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test('after one visit to the chat, the model reads a crisis the detector misses', async ({
      page,
      context,
      request,
    }) => {
      const chunk = await modelChunk(request);
      await page.goto('/chat');
      await waitForServiceWorker(page);
      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);

      // The model comes from the service worker's cache once the page has painted.
      const model = page.waitForResponse(isModel(chunk));
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Chat with a mentor' }),
      ).toBeVisible();
      const response = await model;
      expect(response.fromServiceWorker()).toBe(true);
      expect(response.ok()).toBe(true);
      await response.finished();
      await modelReady(page);

      await page
        .getByRole('group', { name: 'Mentors' })
        .getByRole('button', { name: 'Mood Mentor', exact: true })
        .click();
      await expect(log(page).locator('.chat-msg')).toHaveCount(2);
      await send(page, OVERDOSE);
      await expect(log(page).locator('.chat-msg')).toHaveCount(5);
      await expect(log(page).locator('.chat-msg').nth(2)).toContainText(OVERDOSE);
      // The reply fits what was said: an overdose is told to get emergency help first.
      await expectCrisisReply(page, 'overdose');
      await context.setOffline(false);
    });
  });
});

/**
 * Opens the chat with the model's file held back: returns once the page has asked for it; the
 * file is sent on `release()`.
 */
async function openChatModelHeld(page: Page, request: APIRequestContext) {
  const chunk = await modelChunk(request);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(
    (url) => url.pathname === chunk,
    async (route) => {
      arrived();
      await held;
      await route.continue();
    },
  );
  await page.goto('/chat');
  await asked;
  return release;
}

/** The chat with the model loaded and the Mood Mentor chosen, its two opening messages shown. */
async function openMentorWithModel(page: Page) {
  await page.goto('/chat');
  await modelReady(page);
  await page.getByRole('button', { name: 'Mood Mentor', exact: true }).click();
  await expect(log(page).locator('.chat-msg')).toHaveCount(2);
}

/** Once the model has loaded, `text` typed to the Mood Mentor gets the crisis reply for `kind`. */
async function expectCrisisOnceLoaded(page: Page, text: string, kind: CrisisKind) {
  await openMentorWithModel(page);
  await send(page, text);
  await expect(log(page).locator('.chat-msg')).toHaveCount(5);
  await expectCrisisReply(page, kind);
}

/** Not feeling safe at home, said plainly: the model alone read it as low mood (decision 0061). */
const NOT_SAFE_AT_HOME = 'i dont feel safe at home';

test('once the model has loaded, "i dont feel safe at home" still gets the crisis reply, for abuse', async ({
  page,
}) => {
  expect(detectCrisis(NOT_SAFE_AT_HOME), 'caught before the model loads').toBe(true);
  await expectCrisisOnceLoaded(page, NOT_SAFE_AT_HOME, 'abuse');
});

/** A wish to be killed by chance: the phrase detector and the model alone both missed it (decision 0062). */
const HIT_BY_A_CAR = 'i hope i get hit by a car';

test('once the model has loaded, "i hope i get hit by a car" gets the crisis reply, for suicide', async ({
  page,
}) => {
  expect(detectCrisis(HIT_BY_A_CAR), 'missed by the phrase detector').toBe(false);
  await expectCrisisOnceLoaded(page, HIT_BY_A_CAR, 'suicide');
});

/** A word every object of the page's code answers to: once, typed, it stopped the model reading. */
const BUILDER = 'my brother is a constructor, he builds houses';

test('once the model has loaded, a message with "constructor" in it is sent and answered', async ({
  page,
}) => {
  await openMentorWithModel(page);
  await send(page, BUILDER);
  const messages = log(page).locator('.chat-msg');
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(2)).toContainText(BUILDER);
  await expect(messages.nth(3).locator('.chat-bubble')).not.toHaveText('');
  await expect(log(page).locator('.crisis-reply')).toHaveCount(0);
  await expect(input(page)).toHaveValue('');
});

/**
 * Messages that only look alarming, of kinds the issue names: a friend who came through (decision
 * 0067) and working too hard. The phrase detector raises the alarm on each.
 */
const ONLY_LOOK_ALARMING = [
  'my mate said he wanted to end it all last year, hes got a therapist now and is doing loads better',
  'been killing myself over this assignment all week',
];

test('once the model has loaded, a friend who came through and working too hard get the mentor, not the crisis reply', async ({
  page,
}) => {
  await openMentorWithModel(page);
  const messages = log(page).locator('.chat-msg');
  for (const [i, text] of ONLY_LOOK_ALARMING.entries()) {
    expect(detectCrisis(text), 'caught by the phrase detector').toBe(true);
    await send(page, text);
    await expect(messages).toHaveCount(4 + 2 * i);
    await expect(messages.nth(2 + 2 * i)).toContainText(text);
    await expect(messages.nth(3 + 2 * i).locator('.chat-bubble')).not.toHaveText('');
  }
  await expect(log(page).locator('.crisis-reply')).toHaveCount(0);
  await expect(page.getByText(/are you safe/i)).toHaveCount(0);
});

test('with no mentor chosen, a crisis typed before the model has arrived is answered when it comes', async ({
  page,
  request,
}) => {
  const release = await openChatModelHeld(page, request);
  await send(page, OVERDOSE);
  // Nothing is sent yet (no mentor), and the text stays where it was typed.
  await expect(input(page)).toHaveValue(OVERDOSE);
  await expect(log(page).locator('.chat-msg')).toHaveCount(0);
  release();
  await expectCrisisReply(page, 'overdose');
  await expect(log(page).locator('.chat-msg')).toHaveCount(3);
  await expect(input(page)).toHaveValue('');
});

test('until the model has arrived the phrase detector guards the chat; then the model reads it', async ({
  page,
  request,
}) => {
  // The model's file is held back until the detector has answered.
  const release = await openChatModelHeld(page, request);

  await send(page, 'I want to die');
  await expect(log(page).locator('.chat-msg')).toHaveCount(3);
  await expectCrisisReply(page, null);

  release();
  await modelReady(page);
  await send(page, OVERDOSE);
  await expect(log(page).locator('.chat-msg')).toHaveCount(6);
  await expectCrisisReply(page, 'overdose');
});

test.describe('sent at once, answered in words, long, on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  const chooseMentor = async (page: Page) => {
    await page
      .getByRole('group', { name: 'Mentors' })
      .getByRole('button', { name: 'Mood Mentor', exact: true })
      .click();
    await expect(log(page).locator('.chat-msg')).toHaveCount(2);
  };

  test('a message sent before the model has arrived waits for it, and the crisis reply is in view', async ({
    page,
  }) => {
    await page.goto('/chat');
    await chooseMentor(page);
    // At once, long before the chat has settled: typing starts the model's load, and the reply
    // waits for it.
    await send(page, OVERDOSE);
    await expect(log(page).locator('.chat-msg')).toHaveCount(5);
    await expectCrisisReply(page, 'overdose');
    // The reply's top, where help starts, is in view in the log, not only the question under it.
    const box = await log(page).boundingBox();
    const reply = await log(page).locator('.chat-msg').nth(3).boundingBox();
    expect(box && reply).toBeTruthy();
    expect(reply!.y).toBeGreaterThanOrEqual(box!.y - 1);
    expect(reply!.y).toBeLessThan(box!.y + box!.height);
  });

  test('answered in words, "are you safe" is understood: "no" is not safe', async ({ page }) => {
    await page.goto('/chat');
    await modelReady(page);
    await chooseMentor(page);
    await send(page, 'I want to die');
    await expectCrisisReply(page, null);
    await send(page, 'no');
    const last = log(page).locator('.chat-msg').last();
    await expect(last.locator('.chat-bubble')).toHaveText(STAY_WITH_ME);
    await expect(last.getByRole('link', { name: /^Call / })).toBeVisible();
  });

  test('a long pasted message is read whole: the crisis at its end is found', async ({ page }) => {
    await page.goto('/chat');
    await modelReady(page);
    await chooseMentor(page);
    const long = `${'Work has been so much this month and I keep telling myself it will calm down after the deadline, but it never does, and the evenings just disappear. '.repeat(5)}I have decided to kill myself this weekend.`;
    expect(long.length).toBeGreaterThan(700);
    await input(page).fill(long);
    await expect(input(page)).toHaveValue(long);
    await input(page).press('Enter');
    await expect(log(page).locator('.chat-msg').nth(2)).toContainText('this weekend.');
    await expectCrisisReply(page, 'suicide');
  });

  test("a friend's overdose: told how to help them, and asked after too", async ({ page }) => {
    const friend = 'my friend just texted me she took all her pills and now shes not answering';
    expect(understand(friend)).toMatchObject({ crisis: true, kind: 'overdose' });
    await page.goto('/chat');
    await modelReady(page);
    await chooseMentor(page);
    await send(page, friend);
    const messages = log(page).locator('.chat-msg');
    await expect(messages.last().locator('.chat-bubble')).toHaveText(AND_YOU_SAFE);
    const reply = messages.nth(-2);
    await expect(reply.locator('.chat-bubble')).toHaveText(SOMEONE_ELSE_FIRST);
    // the emergency number leads, as for any overdose
    await expect(reply.getByRole('link', { name: /^Call / }).first()).toBeVisible();
    // a typed answer to the question is read as to 'Are you safe right now?'
    await send(page, 'im ok');
    await expect(messages.last().locator('.chat-bubble')).toHaveText(
      SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text,
    );
  });

  test('a crisis read as about panic gets a word that panic can feel like dying, then the question', async ({
    page,
  }) => {
    const panic = 'my heart is pounding so fast and i cant breathe, i really think im going to die';
    expect(understand(panic)).toMatchObject({ crisis: true, topic: 'panic' });
    await page.goto('/chat');
    await modelReady(page);
    await chooseMentor(page);
    await send(page, panic);
    const messages = log(page).locator('.chat-msg');
    await expect(messages.last().locator('.chat-bubble')).toHaveText(ARE_YOU_SAFE);
    await expect(messages.nth(-2).locator('.chat-bubble')).toHaveText(PANIC_NOTE);
  });

  test("a child's self-harm: told how to help them, not what to say of what they took", async ({
    page,
  }) => {
    const child = 'my daughter (she is 14) told me she has been cutting her arms';
    expect(understand(child)).toMatchObject({ crisis: true, kind: 'self-harm' });
    await page.goto('/chat');
    await modelReady(page);
    await chooseMentor(page);
    await send(page, child);
    const messages = log(page).locator('.chat-msg');
    await expect(messages.last().locator('.chat-bubble')).toHaveText(AND_YOU_SAFE);
    await expect(messages.nth(-2).locator('.chat-bubble')).toHaveText(
      someoneElseText('self-harm')!,
    );
  });
});
