// Forgot password: the link on login, the same answer for any address, the emailed link (read from the .eml
// the server writes under DATA_DIR/mail), a new password, and the old one no longer working.
import { expect, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '@shop/test-support/browser/accounts';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { linkInEmailTo } from '@shop/test-support/browser/mailbox';

const RESET_LINK = /\S*\/reset-password\?token=[A-Za-z0-9_-]+/;

test('a shopper who forgot their password gets a link by email and logs in with a new password @phone', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const confirmation = page.getByRole('main').getByRole('status');
  await expect(confirmation).not.toBeEmpty();
  const answer = await confirmation.innerText();
  await expectNoSeriousViolations(page, 'the forgot-password page');

  // An address with no account gets the very same answer: the page does not tell who shops here.
  await page.reload();
  await page.getByLabel('Email').fill(newAccount('nobody').email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(confirmation).toHaveText(answer);

  await page.goto(await linkInEmailTo(account.email, RESET_LINK));
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the reset-password page with a field error');
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).last()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill('a-brand-new-password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
