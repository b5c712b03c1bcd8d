import { describe, expect, it } from 'vitest';
import { namedPaymentMethod } from './payment-methods.ts';

describe('a payment method the customer names', () => {
  it('is confirmed when the shop terms list it, by name or nickname', () => {
    expect(namedPaymentMethod('amex ok?')).toBe('Yes, we accept American Express.');
    expect(namedPaymentMethod('can I pay with my Mastercard')).toBe('Yes, we accept Mastercard.');
  });

  it('is refused when the terms do not list it, and nothing is said when none is named', () => {
    expect(namedPaymentMethod('do you take paypal?')).toBe('Sorry, we do not accept PayPal.');
    expect(namedPaymentMethod('can i pay with apple pay')).toBe('Sorry, we do not accept Apple Pay.');
    expect(namedPaymentMethod('how can I pay?')).toBeUndefined();
  });
});
