// How often a shopper's open pages fetch the product lists again while the shop changes around them: one
// browser holds home, a category (sofas), a search ("chair") and a product page open while, through the API,
// another shopper buys (most orders leave every card's stock label as it was, a few move one), reviews, and
// the admin reprices a phone and adds and deletes a pair of headphones. Counts the lists (GET /api/products)
// and the product reads (GET /api/products/:id) the pages make after they first settle; `npm run
// list-refetch -w bench` on a server of its own.
import { execFileSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import type { Product, ProductList } from '@shop/core/products';
import { chromePath } from '@shop/test-support/chrome';
import { pngPicture } from '@shop/test-support/pictures';
import { repoRoot, startServerProcess } from '@shop/test-support/server-process';
import { checkoutRequest, logInAt, placeOrder, signUpShopper, uploadAs } from '@shop/test-support/shopper';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchListRefetch() {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  const server = await startServerProcess({ DATABASE_URL: '', LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const { url } = server;
    const all = ((await (await fetch(`${url}/api/products?pageSize=100`)).json()) as ProductList).items;
    const plain = all.filter((product) => product.options.length === 0);
    const halden = all.find((product) => product.productName.startsWith('Halden'));
    const context = await browser.newContext();
    const counts = { lists: 0, products: 0 };
    let isCounting = false;
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!isCounting || request.method() !== 'GET') return;
      if (pathname === '/api/products') counts.lists += 1;
      else if (/^\/api\/products\/[^/]+$/.test(pathname)) counts.products += 1;
    });
    const pages: Page[] = [];
    for (const path of ['/home', '/shop?category=sofa', '/shop?q=chair', `/shop/${halden?.id ?? ''}`]) {
      const page = await context.newPage();
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      pages.push(page);
    }
    await pause(1000);
    isCounting = true;

    const shopper = await signUpShopper(url);
    const admin = await logInAt(url, 'admin@multimart.example', 'admin-pass-2024');
    // Ten orders of well-stocked products: "In stock" before and after.
    const stocked = plain.filter((product) => product.stock > 10).slice(0, 10);
    for (const product of stocked) await placeOrder(shopper, checkoutRequest(product.id));
    // Two orders of a product running low: its "Only 3 left" moves each time.
    const low = plain.find((product) => product.stock > 1 && product.stock <= 5);
    if (low) for (let order = 0; order < 2; order += 1) await placeOrder(shopper, checkoutRequest(low.id));
    // Two reviews, a chair's and a watch's.
    for (const category of ['chair', 'watch']) {
      const reviewed = plain.find((product) => product.category === category);
      const response = await shopper.call(`/api/products/${reviewed?.id ?? ''}/reviews`, {
        method: 'POST',
        body: JSON.stringify({ rating: 4, text: 'Comfortable and well made.' }),
      });
      if (response.status !== 201) throw new Error(`a review answered ${response.status}`);
    }
    // The admin reprices a phone, then adds a pair of headphones and deletes them.
    const phone = plain.find((product) => product.category === 'mobile');
    await admin.call(`/api/admin/products/${phone?.id ?? ''}`, {
      method: 'PATCH',
      body: JSON.stringify({ price: (phone?.price ?? 0) - 100 }),
    });
    const imageUploadId = await uploadAs(url, admin, await pngPicture());
    const added = (await (
      await admin.call('/api/products', {
        method: 'POST',
        body: JSON.stringify({
          productName: 'Bench Buds',
          shortDesc: 'Earbuds.',
          description: 'Earbuds for the bench.',
          category: 'wireless',
          price: 4_999,
          imageUploadId,
        }),
      })
    ).json()) as Product;
    await admin.call(`/api/products/${added.id}`, { method: 'DELETE' });
    await pause(3000);
    return { ...counts, changes: stocked.length + (low ? 2 : 0) + 2 + 1 + 2, pages: pages.length };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lists, products, changes, pages } = await benchListRefetch();
  console.log(`${`list refetch, ${pages} open pages, ${changes} product changes: list / product GETs`.padEnd(60)} ${lists} / ${products}`);
}
