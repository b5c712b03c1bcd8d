// Seeds SPEC.md section 9's sample sales history once, when there are no orders yet: 890 paid orders of
// £100 over the past year, so a fresh dashboard shows £89,000 and 890 orders, and real orders add to them.
// They belong to no account: nobody's "My orders" fills with made-up history, and deleting an account
// cannot touch them. The line is a gift card, so no catalogue product's price is misquoted.
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { SAMPLE_PAID_ORDERS, SAMPLE_SALES_PENCE } from '@shop/core/dashboard';
import { type Db, orderItems, orders } from '../src/db/index.ts';

const SEED_LOCK_ID = 72_240_503;
const DAY_MS = 86_400_000;
const ORDER_PENCE = SAMPLE_SALES_PENCE / SAMPLE_PAID_ORDERS;

export const SAMPLE_BILLING = {
  billingName: 'Sample Customer',
  billingEmail: 'customer@multimart.example',
  billingPhone: '+44 116 496 0000',
  billingStreetAddress: '1 Market Street',
  billingCity: 'Leicester',
  billingPostalCode: 'LE1 5WW',
  billingCountry: 'United Kingdom',
} as const;

const giftCard = { productId: null, productName: 'Multimart Gift Card', imgUrl: '/favicon.svg' } as const;

async function hasOrders(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(orders);
  return (row?.total ?? 0) > 0;
}

/** Answers how many orders were added (0 when the shop already has orders). */
export async function seedSampleOrders(db: Db, now = new Date()): Promise<number> {
  if (await hasOrders(db)) return 0;
  // Oldest first, one every ~9.8 hours, the newest a day before now; numbers follow creation order.
  const spacingMs = (364 * DAY_MS) / SAMPLE_PAID_ORDERS;
  const rows = Array.from({ length: SAMPLE_PAID_ORDERS }, (_, index) => {
    const createdAt = new Date(now.getTime() - DAY_MS - Math.round((SAMPLE_PAID_ORDERS - 1 - index) * spacingMs));
    return {
      id: randomUUID(),
      userId: null,
      idempotencyKey: `sample-order-${index + 1}`,
      // Only compared when the same account retries with the same key; these have no account.
      requestHash: 'sample-order',
      status: 'paid' as const,
      ...SAMPLE_BILLING,
      totalQuantity: 1,
      subtotal: ORDER_PENCE,
      shipping: 0,
      total: ORDER_PENCE,
      paymentProvider: 'test' as const,
      paymentReference: `sample-${index + 1}`,
      createdAt,
      paidAt: new Date(createdAt.getTime() + 60_000),
    };
  });
  return db.transaction(async (tx) => {
    // Several instances may start at once on PostgreSQL: only the first one seeds.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasOrders(tx)) return 0;
    await tx.insert(orders).values(rows);
    await tx
      .insert(orderItems)
      .values(rows.map((order) => ({ ...giftCard, orderId: order.id, price: ORDER_PENCE, quantity: 1, totalPrice: ORDER_PENCE })));
    return rows.length;
  });
}
