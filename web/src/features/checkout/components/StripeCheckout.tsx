// Stripe mode, loaded only when the server says Stripe is configured: the card is entered in Stripe's
// own field (the card number never touches our pages or server) and confirmed with Stripe.js.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import { checkoutTexts } from '@shop/core/checkout-texts';
import formStyles from '../../../components/Form.module.css';
import type { CardPayment } from '../card-payment.ts';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm.tsx';
import styles from './CheckoutForm.module.css';
import { SecureNote } from './SecureNote.tsx';

const CARD_REQUIRED = 'Enter your card details.';

type CardState = { isComplete: boolean; error: string | undefined };
type Props = CheckoutFormProps & { stripe: Stripe; elements: StripeElements };

function StripeCheckoutForm({ stripe, elements, ...props }: Props) {
  const [card, setCard] = useState<CardState>({ isComplete: false, error: undefined });
  // The card lives in Stripe's field, outside the form's values: the rules follow its latest state.
  const schema = useMemo(
    () =>
      z
        .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
        .superRefine((_fields, context) => {
          if (!card.isComplete) context.addIssue({ code: 'custom', message: card.error ?? CARD_REQUIRED });
        })
        .transform(() => ({ method: 'stripe' as const })),
    [card],
  );

  const confirmCard = useCallback(
    async (clientSecret: string) => {
      const cardElement = elements.getElement(CardElement);
      if (!cardElement) throw new Error(CARD_REQUIRED);
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card: cardElement } });
      if (result.error) throw new Error(result.error.message ?? 'The card could not be confirmed.');
    },
    [stripe, elements],
  );

  const payment: CardPayment = {
    schema,
    fields: (form) => (
      <div className={formStyles.field}>
        <span id="stripe-card-label">Card</span>
        <div className={styles.stripeCard} aria-labelledby="stripe-card-label">
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1b2432' } } }}
            onChange={(event) => setCard({ isComplete: event.complete, error: event.error?.message })}
          />
        </div>
        {form.errorOf('card') && <p className={formStyles.error}>{form.errorOf('card')}</p>}
        <SecureNote text={checkoutTexts.stripeCardNote} />
      </div>
    ),
    confirmCard,
  };
  return <CheckoutForm {...props} payment={payment} />;
}

/** Waits for Stripe.js, so the form's confirmation step is made with a ready Stripe. */
function WhenStripeIsReady(props: CheckoutFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  if (!stripe || !elements) return <p>Loading the payment form...</p>;
  return <StripeCheckoutForm {...props} stripe={stripe} elements={elements} />;
}

export default function StripeCheckout({ publishableKey, ...props }: CheckoutFormProps & { publishableKey: string }) {
  const [stripePromise] = useState(() => loadStripe(publishableKey));
  return (
    <Elements stripe={stripePromise}>
      <WhenStripeIsReady {...props} />
    </Elements>
  );
}
