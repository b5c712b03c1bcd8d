// Test mode: the card form of the built-in test provider, checked in the browser with the server's schema
// and, since that needs a clock, against today's date for the expiry.
import { cardMessages, cardSchema, hasExpired, parseExpiry } from '@shop/core/card';
import type { CardPayment } from './card-payment.ts';
import { TestCardFields } from './components/TestCardFields.tsx';

const testCardSchema = cardSchema
  .superRefine((card, context) => {
    const expiry = parseExpiry(card.expiry);
    if (expiry && hasExpired(expiry, new Date())) context.addIssue({ code: 'custom', path: ['expiry'], message: cardMessages.expired });
  })
  .transform((card) => ({ method: 'test-card' as const, card }));

export const testCardPayment: CardPayment = {
  schema: testCardSchema,
  fields: (form) => <TestCardFields form={form} />,
};
