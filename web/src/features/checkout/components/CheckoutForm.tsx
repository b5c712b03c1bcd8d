import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { billingSchema } from '@shop/core/billing';
import type { Cart } from '@shop/core/cart';
import { checkoutTexts } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { confirmOrder, placeOrder, rememberPaidOrder } from '../api/place-order.ts';
import type { CardPayment } from '../card-payment.ts';
import { checkoutMachine } from '../checkout.machine.ts';
import { loadCheckoutKey, saveCheckoutKey } from '../checkout-key.ts';
import { BillingFields } from './BillingFields.tsx';
import { CheckoutNotice } from './CheckoutNotice.tsx';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { blankDelivery, deliveryFormSchema } from '../delivery-form.ts';
import styles from './CheckoutForm.module.css';

export type CheckoutFormProps = {
  cart: Cart;
  /** The discount code applied in the cart or here, sent with the order, which prices it again. */
  discountCode: string | null;
  /** What Pay charges: the subtotal less the code's discount, shipping being £0. */
  total: number;
  defaults: { name: string; email: string };
  onPaid: (order: Order) => void;
};

/** The order API names the card's fields under payment and a saved address by its id; the form keeps them apart. */
const cardFieldNames = {
  'payment.card.number': 'card.number',
  'payment.card.expiry': 'card.expiry',
  'payment.card.cvc': 'card.cvc',
  'delivery.addressId': 'delivery.choice',
} as const;

/** Billing details and card, then Pay: the checkout machine places the order and follows the payment. */
export function CheckoutForm({ cart, discountCode, total, defaults, onPaid, payment }: CheckoutFormProps & { payment: CardPayment }) {
  const schema = useMemo(() => z.object({ billing: billingSchema, delivery: deliveryFormSchema, card: payment.schema }), [payment.schema]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      billing: { ...defaults, phone: '', streetAddress: '', city: '', postalCode: '', country: 'United Kingdom' },
      delivery: blankDelivery,
      card: { number: '', expiry: '', cvc: '' },
    },
  });
  const queryClient = useQueryClient();
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) =>
          placeOrder(input).catch((error: unknown) => {
            form.showServerErrors(error, cardFieldNames);
            throw error;
          }),
        ),
        checkOrder: fromPromise(({ input }) => confirmOrder(input.orderId)),
        // The machine is made once, so `confirmCard` must not change between renders (see CardPayment).
        confirmCard: fromPromise(async ({ input }) => {
          if (!payment.confirmCard) throw new Error('This way of paying needs no confirmation in the browser.');
          await payment.confirmCard(input.clientSecret);
        }),
      },
    }),
    { input: { idempotencyKey: loadCheckoutKey() } },
  );
  const isBusy = !state.matches('ready');
  const { idempotencyKey, order, notice } = state.context;

  useEffect(() => saveCheckoutKey(idempotencyKey), [idempotencyKey]);
  useEffect(() => {
    if (!state.matches('paid') || !order) return;
    rememberPaidOrder(queryClient, order);
    onPaid(order);
  }, [state, order, onPaid, queryClient]);

  const submit = form.handleSubmit(({ billing, delivery, card }) =>
    send({
      type: 'pay',
      request: {
        items: cart.cartItems.map((item) => ({
          productId: item.id,
          ...(item.variantId ? { variantId: item.variantId } : {}),
          quantity: item.quantity,
        })),
        billing,
        payment: card,
        ...(discountCode ? { discountCode } : {}),
        ...(delivery ? { delivery } : {}),
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={isBusy}>
      <fieldset className={styles.section} disabled={isBusy}>
        <legend>{checkoutTexts.billingTitle}</legend>
        <BillingFields form={form} />
      </fieldset>
      <DeliveryChoice form={form} disabled={isBusy} />
      <fieldset className={styles.section} disabled={isBusy}>
        <legend>{checkoutTexts.paymentTitle}</legend>
        {payment.fields(form)}
      </fieldset>
      {notice && <CheckoutNotice notice={notice} />}
      <button type="submit" className={`button ${styles.pay}`} disabled={isBusy}>
        {isBusy ? checkoutTexts.processing : paymentMessages.pay(formatPence(total))}
      </button>
    </form>
  );
}
