// Texts of the cart, checkout and orders pages that the specification does not quote (its own are in messages.ts).
import { orderStatusLabels, type OrderStatus } from './order-lifecycle.ts';
import { formatPence, includedVat } from './money.ts';
import type { OrderEvent, OrderRefund } from './orders.ts';
import { returnMessages } from './orders/return-texts.ts';
import { whenFirstUsed } from './when-first-used.ts';

/** "Includes £20.00 VAT" under a total of £120.00 at 20 %. */
export const includesVat = (totalPence: number, ratePercent?: number) =>
  `Includes ${formatPence(includedVat(totalPence, ratePercent))} VAT`;

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
  loadMoreOrders: 'Load More Orders',
  loadingMoreOrders: 'Loading more orders...',
  thankYou: 'Thank you for your order!',
  confirmation: (orderNumber: number) => `Your order number is #${orderNumber}. You can find it any time under My orders.`,
  status: orderStatusLabels,
} as const;

const refundDay = whenFirstUsed(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }));

/** An order's refund as the shopper and the admin read it: on its way, done, retried, or given up. */
export function refundText(refund: Pick<OrderRefund, 'amount' | 'status' | 'createdAt'>): string {
  const amount = formatPence(refund.amount);
  switch (refund.status) {
    case 'succeeded':
      return `Refunded: ${amount} on ${refundDay().format(new Date(refund.createdAt))}, back to the card that paid.`;
    case 'pending':
      return `Refund of ${amount} on its way to the card that paid.`;
    case 'retrying':
      return `The refund of ${amount} has not gone through yet. The shop has been told and will try again.`;
    case 'failed':
      return `The refund of ${amount} could not be made automatically. The shop has been told and will refund you another way.`;
  }
}

/** Why a refund was given up, for the admin, who refunds the customer by hand. */
export const refundFailureText = (failure: string) => `Not refunded automatically: ${failure}`;

/** A timeline step's title: the order's creation, then the status each move reached, or the return's step ("Return R-1001 accepted"). */
export const orderEventTitle = (event: { from: OrderStatus | null; to: OrderStatus; returnStep?: OrderEvent['returnStep'] }): string => {
  if (event.returnStep) return returnMessages.step(event.returnStep.number, event.returnStep.status);
  return event.from === null ? 'Order placed' : orderStatusLabels[event.to];
};
