// The JS and CSS the home page loads (until the network is idle), as gzip bytes.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromePath } from '@shop/test-support/chrome';

export async function benchHomeWeight(serverUrl: string) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${serverUrl}/home`, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    return { files, totalKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024 };
  } finally {
    await browser.close();
  }
}
