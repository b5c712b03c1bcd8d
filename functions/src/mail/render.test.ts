import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/core/orders';
import { sampleBilling } from '@shop/test-support/sample-billing';
import { sampleDelivery } from '@shop/test-support/sample-delivery';
import { orderConfirmationEmail, orderShippedEmail, passwordResetEmail, supportReplyEmail } from './render.ts';

// Names are refused with line breaks now (core/src/one-line.ts), but accounts made before that rule may have them.
describe('a name with line breaks, stored before names had to be one line', () => {
  const name = 'Sam\r\nBcc: someone@example.com\u2028Click here';

  it.each([
    ['the password-reset email', passwordResetEmail('sam@example.com', name, 'https://shop.example/reset')],
    ['a support reply', supportReplyEmail({ to: 'sam@example.com', name, ticketNumber: 7, text: 'Hello', link: 'https://shop.example' })],
  ])('stays one line of %s', (_email, { text }) => {
    const lines = text.split('\n');
    expect(lines).toContain('Hello Sam Bcc: someone@example.com Click here,');
    expect(lines.some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(text).not.toMatch(/[\r\u2028]/);
  });
});

const sampleOrder = (delivery: Order['delivery']): Order => ({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  number: 1001,
  status: 'paid',
  events: [],
  carrier: null,
  trackingNumber: null,
  refund: null,
  refunds: [],
  returns: [],
  deliveredAt: null,
  items: [],
  billing: { ...sampleBilling },
  delivery,
  totalQuantity: 1,
  subtotal: 1000,
  discountCode: null,
  discount: 0,
  shipping: 0,
  total: 1000,
  paymentMessage: null,
  card: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: '2026-01-01T00:00:00.000Z',
  vatRatePercent: 20,
  invoice: null,
  creditNotes: [],
});

describe('where an order goes, in its emails', () => {
  const elsewhere = sampleOrder(sampleDelivery);

  it('names the delivery address and its recipient in the confirmation and the shipped email', () => {
    const line = 'Delivery to: Charles Babbage, 4 Babbage Lane, Manchester M1 1AE, United Kingdom.';
    expect(orderConfirmationEmail('ada@example.com', elsewhere).text.split('\n')).toContain(line);
    expect(orderShippedEmail('ada@example.com', elsewhere, 'Royal Mail', 'RM1').text.split('\n')).toContain(line);
  });

  it('names the billing address when the order goes there', () => {
    expect(orderConfirmationEmail('ada@example.com', sampleOrder(null)).text.split('\n')).toContain(
      'Delivery to: Ada Lovelace, 12 Analytical Row, Leicester LE1 6TP, United Kingdom.',
    );
  });
});
