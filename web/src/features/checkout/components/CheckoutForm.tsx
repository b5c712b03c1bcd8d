import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BILLING_FIELDS, billingSchema } from '@shop/core/billing';
import type { Cart } from '@shop/core/cart';
import { checkoutTexts } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import { SHIPPING_PENCE, type Order } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { fromPromise } from 'xstate';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { confirmOrder, placeOrder } from '../api/place-order.ts';
import type { CardPayment, FieldErrors } from '../card-payment.ts';
import { loadCheckoutKey, saveCheckoutKey } from '../checkout-key.ts';
import { BillingFields } from './BillingFields.tsx';
import { CheckoutNotice } from './CheckoutNotice.tsx';
import styles from './CheckoutForm.module.css';

export type CheckoutFormProps = {
  cart: Cart;
  defaults: { name: string; email: string };
  onPaid: (order: Order) => void;
};

/** Billing details and card, then Pay: the checkout machine places the order and follows the payment. */
export function CheckoutForm({ cart, defaults, onPaid, payment }: CheckoutFormProps & { payment: CardPayment }) {
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => placeOrder(input)),
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const isBusy = !state.matches('ready');
  const { idempotencyKey, order, notice } = state.context;

  useEffect(() => saveCheckoutKey(idempotencyKey), [idempotencyKey]);
  useEffect(() => {
    if (state.matches('paid') && order) onPaid(order);
  }, [state, order, onPaid]);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const billing = billingSchema.safeParse(Object.fromEntries(BILLING_FIELDS.map((field) => [field, String(form.get(field) ?? '')])));
    const card = payment.read(form);
    const problems = { ...(billing.success ? {} : fieldErrors(billing.error)), ...('errors' in card ? card.errors : {}) };
    setErrors(problems);
    if (!billing.success || 'errors' in card) return;
    send({
      type: 'pay',
      request: {
        items: cart.cartItems.map((item) => ({ productId: item.id, quantity: item.quantity })),
        billing: billing.data,
        payment: card.payment,
      },
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={isBusy}>
      <fieldset className={styles.section} disabled={isBusy}>
        <legend>{checkoutTexts.billingTitle}</legend>
        <BillingFields errors={errors} defaults={defaults} />
      </fieldset>
      <fieldset className={styles.section} disabled={isBusy}>
        <legend>{checkoutTexts.paymentTitle}</legend>
        {payment.fields(errors)}
      </fieldset>
      {notice && <CheckoutNotice notice={notice} />}
      <button type="submit" className={`button ${styles.pay}`} disabled={isBusy}>
        {isBusy ? checkoutTexts.processing : paymentMessages.pay(formatPence(cart.totalAmount + SHIPPING_PENCE))}
      </button>
    </form>
  );
}
