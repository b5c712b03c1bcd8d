// How the shop takes payment: Stripe when it is configured, otherwise the built-in test mode.

/** GET /api/payments/config: which provider the card form must use. */
export type PaymentSettings = { mode: 'test' } | { mode: 'stripe'; publishableKey: string };

export const paymentMessages = {
  testModeLabel: 'Test mode',
  testModeHint:
    'No real money moves. Pay with 4242 4242 4242 4242, any future expiry date and any 3-digit code; 4000 0000 0000 0002 is declined.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'In test mode only test cards are accepted, such as 4242 4242 4242 4242.',
  cancelled: 'The payment was cancelled.',
  expired: 'The payment was not completed in time, so the order was closed. You have not been charged.',
  unavailable: 'We could not reach the payment service. You have not been charged; please try again.',
  wrongMethod: 'The way this shop takes payment has changed. Reload the page and pay again.',
  pay: (total: string) => `Pay ${total}`,
} as const;
