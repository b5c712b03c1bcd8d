// GET /api/payments/config: which card form the checkout shows (Stripe Elements or the test-mode form).
import { api } from '@shop/core/api/contract';
import type { PaymentSettings } from '@shop/core/payments';
import type { AuthEnv } from '../auth/index.ts';
import { contractRouter } from '../http/contract-router.ts';
import { authorize } from '../policy.ts';
import type { PaymentProvider } from './provider.ts';

export const paymentSettings = (payments: PaymentProvider): PaymentSettings =>
  payments.mode === 'stripe' ? { mode: 'stripe', publishableKey: payments.publishableKey } : { mode: 'test' };

export function paymentsRouter(payments: PaymentProvider) {
  return contractRouter<AuthEnv>('/api/payments').on(api.payments.settings, authorize('orders.create'), () => paymentSettings(payments))
    .app;
}
