// GET /api/payments/config: which card form the checkout shows (Stripe Elements or the test-mode form).
import { Hono } from 'hono';
import type { PaymentSettings } from '@shop/core/payments';
import type { AuthEnv } from '../auth/index.ts';
import { authorize } from '../policy.ts';
import type { PaymentProvider } from './provider.ts';

export const paymentSettings = (payments: PaymentProvider): PaymentSettings =>
  payments.mode === 'stripe' ? { mode: 'stripe', publishableKey: payments.publishableKey } : { mode: 'test' };

export function paymentsRouter(payments: PaymentProvider) {
  return new Hono<AuthEnv>().get('/config', authorize('orders.create'), (c) => c.json(paymentSettings(payments)));
}
