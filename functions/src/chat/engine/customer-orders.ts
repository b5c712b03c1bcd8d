// The signed-in customer's orders as the chatbot reads and acts on them: a port the engine asks, so the
// engine never touches the database, and the words for each order and status.
import { formatPence } from '@shop/core/money';

export type ChatOrder = {
  id: string;
  number: number;
  status: string;
  items: { productName: string; quantity: number }[];
  total: number;
  createdAt: string;
  tracking?: { carrier: string; number: string } | null;
  refund?: { amount: number; status: string } | null;
};

export type ChatCustomer = { id: string; name: string; email: string };

export type CustomerOrdersPort = {
  /** The customer's orders, newest first. */
  list(customerId: string): Promise<ChatOrder[]>;
  /**
   * Cancels one of the customer's orders through the same service and rules as the order page; a refusal
   * is thrown as an error whose message explains it.
   */
  cancel?(customerId: string, orderId: string): Promise<ChatOrder>;
  /** Asks to return a delivered order, with the customer's reason, as the order page's return form does. */
  requestReturn?(customerId: string, orderId: string, reason: string): Promise<ChatOrder>;
};

const statusWords: Record<string, string> = {
  pending: 'waiting for payment',
  paid: 'paid and being prepared for dispatch',
  failed: 'not placed: the payment failed',
  processing: 'being prepared for dispatch',
  shipped: 'on its way',
  delivered: 'delivered',
  cancelled: 'cancelled',
  return_requested: 'being returned: once we accept the return, its returns slip is on the order page and we email you to say so',
  returned: 'returned: we have received the items and refund them',
  refunded: 'refunded',
};

/** Whether an order can still be cancelled: nothing of it has left the warehouse. */
export const isCancellable = (order: ChatOrder) => ['pending', 'paid', 'processing'].includes(order.status);

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

export const orderPath = (order: ChatOrder) => `/orders/${order.id}`;

function itemsText(order: ChatOrder): string {
  const [first, ...rest] = order.items;
  if (!first) return 'no items';
  const name = first.quantity > 1 ? `${first.quantity} x ${first.productName}` : first.productName;
  return rest.length === 0 ? name : `${name} and ${rest.length} more item${rest.length === 1 ? '' : 's'}`;
}

/** "order #1001 (Nova X, £749.00)". */
export const orderName = (order: ChatOrder) => `order #${order.number} (${itemsText(order)}, ${formatPence(order.total)})`;

/** One order's status, with its tracking and refund when it has them. */
export function orderStatusText(order: ChatOrder): string {
  const words = statusWords[order.status] ?? statusLabel(order.status).toLowerCase();
  const tracking = order.tracking
    ? ` It is travelling with ${order.tracking.carrier}, tracking number ${order.tracking.number}.`
    : ['paid', 'processing'].includes(order.status)
      ? ' When it is dispatched we email you its tracking number.'
      : '';
  const refund = order.refund ? ` Refund: ${formatPence(order.refund.amount)}, ${order.refund.status.replaceAll('_', ' ')}.` : '';
  return `Your ${orderName(order)} is ${words} (status: ${statusLabel(order.status)}).${tracking}${refund}`;
}

/** A number that may be an order's: not a sum of money ("the £899 one"). */
const anyNumberPattern = /(?<![£$€]\s?[\d,]*)#?\b(\d{3,9})\b(?!\.\d{2}\b)/g;
const orderNumberPattern = /(?:#|\border\s*(?:number|no\.?|nr|id|ref(?:erence)?)?(?:\s*(?:is|was|=|:))?\s*#?)\s*(\d{3,9})\b/gi;
const numbersIn = (message: string, pattern: RegExp) => [...message.matchAll(pattern)].map((match) => Number(match[1]));

/**
 * The order a message names by number ("#1002", "order 1002", "my order number is 1002"), among the
 * customer's; a bare number names one when it is one of theirs ("1002 - where is it?").
 */
export function orderNamed(message: string, orders: readonly ChatOrder[], isAnyNumberAnOrder = false): ChatOrder | 'unknown' | undefined {
  const numbers = numbersIn(message, isAnyNumberAnOrder ? anyNumberPattern : orderNumberPattern);
  if (numbers.length === 0) return orders.find((order) => numbersIn(message, anyNumberPattern).includes(order.number));
  return orders.find((order) => numbers.includes(order.number)) ?? 'unknown';
}
