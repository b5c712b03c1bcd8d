// The shop's app taking payments through Stripe, against the local stand-in for Stripe's API, with a
// shopper signed up: what the Stripe checkout and webhook tests start from.
import pino from 'pino';
import { createApp } from '@shop/functions/app';
import { createStripePayments } from '@shop/functions/payments';
import { signUp, type Client } from './accounts.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type StripeTestApp = {
  t: TestApp;
  stripe: FakeStripe;
  app: ReturnType<typeof createApp>;
  shopper: Client;
  close(): Promise<void>;
};

/** `webhookSecret` turns the webhook on, as STRIPE_WEBHOOK_SECRET does. */
export async function startStripeTestApp({ webhookSecret }: { webhookSecret?: string } = {}): Promise<StripeTestApp> {
  const t = await createTestApp();
  const stripe = await startFakeStripe();
  const payments = await createStripePayments({
    secretKey: 'sk_test_fake123',
    publishableKey: 'pk_test_fake123',
    ...(webhookSecret ? { webhookSecret } : {}),
    api: stripe.api,
  });
  const app = createApp({ ...t, logger: pino({ level: 'silent' }), payments });
  return {
    t,
    stripe,
    app,
    shopper: await signUp(t),
    async close() {
      await stripe.close();
      await t.close();
    },
  };
}
