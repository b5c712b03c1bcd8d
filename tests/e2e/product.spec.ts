import { messages } from '@shop/core/messages';
import { fetchProducts, productPageTakenOver } from '@shop/test-support/browser/catalogue';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('a rated product shows its details, average with two decimals, tabs and related products', async ({ page, request }) => {
  const products = await fetchProducts(request);
  const rated = products.find((p) => p.ratingCount > 1)!;
  await page.goto(`/shop/${rated.id}`);
  await expect(page.getByRole('heading', { level: 1, name: rated.productName })).toBeVisible();
  await expect(page).toHaveTitle(`Multimart - ${rated.productName}`);
  await expect(page.getByTestId('avg-rating')).toHaveText(rated.avgRating.toFixed(2));
  await expect(page.getByText(`£${(rated.price / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).first()).toBeVisible();
  await expect(page.getByText(`Category: ${rated.category}`)).toBeVisible();
  await expect(page.getByText(rated.shortDesc)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  await expect(page.getByRole('tabpanel')).toContainText(rated.description.slice(0, 40));
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');

  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related.getByRole('listitem').first()).toBeVisible();
  // Read both sides together: other journeys add and remove products while this one runs.
  await expect
    .poll(async () => {
      const sameCategory = new Set((await fetchProducts(request, { category: rated.category })).map((p) => p.productName));
      const names = await related.getByRole('heading', { level: 3 }).allInnerTexts();
      return names.length > 0 && !names.includes(rated.productName) && names.every((name) => sameCategory.has(name));
    })
    .toBe(true);
});

test('a product without ratings says "Not rated yet"', async ({ page, createProduct }) => {
  const unrated = await createProduct();
  await page.goto(`/shop/${unrated.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unrated.productName })).toBeVisible();
  await expect(page.getByText('Not rated yet')).toBeVisible();
});

test('a malformed product id shows "Error: {message}"', async ({ page }) => {
  await page.goto('/shop/not-a-real-id');
  await expect(page.getByRole('alert')).toHaveText(`Error: ${messages.productLinkBroken}`);
});

test('an unknown product id shows that the product is gone and logs "no products available"', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/shop/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'We could not find that product' })).toBeVisible();
  await expect.poll(() => logs).toContain('no products available');
});

test('clicking a product card opens its page', async ({ page }) => {
  await page.goto('/shop');
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  const name = await firstCard.getByRole('heading', { level: 3 }).innerText();
  // Exactly its name: a card of a product sold in variants also links to its page to "Choose options of" it.
  await firstCard.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('products viewed earlier come back under "Recently viewed" on a product page and in the cart @phone', async ({
  page,
  createProduct,
}) => {
  const [first, second, third] = [await createProduct(), await createProduct(), await createProduct()];
  for (const product of [first, second, third]) {
    await page.goto(`/shop/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await productPageTakenOver(page, product.id);
  }
  const viewed = page.getByRole('list', { name: 'Recently viewed products' });
  // Newest first, and never the product on screen.
  await expect(viewed.getByRole('heading', { level: 3 })).toHaveText([second.productName, first.productName]);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await expect(viewed.getByRole('heading', { level: 3 })).toHaveText([second.productName, first.productName]);
  await viewed.getByRole('link', { name: first.productName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: first.productName })).toBeVisible();
  await expect(viewed.getByRole('heading', { level: 3 })).toHaveText([third.productName, second.productName]);
});
