// Settings beyond the profile: changing one's password (a wrong current password is refused beside its
// field; the right one changes it, the account's other browser is logged out, the account is emailed, and
// only the new password logs in), downloading one's data, and deleting one's account.
import { readFile } from 'node:fs/promises';
import { accountDeletionMessages, type AccountExport } from '@shop/core/account-data';
import { passwordChangeMessages } from '@shop/core/auth';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { linkInEmailTo } from '@shop/test-support/browser/mailbox';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('a shopper changes their password in Settings and their other browser is logged out @phone', async ({ page, browser }) => {
  const account = await signUpThroughApi(page.request);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await other.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);

  await page.goto('/setting');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password').fill('a brand new passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(passwordChangeMessages.wrongCurrent).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'Settings with a refused password change');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(passwordChangeMessages.done)).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  const session = await (await other.request.get('/api/auth/session')).json();
  expect(session).toEqual({ user: null });
  expect(await linkInEmailTo(account.email, /\/forgot-password/)).toBe('/forgot-password');
  const old = await other.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(401);
  const fresh = await other.request.post('/api/auth/login', { data: { email: account.email, password: 'a brand new passphrase' } });
  expect(fresh.status()).toBe(200);
  await other.close();
});

test('a shopper downloads their data from Settings: their account and orders, as one JSON file @phone', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  await page.goto('/setting');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^multimart-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as AccountExport;
  expect(data.account).toMatchObject({ email: account.email, displayName: account.username });
  expect(data.orders).toEqual([]);
});

test('a shopper deletes their account from Settings with their password, and is logged out for good @phone', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  await page.goto('/setting');
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Your password').fill('not my password');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText(accountDeletionMessages.wrongPassword).first()).toBeVisible();
  await form.getByLabel('Your password').fill(account.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(accountDeletionMessages.done)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
});
