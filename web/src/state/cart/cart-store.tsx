// The shared cart: one cart store for the whole app, kept in localStorage across reloads. Shared state rather
// than a feature's: the header, the product cards, the cart page and the checkout all use it.
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cartLineKey, quantityInCart, repairCart, type Cart, type CartProduct } from '@shop/core/cart';
import { messages } from '@shop/core/messages';
import { stockMessages } from '@shop/core/stock';
import { notify } from '../../lib/toast.ts';
import { createCartStore, type CartStore } from './cart-state.ts';

const STORAGE_KEY = 'multimart.cart';

const CartContext = createContext<CartStore | null>(null);

function loadCart(): Cart {
  try {
    return repairCart(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return repairCart(null);
  }
}

function saveCart(cart: Cart) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  // Saved from the store's first change: a click replayed the moment a drawn page is taken over comes
  // before any effect has run.
  const [store] = useState(() => {
    const created = createCartStore(loadCart());
    created.subscribe(saveCart);
    return created;
  });
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('The cart is used outside CartProvider.');
  return store;
}

function useCartValue<Value>(select: (cart: Cart) => Value): Value {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}

export const useCart = () => useCartValue((cart) => cart);
export const useCartCount = () => useCartValue((cart) => cart.totalQuantity);
export const useCartActions = () => useCartStore().send;

/**
 * Adds a product or one of its variants (one, or as many as asked, never more than are in stock) and says so:
 * "Item has been added to cart", or that the cart already holds every unit left.
 */
export function useAddToCart(): (line: CartProduct & { stock: number }, quantity?: number) => void {
  const store = useCartStore();
  return ({ stock, ...line }, quantity = 1) => {
    const key = cartLineKey(line);
    const before = quantityInCart(store.getSnapshot(), key);
    store.send({ type: 'add', product: line, quantity, stock });
    if (quantityInCart(store.getSnapshot(), key) > before) notify('success', messages.addedToCart);
    else notify('info', stock > 0 ? stockMessages.cartHoldsAll(stock) : stockMessages.outOfStock);
  };
}
