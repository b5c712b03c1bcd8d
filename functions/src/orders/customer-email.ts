// Where an order's emails go: the address of the account that placed it, never the billing email typed at
// checkout, which anyone could fill with a stranger's to send them shop-branded mail (docs/spec.md#checkout).
import { eq } from 'drizzle-orm';
import { type Db, users } from '../db/index.ts';
import { enqueue, type EmailJob } from '../outbox/index.ts';

/** Queues the email `compose` writes for the order's account; none once the account is deleted. */
export async function emailCustomer(tx: Db, userId: string | null, compose: (to: string) => EmailJob | null): Promise<void> {
  if (!userId) return;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = account && compose(account.email);
  if (email) await enqueue(tx, { kind: 'email', payload: email });
}
