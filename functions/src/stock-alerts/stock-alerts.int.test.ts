// Back-in-stock alerts: a shopper leaves an address on a sold-out product or variant and gets one email when
// units are back (an admin's restock, or a cancelled order's units put back), and none after that.
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_PATH } from '@shop/core/catalogue-csv';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import type { PlacedOrder } from '@shop/core/orders';
import { adminTestApp } from '@shop/test-support/admin';
import { catalogueCsv, sendCsv } from '@shop/test-support/catalogue-csv';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct, insertProductWithVariants } from '@shop/test-support/data-generators';
import { STOCK_ALERTS_PER_HOUR } from './router.ts';

const { t, admin, shopper } = await adminTestApp();
let visitorAddress = 0;

/** Each call comes from its own client address unless one is given, so the per-address limit stays out of the way. */
const ask = (productId: string, body: unknown, address = `203.0.113.${(visitorAddress += 1)}`) =>
  t.app.request(
    `/api/products/${productId}/stock-alerts`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
  );

const restock = (productId: string, body: unknown) =>
  t.app.request(`/api/admin/products/${productId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify(body),
  });

/** The back-in-stock emails sent so far to `to`, once the worker has run. */
async function emailsTo(to: string): Promise<string[]> {
  await t.worker.runOnce();
  const files = (await readdir(t.config.mailDir).catch(() => [])).filter((file) => file.startsWith('back-in-stock-'));
  // Quoted-printable breaks long lines with a trailing "=".
  const emails = await Promise.all(
    files.map(async (file) => (await readFile(`${t.config.mailDir}/${file}`, 'utf8')).replace(/=\r?\n/g, '')),
  );
  return emails.filter((email) => email.includes(`To: ${to}`));
}

describe('POST /api/products/:id/stock-alerts', () => {
  it('keeps the address of a visitor on a sold-out product and emails it once when the admin restocks', async () => {
    const product = await insertProduct(t.database.db, { stock: 0, productName: 'Quiet Lamp Chair' });
    const answer = await ask(product.id, { email: 'Ada@Example.com' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ message: stockAlertMessages.subscribed('ada@example.com') });
    expect((await ask(product.id, { email: 'ada@example.com' })).status).toBe(201);
    expect(await emailsTo('ada@example.com')).toHaveLength(0);

    expect((await restock(product.id, { stock: 4 })).status).toBe(200);
    const emails = await emailsTo('ada@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain('Quiet Lamp Chair');
    expect(emails[0]).toContain(`/shop/${product.id}`);

    expect((await restock(product.id, { stock: 0 })).status).toBe(200);
    expect((await restock(product.id, { stock: 2 })).status).toBe(200);
    expect(await emailsTo('ada@example.com')).toHaveLength(1);
  });

  it('emails the waiting addresses when a cancelled order puts the last unit back', async () => {
    const product = await insertProduct(t.database.db, { stock: 1 });
    const placed = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]));
    const { order } = (await placed.json()) as PlacedOrder;
    expect((await ask(product.id, { email: 'waiting@example.com' })).status).toBe(201);
    const cancelled = await t.app.request(`/api/orders/${order.id}/cancel`, { method: 'POST', headers: { cookie: shopper.cookie } });
    expect(cancelled.status).toBe(200);
    expect(await emailsTo('waiting@example.com')).toHaveLength(1);
  });

  it('tells only the addresses waiting for the variant that came back', async () => {
    const { product, variants } = await insertProductWithVariants(
      t.database.db,
      [
        { values: ['Green'], stock: 0 },
        { values: ['Blue'], stock: 0 },
      ],
      { productName: 'Halden Test Sofa' },
    );
    const [green, blue] = variants;
    expect((await ask(product.id, { email: 'green@example.com', variantId: green?.id })).status).toBe(201);
    expect((await ask(product.id, { email: 'blue@example.com', variantId: blue?.id })).status).toBe(201);
    const edited = await restock(product.id, {
      options: [{ name: 'Colour', values: ['Green', 'Blue'] }],
      variants: [
        { id: green?.id, sku: green?.sku, values: ['Green'], stock: 0 },
        { id: blue?.id, sku: blue?.sku, values: ['Blue'], stock: 3 },
      ],
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const toBlue = await emailsTo('blue@example.com');
    expect(toBlue).toHaveLength(1);
    expect(toBlue[0]).toContain('Halden Test Sofa');
    expect(toBlue[0]).toContain('Blue');
    expect(await emailsTo('green@example.com')).toHaveLength(0);
  });

  it('emails the waiting addresses when a catalogue import brings the variant back, and only them', async () => {
    const { product, variants } = await insertProductWithVariants(
      t.database.db,
      [
        { values: ['Rust'], stock: 0 },
        { values: ['Sand'], stock: 0 },
      ],
      { productName: 'Imported Test Sofa' },
    );
    const [rust, sand] = variants;
    expect((await ask(product.id, { email: 'rust@example.com', variantId: rust?.id })).status).toBe(201);
    expect((await ask(product.id, { email: 'sand@example.com', variantId: sand?.id })).status).toBe(201);
    const file = catalogueCsv([{ product_id: product.id, option1_name: 'Colour', option1_value: 'Rust', sku: rust?.sku, stock: '2' }]);
    const imported = await sendCsv(t.app, admin.cookie, PRODUCT_IMPORT_PATH, file);
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await emailsTo('rust@example.com')).toHaveLength(1);
    expect(await emailsTo('sand@example.com')).toHaveLength(0);
  });

  it("refuses an address for something in stock, an unknown product, another product's variant and a bad address", async () => {
    const inStock = await insertProduct(t.database.db, { stock: 3 });
    const soldOut = await insertProduct(t.database.db, { stock: 0 });
    const { variants } = await insertProductWithVariants(t.database.db, [{ values: ['Red'], stock: 0 }]);
    const inStockAnswer = await ask(inStock.id, { email: 'ada@example.com' });
    expect(inStockAnswer.status).toBe(409);
    expect(JSON.stringify(await inStockAnswer.json())).toContain(stockAlertMessages.inStock);
    expect((await ask('3f1f0f5e-1111-4c4c-8d8d-123456789abc', { email: 'ada@example.com' })).status).toBe(404);
    const otherVariant = await ask(soldOut.id, { email: 'ada@example.com', variantId: variants[0]?.id });
    expect(otherVariant.status).toBe(400);
    expect(JSON.stringify(await otherVariant.json())).toContain(stockAlertMessages.chooseVariant);
    expect((await ask(soldOut.id, { email: 'not an address' })).status).toBe(400);
    expect((await ask(soldOut.id, { email: 'ada@example.com', extra: true })).status).toBe(400);
  });

  it(`asks a client address to wait after ${STOCK_ALERTS_PER_HOUR} requests in an hour`, async () => {
    const product = await insertProduct(t.database.db, { stock: 0 });
    for (let n = 0; n < STOCK_ALERTS_PER_HOUR; n += 1)
      expect((await ask(product.id, { email: `s${n}@example.com` }, '198.51.100.7')).status).toBe(201);
    const refused = await ask(product.id, { email: 'one-more@example.com' }, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(JSON.stringify(await refused.json())).toContain(stockAlertMessages.tooMany);
  });
});
