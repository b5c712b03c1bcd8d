import { expect, test, type Locator } from '@playwright/test';
import { fetchProducts } from '@shop/test-support/browser/catalogue';

const cardNames = (section: Locator) => section.getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();

async function expectImagesLoaded(section: Locator) {
  // Card images are decorative links (the name links too), so they are found by tag.
  const images = section.locator('img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
  });

  test('has a hero with Shop Now that leads to the shop', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('shows the four service highlights', async ({ page }) => {
    for (const title of ['Free Shipping', 'Easy Returns', 'Secure Payment', 'Money Back Guarantee']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText(/within 30 days/)).toBeVisible();
    await expect(page.getByText(/within 60 days/)).toBeVisible();
  });

  test('Trending Products are the 8 best rated products, with images', async ({ page, request }) => {
    const all = await fetchProducts(request);
    const expected = [...all].sort((a, b) => b.avgRating - a.avgRating || b.ratingCount - a.ratingCount).slice(0, 8);
    const trending = page.getByRole('list', { name: 'Trending Products' });
    await expect(trending.getByRole('listitem')).toHaveCount(8);
    expect(await cardNames(trending)).toEqual(expected.map((p) => p.productName));
    await expectImagesLoaded(trending);
  });

  test('the countdown to 3 May 2024 stays at zero and Visit Store leads to the shop', async ({ page }) => {
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) await expect(page.getByTestId(`countdown-${unit}`)).toHaveText('00');
    await page.getByRole('link', { name: 'Visit Store' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('New Arrivals shows mobile and wireless items only', async ({ page, request }) => {
    const allowed = new Set(
      (await fetchProducts(request)).filter((p) => ['mobile', 'wireless'].includes(p.category)).map((p) => p.productName),
    );
    const arrivals = page.getByRole('list', { name: 'New Arrivals' });
    await expect(arrivals.getByRole('listitem')).toHaveCount(8);
    for (const name of await cardNames(arrivals)) expect(allowed).toContain(name);
    await expectImagesLoaded(arrivals);
  });

  test('Popular in Category shows watches only', async ({ page, request }) => {
    const watches = new Set((await fetchProducts(request, { category: 'watch' })).map((p) => p.productName));
    const popular = page.getByRole('list', { name: 'Popular in Category' });
    await expect(popular.getByRole('listitem').first()).toBeVisible();
    const names = await cardNames(popular);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(watches).toContain(name);
  });

  test('renders on a phone without horizontal scrolling @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await expect(page.getByRole('list', { name: 'Trending Products' }).getByRole('listitem')).toHaveCount(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
