// Prices an order from the database: the browser names products, variants and quantities, never prices.
import { inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL, SHIPPING_PENCE, orderMessages, type OrderRequest } from '@shop/core/orders';
import { variantMessages } from '@shop/core/variants';
import { unitPrice, variantLabel } from '@shop/core/variant-choice';
import { type Db, productVariants, products } from '../db/index.ts';
import { CODE_REFUSED, decideCode } from '../discounts/index.ts';
import { invalid } from '../errors.ts';

export type PricedLine = {
  productId: string;
  productName: string;
  variantId: string | null;
  variantLabel: string | null;
  sku: string | null;
  category: string;
  imgUrl: string;
  price: number;
  quantity: number;
  totalPrice: number;
  /** The line's share of the order's discount, in pence. */
  discount: number;
};
export type PricedOrder = {
  items: PricedLine[];
  totalQuantity: number;
  subtotal: number;
  discountCode: string | null;
  discount: number;
  shipping: number;
  total: number;
};

type LineInput = Pick<OrderRequest['items'][number], 'productId' | 'variantId' | 'quantity'>;
type Wanted = { productId: string; variantId: string | null; quantity: number };

/** Two lines of one product and variant (a cart edited in two tabs) are one line of their summed quantity. */
function mergeLines(lines: readonly LineInput[]): Wanted[] {
  const merged = new Map<string, Wanted>();
  for (const { productId, variantId, quantity } of lines) {
    const key = `${productId}/${variantId ?? ''}`;
    const line = merged.get(key);
    merged.set(key, { productId, variantId: variantId ?? null, quantity: (line?.quantity ?? 0) + quantity });
  }
  return [...merged.values()];
}

async function loadCatalogue(db: Db, wanted: readonly Wanted[]) {
  const variantIds = wanted.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const [productRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        productName: products.productName,
        category: products.category,
        imgUrl: products.imgUrl,
        price: products.price,
        options: products.options,
      })
      .from(products)
      .where(
        inArray(
          products.id,
          wanted.map((line) => line.productId),
        ),
      ),
    variantIds.length ? db.select().from(productVariants).where(inArray(productVariants.id, variantIds)) : Promise.resolve([]),
  ]);
  return { productsById: new Map(productRows.map((row) => [row.id, row])), variantsById: new Map(variantRows.map((row) => [row.id, row])) };
}

export async function priceLines(db: Db, lines: readonly LineInput[]): Promise<PricedOrder> {
  const wanted = mergeLines(lines);
  if (wanted.some((line) => line.quantity > MAX_LINE_QUANTITY)) throw invalid(orderMessages.quantity);
  const { productsById, variantsById } = await loadCatalogue(db, wanted);
  const items = wanted.map(({ productId, variantId, quantity }): PricedLine => {
    const product = productsById.get(productId);
    if (!product) throw invalid(orderMessages.unknownProduct);
    const isSoldInVariants = product.options.length > 0;
    if (isSoldInVariants && !variantId) throw invalid(variantMessages.choose(product.productName));
    const variant = variantId ? variantsById.get(variantId) : undefined;
    if (variantId && variant?.productId !== productId) throw invalid(variantMessages.noLongerSold);
    const price = unitPrice(product, variant);
    return {
      productId,
      productName: product.productName,
      variantId: variant?.id ?? null,
      variantLabel: variant ? variantLabel(variant.optionValues) : null,
      sku: variant?.sku ?? null,
      category: product.category,
      imgUrl: product.imgUrl,
      price,
      quantity,
      totalPrice: price * quantity,
      discount: 0,
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.totalPrice, 0);
  if (subtotal + SHIPPING_PENCE > MAX_ORDER_TOTAL) throw invalid(orderMessages.totalTooLarge);
  return {
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    discountCode: null,
    discount: 0,
    shipping: SHIPPING_PENCE,
    total: subtotal + SHIPPING_PENCE,
  };
}

/**
 * The priced order with `discountCode` taken off, or a 400 with the reason it cannot be used. `lock` holds the
 * code's row to the end of the caller's transaction, so the last use of a code goes to one order only.
 */
export async function withDiscount(
  db: Db,
  priced: PricedOrder,
  request: { discountCode: string; userId: string | null; now: Date; lock: boolean },
): Promise<PricedOrder> {
  const decision = await decideCode(db, {
    code: request.discountCode,
    userId: request.userId,
    lines: priced.items,
    now: request.now,
    lock: request.lock,
  });
  if (!decision.ok) throw invalid(decision.message, { code: CODE_REFUSED, fields: { discountCode: decision.message } });
  return {
    ...priced,
    items: priced.items.map((item, index) => ({ ...item, discount: decision.lineDiscounts[index] ?? 0 })),
    discountCode: request.discountCode,
    discount: decision.discount,
    total: priced.total - decision.discount,
  };
}
