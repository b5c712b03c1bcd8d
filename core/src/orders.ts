// Orders: what the checkout sends and what the order API answers, shared by web and functions.

/** pending until the payment provider answers, then paid or failed. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
