// What the orders service works with; tests pass their own provider and clock.
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export type OrderDeps = { db: Db; payments: PaymentProvider; now: () => Date };
