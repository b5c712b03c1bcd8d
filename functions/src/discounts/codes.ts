// A code's rules and its uses so far, read from the database; `lockCode` takes the code's row lock, so orders
// racing for its last use are decided one at a time (docs/spec.md, Discount codes).
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  decideDiscount,
  type CodeUses,
  type DiscountCodeRules,
  type DiscountDecision,
  type DiscountLine,
} from '@shop/core/discounts/rules';
import { type Db, discountCodes, orders } from '../db/index.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Orders placed with the code that did not fail (a declined card or an abandoned payment gives its use back). */
export async function usesOf(db: Db, code: string, userId: string | null): Promise<CodeUses> {
  const [row] = await db
    .select({
      uses: sql<number>`count(*)::int`,
      customerUses: userId ? sql<number>`(count(*) filter (where ${orders.userId} = ${userId}))::int` : sql<number>`0`,
    })
    .from(orders)
    .where(and(eq(orders.discountCode, code), ne(orders.status, 'failed')));
  return { uses: Number(row?.uses ?? 0), customerUses: Number(row?.customerUses ?? 0) };
}

async function readCode(db: Db, code: string, forUpdate: boolean): Promise<DiscountCodeRow | undefined> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * Whether `code` may be used on these lines by this account (null for a visitor), and what it takes off.
 * `lock` holds the code's row until the caller's transaction ends: pass it when placing the order.
 */
export async function decideCode(
  db: Db,
  request: { code: string; userId: string | null; lines: readonly DiscountLine[]; now: Date; lock: boolean },
): Promise<DiscountDecision> {
  const row = await readCode(db, request.code, request.lock);
  const rules: DiscountCodeRules | undefined = row;
  return decideDiscount(rules, request.lines, row ? await usesOf(db, row.code, request.userId) : { uses: 0, customerUses: 0 }, request.now);
}
