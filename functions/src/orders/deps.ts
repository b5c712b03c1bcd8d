// What the orders service works with; tests pass their own provider and clock.
import type { Db } from '../db/index.ts';
import type { PaymentProvider } from '../payments/index.ts';

/** `wakeWorker` asks the background worker to send what a write queued (emails, refunds) now rather than at its next tick. */
export type OrderDeps = { db: Db; payments: PaymentProvider; now: () => Date; wakeWorker: () => void };

/** The running server's: the real clock. */
export const liveOrderDeps = (db: Db, payments: PaymentProvider, wakeWorker: () => void): OrderDeps => ({
  db,
  payments,
  now: () => new Date(),
  wakeWorker,
});
