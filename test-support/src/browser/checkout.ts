// Paying the way a shopper does: the checkout page's billing form and the test provider's card fields.
import { expect, type Page } from '@playwright/test';

export async function fillBilling(page: Page, name = 'Ada Lovelace') {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('07700 900123');
  await page.getByLabel('Street address').fill('12 Analytical Row');
  await page.getByLabel('City').fill('Leicester');
  await page.getByLabel('Postcode').fill('le1 6tp');
  await page.getByLabel('Country').selectOption('United Kingdom');
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** Pays for the cart with the always-approved test card; answers the new order's id from the confirmation's address. */
export async function payForCart(page: Page): Promise<string> {
  await page.goto('/checkout');
  await fillBilling(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}
