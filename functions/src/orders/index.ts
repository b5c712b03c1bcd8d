// The orders area's public surface.
export { allOrdersRouter, orderExportRouter } from './all-orders-router.ts';
export { allOrdersOf, listOwnOrders, ownerOfOrderNumber } from './read-orders.ts';
export { refundJob } from './refund-job.ts';
export { liveOrderDeps, type OrderDeps } from './deps.ts';
export { stripeWebhookRouter } from './router.ts';
export { transitionOrder } from './transition-order.ts';
export { requestReturn } from './request-return.ts';
export { expireUnpaidOrders, PAYMENT_EXPIRY_MS } from './expire-unpaid.ts';
