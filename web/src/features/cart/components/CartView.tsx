import { useCart } from '../../../state/cart/cart-store.tsx';
import type { CartStock } from '../api/use-cart-refresh.ts';
import { CartSummary } from './CartSummary.tsx';
import { CartTable } from './CartTable.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import styles from './CartView.module.css';

/** The cart page's body: the lines beside the subtotal and the way on, or "Empty Cart" and the way to the shop. */
export function CartView({ stock }: { stock: CartStock }) {
  const cart = useCart();
  if (cart.cartItems.length === 0)
    return (
      <section className="container section" aria-label="Cart items">
        <EmptyCart />
      </section>
    );
  return (
    <div className={`container section ${styles.layout}`}>
      <section aria-label="Cart items">
        <CartTable items={cart.cartItems} stock={stock} />
      </section>
      <CartSummary cart={cart} />
    </div>
  );
}
