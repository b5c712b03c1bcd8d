// The shared cart: one cart machine actor for the whole app, kept in localStorage across reloads. Shared
// state rather than a feature's: the header, the product cards, the cart page and the checkout all use it.
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { repairCart, type Cart, type CartProduct } from '@shop/core/cart';
import { messages } from '@shop/core/messages';
import { notify } from '../../lib/toast.ts';
import { cartMachine } from './cart.machine.ts';

const STORAGE_KEY = 'multimart.cart';

export const CartContext = createActorContext(cartMachine);

function loadCart(): Cart {
  try {
    return repairCart(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return repairCart(null);
  }
}

function PersistCart() {
  const cart = CartContext.useActorRef();
  useEffect(() => {
    const subscription = cart.subscribe((snapshot) => {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot.context));
      } catch {
        // Private mode or a full quota: the cart still works for this visit.
      }
    });
    return () => subscription.unsubscribe();
  }, [cart]);
  return null;
}

export function CartProvider({ children }: { children: ReactNode }) {
  return (
    <CartContext.Provider options={{ input: loadCart() }}>
      <PersistCart />
      {children}
    </CartContext.Provider>
  );
}

export const useCart = () => CartContext.useSelector((snapshot) => snapshot.context);
export const useCartCount = () => CartContext.useSelector((snapshot) => snapshot.context.totalQuantity);
export const useCartActions = () => CartContext.useActorRef().send;

/** Adds a product (one, or as many as asked) and says so: "Item has been added to cart". */
export function useAddToCart(): (product: CartProduct, quantity?: number) => void {
  const send = useCartActions();
  return ({ id, productName, imgUrl, price }, quantity = 1) => {
    send({ type: 'add', product: { id, productName, imgUrl, price }, quantity });
    notify('success', messages.addedToCart);
  };
}
