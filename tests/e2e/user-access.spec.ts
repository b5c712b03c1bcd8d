// The admin promotes a shopper to admin and blocks another from the user table: the promoted one reaches the
// dashboard, the blocked one is logged out in their open browser and told why when they try to log in.
import { userMessages } from '@shop/core/users';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { expect, test } from '@shop/test-support/browser/fixtures';
import type { Page } from '@playwright/test';

async function confirm(admin: Page, name: string, action: string) {
  await admin.getByRole('button', { name: `${action}: ${name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
}

test('an admin makes one shopper an admin and blocks another, who is logged out @phone', async ({ page, browser }) => {
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  await logInAsAdmin(adminContext.request);
  const promotedContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const promoted = await signUpThroughApi(promotedContext.request);
  const blocked = await signUpThroughApi(page.request);
  await page.goto('/setting');
  await expect(page.getByLabel('Username')).toHaveValue(blocked.username);

  const admin = await adminContext.newPage();
  await admin.goto(`/dashboard/users?q=${encodeURIComponent(promoted.email)}`);
  await confirm(admin, promoted.username, 'Make admin');
  await expect(admin.getByText(userMessages.changed(promoted.username, 'promoted'))).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(promoted.username) }).getByText('Admin', { exact: true })).toBeVisible();
  expect((await promotedContext.request.get('/api/admin/dashboard')).status()).toBe(200);

  await admin.goto(`/dashboard/users?q=${encodeURIComponent(blocked.email)}`);
  await confirm(admin, blocked.username, 'Block');
  await expect(admin.getByText(userMessages.changed(blocked.username, 'blocked'))).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(blocked.username) }).getByText('Blocked')).toBeVisible();
  await expectNoSeriousViolations(admin, 'the user table with a blocked account');

  // The blocked shopper's open page follows on the live feed, and logging in says why it cannot.
  await expect(page.getByText(/Log in.* to change your profile/)).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(blocked.email);
  await page.getByLabel('Password').fill(blocked.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: userMessages.blocked })).toBeVisible();
  await adminContext.close();
  await promotedContext.close();
});
