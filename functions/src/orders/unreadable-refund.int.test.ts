// A refund whose outbox job cannot be read when it is queued (an order paid through a provider this server does not
// know, left by another version) is never tried: it must show as failed, with the reason, for the admin to refund by
// hand, rather than pending for ever.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@shop/core/orders';
import type { RefundOutcome } from '@shop/core/orders/refunds';
import { orders, outbox } from '@shop/functions/db';
import { adminTestApp } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

/** A paid order whose row names a payment provider this server's refund job does not carry. */
async function paidThroughUnknownProvider(): Promise<Order> {
  const product = await insertProduct(t.database.db, { price: 4_000 });
  const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]));
  expect(response.status).toBe(201);
  const { order } = (await response.json()) as PlacedOrder;
  await t.database.db
    .update(orders)
    .set({ paymentProvider: 'paypal' as unknown as 'test' })
    .where(eq(orders.id, order.id));
  return order;
}

const asAdmin = (path: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const shopperSees = async (orderId: string) =>
  (await (await t.app.request(`/api/orders/${orderId}`, { headers: { cookie: shopper.cookie } })).json()) as Order;

describe('a refund whose job cannot be read when it is queued', () => {
  it('marks the admin’s refund of part of the order failed, naming why', async () => {
    const order = await paidThroughUnknownProvider();
    const response = await asAdmin(`/api/admin/orders/${order.id}/refunds`, { reason: 'Scratched', amount: 1_000 });
    expect(response.status, await response.clone().text()).toBe(201);
    const { refund } = (await response.json()) as RefundOutcome;
    await t.worker.runOnce();
    const [seen] = (await shopperSees(order.id)).refunds;
    expect(seen).toMatchObject({ id: refund.id, status: 'failed' });
    expect(seen?.failure).toMatch(/paymentProvider/);
  });

  it('marks the whole refund of a cancelled order failed, naming why', async () => {
    const order = await paidThroughUnknownProvider();
    const response = await asAdmin(`/api/admin/orders/${order.id}/transition`, { to: 'cancelled' });
    expect(response.status, await response.clone().text()).toBe(200);
    await t.worker.runOnce();
    const seen = await shopperSees(order.id);
    expect(seen.refund).toMatchObject({ amount: order.total, status: 'failed' });
    expect(seen.refund?.failure).toMatch(/paymentProvider/);
    const failedJobs = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'refund'));
    expect(failedJobs.filter((job) => (job.payload as { orderId?: string }).orderId === order.id && job.failedAt)).toHaveLength(1);
  });
});
