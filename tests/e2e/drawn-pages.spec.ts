// The landing pages (home, the shop, a product, the policies) arrive drawn by the server, with their data,
// so a visitor sees them before the app's code has loaded; the app then takes them over in place.
import { formatPence } from '@shop/core/money';
import { fetchProducts, productPageTakenOver } from '@shop/test-support/browser/catalogue';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { holdAppCode, holdScripts } from '@shop/test-support/browser/held-scripts';

test.describe('before the app has loaded (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the shop, a product page and a policy arrive drawn, with their data @phone', async ({ page, createProduct }) => {
    const product = await createProduct();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: 'Trending Products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trending Products' }).getByRole('listitem').first()).toBeVisible();

    await page.goto(`/shop?q=${encodeURIComponent(product.productName)}`);
    await expect(page.getByRole('heading', { level: 3, name: product.productName })).toBeVisible();

    await page.goto(`/shop/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    // Its own title and description, for link previews and search results that do not run the app.
    await expect(page).toHaveTitle(`Multimart - ${product.productName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${product.productName}: `));
    await expect(page.getByText(formatPence(product.price)).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    await page.goto('/policies/returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  });

  test('a page that is not a landing page is left to the app', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes a drawn page over: its buttons work and the header shows the stored cart @phone', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const [product] = await fetchProducts(request, { category: 'chair' });
  await page.goto(`/shop/${product!.id}`);
  await expect(page).toHaveTitle(`Multimart - ${product!.productName}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Drawn again by the server, which cannot know this browser's cart: the header shows it once the app is up.
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a drawn page fetches the app after its pictures, and a click made before the app has it still counts @phone', async ({
  page,
  request,
}) => {
  const [product] = await fetchProducts(request, { category: 'chair' });
  const releaseApp = await holdAppCode(page);
  await page.goto(`/shop/${product!.id}`);

  // The page and its buttons are on screen; the app's code is still on its way.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  releaseApp();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByText('Item has been added to cart').first()).toBeVisible();

  // Only the page's first script came before its load event; the app's code after it.
  const fetched = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const appAfter = navigation?.loadEventStart ?? Infinity;
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
    return {
      first: document.querySelector<HTMLScriptElement>('script[type="module"]')?.src,
      early: scripts.filter((entry) => entry.startTime < appAfter).map((entry) => entry.name),
      late: scripts.filter((entry) => entry.startTime >= appAfter).length,
    };
  });
  expect(fetched.early).toEqual([fetched.first]);
  expect(fetched.late).toBeGreaterThan(0);
});

test('a price typed and sent with Enter before the app has the shop still filters it @phone', async ({ page }) => {
  const releaseApp = await holdAppCode(page);
  await page.goto('/shop');
  await page.getByLabel('Min price (£)').fill('150');
  await page.getByLabel('Min price (£)').press('Enter');
  releaseApp();
  await expect(page).toHaveURL(/min=150/);
  await expect(page.getByLabel('Min price (£)')).toHaveValue('150');
});

test("a sort chosen before even the page's first script has run still sorts the shop @phone", async ({ page }) => {
  // The drawn page is on screen while its first script is on its way: a choice made then has no listener.
  const releaseScripts = await holdScripts(page, /\/assets\/(index|app)-[\w-]+\.js$/);
  await page.goto('/shop', { waitUntil: 'commit' });
  await page.getByLabel('Sort by').selectOption('trending');
  releaseScripts();
  await expect(page).toHaveURL(/sort=trending/);
  await expect(page.getByLabel('Sort by')).toHaveValue('trending');
});

test("a click made before even the page's first script has run still counts @phone", async ({ page, request }) => {
  const [product] = await fetchProducts(request, { category: 'sofa' });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const releaseScripts = await holdScripts(page, /\/assets\/(index|app)-[\w-]+\.js$/);
  await page.goto(`/shop/${product!.id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  releaseScripts();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByText('Item has been added to cart').first()).toBeVisible();
  // The page's one inline script, which heard the click, is one the Content-Security-Policy allows.
  expect(refused).toEqual([]);
});

test('the app takes a product page over without asking again for the product it was drawn with @phone', async ({ page, request }) => {
  const [product] = await fetchProducts(request, { category: 'watch' });
  // The feed is what tells a page that the catalogue changed; other journeys change it while this one runs.
  await page.route(/\/api\/events\b/, (route) => route.abort());
  // A drawing kept for a minute: older than the app's staleTime, yet kept because nothing changed since.
  await page.clock.setFixedTime(Date.now() + 60_000);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`/api/products/${product!.id}`)) asked.push(sent.url());
  });

  await page.goto(`/shop/${product!.id}`);
  await productPageTakenOver(page, product!.id);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(asked).toEqual([]);
});
