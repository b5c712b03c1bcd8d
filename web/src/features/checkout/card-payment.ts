// What the checkout form needs from a way of paying by card: the rules of its part of the form, its fields,
// and (Stripe) how to confirm the payment in the browser.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { DeliveryChoice } from '@shop/core/addresses';
import type { BillingInput } from '@shop/core/billing';
import type { OrderRequestInput, PaymentInput } from '@shop/core/orders';
import type { SchemaForm } from '../../lib/forms/use-schema-form.ts';
import type { DeliveryFormValues } from './delivery-form.ts';

/** The card as typed into the test provider's form; Stripe's own field keeps its card out of the form. */
export type CardFields = { number: string; expiry: string; cvc: string };

export type CheckoutValues = { billing: BillingInput; delivery: DeliveryFormValues; card: CardFields };
export type CheckoutPayload = Pick<OrderRequestInput, 'billing' | 'payment'>;
export type CheckoutFormApi = SchemaForm<
  CheckoutValues,
  { billing: CheckoutPayload['billing']; delivery: DeliveryChoice | undefined; card: PaymentInput }
>;

export type CardPayment = {
  /** The card part of the form: checked, then turned into the order's payment. */
  schema: z.ZodType<PaymentInput, CardFields>;
  fields: (form: CheckoutFormApi) => ReactNode;
  /** Stripe only; the same function for the life of the form, as the checkout machine keeps the first. */
  confirmCard?: (clientSecret: string) => Promise<void>;
};
