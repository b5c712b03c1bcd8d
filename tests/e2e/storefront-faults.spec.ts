// Faults a shopper or an admin notices before trusting the shop: where a page opens, pages wider
// than a phone, the chat button hiding controls or vanishing into the footer, toasts over the header,
// a broken product link, an empty cart offering checkout, and pages that all describe themselves alike.
import { expect, test, type Page } from '@playwright/test';
import { CHATBOT_NAME, SHOP_TOAST_MS } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import type { Product } from '@shop/core/products';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { addToCart } from '@shop/test-support/browser/cart';
import { fetchProducts, productPageTakenOver } from '@shop/test-support/browser/catalogue';
import { pngFile } from '@shop/test-support/browser/pictures';

const PHONE = { width: 390, height: 844 };

async function topProduct(page: Page): Promise<Product> {
  const [product] = await fetchProducts(page.request, { sort: 'trending', pageSize: 1 });
  if (!product) throw new Error('the catalogue is empty');
  return product;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('scroll position', () => {
  test('a full page load opens at the top, and Back restores where the shopper was @phone', async ({ page }) => {
    const product = await topProduct(page);
    await page.goto('/shop');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(600);

    await page.goto(`/shop/${product.id}`);
    await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    // What the app adds on taking the page over (recently viewed) would move the position read below.
    await productPageTakenOver(page, product.id);

    // Well down the page, yet above its lower sections, whose length other journeys change as they run
    // (Back could not restore a position past the end of a shorter page); the header stays in view.
    const position = 800;
    await page.evaluate((top) => window.scrollTo(0, top), position);
    await expect.poll(() => scrollY(page)).toBe(position);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(position);
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  const ANONYMOUS_ROUTES = [
    '/home',
    '/shop',
    '/shop?category=watch',
    '/cart',
    '/login',
    '/signup',
    '/setting',
    '/no/such/page',
    '/policies/delivery',
    '/policies/privacy',
  ];
  const SHOPPER_ROUTES = ['/setting', '/checkout', '/orders'];
  const ADMIN_ROUTES = [
    '/dashboard',
    '/dashboard/all-products',
    '/dashboard/add-products',
    '/dashboard/users',
    '/dashboard/orders',
    '/dashboard/chat',
  ];

  async function expectEveryRouteFits(page: Page, routes: string[]): Promise<void> {
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
      expect(await fitsTheScreen(page), `${route} is wider than the screen`).toBeLessThanOrEqual(PHONE.width);
    }
  }

  test('no page scrolls sideways for a visitor @phone', async ({ page }) => {
    const product = await topProduct(page);
    await expectEveryRouteFits(page, [...ANONYMOUS_ROUTES, `/shop/${product.id}`, '/shop/not-a-real-id']);
  });

  test("a product card's price and its add button sit apart, whatever the price @phone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    // The dearest first: four-digit prices are the widest the shop shows.
    await page.goto('/shop?sort=highest');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 4)) {
      const price = await card.getByText(/^£[\d,]+\.\d{2}$/).boundingBox();
      const add = await card.getByRole('button', { name: /^Add .+ to cart$/ }).boundingBox();
      if (!price || !add) throw new Error('a card without its price or its add button');
      const isBeside = price.x + price.width <= add.x - 4;
      const isBelow = add.y >= price.y + price.height;
      expect(isBeside || isBelow, `${await card.getByRole('heading').textContent()}: price and button overlap`).toBe(true);
    }
  });

  test('no page scrolls sideways for a shopper with a full cart @phone', async ({ page }) => {
    await signUpThroughApi(page.request);
    await addToCart(page, await topProduct(page));
    await expectEveryRouteFits(page, ['/cart', ...SHOPPER_ROUTES]);
  });

  test('no dashboard page scrolls sideways for the admin @phone', async ({ page }) => {
    await logInAsAdmin(page.request);
    await expectEveryRouteFits(page, ADMIN_ROUTES);
  });

  test('the picture field is a button that shows the chosen picture and its file name @phone', async ({ page }) => {
    await page.goto('/signup');
    const field = page.getByRole('group', { name: 'Profile picture' });
    await expect(field.getByText('Choose a picture')).toBeVisible();
    await expect(field.getByText('No file chosen')).toBeVisible();
    const picture = await pngFile();
    await page.getByLabel('Profile picture').setInputFiles(picture);
    await expect(field.getByText(picture.name)).toBeVisible();
    await expect(field.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
    expect(await fitsTheScreen(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

type Rgb = [number, number, number];
const parseRgb = (css: string): Rgb => {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
};
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const launcherOf = (page: Page) => page.getByRole('button', { name: `Open ${CHATBOT_NAME} chat` });

test.describe('the chat button', () => {
  test('stands out from the white page and from the navy footer @phone', async ({ page }) => {
    await page.goto('/home');
    const launcher = launcherOf(page);
    await expect(launcher).toBeVisible();
    const colours = await launcher.evaluate((button) => {
      const style = getComputedStyle(button);
      return { fill: style.backgroundColor, ring: style.borderTopColor, ringWidth: parseFloat(style.borderTopWidth) };
    });
    const footer = await page.getByRole('contentinfo').evaluate((element) => getComputedStyle(element).backgroundColor);
    for (const [name, background] of [
      ['the page', 'rgb(255, 255, 255)'],
      ['the footer', footer],
    ] as const) {
      const best = Math.max(
        contrast(parseRgb(colours.fill), parseRgb(background)),
        colours.ringWidth >= 2 ? contrast(parseRgb(colours.ring), parseRgb(background)) : 1,
      );
      expect(best, `the chat button against ${name}`).toBeGreaterThanOrEqual(3);
    }
  });

  /** Once scrolled to the end, the chat button has its own corner: no control and no text lies under it. */
  async function expectNothingUnderTheLauncher(page: Page, what: string): Promise<void> {
    // Scrolled again at each try: the page may still grow (a late list, the cart's totals) after the first scroll.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        }),
      )
      .toBe(true);
    const covered = await launcherOf(page).evaluate((launcher) => {
      const box = launcher.getBoundingClientRect();
      const overlaps = (rect: DOMRect) =>
        rect.width > 0 && rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
      const controls = Array.from(document.querySelectorAll('a, button, input, select, textarea, [tabindex]:not([tabindex="-1"])'))
        .filter((element) => element !== launcher && !launcher.contains(element) && overlaps(element.getBoundingClientRect()))
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName);
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || launcher.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (Array.from(range.getClientRects()).some(overlaps)) texts.push(node.textContent.trim());
      }
      return [...controls, ...texts];
    });
    expect(covered, `what lies under the chat button on ${what}`).toEqual([]);
  }

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('leaves the cart summary clear @phone', async ({ page }) => {
      await addToCart(page, await topProduct(page));
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
      await expectNothingUnderTheLauncher(page, 'the cart');
    });

    test('leaves the admin Delete buttons clear @phone', async ({ page }) => {
      await logInAsAdmin(page.request);
      for (const route of ['/dashboard/all-products', '/dashboard/users']) {
        await page.goto(route);
        await expect(page.getByRole('table')).toBeVisible();
        await expectNothingUnderTheLauncher(page, route);
      }
    });
  });
});

/**
 * The top trending product that three can be added of: other journeys buy the top product meanwhile, and one sold
 * in variants adds the chosen one's stock only.
 */
async function productForThree(page: Page): Promise<Product> {
  const products = await fetchProducts(page.request, { sort: 'trending' });
  const product = products.find((item) => item.options.length === 0 && item.stock >= 3);
  if (!product) throw new Error('no product has three in stock');
  return product;
}

test.describe('toasts', () => {
  test('sit below the header, show a repeated message once, and use the site font @phone', async ({ page }) => {
    const product = await productForThree(page);
    await page.goto(`/shop/${product.id}`);
    const addButton = page.getByRole('button', { name: 'Add to Cart' });
    await addButton.click();
    await addButton.click();
    await addButton.click();
    const toast = page.getByRole('alert').filter({ hasText: messages.addedToCart });
    await expect(toast).toHaveCount(1);
    // Measured in one step, while the toast is surely still there: on a slow machine a step can take a second.
    const placed = await toast.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? Infinity,
      font: getComputedStyle(element).fontFamily,
      bodyFont: getComputedStyle(document.body).fontFamily,
    }));
    expect(placed.top).toBeGreaterThanOrEqual(placed.headerBottom);
    expect(placed.font).toBe(placed.bodyFont);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  });

  test('show a message again when it is repeated while its toast is leaving @phone', async ({ page }) => {
    const product = await topProduct(page);
    await page.goto(`/shop/${product.id}`);
    const addButton = page.getByRole('button', { name: 'Add to Cart' });
    const toasts = page.getByRole('alert').filter({ hasText: messages.addedToCart });
    // A leaving toast is no longer an alert: react-toastify drops its role as it starts to leave.
    const leaving = page.locator('.Toastify__toast[data-in="false"]').filter({ hasText: messages.addedToCart });
    await addButton.click();
    await expect(leaving).toHaveCount(1, { timeout: SHOP_TOAST_MS + 5000 });
    await addButton.click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(leaving).toHaveCount(0);
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toBeVisible();
  });

  test('close on time for a shopper who asks for less motion, and do not move @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const product = await topProduct(page);
    await page.goto(`/shop/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByRole('alert').filter({ hasText: messages.addedToCart });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    // The timer bar that closes the toast runs unseen.
    await expect(toast.getByRole('progressbar', { includeHidden: true })).toBeHidden();
    await expect(toast).toHaveCount(0, { timeout: SHOP_TOAST_MS + 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(SHOP_TOAST_MS / 2);
  });
});

test.describe('a broken product link', () => {
  test('explains itself in the page frame, keeps "Error: {message}" and leads back to the shop @phone', async ({ page }) => {
    await page.goto('/shop/not-a-real-id');
    await expect(page.getByRole('alert')).toHaveText(messages.pageLoadError(messages.productLinkBroken));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe('the empty cart', () => {
  test('offers the shop, not a checkout of nothing @phone', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: messages.emptyCart })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('£0.00')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /shop/i }).first()).toBeVisible();
  });
});

test.describe('what search engines read', () => {
  const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

  test('each page describes itself in its own words', async ({ page }) => {
    const product = await topProduct(page);
    const seen = new Map<string, string>();
    for (const route of ['/home', '/shop', '/cart', '/login', '/signup', `/shop/${product.id}`]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.poll(() => description(page)).not.toBe(seen.get('/home') ?? '');
      const text = (await description(page)) ?? '';
      expect(text.length, `${route} has a description`).toBeGreaterThan(20);
      expect([...seen.entries()].find(([, other]) => other === text)?.[0], `${route} repeats another page's description`).toBeUndefined();
      seen.set(route, text);
    }
    expect(seen.get(`/shop/${product.id}`)).toContain(product.productName);
  });

  test('a product page carries schema.org Product data: price, availability and rating', async ({ page }) => {
    const product = await topProduct(page);
    await page.goto(`/shop/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === 'Product');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.productName,
      category: product.category,
      offers: {
        '@type': 'Offer',
        price: (product.price / 100).toFixed(2),
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.avgRating.toFixed(2),
        reviewCount: product.ratingCount,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});
