// What the orders service works with; tests pass their own provider and clock.
import type { Db } from '../db/index.ts';
import type { PaymentProvider } from '../payments/index.ts';

/**
 * `wakeWorker` asks the background worker to send what a write queued (emails, refunds) now rather than at its
 * next tick; `publicUrl` is where the shop is reached, for links in emails (the returns slip).
 */
export type OrderDeps = { db: Db; payments: PaymentProvider; now: () => Date; wakeWorker: () => void; publicUrl: string };

/** The running server's: the real clock. */
export const liveOrderDeps = (db: Db, payments: PaymentProvider, wakeWorker: () => void, publicUrl: string): OrderDeps => ({
  db,
  payments,
  now: () => new Date(),
  wakeWorker,
  publicUrl,
});
