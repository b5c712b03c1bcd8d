// Stripe's public test card numbers (https://docs.stripe.com/testing), so test mode behaves like Stripe's.
import { paymentMessages } from '@shop/core/payments';

/** Numbers that pay. Any other valid number is refused: test mode never takes a real card. */
export const SUCCEEDING_TEST_CARDS: ReadonlySet<string> = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
]);

/** Numbers Stripe declines, with the message Stripe gives for each. */
export const DECLINING_TEST_CARDS: ReadonlyMap<string, string> = new Map([
  ['4000000000000002', paymentMessages.declined],
  ['4000000000009995', paymentMessages.insufficientFunds],
]);
