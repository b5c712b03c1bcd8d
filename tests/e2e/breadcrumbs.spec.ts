// A shopper on a product page sees where it sits in the shop and steps back up to its category.
import { expect, test } from '@shop/test-support/browser/fixtures';

test('the product page leads Home > Shop > Category > Product, with BreadcrumbList data @phone', async ({ page, createProduct }) => {
  const product = await createProduct({ category: 'watch' });
  await page.goto(`/shop/${product.id}`);

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Shop', 'Watch', product.productName]);
  await expect(trail.getByText(product.productName)).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const data = JSON.parse((await trail.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((step) => [step.position, step.name])).toEqual([
    [1, 'Home'],
    [2, 'Shop'],
    [3, 'Watch'],
    [4, product.productName],
  ]);
  expect(data.itemListElement[3]?.item).toBe(page.url());

  await trail.getByRole('link', { name: 'Watch' }).click();
  await expect(page).toHaveURL(/\/shop\?category=watch$/);
  await expect(page.getByLabel('Filter by category')).toHaveValue('watch');
});
