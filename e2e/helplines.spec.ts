import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

/** What a country's lines show, in order: each line's name and its links (text, href). */
type Line = [name: string, links: Array<[string, string]>];

// Its link opens a new tab, and says so.
const FIND_A_HELPLINE: Line = [
  'Find A Helpline',
  [['findahelpline.com (opens in a new tab)', 'https://findahelpline.com']],
];

const COUNTRIES: Array<{
  locale: string;
  timezoneId: string;
  heading: string;
  option: string;
  lines: Line[];
}> = [
  {
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    heading: 'Help in Australia',
    option: 'Australia',
    lines: [
      ['Emergency services', [['Call 000', 'tel:000']]],
      ['Lifeline', [['Call 13 11 14', 'tel:131114']]],
      ['1800RESPECT', [['Call 1800 737 732', 'tel:1800737732']]],
      ['Kids Helpline', [['Call 1800 55 1800', 'tel:1800551800']]],
      FIND_A_HELPLINE,
    ],
  },
  {
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    heading: 'Help in Canada',
    option: 'Canada',
    lines: [
      ['Emergency services', [['Call 911', 'tel:911']]],
      [
        '9-8-8: Suicide Crisis Helpline',
        [
          ['Call 9-8-8', 'tel:988'],
          ['Text 9-8-8', 'sms:988'],
        ],
      ],
      [
        'Kids Help Phone',
        [
          ['Call 1-800-668-6868', 'tel:18006686868'],
          ['Text CONNECT to 686868', 'sms:686868?body=CONNECT'],
        ],
      ],
      FIND_A_HELPLINE,
    ],
  },
  {
    locale: 'en-IE',
    timezoneId: 'Europe/Dublin',
    heading: 'Help in Ireland',
    option: 'Ireland',
    lines: [
      [
        'Emergency services',
        [
          ['Call 112', 'tel:112'],
          ['Call 999', 'tel:999'],
        ],
      ],
      ['Samaritans', [['Call 116 123', 'tel:116123']]],
      ['50808', [['Text 50808', 'sms:50808']]],
      ["Women's Aid", [['Call 1800 341 900', 'tel:1800341900']]],
      [
        'Childline (ISPCC)',
        [
          ['Call 1800 66 66 66', 'tel:1800666666'],
          ['Text 50101', 'sms:50101'],
        ],
      ],
      FIND_A_HELPLINE,
    ],
  },
  {
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    heading: 'Help in New Zealand',
    option: 'New Zealand',
    lines: [
      ['Emergency services', [['Call 111', 'tel:111']]],
      [
        '1737, Need to talk?',
        [
          ['Call 1737', 'tel:1737'],
          ['Text 1737', 'sms:1737'],
        ],
      ],
      [
        'Youthline',
        [
          ['Call 0800 376 633', 'tel:0800376633'],
          ['Text 234', 'sms:234'],
        ],
      ],
      FIND_A_HELPLINE,
    ],
  },
  {
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    heading: 'Help in India',
    option: 'India',
    lines: [
      ['Emergency services', [['Call 112', 'tel:112']]],
      [
        'Tele-MANAS',
        [
          ['Call 14416', 'tel:14416'],
          ['Call 1-800-891-4416', 'tel:18008914416'],
        ],
      ],
      ['Child Helpline 1098', [['Call 1098', 'tel:1098']]],
      FIND_A_HELPLINE,
    ],
  },
  {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    heading: 'Help in the United Kingdom',
    option: 'United Kingdom',
    lines: [
      ['Emergency services', [['Call 999', 'tel:999']]],
      ['Samaritans', [['Call 116 123', 'tel:116123']]],
      ['Shout', [['Text SHOUT to 85258', 'sms:85258?body=SHOUT']]],
      ['National Domestic Abuse Helpline (Refuge)', [['Call 0808 2000 247', 'tel:08082000247']]],
      ['Childline', [['Call 0800 1111', 'tel:08001111']]],
      FIND_A_HELPLINE,
    ],
  },
];

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Need urgent help?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Need urgent help?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The lines shown in a list, in order, exactly as given. */
async function expectLines(scope: Locator, lines: Line[]) {
  const items = scope.locator('.crisis-item');
  await expect(items).toHaveCount(lines.length);
  for (const [i, [name, links]] of lines.entries()) {
    const item = items.nth(i);
    await expect(item.locator('.crisis-name strong')).toHaveText(name);
    await expect(item.getByRole('link')).toHaveText(links.map(([text]) => text));
    for (const [text, href] of links) {
      await expect(item.getByRole('link', { name: text })).toHaveAttribute('href', href);
    }
  }
}

const picker = (scope: Locator) => scope.getByLabel('Your country');

/**
 * The same lines as the chat's reply to words of suicide or self-harm shows them: the crisis
 * line first (the one after the emergency number in the dialog), then the emergency number.
 */
const crisisFirst = ([emergency, crisis, ...rest]: Line[]): Line[] => [
  crisis!,
  emergency!,
  ...rest,
];

for (const c of COUNTRIES) {
  test.describe(`in ${c.option} (${c.locale}, ${c.timezoneId})`, () => {
    test.use({ locale: c.locale, timezoneId: c.timezoneId });

    test("'Need urgent help?' leads with that country's lines, and passes axe", async ({
      page,
    }) => {
      await page.goto('/chat/mood-tracker');
      const dialog = await openDialog(page);
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(c.heading);
      await expect(picker(dialog)).toHaveValue(/^[A-Z]{2}$/);
      await expect(picker(dialog).locator('option:checked')).toHaveText(c.option);
      await expectLines(dialog.getByRole('list', { name: 'Crisis lines' }), c.lines);
      await expect(dialog).toContainText("Guessed from your browser's language and time zone.");
      await expectNoA11yViolations(page);
      // Only a guess: nothing is stored until the person chooses.
      expect(await page.evaluate(() => localStorage.getItem('helplineCountry'))).toBeNull();
    });
  });
}

test.describe('in Australia', () => {
  test.use({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });

  test("the chat's crisis reply leads with the same lines", async ({ page }) => {
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('I want to end my life');
    await input.press('Enter');
    const reply = page.getByRole('log').locator('.crisis-reply');
    await expect(reply).toBeVisible();
    await expectLines(reply, crisisFirst(COUNTRIES[0]!.lines));
    await expect(reply.locator('.crisis-region').first()).toHaveText('Australia');
  });

  test('the picker changes the lines, and the choice is remembered after a reload', async ({
    page,
  }) => {
    await page.goto('/chat');
    let dialog = await openDialog(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help in Australia');

    // Every country with lines is offered, by name, and 'Somewhere else' last.
    const options = picker(dialog).locator('option');
    await expect(options.first()).toHaveText('Australia');
    await expect(options.last()).toHaveText('Somewhere else');
    await expect(options).toHaveCount(34);

    await picker(dialog).selectOption({ label: 'New Zealand' });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help in New Zealand');
    await expectLines(dialog.getByRole('list', { name: 'Crisis lines' }), COUNTRIES[3]!.lines);
    await expect(dialog.getByRole('status')).toHaveText('Now showing: Help in New Zealand.');
    await expect(dialog).toContainText('Your choice is kept on this device.');
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('helplineCountry'))).toBe('"NZ"');

    // The chat's crisis reply follows the choice too.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('I want to end my life');
    await input.press('Enter');
    await expectLines(
      page.getByRole('log').locator('.crisis-reply'),
      crisisFirst(COUNTRIES[3]!.lines),
    );

    // Remembered after a reload, over what the browser says.
    await page.reload();
    dialog = await openDialog(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help in New Zealand');
    await expect(picker(dialog)).toHaveValue('NZ');
    await expectLines(dialog.getByRole('list', { name: 'Crisis lines' }), COUNTRIES[3]!.lines);

    // Somewhere else: Find A Helpline, for every country.
    await picker(dialog).selectOption({ label: 'Somewhere else' });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help wherever you are');
    await expectLines(dialog.getByRole('list', { name: 'Crisis lines' }), [FIND_A_HELPLINE]);
    await expectNoA11yViolations(page);
    await page.reload();
    dialog = await openDialog(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help wherever you are');
    await expect(picker(dialog)).toHaveValue('elsewhere');

    // Another country of the EU: its emergency number, 112.
    await picker(dialog).selectOption({ label: 'Germany' });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help in Germany');
    await expectLines(dialog.getByRole('list', { name: 'Crisis lines' }), [
      ['Emergency services', [['Call 112', 'tel:112']]],
      FIND_A_HELPLINE,
    ]);
  });

  test('the picker works from the keyboard alone', async ({ page }) => {
    await page.goto('/chat');
    const dialog = await openDialog(page);
    // From the close button, the next stop is the picker.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(picker(dialog)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(picker(dialog)).toHaveValue('AT');
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help in Austria');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('an unreadable stored choice is set aside, and the guess is used', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('helplineCountry', '"Atlantis"'));
    await page.goto('/chat');
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help in Australia');
    expect(await page.evaluate(() => localStorage.getItem('helplineCountry.corrupt'))).toBe(
      '"Atlantis"',
    );
  });
});

test.describe('where the time zone names a place with no lines of its own', () => {
  test.use({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });

  test('it leads with Find A Helpline, whatever the language says', async ({ page }) => {
    await page.goto('/chat');
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Help wherever you are');
    await expect(picker(dialog)).toHaveValue('elsewhere');
    await expectLines(dialog.getByRole('list', { name: 'Crisis lines' }), [FIND_A_HELPLINE]);
    await expectNoA11yViolations(page);
  });
});
