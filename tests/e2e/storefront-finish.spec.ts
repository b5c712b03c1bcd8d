// The storefront's finish: how its pages answer crawlers and link checkers, as well as shoppers.
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Product } from '@shop/core/products';
import { fetchProducts } from '../support/catalogue.ts';

async function topProduct(request: APIRequestContext): Promise<Product> {
  const [product] = await fetchProducts(request, { sort: 'trending', pageSize: 1 });
  if (!product) throw new Error('the catalogue is empty');
  return product;
}

test.describe('page answers', () => {
  test('HEAD on a page answers as GET does, without a body', async ({ request }) => {
    const product = await topProduct(request);
    for (const address of ['/home', '/shop', `/shop/${product.id}`, '/cart', '/policies/returns']) {
      const head = await request.head(address);
      expect(head.status(), address).toBe(200);
      expect(head.headers()['content-type'], address).toContain('text/html');
      expect(await head.body(), address).toHaveLength(0);
    }
  });

  test("an unknown address answers 404 and shows the app's not-found page @phone", async ({ page, request }) => {
    expect((await request.head('/no-such-page')).status()).toBe(404);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
