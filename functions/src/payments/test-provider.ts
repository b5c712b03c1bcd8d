// The built-in test provider, used when Stripe is not configured: it takes Stripe's test numbers only,
// checks the card like a processor would, and keeps nothing but the brand and last four digits.
import { randomUUID } from 'node:crypto';
import { cardBrand, cardMessages, cardSchema, hasExpired, parseExpiry } from '@shop/core/card';
import { paymentMessages } from '@shop/core/payments';
import type { RefundRequest, RefundResult, TestPayments } from './provider.ts';
import { DECLINING_TEST_CARDS, SUCCEEDING_TEST_CARDS } from './test-cards.ts';

export function createTestPayments(now: () => Date): TestPayments {
  const refunds: Array<RefundRequest & RefundResult> = [];
  return {
    mode: 'test',
    refunds,
    async refund(request) {
      const earlier = refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey);
      if (earlier) return { reference: earlier.reference };
      const made = { ...request, reference: `test_refund_${randomUUID()}` };
      refunds.push(made);
      return { reference: made.reference };
    },
    async charge(request) {
      const reference = `test_${randomUUID()}`;
      // The order API has checked the card already; a provider still never charges one it has not checked.
      const parsed = cardSchema.safeParse(request.card);
      if (!parsed.success) return { status: 'failed', reference, message: parsed.error.issues[0]?.message ?? paymentMessages.declined };
      const card = parsed.data;
      const expiry = parseExpiry(card.expiry);
      if (!expiry || hasExpired(expiry, now())) return { status: 'failed', reference, message: cardMessages.expired };
      const decline = DECLINING_TEST_CARDS.get(card.number);
      if (decline) return { status: 'failed', reference, message: decline };
      if (!SUCCEEDING_TEST_CARDS.has(card.number)) return { status: 'failed', reference, message: paymentMessages.notATestCard };
      return { status: 'paid', reference, card: { brand: cardBrand(card.number), last4: card.number.slice(-4) } };
    },
  };
}
