// Prices an order from the database: the browser names products and quantities, never prices.
import { inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL, SHIPPING_PENCE, orderMessages } from '@shop/core/orders';
import { type Db, products } from '../db/index.ts';
import { invalid } from '../errors.ts';

export type PricedLine = { productId: string; productName: string; imgUrl: string; price: number; quantity: number; totalPrice: number };
export type PricedOrder = { items: PricedLine[]; totalQuantity: number; subtotal: number; shipping: number; total: number };

/** Two lines of one product (a cart edited in two tabs) are one line of their summed quantity. */
function mergeLines(lines: ReadonlyArray<{ productId: string; quantity: number }>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of lines) quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  return quantities;
}

export async function priceLines(db: Db, lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<PricedOrder> {
  const quantities = mergeLines(lines);
  if ([...quantities.values()].some((quantity) => quantity > MAX_LINE_QUANTITY)) throw invalid(orderMessages.quantity);
  const rows = await db
    .select({ id: products.id, productName: products.productName, imgUrl: products.imgUrl, price: products.price })
    .from(products)
    .where(inArray(products.id, [...quantities.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: PricedLine[] = [];
  for (const [productId, quantity] of quantities) {
    const product = byId.get(productId);
    if (!product) throw invalid(orderMessages.unknownProduct);
    items.push({
      productId,
      productName: product.productName,
      imgUrl: product.imgUrl,
      price: product.price,
      quantity,
      totalPrice: product.price * quantity,
    });
  }
  const subtotal = items.reduce((sum, item) => sum + item.totalPrice, 0);
  if (subtotal + SHIPPING_PENCE > MAX_ORDER_TOTAL) throw invalid(orderMessages.totalTooLarge);
  return {
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    shipping: SHIPPING_PENCE,
    total: subtotal + SHIPPING_PENCE,
  };
}
