// What the checkout form needs from a way of paying by card: its fields, how to read them, and (Stripe)
// how to confirm the payment in the browser.
import type { ReactNode } from 'react';
import type { PaymentInput } from '@shop/core/orders';

export type FieldErrors = Record<string, string>;

export type CardPayment = {
  fields: (errors: FieldErrors) => ReactNode;
  read: (form: FormData) => { payment: PaymentInput } | { errors: FieldErrors };
  /** Stripe only; the same function for the life of the form, as the checkout machine keeps the first. */
  confirmCard?: (clientSecret: string) => Promise<void>;
};
