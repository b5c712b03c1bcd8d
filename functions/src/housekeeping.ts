// The background housekeeping: every few minutes, deletes uploads nobody used and sessions that have
// expired, and every minute closes checkouts whose payment never finished (giving their units back, which
// other shoppers may be waiting for). Every instance runs it; each step is idempotent, so two instances doing
// it at once do no harm.
import type { Logger } from 'pino';
import { deleteExpiredSessions } from './auth/index.ts';
import { expireUnpaidOrders, type OrderDeps } from './orders/index.ts';
import type { UploadServer } from './uploads/index.ts';

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
const UNPAID_ORDERS_EVERY_MS = 60_000;

export type HousekeepingDeps = { uploads: UploadServer; orders: OrderDeps };

export async function sweep(
  { uploads, orders }: HousekeepingDeps,
  now = new Date(),
): Promise<{ uploads: number; sessions: number; unpaidOrders: number }> {
  const [deletedUploads, deletedSessions, closedOrders] = await Promise.all([
    uploads.deleteAbandoned(now),
    deleteExpiredSessions(orders.db, now),
    expireUnpaidOrders({ ...orders, now: () => now }),
  ]);
  return { uploads: deletedUploads, sessions: deletedSessions, unpaidOrders: closedOrders };
}

/** Sweeps now and then on its timers until stopped; a failed sweep is logged and tried again next time. */
export function startHousekeeping(deps: HousekeepingDeps, logger: Logger): () => void {
  const report = (work: Promise<unknown>) =>
    void work.then(
      (done) => logger.debug({ done }, 'housekeeping'),
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed'),
    );
  report(sweep(deps));
  const timers = [
    setInterval(() => report(sweep(deps)), HOUSEKEEPING_EVERY_MS),
    setInterval(() => report(expireUnpaidOrders(deps.orders)), UNPAID_ORDERS_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
