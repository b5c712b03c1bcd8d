import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import { SHIPPING_PENCE, type Order } from '@shop/core/orders';
import { DiscountCodeField } from '../../../components/DiscountCodeField.tsx';
import { useCart, useCartActions } from '../../../state/cart/cart-store.tsx';
import { forgetDiscountCode, useDiscount } from '../../../state/discount-code.ts';
import { usePaymentSettings } from '../api/payment-settings.ts';
import { saveCheckoutKey } from '../checkout-key.ts';
import { testCardPayment } from '../test-card-payment.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';
import styles from './CheckoutView.module.css';
import { OrderSummary } from './OrderSummary.tsx';

// Stripe's libraries load only here, and only when Stripe is configured.
const StripeCheckout = lazy(() => import('./StripeCheckout.tsx'));

const Loading = () => <p className={styles.loading}>Loading the payment form...</p>;

/** Billing, card and Pay beside the order summary, for a cart with something in it. */
export function CheckoutView({ user }: { user: PublicUser }) {
  const cart = useCart();
  const sendToCart = useCartActions();
  const settings = usePaymentSettings();
  const navigate = useNavigate();
  const discount = useDiscount(cart);
  const total = (discount.quote?.total ?? cart.totalAmount) + SHIPPING_PENCE;

  const onPaid = useCallback(
    (order: Order) => {
      void navigate(`/orders/${order.id}`, { replace: true });
      sendToCart({ type: 'clear' });
      saveCheckoutKey(null);
      forgetDiscountCode();
    },
    [navigate, sendToCart],
  );

  const formProps = { cart, discountCode: discount.code, total, defaults: { name: user.displayName, email: user.email }, onPaid };
  let form;
  if (settings.isPending) form = <Loading />;
  else if (settings.error)
    form = (
      <p className="error-text" role="alert">
        {messages.pageLoadError(settings.error.message)}
      </p>
    );
  else if (settings.data.mode === 'stripe')
    form = (
      <Suspense fallback={<Loading />}>
        <StripeCheckout {...formProps} publishableKey={settings.data.publishableKey} />
      </Suspense>
    );
  else form = <CheckoutForm {...formProps} payment={testCardPayment} />;

  return (
    <div className={`container section ${styles.layout}`}>
      <div>{form}</div>
      <OrderSummary cart={cart} quote={discount.quote}>
        <DiscountCodeField
          applied={discount.code}
          appliedMessage={discount.quote?.message}
          refusal={discount.refusal}
          isPending={discount.isPending}
          onApply={discount.apply}
          onRemove={discount.remove}
        />
      </OrderSummary>
    </div>
  );
}
