import { expect, test, type Page } from '@playwright/test';
import { fetchProducts } from '@shop/test-support/browser/catalogue';

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNames = (page: Page) => productList(page).getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
const cardPrices = async (page: Page) =>
  (await productList(page).getByRole('listitem').getByText(/^£/).allInnerTexts()).map((text) => Number(text.replace(/[£,]/g, '')));

test.describe('shop page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop');
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('filters by category', async ({ page, request }) => {
    await page.getByLabel('Filter by category').selectOption('sofa');
    await expect(page).toHaveURL(/category=sofa/);
    // Both sides read together: other journeys add and remove products while this one runs.
    const sofas = async () => (await fetchProducts(request, { category: 'sofa', pageSize: 12 })).map((p) => p.productName);
    await expect.poll(async () => JSON.stringify(await cardNames(page)) === JSON.stringify(await sofas())).toBe(true);
  });

  test('sorts by price, lowest and highest first', async ({ page }) => {
    await page.getByLabel('Sort by').selectOption('lowest');
    await expect(page).toHaveURL(/sort=lowest/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);
    await page.getByLabel('Sort by').selectOption('highest');
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
      })
      .toBe(true);
  });

  test('sorts trending by average rating', async ({ page, request }) => {
    const best = async () => (await fetchProducts(request, { sort: 'trending', pageSize: 12 })).map((p) => p.productName);
    await page.getByLabel('Sort by').selectOption('trending');
    await expect.poll(async () => JSON.stringify(await cardNames(page)) === JSON.stringify(await best())).toBe(true);
  });

  test('searches product names, partially and ignoring case', async ({ page, request }) => {
    const [first] = await fetchProducts(request);
    const fragment = first!.productName.split(' ')[0]!.slice(0, 4).toUpperCase();
    await page.getByLabel('Search products').fill(fragment);
    await expect(page).toHaveURL(new RegExp(`q=${fragment}`));
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.length > 0 && names.every((name) => name.toLowerCase().includes(fragment.toLowerCase()));
      })
      .toBe(true);
  });

  test('shows "The product is Unavailable!" when nothing matches', async ({ page }) => {
    await page.getByLabel('Search products').fill('zzzz no such thing');
    await expect(page.getByText('The product is Unavailable!')).toBeVisible();
  });

  test('combines filters in the address bar and ignores unknown values', async ({ page }) => {
    await page.goto('/shop?category=toaster&sort=random');
    await expect(page.getByLabel('Filter by category')).toHaveValue('all');
    await expect(page.getByLabel('Sort by')).toHaveValue('default');
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('pages through the catalogue', async ({ page, request }) => {
    await expect(productList(page).getByRole('listitem')).toHaveCount(12);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    const pages = async () => Math.ceil((await fetchProducts(request)).length / 12);
    await expect.poll(async () => (await page.getByText(/^Page 2 of \d+$/).innerText()) === `Page 2 of ${await pages()}`).toBe(true);
  });
});
