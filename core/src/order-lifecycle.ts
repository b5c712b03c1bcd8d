// The order lifecycle as one state machine: which status may follow which, who may move an order there,
// and the words a person reads when a move is refused. Pure: the server enforces it, the web app asks it
// which buttons to show.
import { PAYMENT_EXPIRY_MINUTES, RETURNS_DAYS } from './constants.ts';

/**
 * pending until the payment provider answers, then paid or failed; a paid order is processed, shipped and
 * delivered, or cancelled before it ships; a delivered one may be returned and refunded.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
  refunded: 'Refunded',
};

/** Who moves an order: its owner, an admin, or the shop itself (the payment provider's answer). */
export const ORDER_ACTORS = ['owner', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

type Rule = { from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] };

/** Every allowed move. Anything not listed is refused. */
export const ORDER_TRANSITIONS: readonly Rule[] = [
  { from: 'pending', to: 'paid', by: ['system'] },
  { from: 'pending', to: 'failed', by: ['system'] },
  { from: 'paid', to: 'processing', by: ['admin'] },
  { from: 'processing', to: 'shipped', by: ['admin'] },
  { from: 'shipped', to: 'delivered', by: ['admin'] },
  // The server first stops the payment (functions/src/orders/transition-order.ts): nothing is charged.
  { from: 'pending', to: 'cancelled', by: ['owner'] },
  { from: 'paid', to: 'cancelled', by: ['owner', 'admin'] },
  { from: 'processing', to: 'cancelled', by: ['owner', 'admin'] },
  { from: 'delivered', to: 'return_requested', by: ['owner'] },
  // A return's own steps move the order (core/src/orders/returns.ts): another return after one came back,
  // every open return received, or every return declined.
  { from: 'returned', to: 'return_requested', by: ['owner'] },
  { from: 'return_requested', to: 'returned', by: ['system'] },
  { from: 'return_requested', to: 'delivered', by: ['system'] },
  { from: 'returned', to: 'refunded', by: ['admin'] },
  { from: 'paid', to: 'refunded', by: ['admin'] },
];

/** Statuses in which the order's money has come in and stays (what sales and order counts add up). */
export const COUNTED_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'return_requested', 'returned'];
/** Statuses that hold stock: from payment until the goods are cancelled or come back. */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'return_requested'];
/**
 * Moves after which the order's goods are back on the shelf (a failed payment releases what checkout reserved).
 * A return puts back only its own units, when they are received.
 */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['failed', 'cancelled'];
/** Statuses whose goods have not left the warehouse. */
const UNSHIPPED_STATUSES: readonly OrderStatus[] = ['paid', 'processing'];
/**
 * Whether moving an order from `from` to `to` puts its units back on the shelf: a restocking move, or a refund of an
 * order whose goods never left (returned goods go back when each return is received).
 */
export const putsUnitsBack = (from: OrderStatus, to: OrderStatus): boolean =>
  RESTOCKING_STATUSES.includes(to) || (to === 'refunded' && UNSHIPPED_STATUSES.includes(from));
/** Moves that give the shopper their money back through the payment provider. */
export const REFUNDING_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];
/** What an admin has to act on next. */
export const NEEDS_ACTION_STATUSES = ['paid', 'processing', 'return_requested', 'returned'] as const satisfies readonly OrderStatus[];
export type NeedsActionStatus = (typeof NEEDS_ACTION_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 60;
export const ORDER_NOTE_MAX = 500;

export const lifecycleMessages = {
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `This order is ${orderStatusLabels[from].toLowerCase()}, so it cannot be marked ${orderStatusLabels[to].toLowerCase()}.`,
  cannotCancel: (from: OrderStatus) =>
    `This order is ${orderStatusLabels[from].toLowerCase()}, so it can no longer be cancelled. Orders can be cancelled until they ship.`,
  /** Not "no longer": a payment not yet confirmed either goes through (then the order can be cancelled) or closes the order. */
  paymentNotConfirmed: `This order's payment is not confirmed yet, so it cannot be cancelled now. Once it is, it can be; if it does not go through, the order closes by itself within ${PAYMENT_EXPIRY_MINUTES} minutes and nothing is charged.`,
  paymentFailed: 'The payment for this order did not go through, so it cannot be cancelled: nothing was charged.',
  cannotReturn: (from: OrderStatus) =>
    `This order is ${orderStatusLabels[from].toLowerCase()}, so its items cannot be returned. Items can be returned once delivered.`,
  returnWindowClosed: `Items can be returned within ${RETURNS_DAYS} days of delivery; this order was delivered more than ${RETURNS_DAYS} days ago.`,
  trackingRequired: 'Enter the carrier and the tracking number to mark the order shipped.',
  reasonRequired: 'Tell us why you are returning the items.',
  changedMeanwhile: 'This order changed meanwhile. Reload it to see where it stands.',
} as const;

/** What a move needs beyond its two statuses. */
export type TransitionContext = {
  actor: OrderActor;
  now: Date;
  /** When the order was delivered, for the return window. */
  deliveredAt: Date | null;
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  reason?: string | null | undefined;
};

export type TransitionDecision = { allowed: true } | { allowed: false; message: string };

const refuse = (message: string): TransitionDecision => ({ allowed: false, message });

function refusalFor(from: OrderStatus, to: OrderStatus): string {
  if (to === 'cancelled' && from === 'pending') return lifecycleMessages.paymentNotConfirmed;
  if (to === 'cancelled' && from === 'failed') return lifecycleMessages.paymentFailed;
  if (to === 'cancelled') return lifecycleMessages.cannotCancel(from);
  if (to === 'return_requested') return lifecycleMessages.cannotReturn(from);
  return lifecycleMessages.notAllowed(from, to);
}

export function isWithinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURNS_DAYS * DAY_MS;
}

/** Whether `actor` may move an order from `from` to `to` now, and if not, why, in words for a person. */
export function decideTransition(from: OrderStatus, to: OrderStatus, context: TransitionContext): TransitionDecision {
  const rule = ORDER_TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to);
  if (!rule || !rule.by.includes(context.actor)) return refuse(refusalFor(from, to));
  if (to === 'shipped' && !(context.carrier?.trim() && context.trackingNumber?.trim())) return refuse(lifecycleMessages.trackingRequired);
  if (to === 'return_requested') {
    if (!isWithinReturnWindow(context.deliveredAt, context.now)) return refuse(lifecycleMessages.returnWindowClosed);
    if (!context.reason?.trim()) return refuse(lifecycleMessages.reasonRequired);
  }
  return { allowed: true };
}

/**
 * The moves `actor` could make from `status` now, ignoring the inputs a form asks for (tracking, reason):
 * the buttons to show.
 */
export function availableTransitions(status: OrderStatus, actor: OrderActor, now: Date, deliveredAt: Date | null): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (rule) => rule.from === status && rule.by.includes(actor) && (rule.to !== 'return_requested' || isWithinReturnWindow(deliveredAt, now)),
  ).map((rule) => rule.to);
}
