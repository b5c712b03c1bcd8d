// Seeds the sample sales history once, when there are no orders yet (planned in order-history.ts): a fresh
// dashboard shows the sample figures, £89,000 and 890 orders, and real orders add to them. The orders belong
// to no account: nobody's "My orders" fills with made-up history, and deleting an account cannot touch them.
// Their lines copy the catalogue's names, pictures and prices at seeding, as a real order does.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { SAMPLE_PAID_ORDERS, SAMPLE_SALES_PENCE } from '@shop/core/dashboard';
import { variantLabel } from '@shop/core/variant-choice';
import { type Db, orderEvents, orderItems, orders, products, productVariants } from '../src/db/index.ts';
import { planSampleHistory, type PlannedOrder } from './order-history.ts';

const SEED_LOCK_ID = 72_240_503;
/** Rows per INSERT, well under PostgreSQL's limit of parameters per statement. */
const CHUNK = 500;
const CARD_BRANDS = ['visa', 'mastercard', 'amex'];

/** The billing details every test that writes an order by hand shares. */
export const SAMPLE_BILLING = {
  billingName: 'Sample Customer',
  billingEmail: 'customer@multimart.example',
  billingPhone: '+44 116 496 0000',
  billingStreetAddress: '1 Market Street',
  billingCity: 'Leicester',
  billingPostalCode: 'LE1 5WW',
  billingCountry: 'United Kingdom',
} as const;

async function hasOrders(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(orders);
  return (row?.total ?? 0) > 0;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

function orderRow(planned: PlannedOrder, index: number) {
  const at = (status: string) => {
    const step = planned.steps.find((candidate) => candidate.to === status);
    return step ? new Date(planned.createdAt.getTime() + step.at) : null;
  };
  const total = planned.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const refundedAt = at('cancelled') ?? at('refunded');
  const hasShipped = at('shipped') !== null;
  return {
    id: randomUUID(),
    userId: null,
    idempotencyKey: `sample-order-${index + 1}`,
    // Only compared when the same account retries with the same key; these have no account.
    requestHash: 'sample-order',
    status: planned.status,
    billingName: planned.customer.name,
    billingEmail: planned.customer.email,
    billingPhone: `+44 7700 9${String(index % 100_000).padStart(5, '0')}`,
    billingStreetAddress: `${(index % 180) + 1} High Street`,
    billingCity: planned.customer.city,
    billingPostalCode: planned.customer.postalCode,
    billingCountry: 'United Kingdom',
    totalQuantity: planned.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: total,
    shipping: 0,
    total,
    paymentProvider: 'test' as const,
    paymentReference: `sample-${index + 1}`,
    cardBrand: CARD_BRANDS[index % CARD_BRANDS.length],
    cardLast4: String(1000 + ((index * 7919) % 9000)),
    createdAt: planned.createdAt,
    paidAt: at('paid'),
    carrier: hasShipped ? planned.carrier : null,
    trackingNumber: hasShipped ? planned.trackingNumber : null,
    deliveredAt: at('delivered'),
    ...(refundedAt
      ? {
          refundAmount: total,
          refundStatus: 'succeeded' as const,
          refundReference: `sample-refund-${index + 1}`,
          refundCreatedAt: refundedAt,
        }
      : {}),
  };
}

/** Answers how many orders were added (0 when the shop already has orders). */
export async function seedSampleOrders(db: Db, now = new Date()): Promise<number> {
  if (await hasOrders(db)) return 0;
  // A product sold in variants sold its first (the Halden in Oatmeal, as its first picture shows it).
  const offered = await db
    .select({
      productId: products.id,
      productName: products.productName,
      imgUrl: products.imgUrl,
      price: products.price,
      variant: { id: productVariants.id, values: productVariants.optionValues, sku: productVariants.sku },
    })
    .from(products)
    .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.position, 0)))
    .orderBy(asc(products.createdAt));
  const catalogue = offered.map(({ variant, ...product }) =>
    variant ? { ...product, variantId: variant.id, variantLabel: variantLabel(variant.values), sku: variant.sku } : product,
  );
  const planned = planSampleHistory({ choices: catalogue, countedOrders: SAMPLE_PAID_ORDERS, countedTotal: SAMPLE_SALES_PENCE, now });
  const seeded = planned.map((order, index) => ({ order, row: orderRow(order, index) }));
  const rows = seeded.map(({ row }) => row);
  const lines = seeded.flatMap(({ order, row }) =>
    order.lines.map((line) => ({ ...line, orderId: row.id, totalPrice: line.price * line.quantity })),
  );
  const events = seeded.flatMap(({ order, row }) =>
    order.steps.map((step, index) => ({
      orderId: row.id,
      fromStatus: order.steps[index - 1]?.to ?? null,
      toStatus: step.to,
      actor: step.actor,
      actorUserId: null,
      note: step.note,
      createdAt: new Date(order.createdAt.getTime() + step.at),
    })),
  );
  return db.transaction(async (tx) => {
    // Several instances may start at once on PostgreSQL: only the first one seeds.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasOrders(tx)) return 0;
    await insertInChunks(rows, (chunk) => tx.insert(orders).values(chunk));
    await insertInChunks(lines, (chunk) => tx.insert(orderItems).values(chunk));
    await insertInChunks(events, (chunk) => tx.insert(orderEvents).values(chunk));
    return rows.length;
  });
}
