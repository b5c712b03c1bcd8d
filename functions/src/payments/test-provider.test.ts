import { describe, expect, it } from 'vitest';
import { cardMessages } from '@shop/core/card';
import { paymentMessages } from '@shop/core/payments';
import { createTestPayments } from './test-provider.ts';

const today = new Date(2026, 5, 15);
const payments = createTestPayments(() => today);
const order = { orderId: '0b7a4a8e-6f0e-4c43-9d64-2f3f0a1c9e11', orderNumber: 1001, amount: 12_345 };
const charge = (card: { number: string; expiry: string; cvc: string }) => payments.charge({ ...order, card });

describe('test payment provider', () => {
  it('pays with 4242 4242 4242 4242 and keeps only the brand and last four digits', async () => {
    const result = await charge({ number: '4242424242424242', expiry: '12/30', cvc: '123' });
    expect(result).toMatchObject({ status: 'paid', card: { brand: 'Visa', last4: '4242' } });
    expect(result.reference).toMatch(/^test_/);
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
  });

  it('declines 4000 0000 0000 0002 with Stripe’s message', async () => {
    expect(await charge({ number: '4000000000000002', expiry: '12/30', cvc: '123' })).toMatchObject({
      status: 'failed',
      message: paymentMessages.declined,
    });
  });

  it('reports insufficient funds for 4000 0000 0000 9995', async () => {
    expect(await charge({ number: '4000000000009995', expiry: '12/30', cvc: '123' })).toMatchObject({
      status: 'failed',
      message: paymentMessages.insufficientFunds,
    });
  });

  it('refuses a number that fails the Luhn check', async () => {
    expect(await charge({ number: '4242424242424241', expiry: '12/30', cvc: '123' })).toMatchObject({
      status: 'failed',
      message: cardMessages.numberInvalid,
    });
  });

  it('refuses a card whose expiry month has passed, but takes one expiring this month', async () => {
    expect(await charge({ number: '4242424242424242', expiry: '05/26', cvc: '123' })).toMatchObject({
      status: 'failed',
      message: cardMessages.expired,
    });
    expect((await charge({ number: '4242424242424242', expiry: '06/26', cvc: '123' })).status).toBe('paid');
  });

  it('refuses a security code that is not 3 or 4 digits', async () => {
    for (const cvc of ['12', '12345', 'abc']) {
      expect(await charge({ number: '4242424242424242', expiry: '12/30', cvc })).toMatchObject({
        status: 'failed',
        message: cardMessages.cvcInvalid,
      });
    }
    expect((await charge({ number: '378282246310005', expiry: '12/30', cvc: '1234' })).status).toBe('paid');
  });

  it('never takes a real card: a valid number that is not a Stripe test number is refused', async () => {
    expect(await charge({ number: '4111111111111111', expiry: '12/30', cvc: '123' })).toMatchObject({
      status: 'failed',
      message: paymentMessages.notATestCard,
    });
  });
});
