// Reads the catalogue through the public API, so tests compare pages with what the server holds.
import type { APIRequestContext } from '@playwright/test';
import type { Product, ProductList } from '@shop/core/products';

export async function fetchProducts(request: APIRequestContext, query: Record<string, string | number> = {}): Promise<Product[]> {
  const response = await request.get('/api/products', { params: { pageSize: 100, ...query } });
  if (!response.ok()) throw new Error(`GET /api/products answered ${response.status()}`);
  return ((await response.json()) as ProductList).items;
}
