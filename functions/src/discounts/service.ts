// The admin's discount codes: create one, pause or resume it, list them with their uses so far, and the orders
// placed with one.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  discountInputMessages,
  type DiscountCode,
  type DiscountCodeList,
  type DiscountCodeUses,
  type NewDiscountCode,
} from '@shop/core/discounts/input';
import { type Db, discountCodes, isUniqueViolation, orders } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import type { DiscountCodeRow } from './codes.ts';

/** The most recent orders shown under a code; its use count covers them all. */
export const USES_SHOWN = 100;

const usedOn = (code: typeof discountCodes.code) =>
  sql<number>`(select count(*) from ${orders} where ${orders.discountCode} = ${code} and ${orders.status} <> 'failed')::int`;

const toDiscountCode = (row: DiscountCodeRow & { uses: number }): DiscountCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minSpend: row.minSpend,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  categories: row.categories,
  isPaused: row.isPaused,
  uses: Number(row.uses),
  createdAt: row.createdAt.toISOString(),
});

async function codeById(db: Db, id: string): Promise<DiscountCode> {
  const [row] = await db
    .select({ row: discountCodes, uses: usedOn(discountCodes.code) })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  if (!row) throw notFound(discountInputMessages.notFound);
  return toDiscountCode({ ...row.row, uses: row.uses });
}

export async function listDiscountCodes(db: Db): Promise<DiscountCodeList> {
  const rows = await db
    .select({ row: discountCodes, uses: usedOn(discountCodes.code) })
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return { items: rows.map(({ row, uses }) => toDiscountCode({ ...row, uses })) };
}

export async function createDiscountCode(db: Db, input: NewDiscountCode): Promise<DiscountCode> {
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({ ...input, startsAt: new Date(input.startsAt), endsAt: input.endsAt ? new Date(input.endsAt) : null })
      .returning();
    if (!row) throw new Error('a new discount code was not returned');
    return toDiscountCode({ ...row, uses: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(discountInputMessages.taken, { fields: { code: discountInputMessages.taken } });
    throw error;
  }
}

export async function pauseDiscountCode(db: Db, id: string, isPaused: boolean): Promise<DiscountCode> {
  const [row] = await db.update(discountCodes).set({ isPaused }).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id });
  if (!row) throw notFound(discountInputMessages.notFound);
  return codeById(db, id);
}

export async function discountCodeUses(db: Db, id: string): Promise<DiscountCodeUses> {
  const code = await codeById(db, id);
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      customer: orders.billingName,
      discount: orders.discount,
      total: orders.total,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.discountCode, code.code), ne(orders.status, 'failed')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(USES_SHOWN);
  return { code, uses: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
