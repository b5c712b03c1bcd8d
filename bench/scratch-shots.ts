import { chromium } from 'playwright-core';
import { chromePath } from '@shop/test-support/chrome';
const base = process.env.URL ?? '';
const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-background-networking'] });
for (const [label, width, height] of [['desktop', 1366, 900], ['phone', 390, 844]] as const) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/${label}-${name}.png`, fullPage: name !== 'home' });
  };
  await page.goto(`${base}/home`);
  await shot('home');
  await page.goto(`${base}/shop`);
  await shot('shop');
  await page.locator('a[href^="/shop/"]').first().click();
  await page.waitForURL(/\/shop\/[0-9a-f-]{36}/);
  await shot('product');
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await page.goto(`${base}/cart`);
  await shot('cart');
  await page.goto(`${base}/login`);
  await page.getByLabel(/email/i).fill('admin@multimart.example');
  await page.getByLabel(/password/i).fill('admin-pass-2024');
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForTimeout(1500);
  await page.goto(`${base}/checkout`);
  await shot('checkout');
  await page.goto(`${base}/dashboard`);
  await shot('dashboard');
  await context.close();
}
await browser.close();
