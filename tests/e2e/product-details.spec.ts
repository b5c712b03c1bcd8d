// What a shopper weighs before buying: each card's average rating, and on the product page when the order
// would arrive (the policy module's rule: cut-off, working days, longer for sofas and chairs).
import { expect, test } from '@playwright/test';
import { deliveryEstimate } from '@shop/core/policies';
import { fetchProducts } from '@shop/test-support/browser/catalogue';

const dayName = (day: Date) => day.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

test('product cards show their average rating, or that they are not rated yet @phone', async ({ page, request }) => {
  const products = await fetchProducts(request, { sort: 'trending' });
  const rated = products.find((product) => product.ratingCount > 0);
  const unrated = products.find((product) => product.ratingCount === 0);
  if (!rated || !unrated) throw new Error('the catalogue needs a rated and an unrated product');
  await page.goto('/shop');
  const card = (name: string) => page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });
  const average = rated.avgRating.toFixed(2);
  await expect(card(rated.productName)).toContainText(`${average} (${rated.ratingCount})`);
  await page.goto(`/shop?q=${encodeURIComponent(unrated.productName)}`);
  await expect(card(unrated.productName)).toContainText('Not rated yet');
});

test('the product page says when an order placed now would arrive, and that delivery is free @phone', async ({ page, request }) => {
  const [product] = await fetchProducts(request, { category: 'sofa' });
  if (!product) throw new Error('the catalogue has no sofa');
  await page.goto(`/shop/${product.id}`);
  const estimate = deliveryEstimate(product.category, new Date());
  await expect(page.getByTestId('delivery-estimate')).toHaveText(
    `Free delivery: order now to receive it between ${dayName(estimate.earliest)} and ${dayName(estimate.latest)}.`,
  );
  await page.getByRole('link', { name: 'Delivery policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
});
