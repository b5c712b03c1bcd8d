// The storefront's finish: how its pages answer crawlers and link checkers, as well as shoppers: filters
// that follow the typing, card fields that format themselves, focus that lands somewhere sensible.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { cartTexts } from '@shop/core/checkout-texts';
import { CHATBOT_NAME } from '@shop/core/constants';
import { productMessages } from '@shop/core/product-messages';
import type { Product } from '@shop/core/products';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { addToCart } from '@shop/test-support/browser/cart';
import { fetchProducts } from '@shop/test-support/browser/catalogue';
import { fillBilling } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { e2ePort } from '@shop/test-support/browser/server-data';

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

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

test.describe('price filters', () => {
  test('apply as the shopper types, and a minimum above the maximum marks the fields @phone', async ({ page, createProduct }) => {
    const tag = `Typed ${randomUUID().slice(0, 8)}`;
    for (const [letter, price] of [
      ['A', 10_000],
      ['B', 25_000],
      ['C', 40_000],
    ] as const) {
      await createProduct({ productName: `${tag} Lamp ${letter}`, price });
    }
    await page.goto(`/shop?q=${encodeURIComponent(tag)}`);
    await expect(resultCount(page)).toHaveText('3 products');

    const min = page.getByLabel('Min price (£)');
    const max = page.getByLabel('Max price (£)');
    await min.pressSequentially('150');
    await expect(page).toHaveURL(/min=150(&|$)/);
    await expect(resultCount(page)).toHaveText('2 products');
    await expect(min).toBeFocused();

    await max.pressSequentially('100');
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(productMessages.minAboveMax)).toBeVisible();
    await expect(page).not.toHaveURL(/max=/);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the shop with a minimum above the maximum');

    await max.fill('300');
    await expect(page).toHaveURL(/min=150&max=300/);
    await expect(resultCount(page)).toHaveText('1 product');
    await expect(min).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(productMessages.minAboveMax)).toHaveCount(0);
  });

  test('Clear filters puts the focus on the first filter @phone', async ({ page }) => {
    await page.goto('/shop?category=sofa&min=10');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByLabel('Filter by category')).toBeFocused();
  });
});

test.describe('the card fields', () => {
  test('group the number and format the expiry as typed, with numeric keypads @phone', async ({ page, createProduct }) => {
    await signUpThroughApi(page.request);
    await addToCart(page, await createProduct());
    await page.goto('/checkout');
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM / YY)');
    const cvc = page.getByLabel('Security code (CVC)');
    for (const field of [number, expiry, cvc]) await expect(field).toHaveAttribute('inputmode', 'numeric');

    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12 / 30');
    // Deleting goes back over the separator rather than sticking on it.
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('12');
    await expiry.pressSequentially('30');
    await expect(expiry).toHaveValue('12 / 30');
    await cvc.fill('123');
    await fillBilling(page);
    await expectNoSeriousViolations(page, 'the checkout with a typed card');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  });
});

test.describe('focus', () => {
  test('moves to the page heading after following a link @phone', async ({ page }) => {
    // The cart is drawn by the app itself (no server-drawn page to take over first): a click is the app's.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeFocused();
  });

  test('moves to the next line after removing a cart line, then to the empty cart heading @phone', async ({ page, createProduct }) => {
    const first = await createProduct();
    const second = await createProduct();
    await addToCart(page, first);
    await addToCart(page, second);
    await page.goto('/cart');
    await page.getByRole('button', { name: cartTexts.remove(first.productName) }).click();
    await expect(page.getByRole('button', { name: cartTexts.remove(second.productName) })).toBeFocused();
    await page.getByRole('button', { name: cartTexts.remove(second.productName) }).click();
    await expect(page.getByRole('heading', { name: 'Empty Cart' })).toBeFocused();
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('closes on Escape and hands the focus back to its button @phone', async ({ page }) => {
    await page.goto('/shop');
    await expect(cards(page).first()).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Cart', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('the chat button at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** What the launcher may never sit on: buttons and totals, a form's or a card's words and the messages (Settings). */
  const KEPT_CLEAR =
    'button, a.button, [data-testid="cart-subtotal"], [data-testid="summary-total"], main form p, [role="status"], [role="alert"]';

  /**
   * At the top, half way and at the end of the page, the launcher's box meets none of KEPT_CLEAR while it
   * shows (it steps aside while one passes under it); at the end, where its corner is kept free, it shows.
   */
  async function expectLauncherClear(page: Page, what: string, shares = [0, 0.5, 1]): Promise<void> {
    const launcher = page.getByRole('button', { name: `Open ${CHATBOT_NAME} chat`, includeHidden: true });
    await expect(launcher).toBeAttached();
    for (const share of shares) {
      await page.evaluate((part) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part), share);
      const covered = () =>
        launcher.evaluate((button, keptClear) => {
          if (getComputedStyle(button).visibility === 'hidden') return [];
          const box = button.getBoundingClientRect();
          const meets = (rect: DOMRect) =>
            rect.width > 0 && rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
          const targets = Array.from(document.querySelectorAll(keptClear)).filter(
            (element) => element !== button && !button.contains(element) && meets(element.getBoundingClientRect()),
          );
          return targets.map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName);
        }, KEPT_CLEAR);
      await expect.poll(covered, { message: `under the chat button on ${what}, scrolled ${share * 100} %` }).toEqual([]);
    }
    await expect(launcher).toBeVisible();
  }

  test('covers no button and no total on the cart and the checkout @phone', async ({ page, createProduct }) => {
    await signUpThroughApi(page.request);
    await addToCart(page, await createProduct());
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toBeVisible();
    await expectLauncherClear(page, 'the cart');
    await page.goto('/checkout');
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await expectLauncherClear(page, 'the checkout');
  });

  test("covers no word of Settings' forms, before and after a confirmation link is sent @phone", async ({ page }) => {
    const account = await signUpThroughApi(page.request);
    await page.goto('/setting');
    await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    // Settings is a long column of forms: looked at every tenth of the way down.
    const everyTenth = Array.from({ length: 11 }, (_, tenth) => tenth / 10);
    await expectLauncherClear(page, 'Settings', everyTenth);
    const changeEmail = page.getByRole('form', { name: 'Change email' });
    await changeEmail.getByLabel('New email').fill(`moved-${randomUUID()}@example.com`);
    await changeEmail.getByLabel('Current password').fill(account.password);
    await changeEmail.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(changeEmail.getByRole('status')).not.toBeEmpty();
    await expectLauncherClear(page, 'Settings with its confirmation', everyTenth);
  });
});

test.describe('what crawlers and link previews read', () => {
  // The shop's configured address (PUBLIC_URL, by default http://localhost:PORT), never the Host a request names.
  const origin = `http://localhost:${e2ePort}`;
  const FORGED = { host: 'attacker.example' };

  const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const structuredData = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
    );

  test('sitemap.xml lists the landing pages and every product at the shop own address, and robots.txt names it', async ({ request }) => {
    const product = await topProduct(request);
    const sitemap = await request.get('/sitemap.xml', { headers: FORGED });
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    for (const page of ['/home', '/shop', `/shop/${product.id}`, '/policies/returns']) expect(locations).toContain(`${origin}${page}`);
    expect(locations.every((loc) => loc?.startsWith(`${origin}/`))).toBe(true);
    expect(locations.some((loc) => /\/(cart|checkout|dashboard|setting)/.test(loc ?? ''))).toBe(false);
    expect((await request.head('/sitemap.xml')).status()).toBe(200);

    const robots = await (await request.get('/robots.txt', { headers: FORGED })).text();
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('landing pages carry Open Graph and Twitter tags, and home the Organization and WebSite data', async ({ request }) => {
    const product = await topProduct(request);
    for (const [path, type] of [
      ['/home', 'website'],
      ['/shop', 'website'],
      [`/shop/${product.id}`, 'product'],
    ] as const) {
      const html = await (await request.get(path, { headers: FORGED })).text();
      expect(metaOf(html, 'og:title'), path).toBeTruthy();
      expect(metaOf(html, 'og:description'), path).toBe(metaOf(html, 'description'));
      expect(metaOf(html, 'og:url'), path).toBe(`${origin}${path}`);
      expect(metaOf(html, 'og:type'), path).toBe(type);
      expect(metaOf(html, 'og:site_name'), path).toBe('Multimart');
      expect(metaOf(html, 'og:image'), path).toMatch(new RegExp(`^${origin}/`));
      expect(metaOf(html, 'twitter:card'), path).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:title'), path).toBe(metaOf(html, 'og:title'));
      expect(html, path).not.toContain('attacker.example');
    }
    const productHtml = await (await request.get(`/shop/${product.id}`, { headers: FORGED })).text();
    expect(metaOf(productHtml, 'og:title')).toContain(product.productName);

    const home = structuredData(await (await request.get('/home', { headers: FORGED })).text());
    expect(home.find((block) => block['@type'] === 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Multimart',
      url: `${origin}/home`,
      logo: `${origin}/favicon.svg`,
    });
    expect(home.find((block) => block['@type'] === 'WebSite')).toMatchObject({
      name: 'Multimart',
      url: `${origin}/home`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${origin}/shop?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

test.describe('search', () => {
  const openSearch = async (page: Page) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    return page.getByRole('combobox', { name: 'Search products' });
  };

  test('forgives a typo, finds phones by their category, and suggests each with its picture and price @phone', async ({
    page,
    createProduct,
  }) => {
    const tag = randomUUID().slice(0, 6).replace(/\d/g, 'q');
    const headphones = await createProduct({ productName: `Zephyr${tag} Headphones`, category: 'wireless', price: 12_900 });
    await page.goto('/home');
    const search = await openSearch(page);
    await search.fill(`zephyr${tag} headphons`);
    const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(headphones.productName) });
    await expect(option).toBeVisible();
    await expect(option).toContainText('£129.00');
    await expect(option.locator('img')).toHaveAttribute('src', headphones.imgUrl);
    await expectNoSeriousViolations(page, 'the search suggestions');

    await search.fill('phone');
    const products = page.getByRole('listbox').getByRole('group', { name: 'Products' }).getByRole('option');
    const phones = await fetchProducts(page.request, { category: 'mobile', pageSize: 50 });
    const phoneNames = new Set(phones.map((phone) => phone.productName));
    // The earlier suggestions stay shown until the new ones arrive.
    await expect
      .poll(async () => (await products.locator('[data-name]').allTextContents()).some((name) => phoneNames.has(name)))
      .toBe(true);

    await search.press('Escape');
    await search.press('Escape');
    await page.goto('/shop?q=headphons');
    await expect(cards(page).first()).toBeVisible();
    await expect(
      cards(page)
        .getByRole('heading', { level: 3 })
        .filter({ hasText: /Headphones/ })
        .first(),
    ).toBeVisible();
  });
});
