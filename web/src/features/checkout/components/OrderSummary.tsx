import type { ReactNode } from 'react';
import { cartLineKey, type Cart } from '@shop/core/cart';
import { checkoutTexts, includesVat } from '@shop/core/checkout-texts';
import type { OrderQuote } from '@shop/core/discounts/input';
import { formatPence } from '@shop/core/money';
import { SHIPPING_PENCE } from '@shop/core/orders';
import { lineName } from '@shop/core/variant-choice';
import styles from './OrderSummary.module.css';

/**
 * The checkout's summary: total quantity, subtotal, the discount code's discount when one applies, shipping
 * (always £0), total and the VAT it includes; `children` is the discount code box.
 */
export function OrderSummary({ cart, quote, children }: { cart: Cart; quote: OrderQuote | undefined; children: ReactNode }) {
  const total = (quote?.total ?? cart.totalAmount) + SHIPPING_PENCE;
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{checkoutTexts.summaryTitle}</h2>
      <ul className={styles.lines}>
        {cart.cartItems.map((item) => (
          <li key={cartLineKey(item)}>
            <img src={item.imgUrl} alt="" width="48" height="48" />
            <span className={styles.name}>
              {lineName(item.productName, item.variantLabel)} <span className={styles.times}>× {item.quantity}</span>
            </span>
            <span>{formatPence(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>Total quantity</dt>
          <dd data-testid="summary-quantity">{cart.totalQuantity}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal">{formatPence(cart.totalAmount)}</dd>
        </div>
        {quote && (
          <div>
            <dt>Discount {quote.discountCode}</dt>
            <dd data-testid="summary-discount">-{formatPence(quote.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd data-testid="summary-shipping">{formatPence(SHIPPING_PENCE)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="summary-total" data-total>
            {formatPence(total)}
          </dd>
        </div>
      </dl>
      <p className={styles.vat} data-testid="summary-vat">
        {includesVat(total)}
      </p>
      {children}
    </section>
  );
}
