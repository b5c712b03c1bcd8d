// Changing one's email in Settings: the current password, a link sent to the new address (read from the .eml
// the server writes under DATA_DIR/mail), the old address told, the change made only once the link is opened,
// then logging out and in again with the new address while the old one no longer logs in.
import { emailChangeMessages, passwordChangeMessages } from '@shop/core/auth';
import { newAccount, signUpThroughApi } from '@shop/test-support/browser/accounts';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { linkInEmailTo } from '@shop/test-support/browser/mailbox';
import { expect, test } from '@shop/test-support/browser/fixtures';

const CONFIRM_LINK = /\S*\/confirm-email\?token=[A-Za-z0-9_-]+/;

test('a shopper changes their email in Settings, confirms it from the new inbox and logs in with it @phone', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  const newEmail = newAccount('moved').email;

  await page.goto('/setting');
  const form = page.getByRole('form', { name: 'Change email' });
  await expect(form).toContainText(account.email);
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill('not my password');
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText(passwordChangeMessages.wrongCurrent).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'Settings with a refused email change');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByRole('status')).toHaveText(emailChangeMessages.requested(newEmail));
  // Nothing changes before the link is opened, and the old address hears of the request.
  await expect(form).toContainText(account.email);
  expect(await linkInEmailTo(account.email, /\/forgot-password/)).toBe('/forgot-password');

  await page.goto(await linkInEmailTo(newEmail, CONFIRM_LINK));
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the confirm-email page');
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByText(emailChangeMessages.done)).toBeVisible();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('form', { name: 'Change email' })).toContainText(newEmail);

  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('an email change link used once, or opened without a login, says what to do @phone', async ({ page, browser }) => {
  const account = await signUpThroughApi(page.request);
  const newEmail = newAccount('elsewhere').email;
  const asked = await page.request.post('/api/auth/email', { data: { newEmail, currentPassword: account.password } });
  expect(asked.status()).toBe(202);
  const link = await linkInEmailTo(newEmail, CONFIRM_LINK);

  // Another browser, not logged in: the change is made, and it is sent to the login.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await otherPage.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: emailChangeMessages.invalidToken })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link in Settings' })).toBeVisible();
});
