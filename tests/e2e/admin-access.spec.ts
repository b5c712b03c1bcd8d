// Who gets into the admin area. The specification's known flaw (docs/spec.md, Roles and permissions) is kept in the web app: any logged-in user gets
// past the dashboard's route guard; the server refuses them every admin read and action.
import { expect, test } from '@playwright/test';
import { messages } from '@shop/core/messages';
import { newAccount, signUpThroughApi } from '@shop/test-support/browser/accounts';
import { adminRefusal, SAMPLE_ADMIN } from '@shop/test-support/browser/admin';
import { pngFile } from '@shop/test-support/browser/pictures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

test('a shopper has no Dashboard link, and /dashboard/users shows the refusal with no user data sent', async ({ page, browser }) => {
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherAccount = await signUpThroughApi(other.request, newAccount('bystander'));
  await other.close();
  const shopper = await signUpThroughApi(page.request);

  await page.goto('/home');
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'eventsource') bodies.push(response.text().catch(() => ''));
  });
  const refusal = await adminRefusal(page.request);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('alert')).toHaveText(refusal);
  await expect(page.getByRole('table')).toHaveCount(0);

  const sent = (await Promise.all(bodies)).join('\n');
  expect(sent).toContain(shopper.email);
  for (const email of [otherAccount.email, SAMPLE_ADMIN.email, 'shopper@multimart.example']) expect(sent).not.toContain(email);
});

test('every dashboard page shows the server refusal to a shopper instead of data @phone', async ({ page }) => {
  await signUpThroughApi(page.request);
  const refusal = await adminRefusal(page.request);
  for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/chat', '/dashboard/users']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(refusal);
  }
});

test('no control works for a shopper: adding a product fails with the server refusal', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/dashboard/add-products');
  await page.getByLabel('Product title').fill('Sneaky Stool');
  await page.getByLabel('Short description').fill('Should never be sold.');
  await page.getByLabel('Description', { exact: true }).fill('A product a shopper tried to add.');
  await page.getByLabel('Price (£)').fill('10');
  await page.getByLabel('Category').selectOption('chair');
  await page.getByLabel('Add a picture').setInputFiles(await pngFile());
  await page.getByLabel('Alt text for picture 1').fill('A stool');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(messages.addProductFailed)).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(await adminRefusal(page.request));
  const search = await page.request.get('/api/products', { params: { q: 'Sneaky Stool' } });
  expect(((await search.json()) as { total: number }).total).toBe(0);
});

test('every admin API answers a shopper 403', async ({ page }) => {
  await signUpThroughApi(page.request);
  const calls = [
    page.request.get('/api/admin/dashboard'),
    page.request.get('/api/admin/users'),
    page.request.delete(`/api/admin/users/${UNKNOWN_ID}`),
    page.request.get('/api/admin/orders'),
    page.request.get('/api/admin/chat-feedback'),
    page.request.post('/api/products', { data: {} }),
    page.request.delete(`/api/products/${UNKNOWN_ID}`),
  ];
  for (const response of await Promise.all(calls)) expect(response.status(), response.url()).toBe(403);
});

test('an anonymous visitor is sent to login with the admin warning @phone', async ({ page }) => {
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.adminRequired)).toBeVisible();
});

test('when the admin check cannot be made, the page says so', async ({ page }) => {
  await page.route('**/api/auth/session', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(messages.adminCheckFailed);
});
