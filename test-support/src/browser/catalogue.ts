// Reads the catalogue through the public API, so tests compare pages with what the server holds, and waits
// for the app to have a product page.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product, ProductList } from '@shop/core/products';

export async function fetchProducts(request: APIRequestContext, query: Record<string, string | number> = {}): Promise<Product[]> {
  const response = await request.get('/api/products', { params: { pageSize: 100, ...query } });
  if (!response.ok()) throw new Error(`GET /api/products answered ${response.status()}`);
  return ((await response.json()) as ProductList).items;
}

/**
 * Waits until the app has taken over a product page the server drew (after the page's pictures): the app
 * notes the visit in the browser's recently viewed list only then.
 */
export async function productPageTakenOver(page: Page, productId: string): Promise<void> {
  await page.waitForFunction((id) => localStorage.getItem('multimart.recentlyViewed')?.includes(id) ?? false, productId);
}
