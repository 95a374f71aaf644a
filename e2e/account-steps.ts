import type { Browser, BrowserContext } from '@playwright/test';
import { expect, type Page } from './fixtures';

// The steps of a person with an account, shared by the specs that need several devices.

export const PASSWORD = 'gentle-meadow-64';

/** A browser of its own: its own storage and cookies. */
export async function device(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** Signs up; with `navigate` false, on the sign-up form already on screen. */
export async function signUp(page: Page, email: string, navigate = true) {
  if (navigate) await page.goto('/login?mode=signup');
  await page.getByLabel('Username').fill('Sky');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

/** Brings a device up to date the way a person would: come back to the tab. */
export async function revisit(page: Page) {
  await page.goto('/chat');
  await expect(page.getByRole('group', { name: 'Sync status' })).toHaveText(/Synced/, {
    timeout: 15_000,
  });
}
