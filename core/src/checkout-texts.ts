// Texts of the cart, checkout and orders pages that SPEC.md does not quote (its own are in messages.ts).

export const cartTexts = {
  taxesNote: 'Taxes and shipping are calculated at checkout.',
  refreshed: 'Your cart has been updated with today’s prices and availability.',
  decrease: (productName: string) => `Decrease quantity of ${productName}`,
  increase: (productName: string) => `Increase quantity of ${productName}`,
  remove: (productName: string) => `Remove ${productName} from the cart`,
  quantity: (productName: string) => `Quantity of ${productName}`,
} as const;

export const checkoutTexts = {
  billingTitle: 'Billing details',
  paymentTitle: 'Payment',
  summaryTitle: 'Order summary',
  processing: 'Processing payment...',
  stillProcessing: 'Your payment is still being processed. Check My orders in a minute before paying again.',
  declinedTitle: 'Payment declined',
  declinedHint: 'Your cart has been kept. Try another card.',
  testCardNote: 'The card number is checked and then forgotten: only its brand and last four digits are kept.',
  stripeCardNote: 'Your card details go straight to Stripe; this shop never sees the card number.',
} as const;

export const orderTexts = {
  myOrders: 'My orders',
  noOrders: 'You have not placed any orders yet.',
  loginToSeeOrders: 'Log in to see your orders.',
  thankYou: 'Thank you for your order!',
  confirmation: (orderNumber: number) => `Your order number is #${orderNumber}. You can find it any time under My orders.`,
  status: { pending: 'Payment pending', paid: 'Paid', failed: 'Payment failed' },
} as const;
