// Checks the cart against the catalogue while the cart page is open: a product deleted since it was
// added leaves the cart, and a changed price or name is taken over (prices are re-read at checkout anyway).
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart, CartProduct } from '@shop/core/cart';
import { cartTexts } from '@shop/core/checkout-texts';
import type { Product } from '@shop/core/products';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { productKeys } from '../../products/api/products.ts';
import { useCart, useCartActions } from '../cart-store.tsx';

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

export function useCartRefresh(): void {
  const cart = useCart();
  const send = useCartActions();
  const answers = useQueries({
    queries: cart.cartItems.map((item) => ({
      queryKey: productKeys.detail(item.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<Product>(`/api/products/${encodeURIComponent(item.id)}`, { signal }),
    })),
  });
  const current = currentProducts(cart, answers);

  useEffect(() => {
    // Only a real difference is sent, so the refreshed cart does not trigger another refresh.
    if (!current || !isStale(cart, current)) return;
    send({ type: 'refresh', products: current });
    notify('info', cartTexts.refreshed);
  }, [cart, current, send]);
}
