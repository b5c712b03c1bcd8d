// Picks the payment provider from the configuration: Stripe when its keys are set, else test mode.
import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripePayments } from './stripe-provider.ts';
import { createTestPayments } from './test-provider.ts';

export async function createPayments(stripe: Config['stripe'], now: () => Date): Promise<PaymentProvider> {
  return stripe ? createStripePayments(stripe) : createTestPayments(now);
}
