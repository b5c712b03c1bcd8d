// An account changed somewhere else shows in every open tab of it: a shopper deleted or blocked by an admin is
// logged out, and a rename made in one tab reaches the header of another. The tabs here log in through the form
// after their page (and its live feed) is up, as a shopper does.
import type { Page } from '@playwright/test';
import { signUpThroughApi, type TestAccount } from '@shop/test-support/browser/accounts';
import { expect, test } from '@shop/test-support/browser/fixtures';

const profileMenu = (page: Page, name?: string) =>
  page.getByRole('button', { name: name ? `Profile menu for ${name}` : 'Profile menu', exact: true });

const feedOpened = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');

/** Opens the login page, waits for its live feed, logs in through the form, and waits for the feed opened as the account. */
async function logInThroughForm(page: Page, account: TestAccount): Promise<void> {
  const anonymousFeed = feedOpened(page);
  await page.goto('/login');
  await anonymousFeed;
  const accountFeed = feedOpened(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(profileMenu(page, account.username)).toBeVisible();
  await accountFeed;
}

/** A shopper made through the API, the browser under test logged out again so that it logs in through the form. */
async function shopperLoggedOut(page: Page) {
  const account = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  return account;
}

test('a shopper deleted by an admin is logged out in their open tab @phone', async ({ page, admin }) => {
  const account = await shopperLoggedOut(page);
  await logInThroughForm(page, account);

  const deleted = await admin.delete(`/api/admin/users/${account.user.uid}`);
  expect(deleted.status()).toBe(200);
  await expect(profileMenu(page)).toBeVisible();
});

test('a shopper blocked by an admin is logged out in their open tab @phone', async ({ page, admin }) => {
  const account = await shopperLoggedOut(page);
  await logInThroughForm(page, account);

  const blocked = await admin.patch(`/api/admin/users/${account.user.uid}`, { data: { blocked: true } });
  expect(blocked.status()).toBe(200);
  await expect(profileMenu(page)).toBeVisible();
});

test('a shopper renamed in one tab sees the new name in the header of their other tab @phone', async ({ page }) => {
  const account = await shopperLoggedOut(page);
  await logInThroughForm(page, account);
  const settings = await page.context().newPage();
  await settings.goto('/setting');
  await settings.getByLabel('New username').fill('Renamed Elsewhere');
  await settings.getByRole('button', { name: 'Update profile' }).click();
  await expect(settings.getByText('Profile updated successfully!')).toBeVisible();

  await expect(profileMenu(page, 'Renamed Elsewhere')).toBeVisible();
});
