// What a cart comes to with a discount code, before the order is placed: the cart and checkout show it. The
// order itself decides again, under the code's lock, so a quote promises nothing.
import { discountMessages } from '@shop/core/discounts/rules';
import type { OrderQuote, OrderQuoteRequest } from '@shop/core/discounts/input';
import type { Db } from '../db/index.ts';
import { priceLines, withDiscount } from './pricing.ts';

export async function quoteOrder(db: Db, userId: string | null, request: OrderQuoteRequest, now: Date): Promise<OrderQuote> {
  const { discountCode } = request;
  const priced = await withDiscount(db, await priceLines(db, request.items), { discountCode, userId, now, lock: false });
  return {
    discountCode,
    subtotal: priced.subtotal,
    discount: priced.discount,
    total: priced.total,
    message: discountMessages.applied(discountCode, priced.discount),
  };
}
