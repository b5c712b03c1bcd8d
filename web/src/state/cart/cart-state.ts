// The cart's state (docs/spec.md, States and transitions: Cart): pages send events, the rules live in core. The cart has no
// modes of its own, only its contents, so a reducer over core's rules and a small store to subscribe to are
// all it takes: every page shows the cart, and none of them needs a state-machine library to load for it.
import { addItem, decreaseItem, deleteItem, emptyCart, increaseItem, refreshCart, type Cart, type CartProduct } from '@shop/core/cart';

export type CartEvent =
  | { type: 'add'; product: CartProduct; quantity?: number; stock?: number }
  /** `key` names the line: `cartLineKey` of its product and variant. */
  | { type: 'increase'; key: string }
  | { type: 'decrease'; key: string }
  | { type: 'delete'; key: string }
  | { type: 'clear' }
  | { type: 'refresh'; products: ReadonlyMap<string, CartProduct> };

export function nextCart(cart: Cart, event: CartEvent): Cart {
  switch (event.type) {
    case 'add':
      return addItem(cart, event.product, event.quantity, event.stock);
    case 'increase':
      return increaseItem(cart, event.key);
    case 'decrease':
      return decreaseItem(cart, event.key);
    case 'delete':
      return deleteItem(cart, event.key);
    case 'clear':
      return emptyCart;
    case 'refresh':
      return refreshCart(cart, event.products);
  }
}

export type CartStore = {
  getSnapshot(): Cart;
  send(event: CartEvent): void;
  /** Calls `listener` with the cart after each change; answers the function that stops it. */
  subscribe(listener: (cart: Cart) => void): () => void;
};

export function createCartStore(initial: Cart = emptyCart): CartStore {
  let cart = initial;
  const listeners = new Set<(cart: Cart) => void>();
  return {
    getSnapshot: () => cart,
    send(event) {
      cart = nextCart(cart, event);
      for (const listener of listeners) listener(cart);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
