import { useCart } from '../cart-store.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CartTable } from './CartTable.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import styles from './CartView.module.css';

/** The cart page's body: the lines (or "Empty Cart") beside the subtotal and the way on. */
export function CartView() {
  const cart = useCart();
  return (
    <div className={`container section ${styles.layout}`}>
      <section aria-label="Cart items">{cart.cartItems.length === 0 ? <EmptyCart /> : <CartTable items={cart.cartItems} />}</section>
      <CartSummary subtotal={cart.totalAmount} />
    </div>
  );
}
