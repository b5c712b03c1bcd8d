import { chromium, request } from '@playwright/test';
import { findChrome } from '@shop/test-support/chrome';
const base = 'http://localhost:3441';
const visitor = async (messages: string[], rate?: boolean) => {
  const ctx = await request.newContext({ baseURL: base });
  for (const message of messages) {
    const reply = await (await ctx.post('/chat/get', { data: { message } })).json();
    if (rate) await ctx.post('/chat/feedback', { data: { message, response: reply.response, sentiment: 'negative', source: reply.source } });
  }
  await ctx.dispose();
};
for (const q of ['Do you offer gift wrapping?', 'can you gift wrap my order', 'Is gift wrapping available?']) await visitor([q], true);
for (const q of ['zorblax quintessa vormund', 'Where is your showroom in Leeds?', 'Can I visit your showroom?']) await visitor([q]);
await visitor(['Do you deliver to the Channel Islands?', 'talk to a person']);
await visitor(['What is your refund policy?']);
await visitor(['How long does delivery take?']);
const admin = await request.newContext({ baseURL: base });
await admin.post('/api/auth/login', { data: { email: 'admin@multimart.example', password: 'admin-pass-2024' } });
await admin.post('/api/admin/assistant/answers', { data: { text: 'Our showroom in Leeds is open Monday to Saturday, 10am to 6pm.', link: { label: 'Contact us', href: '/policies/contact' }, examples: ['Where is your showroom in Leeds?', 'Can I visit your showroom?'] } });
const state = await admin.storageState();
const browser = await chromium.launch({ executablePath: findChrome(), args: ['--no-sandbox'] });
for (const [width, height] of [[1366, 900], [390, 844]] as const) {
  const context = await browser.newContext({ viewport: { width, height }, storageState: state, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of ['unanswered', 'answers', 'assistant', 'answers?example=Do%20you%20offer%20gift%20wrapping%3F&example=can%20you%20gift%20wrap%20my%20order']) {
    await page.goto(`${base}/dashboard/${path}`);
    await page.waitForLoadState('networkidle');
    if (path.startsWith('answers?')) {
      await page.getByLabel('Answer', { exact: true }).fill('We gift wrap any order for £3.');
      await page.getByLabel('Try a question').fill('could you wrap it as a gift?');
      await page.getByRole('button', { name: 'Try' }).click();
      await page.waitForTimeout(500);
    }
    const name = path.startsWith('answers?') ? 'answer-form' : path;
    await page.screenshot({ path: `/tmp/teach-shots-out/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
await admin.dispose();
