// Checks the cart against the catalogue while the cart page is open: a product (or variant) no longer sold
// leaves the cart, and a changed price or name is taken over (prices are re-read at checkout anyway). It
// answers how many of each line's product or variant are in stock, for the lines to say so.
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@shop/core/api/contract';
import { cartLineKey, type Cart, type CartItem, type CartProduct } from '@shop/core/cart';
import { cartTexts } from '@shop/core/checkout-texts';
import type { Product } from '@shop/core/products';
import { unitPrice, variantLabel } from '@shop/core/variant-choice';
import { ApiRequestError, call } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { notify } from '../../../lib/toast.ts';
import { useCart, useCartActions } from '../../../state/cart/cart-store.tsx';

/** 404, or 400 for an id that cannot be a product: the line names nothing the shop sells. */
const isGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** The line as the product sells it today, with the units left; null when its product or variant is no longer sold. */
function lineToday(item: CartItem, product: Product): { line: CartProduct; stock: number } | null {
  const { id, productName, imgUrl } = product;
  if (!item.variantId)
    return product.options.length ? null : { line: { id, productName, imgUrl, price: product.price }, stock: product.stock };
  const variant = product.variants.find((candidate) => candidate.id === item.variantId);
  if (!variant) return null;
  const line = {
    id,
    productName,
    imgUrl,
    price: unitPrice(product, variant),
    variantId: variant.id,
    variantLabel: variantLabel(variant.values),
  };
  return { line, stock: variant.stock };
}

type Answer = { data?: Product | undefined; error: unknown; isPending: boolean };

/** Today's line per line key, or null while any answer is missing (a network error keeps the line as it is). */
function currentLines(cart: Cart, answers: Answer[]) {
  if (answers.some((answer) => answer.isPending)) return null;
  const current = new Map<string, CartProduct>();
  cart.cartItems.forEach((item, index) => {
    const answer = answers[index];
    const today = answer?.data && lineToday(item, answer.data);
    if (today) current.set(cartLineKey(item), today.line);
    else if (!answer?.data && !isGone(answer?.error)) current.set(cartLineKey(item), item);
  });
  return current;
}

const isStale = (cart: Cart, current: ReadonlyMap<string, CartProduct>) =>
  cart.cartItems.some((item) => {
    const line = current.get(cartLineKey(item));
    return (
      !line ||
      line.price !== item.price ||
      line.productName !== item.productName ||
      line.imgUrl !== item.imgUrl ||
      line.variantLabel !== item.variantLabel
    );
  });

/** How many are in stock for each line key, for the lines whose product has answered. */
export type CartStock = ReadonlyMap<string, number>;

export function useCartRefresh(): CartStock {
  const cart = useCart();
  const send = useCartActions();
  const answers = useQueries({
    queries: cart.cartItems.map((item) => ({
      queryKey: productKeys.detail(item.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(api.products.get, { params: { id: item.id } }, { signal }),
    })),
  });
  const current = currentLines(cart, answers);

  useEffect(() => {
    // Only a real difference is sent, so the refreshed cart does not trigger another refresh.
    if (!current || !isStale(cart, current)) return;
    send({ type: 'refresh', products: current });
    notify('info', cartTexts.refreshed);
  }, [cart, current, send]);

  return new Map(
    cart.cartItems.flatMap((item, index) => {
      const product = answers[index]?.data;
      const today = product && lineToday(item, product);
      return today ? [[cartLineKey(item), today.stock] as const] : [];
    }),
  );
}
