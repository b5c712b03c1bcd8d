import { expect, test } from '@playwright/test';
import { orderTexts } from '@shop/core/checkout-texts';

test('/ redirects to home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Multimart - Home');
});

test('every route has a page with its heading and title', async ({ page }) => {
  const routes = [
    ['/shop', 'Multimart - Shop'],
    ['/cart', 'Multimart - Cart'],
    ['/login', 'Multimart - Login'],
    ['/signup', 'Multimart - Signup'],
  ] as const;
  for (const [route, title] of routes) {
    await page.goto(route);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Multimart - Page not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the header links to home, shop and cart, and the footer has contact details', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await nav.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'SignUp' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(footer.getByText(/Leicester/)).toBeVisible();
});

test('the menu works on a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('Escape closes the profile menu and puts the focus back on its button', async ({ page }) => {
  await page.goto('/home');
  const trigger = page.getByRole('button', { name: 'Profile menu' });
  await trigger.click();
  // A click before the page is hydrated is held and replayed; Escape pressed before then would close nothing.
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page
    .locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    .getByRole('link', { name: 'Login' })
    .focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'SignUp' })).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('an order link opened by a visitor who is not logged in asks them to log in, with the way to @phone', async ({ page }) => {
  await page.goto('/orders/3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f');
  await expect(page.getByText(orderTexts.loginToSeeOrders)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
