// The orders area's public surface.
export { allOrdersRouter } from './all-orders-router.ts';
export { listOwnOrders } from './read-orders.ts';
export { refundJob } from './refund-job.ts';
export type { OrderDeps } from './deps.ts';
export { transitionOrder } from './transition-order.ts';
