// The Support page's search: a ticket matches when its customer's name or email, the address a visitor left,
// or any line of its transcript holds the text, or when the text is the number of an order its customer placed.
import { and, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containing, supportTicketMessages, supportTickets, users, type Db } from '../db/index.ts';
import { ownerOfOrderNumber } from '../orders/index.ts';

export async function ticketSearch(db: Db, q: string): Promise<SQL | undefined> {
  if (!q) return undefined;
  const pattern = containing(q);
  const orderOwner = await ownerOfOrderNumber(db, q);
  return or(
    orderOwner ? eq(supportTickets.userId, orderOwner) : undefined,
    ilike(supportTickets.contactEmail, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, supportTickets.userId), or(ilike(users.displayName, pattern), ilike(users.email, pattern)))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(supportTicketMessages)
        .where(and(eq(supportTicketMessages.ticketId, supportTickets.id), ilike(supportTicketMessages.text, pattern))),
    ),
  );
}
