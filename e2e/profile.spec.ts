import { expect, expectNoA11yViolations, test, type Page, LONG_WALK } from './fixtures';

// A refused password is an HTTP error response, which the browser logs.
test.use({ allowConsoleErrors: [/status of (400|401)/] });

const PASSWORD = 'quiet-harbour-71';
const NEW_PASSWORD = 'steady-lantern-58';

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signUp(page: Page, email: string, username = 'Robin') {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('edit the display name: checked, saved to the account, kept after a reload', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('name'), 'Robin');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const name = page.getByLabel('Display name');
  await expect(name).toHaveValue('Robin');

  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a name.');
  await expectNoA11yViolations(page);

  // Over the limit: counted, said as it is typed, kept in the field and not sent.
  await name.fill('x'.repeat(85));
  await expect(name).toHaveValue('x'.repeat(85));
  await expect(name).toHaveAccessibleDescription(
    '85 / 80 characters Please keep your name to 80 characters or fewer.',
  );
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been updated.')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await name.fill('  Robin   Ash ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been updated.')).toBeVisible();
  // Disabled while it saved, the button has the focus again (not the page).
  await expect(page.getByRole('button', { name: 'Save name' })).toBeFocused();
  await expect(name).toHaveValue('Robin Ash');
  await expect(page.locator('.profile-details')).toContainText('Robin Ash');
  await expect(page.getByRole('img', { name: 'Avatar for Robin Ash' })).toHaveText('RA');

  await page.reload();
  await expect(page.locator('.profile-details')).toContainText('Robin Ash');
  await expect(page.getByLabel('Display name')).toHaveValue('Robin Ash');
});

test('change the password: current one required, other sessions signed out, this one kept', async ({
  page,
  browser,
}) => {
  // Six password checks and hashes on two devices, each deliberately slow on the server.
  test.setTimeout(LONG_WALK);
  const email = uniqueEmail('pw');
  await signUp(page, email);
  // A second device signed in to the same account.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/chat$/);

  await page.goto('/profile');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all three password fields.');
  // The field to mend takes focus: the first one empty, then the confirmation that differs.
  await expect(current).toBeFocused();
  await current.fill(PASSWORD);
  await next.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText("The new passwords don't match.");
  await expect(confirm).toBeFocused();

  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(current).not.toHaveAttribute('aria-invalid');

  await current.fill('not-my-password');
  await confirm.fill(NEW_PASSWORD);
  // Sent with Enter: while it is checked (slowly, on the server) the fields are disabled, and the
  // button, saying so, has the focus rather than the page.
  await confirm.press('Enter');
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(
    "Your current password isn't right. Please try again.",
  );
  // Only the field that is wrong is marked, and it has the focus.
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(
    "Your current password isn't right. Please try again.",
  );
  for (const field of [next, confirm]) await expect(field).not.toHaveAttribute('aria-invalid');
  await expectNoA11yViolations(page);

  await current.fill(PASSWORD);
  await submit.click();
  await expect(
    page.getByText(
      'Your password has been changed. Any other devices that were signed in to your account have been signed out.',
    ),
  ).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(submit).toBeFocused();

  // This device stays signed in.
  await page.goto('/chat');
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  // The other device is signed out.
  await other.reload();
  await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The old password no longer works, the new one does.
  await logIn(other, email, PASSWORD);
  await expect(other.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(other, email, NEW_PASSWORD);
  await expect(other).toHaveURL(/\/chat$/);
  await otherContext.close();
});

test('profile passes axe in both themes, signed in and as a guest (who gets no account forms)', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.locator('.profile-details')).toContainText('Guest User');
  await expect(page.getByLabel('Display name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);

  await signUp(page, uniqueEmail('axe'), 'Kim Lee');
  await page.goto('/profile');
  await expect(page.getByLabel('Display name')).toBeVisible();
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(theme === 'dark' ? 'rgb(18, 22, 42)' : 'rgb(246, 245, 252)');
    await expectNoA11yViolations(page);
  }
});
