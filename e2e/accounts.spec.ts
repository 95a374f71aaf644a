import { expect, expectNoA11yViolations, test, type Page } from './fixtures';

// A refused sign-in is an HTTP error response, which the browser logs; that is expected here.
test.use({ allowConsoleErrors: [/server responded with a status of (400|401|422)/] });

const PASSWORD = 'quiet-harbour-71';

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signUp(page: Page, email: string, username = 'Robin') {
  await page.goto('/login');
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

test('sign up, profile, logout, log in again, and the session survives a reload', async ({
  page,
}) => {
  const email = uniqueEmail('robin');
  await signUp(page, email);
  const icon = page.getByRole('button', { name: `Account menu for ${email}` });
  await expect(icon).toHaveText('r');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await icon.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const details = page.locator('.profile-details');
  await expect(details).toContainText('Robin');
  await expect(details).toContainText(email);
  await expect(details.locator('.profile-uid')).toHaveText(/^[A-Za-z0-9_-]{10,}$/);
  await expect(page.getByRole('img', { name: 'Avatar for Robin' })).toBeVisible();

  await page.goto('/chat');
  // By keyboard: Enter opens the menu on its first item; Tab leaves it, and it closes.
  const menu = page.getByRole('button', { name: `Account menu for ${email}` });
  await menu.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await menu.click();
  await expectNoA11yViolations(page);
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  // The menu went with the account: the way back in has the focus, and the change is said.
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeFocused();
  await expect(page.getByText('You’re signed out.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('a wrong password shows the red box, and toggling the mode clears it', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUp(page, email);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password');
  // The button, disabled while it was checked, has the focus again (not the page).
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  await expectNoA11yViolations(page);
  await expect(page).toHaveTitle('Login – Mentora');
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The page's title follows the mode, as its heading does; the heading has the focus (a screen
  // reader says which form it is now), and Tab goes on to the form's first field.
  await expect(page).toHaveTitle('Sign Up – Mentora');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  // by the keyboard too
  await page.getByRole('link', { name: 'Already have an account? Login' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeFocused();
  await expect(page).toHaveTitle('Login – Mentora');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('while a request is in flight, everything is disabled and it says Processing...', async ({
  page,
}) => {
  await page.goto('/login');
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(uniqueEmail('slow'));
  await page.getByLabel('Password', { exact: true }).fill('whatever-123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Please wait...')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
});

test('sign-up checks: mismatched passwords, bad email and a common password, in plain words', async ({
  page,
}) => {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Username').fill('Sam');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('sunny-days-9');
  await page.getByLabel('Confirm password', { exact: true }).fill('sunny-days-9');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  // the field to put right takes focus, marked invalid and described by the message
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

  await email.fill(uniqueEmail('sam'));
  await page.getByLabel('Confirm password', { exact: true }).fill('sunny-days-8');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(page.getByLabel('Confirm password', { exact: true })).toBeFocused();
  await expect(email).not.toHaveAttribute('aria-invalid');

  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('one of the most commonly used');

  // The server's reason for an easily guessed password reaches the person as it was written.
  await page.getByLabel('Password', { exact: true }).fill('aaaaaaaa');
  await page.getByLabel('Confirm password', { exact: true }).fill('aaaaaaaa');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^That password would be easy to guess: it repeats the same characters/,
  );

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your password is too short. Please use at least 6 characters.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expectNoA11yViolations(page);

  // with nothing filled in, the first field: the username, then by Enter the email
  await page.goto('/login?mode=signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a username.');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('Sam');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('the password can be revealed, and autocomplete suits password managers', async ({ page }) => {
  await page.goto('/login');
  const pw = page.getByLabel('Password', { exact: true });
  await expect(pw).toHaveAttribute('type', 'password');
  await expect(pw).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(pw).toHaveAttribute('type', 'text');
  await page.goto('/login?mode=signup');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'new-password',
  );
});

test('Login with Google explains that it is not set up here', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Google sign-in isn't set up on this server. Please use your email and password.",
  );
});

test('the profile menu works by keyboard and passes axe; /profile too', async ({ page }) => {
  const email = uniqueEmail('keys');
  await signUp(page, email, 'Kim Lee');
  const trigger = page.getByRole('button', { name: `Account menu for ${email}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Settings' }).press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Avatar for Kim Lee' })).toHaveText('KL');
  await expectNoAxe(page);
});

test('a tap on the account icon before its menu has loaded opens the menu when it arrives', async ({
  page,
}) => {
  const email = uniqueEmail('early');
  await signUp(page, email);
  // The menu's code is fetched on its own after the page renders; hold it back for a moment.
  await page.route('**/assets/account-dropdown-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  const trigger = page.getByRole('button', { name: `Account menu for ${email}` });
  await expect(trigger).toHaveText('e');
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

/**
 * Signs up, reloads with the account menu's code held back, and focuses the icon that stands in
 * for it. `release` lets the code arrive.
 */
async function focusIconWhileMenuIsHeld(page: Page, email: string) {
  await signUp(page, email);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/account-dropdown-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const trigger = page.getByRole('button', { name: `Account menu for ${email}` });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.focus();
  return { trigger, release };
}

test('Enter on the account icon before its menu has loaded opens it with the first item focused', async ({
  page,
}) => {
  const email = uniqueEmail('earlykey');
  const { release } = await focusIconWhileMenuIsHeld(page, email);
  await page.keyboard.press('Enter');
  release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeFocused();
});

test('the icon keeps the keyboard focus when its menu arrives, so the next Enter opens it', async ({
  page,
}) => {
  const email = uniqueEmail('keepfocus');
  const { trigger, release } = await focusIconWhileMenuIsHeld(page, email);
  release();
  // The menu's own trigger (it carries Radix's data-state) has replaced the icon, focus and all.
  await expect(trigger).toHaveAttribute('data-state', 'closed');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
});

async function expectNoAxe(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectNoA11yViolations(page);
}

test('a guest sees the guest placeholder on /profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.locator('.profile-details')).toContainText('Guest User');
  await expect(page.locator('.profile-details')).toContainText('guest@example.com');
  await expectNoA11yViolations(page);
});

test('login page passes axe in both modes', async ({ page }) => {
  await page.goto('/login');
  await expectNoA11yViolations(page);
  await page.goto('/login?mode=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectNoA11yViolations(page);
});
