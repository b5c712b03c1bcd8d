import { expect, test, type Page } from '@playwright/test';
import { PASSWORD_TOO_COMMON } from '@shop/core/auth';
import { newAccount, signUpThroughApi } from '@shop/test-support/browser/accounts';
import { pngFile, textRenamedPng } from '@shop/test-support/browser/pictures';

const openProfileMenu = (page: Page) => page.getByRole('button', { name: /^Profile menu/ }).click();

test('sign up with a PNG picture: "Created Account", home, and the avatar in the header', async ({ page }) => {
  const account = newAccount();
  await page.goto('/signup');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Profile picture').setInputFiles(await pngFile());
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Created Account')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const avatar = page.getByRole('button', { name: `Profile menu for ${account.username}` }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/files\/avatars\/.+\.webp$/);
});

test('a text file renamed .png is refused with the exact alert and the field is cleared', async ({ page }) => {
  await page.goto('/signup');
  const alert = page.waitForEvent('dialog');
  await page.getByLabel('Profile picture').setInputFiles(textRenamedPng());
  const dialog = await alert;
  expect(dialog.message()).toBe('Please choose a valid image file (JPEG, PNG, GIF).');
  await dialog.accept();
  await expect(page.getByLabel('Profile picture')).toHaveValue('');
});

test('signup without a picture or with a bad email explains what is missing', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill('Nobody');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('long enough');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Picture is required.')).toBeVisible();
});

test('signup refuses a common password beside the field, and takes a stronger one', { tag: '@phone' }, async ({ page }) => {
  const account = newAccount();
  await page.goto('/signup');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('password1');
  await page.getByLabel('Profile picture').setInputFiles(await pngFile());
  await page.getByRole('button', { name: 'Create an account' }).click();
  // Beside the field and in the form's alert (the specification's "something went wrong" toast comes too).
  await expect(page.getByText(PASSWORD_TOO_COMMON)).toHaveCount(2);
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_TOO_COMMON })).toBeVisible();
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Created Account')).toBeVisible();
});

test('log out ("Logged out") and log in again ("logged in", then checkout)', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  await page.goto('/home');
  await openProfileMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await openProfileMenu(page);
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('logged in', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a wrong password shows the server message', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('settings change the name and the picture', async ({ page }) => {
  const account = await signUpThroughApi(page.request);
  await page.goto('/setting');
  const before = await page.getByRole('img', { name: /profile picture/ }).getAttribute('src');
  await page.getByLabel('New username').fill('Renamed Shopper');
  await page.getByLabel('New profile picture').setInputFiles(await pngFile('new-avatar.png'));
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu for Renamed Shopper' })).toBeVisible();
  await expect(page.getByRole('img', { name: /profile picture/ })).not.toHaveAttribute('src', before ?? '');
  expect(account.user.displayName).not.toBe('Renamed Shopper');
});

test('settings refuse an empty username', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/setting');
  await page.getByLabel('New username').fill('   ');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Username cannot be empty.')).toBeVisible();
});

test('settings show a loading text when nobody is logged in', async ({ page }) => {
  await page.goto('/setting');
  await expect(page.getByRole('status').filter({ hasText: 'Loading user data...' })).toBeVisible();
});
