// Checks the cart against the catalogue while the cart page is open: a product deleted since it was
// added leaves the cart, and a changed price or name is taken over (prices are re-read at checkout anyway).
// It answers how many of each line's product are in stock, for the lines to say so.
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@shop/core/api/contract';
import type { Cart, CartProduct } from '@shop/core/cart';
import { cartTexts } from '@shop/core/checkout-texts';
import type { Product } from '@shop/core/products';
import { ApiRequestError, call } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { notify } from '../../../lib/toast.ts';
import { useCart, useCartActions } from '../../../state/cart/cart-store.tsx';

/** 404, or 400 for an id that cannot be a product: the line names nothing the shop sells. */
const isGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** Today's product per line, or null while any answer is missing (a network error keeps the line as it is). */
function currentProducts(cart: Cart, answers: Array<{ data?: Product | undefined; error: unknown; isPending: boolean }>) {
  if (answers.some((answer) => answer.isPending)) return null;
  const current = new Map<string, CartProduct>();
  cart.cartItems.forEach((item, index) => {
    const answer = answers[index];
    if (answer?.data) {
      const { id, productName, imgUrl, price } = answer.data;
      current.set(item.id, { id, productName, imgUrl, price });
    } else if (!isGone(answer?.error)) current.set(item.id, item);
  });
  return current;
}

const isStale = (cart: Cart, current: ReadonlyMap<string, CartProduct>) =>
  cart.cartItems.some((item) => {
    const product = current.get(item.id);
    return !product || product.price !== item.price || product.productName !== item.productName || product.imgUrl !== item.imgUrl;
  });

/** Each line's product id and how many are in stock, for the lines whose product has answered. */
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
  const current = currentProducts(cart, answers);

  useEffect(() => {
    // Only a real difference is sent, so the refreshed cart does not trigger another refresh.
    if (!current || !isStale(cart, current)) return;
    send({ type: 'refresh', products: current });
    notify('info', cartTexts.refreshed);
  }, [cart, current, send]);

  return new Map(answers.flatMap((answer) => (answer.data ? [[answer.data.id, answer.data.stock] as const] : [])));
}
