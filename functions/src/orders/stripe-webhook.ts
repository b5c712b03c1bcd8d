// POST /api/payments/stripe/webhook: Stripe says how a payment ended, so an order is settled even when the
// shopper closed the tab before the browser's confirm. The event only says which order to look at: how the
// payment stands is read back from Stripe through the same path as the confirm, which settles an order once.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../db/index.ts';
import { invalid, notFound } from '../errors.ts';
import { WebhookSignatureError, type PaymentEvent } from '../payments/index.ts';
import type { OrderDeps } from './deps.ts';
import { refreshPayment } from './pay-order.ts';

export const webhookMessages = {
  off: 'Stripe webhooks are not set up on this shop: set STRIPE_WEBHOOK_SECRET.',
  badSignature: 'The webhook signature does not match this shop’s secret.',
} as const;

/** The events after which a payment may have ended; any other is acknowledged and left alone. */
const SETTLING_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

function readEvent({ payments }: OrderDeps, payload: string, signature: string): PaymentEvent {
  let event: PaymentEvent | null;
  try {
    event = payments.mode === 'stripe' ? payments.readEvent(payload, signature) : null;
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw invalid(webhookMessages.badSignature);
    throw error;
  }
  if (!event) throw notFound(webhookMessages.off);
  return event;
}

/**
 * Stripe's signed event about a payment: its order's payment is read back from Stripe, as the confirm does,
 * when the event may have ended it. 400 when the signature does not match, 404 where no secret is set.
 */
export async function settleFromWebhook(deps: OrderDeps, payload: string, signature: string): Promise<void> {
  const event = readEvent(deps, payload, signature);
  const orderId = z.uuid().safeParse(event.orderId);
  if (SETTLING_EVENTS.has(event.type) && event.reference && orderId.success) {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId.data));
    if (order?.paymentReference === event.reference) await refreshPayment(deps, order);
  }
}
