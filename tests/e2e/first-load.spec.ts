// The landing pages' first load stays within its budget. `npm run bench` prints the figures.
// - Home's JS and CSS, fetched until the network is idle, gzipped, at most 90 KB: this keeps a change from
//   quietly pulling a large library (zod, once, through a constant) into the bundle every page loads.
// - Each landing page draws from a handful of files: on a phone's network every file is a round trip, six at
//   a time, and the bundler once split the app into about 25 that every first load waited for.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fetchProducts } from '@shop/test-support/browser/catalogue';
import { expect, test } from '@shop/test-support/browser/fixtures';

const BUDGET_KB = 90;
const MAX_CODE_FILES = 8;

/** The scripts and style sheets a page fetches until the network is idle, with their gzipped sizes. */
async function codeFiles(page: Page, path: string): Promise<{ file: string; kb: number }[]> {
  const sizes: Promise<{ file: string; kb: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response.body().then((body) => ({ file: new URL(response.url()).pathname, kb: gzipSync(body, { level: 9 }).length / 1024 })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(sizes);
}

test(`the home page loads at most ${BUDGET_KB} KB of JS and CSS, gzipped`, async ({ page }) => {
  const files = await codeFiles(page, '/home');
  const total = files.reduce((sum, { kb }) => sum + kb, 0);
  const largest = files
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5)
    .map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`);
  expect(total, `the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
});

test(`home, the shop and a product page each load at most ${MAX_CODE_FILES} script and style files`, async ({ browser, request }) => {
  const [product] = await fetchProducts(request);
  for (const path of ['/home', '/shop', `/shop/${product!.id}`]) {
    const page = await browser.newPage();
    const files = await codeFiles(page, path);
    expect(files.length, `${path}: ${files.map(({ file }) => file).join(', ')}`).toBeLessThanOrEqual(MAX_CODE_FILES);
    await page.close();
  }
});
