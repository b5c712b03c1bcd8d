// Orders of products sold in variants: the variant chosen is priced, reserved, kept on the line and put back,
// and of 20 shoppers after the last unit of one variant exactly one gets it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { paidLines } from '@shop/core/orders/paid-lines';
import { stockMessages } from '@shop/core/stock';
import { variantMessages } from '@shop/core/variants';
import { orderItems, productVariants, products } from '@shop/functions/db';
import type { TestPayments } from '@shop/functions/payments';
import { signUp } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct, insertProductWithVariants } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

const db = () => t.database.db;

const productStock = async (id: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const variantStock = async (id: string) =>
  (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]?.stock;

async function errorOf(response: Response): Promise<string> {
  return apiErrorSchema.parse(await response.json()).error.message;
}

const halden = () =>
  insertProductWithVariants(
    db(),
    [
      { values: ['Oatmeal'], stock: 2 },
      { values: ['Charcoal'], stock: 5, price: 99_900 },
    ],
    { productName: 'Halden Sofa', category: 'sofa', price: 89_900 },
  );

describe('buying a variant', () => {
  it('charges the variant’s own price, or the product’s, and keeps the variant on the line', async () => {
    const { product, variants } = await halden();
    const [oatmeal, charcoal] = variants;
    const response = await postOrder(
      t.app,
      shopper,
      checkoutRequest([
        { productId: product.id, variantId: oatmeal?.id, quantity: 1 },
        { productId: product.id, variantId: charcoal?.id, quantity: 2 },
      ]),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = (await response.json()) as PlacedOrder;
    expect(order.status).toBe('paid');
    expect(order.subtotal).toBe(89_900 + 2 * 99_900);
    expect(order.total).toBe(order.subtotal);
    const byLabel = new Map(order.items.map((line) => [line.variantLabel, line]));
    expect(byLabel.get('Oatmeal')).toMatchObject({ variantId: oatmeal?.id, sku: oatmeal?.sku, price: 89_900, quantity: 1 });
    expect(byLabel.get('Charcoal')).toMatchObject({ variantId: charcoal?.id, price: 99_900, quantity: 2, totalPrice: 199_800 });
    expect(new Set(order.items.map((line) => line.id)).size).toBe(2);
    expect(await variantStock(oatmeal?.id ?? '')).toBe(1);
    expect(await variantStock(charcoal?.id ?? '')).toBe(3);
    expect(await productStock(product.id)).toBe(4);
  });

  it('says what was paid for each line: price x quantity, adding up to the total', async () => {
    const { product, variants } = await halden();
    const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, variantId: variants[1]?.id, quantity: 2 }]));
    const { order } = (await response.json()) as PlacedOrder;
    const paid = paidLines(order);
    expect(paid).toEqual([{ id: order.items[0]?.id, quantity: 2, paid: 199_800 }]);
    expect(paid.reduce((sum, line) => sum + line.paid, 0)).toBe(order.total);
  });

  it('refuses a product sold in variants without a variant, and a variant of another product', async () => {
    const { product } = await halden();
    const other = await halden();
    const without = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]));
    expect(without.status).toBe(400);
    expect(await errorOf(without)).toBe(variantMessages.choose('Halden Sofa'));
    const mismatched = await postOrder(
      t.app,
      shopper,
      checkoutRequest([{ productId: product.id, variantId: other.variants[0]?.id, quantity: 1 }]),
    );
    expect(mismatched.status).toBe(400);
    expect(await errorOf(mismatched)).toBe(variantMessages.noLongerSold);
    const plain = await insertProduct(db());
    const onPlain = await postOrder(
      t.app,
      shopper,
      checkoutRequest([{ productId: plain.id, variantId: other.variants[0]?.id, quantity: 1 }]),
    );
    expect(onPlain.status).toBe(400);
  });

  it('refuses more of a variant than is left, naming the variant, though the product has more', async () => {
    const { product, variants } = await halden();
    const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, variantId: variants[0]?.id, quantity: 3 }]));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(stockMessages.notEnough('Halden Sofa (Oatmeal)', 2));
    expect(await productStock(product.id)).toBe(7);
  });

  it('a cancelled order puts the units back on its variant and its product', async () => {
    const { product, variants } = await halden();
    const oatmeal = variants[0]?.id ?? '';
    const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, variantId: oatmeal, quantity: 2 }]));
    const { order } = (await response.json()) as PlacedOrder;
    expect(await variantStock(oatmeal)).toBe(0);
    const cancelled = await t.app.request(`/api/orders/${order.id}/cancel`, { method: 'POST', headers: { cookie: shopper.cookie } });
    expect(((await cancelled.json()) as Order).status).toBe('cancelled');
    expect(await variantStock(oatmeal)).toBe(2);
    expect(await productStock(product.id)).toBe(7);
  });

  it('units of a variant removed since the order have no shelf to go back to', async () => {
    const { product, variants } = await halden();
    const oatmeal = variants[0]?.id ?? '';
    const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, variantId: oatmeal, quantity: 1 }]));
    const { order } = (await response.json()) as PlacedOrder;
    await db().delete(productVariants).where(eq(productVariants.id, oatmeal));
    await db().update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    await t.app.request(`/api/orders/${order.id}/cancel`, { method: 'POST', headers: { cookie: shopper.cookie } });
    expect(await productStock(product.id)).toBe(5);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ variantId: null, variantLabel: 'Oatmeal' });
  });
});

describe('the last unit of a variant', () => {
  it('20 shoppers at once: exactly one paid order, the others told the variant sold out, no charge, nothing oversold', async () => {
    const { product, variants } = await insertProductWithVariants(
      db(),
      [
        { values: ['Black'], stock: 1 },
        { values: ['White'], stock: 4 },
      ],
      { productName: 'Pulse Watch', category: 'watch' },
    );
    const black = variants[0]?.id ?? '';
    const buyers = [];
    for (let index = 0; index < 20; index += 1) buyers.push(await signUp(t));
    const refundsBefore = (t.payments as TestPayments).refunds.length;
    const answers = await Promise.all(
      buyers.map((buyer) => postOrder(t.app, buyer, checkoutRequest([{ productId: product.id, variantId: black, quantity: 1 }]))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused && (await errorOf(refused))).toBe(stockMessages.notEnough('Pulse Watch (Black)', 0));
    expect(await db().select().from(orderItems).where(eq(orderItems.variantId, black))).toHaveLength(1);
    expect(await variantStock(black)).toBe(0);
    expect(await variantStock(variants[1]?.id ?? '')).toBe(4);
    expect(await productStock(product.id)).toBe(4);
    expect((t.payments as TestPayments).refunds.length).toBe(refundsBefore);
  });
});

describe('an admin’s variants', () => {
  const patch = (id: string, body: unknown) =>
    t.app.request(`/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('replaces the list: kept variants keep their id, stock adds up, a SKU of another product is refused', async () => {
    const { product, variants } = await halden();
    const [oatmeal] = variants;
    const response = await patch(product.id, {
      options: [{ name: 'Colour', values: ['Oatmeal', 'Forest'] }],
      variants: [
        { id: oatmeal?.id, sku: oatmeal?.sku, values: ['Oatmeal'], stock: 9 },
        { sku: `FOREST-${product.id.slice(0, 6)}`, values: ['Forest'], stock: 3, price: 95_000 },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const edited = (await response.json()) as {
      stock: number;
      variants: { id: string; values: string[]; stock: number; price: number | null }[];
    };
    expect(edited.stock).toBe(12);
    expect(edited.variants.map((variant) => [variant.values[0], variant.stock, variant.price])).toEqual([
      ['Oatmeal', 9, null],
      ['Forest', 3, 95_000],
    ]);
    expect(edited.variants[0]?.id).toBe(oatmeal?.id);

    const other = await halden();
    const taken = await patch(other.product.id, {
      options: [{ name: 'Colour', values: ['Oatmeal'] }],
      variants: [{ sku: oatmeal?.sku, values: ['Oatmeal'], stock: 1 }],
    });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toBe(variantMessages.skuTaken(oatmeal?.sku ?? ''));
  });

  it('refuses a stock figure for the whole of a product sold in variants', async () => {
    const { product } = await halden();
    const response = await patch(product.id, { stock: 40 });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(variantMessages.stockPerVariant);
  });

  it('refuses variants that do not match the options, saying which', async () => {
    const { product } = await halden();
    const response = await patch(product.id, {
      options: [{ name: 'Colour', values: ['Oatmeal'] }],
      variants: [{ sku: 'X-1', values: ['Purple'], stock: 1 }],
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(`variants: ${variantMessages.unknownValue('X-1', 'Colour', 'Purple')}`);
  });
});
