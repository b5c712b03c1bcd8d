// Filling the cart the way a shopper does: from the product page's Add to Cart button.
import { expect, type Page } from '@playwright/test';
import type { Product } from '@shop/core/products';

export async function addToCart(page: Page, product: Pick<Product, 'id' | 'productName'>): Promise<void> {
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item has been added to cart').first()).toBeVisible();
}

/** "£1,234.50", as the shop writes money. */
export const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
