import { cartTexts, includesVat } from '@shop/core/checkout-texts';
import type { Cart } from '@shop/core/cart';
import { discountMessages } from '@shop/core/discounts/rules';
import { formatPence } from '@shop/core/money';
import { DiscountCodeField } from '../../../components/DiscountCodeField.tsx';
import { Link } from '../../../components/Link.tsx';
import { useDiscount } from '../../../state/discount-code.ts';
import styles from './CartSummary.module.css';

/** The subtotal, the discount code box and, with a code applied, what it takes off and the total. */
export function CartSummary({ cart }: { cart: Cart }) {
  const discount = useDiscount(cart);
  const { quote } = discount;
  const total = quote ? quote.total : cart.totalAmount;
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Subtotal</h2>
      <p className={styles.amount} data-testid="cart-subtotal" data-total>
        {formatPence(cart.totalAmount)}
      </p>
      {quote && (
        <p className={styles.discount} data-testid="cart-discount">
          {discountMessages.orderLine(quote.discountCode, quote.discount)}. Total {formatPence(quote.total)}
        </p>
      )}
      <p className={styles.note} data-testid="cart-vat">
        {includesVat(total)}
      </p>
      <p className={styles.note}>{cartTexts.taxesNote}</p>
      <DiscountCodeField
        applied={discount.code}
        appliedMessage={quote?.message}
        refusal={discount.refusal}
        isPending={discount.isPending}
        onApply={discount.apply}
        onRemove={discount.remove}
      />
      <Link to="/checkout" className="button">
        Checkout
      </Link>
      <Link to="/shop" className={`button button-light ${styles.secondary}`}>
        Continue Shopping
      </Link>
    </aside>
  );
}
