// What the orders service works with; tests pass their own provider and clock.
import { VAT_RATE_PERCENT } from '@shop/core/money';
import type { Db } from '../db/index.ts';
import type { PaymentProvider } from '../payments/index.ts';

/**
 * `wakeWorker` asks the background worker to send what a write queued (emails, refunds) now rather than at its
 * next tick; `publicUrl` is where the shop is reached, for links in emails (the returns slip); `vatRatePercent` is
 * the VAT rate a new order's prices include (the VAT_RATE_PERCENT setting).
 */
export type OrderDeps = {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  wakeWorker: () => void;
  publicUrl: string;
  vatRatePercent: number;
};

/** The running server's: the real clock. */
export const liveOrderDeps = (
  db: Db,
  payments: PaymentProvider,
  wakeWorker: () => void,
  publicUrl: string,
  vatRatePercent: number = VAT_RATE_PERCENT,
): OrderDeps => ({
  db,
  payments,
  now: () => new Date(),
  wakeWorker,
  publicUrl,
  vatRatePercent,
});
