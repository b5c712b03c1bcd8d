// The discount code the shopper applied (docs/spec.md, Discount codes): one per order, kept for this tab's visit
// so the cart's code goes on to checkout, and what it takes off the cart now, priced by the server. Shared
// state rather than a feature's: the cart and the checkout both apply it and show it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@shop/core/api/contract';
import type { Cart } from '@shop/core/cart';
import type { OrderQuote } from '@shop/core/discounts/input';
import { call } from '../lib/api-client.ts';

const STORAGE_KEY = 'multimart.discountCode';
const listeners = new Set<() => void>();

function readCode(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function keepCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(STORAGE_KEY, code);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the code is simply not kept.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const linesOf = (cart: Cart) =>
  cart.cartItems.map(({ id, variantId, quantity }) => (variantId ? { productId: id, variantId, quantity } : { productId: id, quantity }));

const quoteKey = (code: string | null, cart: Cart) => ['discount-quote', code, linesOf(cart)] as const;

export type Discount = {
  /** The code applied, in capitals, or null. */
  code: string | null;
  /** What the code takes off this cart; undefined while it is asked for or when the code no longer applies. */
  quote: OrderQuote | undefined;
  /** Why the applied code does not apply to this cart (it changed since), or why the code just typed was refused. */
  refusal: string | null;
  isPending: boolean;
  apply: (code: string) => void;
  remove: () => void;
};

/** The applied code and its price on `cart`: the cart and the checkout show the same. */
export function useDiscount(cart: Cart): Discount {
  const code = useSyncExternalStore(subscribe, readCode, () => null);
  const queryClient = useQueryClient();
  const quote = useQuery({
    queryKey: quoteKey(code, cart),
    queryFn: ({ signal }) => call(api.orders.quote, { body: { discountCode: code ?? '', items: linesOf(cart) } }, { signal }),
    enabled: code !== null && cart.cartItems.length > 0,
  });
  const applying = useMutation({
    mutationFn: (typed: string) => call(api.orders.quote, { body: { discountCode: typed, items: linesOf(cart) } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(quoteKey(answer.discountCode, cart), answer);
      keepCode(answer.discountCode);
    },
  });
  const refusal = applying.error?.message ?? (code ? (quote.error?.message ?? null) : null);
  return {
    code,
    quote: code ? quote.data : undefined,
    refusal,
    isPending: applying.isPending || (code !== null && quote.isPending),
    apply: (typed) => applying.mutate(typed),
    remove: () => {
      applying.reset();
      keepCode(null);
    },
  };
}

/** After a paid order: the next cart starts without a code. */
export const forgetDiscountCode = () => keepCode(null);
