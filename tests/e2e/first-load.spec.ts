// The home page's first load stays within its budget: the JS and CSS it fetches until the network is idle,
// gzipped, at most 90 KB (issue 14). `npm run bench` prints the figure; this keeps a change from quietly
// pulling a large library (zod, once, through a constant) into the bundle every page loads.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_KB = 90;

test(`the home page loads at most ${BUDGET_KB} KB of JS and CSS, gzipped`, async ({ page }) => {
  const sizes: Promise<{ file: string; kb: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response.body().then((body) => ({ file: new URL(response.url()).pathname, kb: gzipSync(body, { level: 9 }).length / 1024 })),
    );
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  const files = await Promise.all(sizes);
  const total = files.reduce((sum, { kb }) => sum + kb, 0);
  const largest = files
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5)
    .map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`);
  expect(total, `the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
});
