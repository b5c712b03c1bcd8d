// Who works a ticket: an admin assigns it to an admin (themselves or another) or to nobody; the ticket keeps
// who made the last change and when. Assigning is not activity with the customer, so the list's order stays.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { supportMessages, type SupportAgent, type Ticket } from '@shop/core/support';
import { supportTickets, users, type Db } from '../db/index.ts';
import { invalidField } from '../errors.ts';
import { announce } from '../events/index.ts';
import { getTicket, ticketRow } from './tickets.ts';

/** The admins who can log in, by name: whom a ticket can be assigned to. */
export function supportAgents(db: Db): Promise<SupportAgent[]> {
  return db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)))
    .orderBy(asc(users.displayName), asc(users.id));
}

export async function assignTicket(db: Db, actorId: string, ticketId: string, assigneeId: string | null): Promise<Ticket> {
  await ticketRow(db, ticketId);
  if (assigneeId !== null) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assigneeId), eq(users.isAdmin, true), isNull(users.blockedAt)))
      .limit(1);
    if (!agent) throw invalidField('assigneeId', supportMessages.assigneeNotAdmin);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(supportTickets)
      .set({ assigneeId, assignedById: actorId, assignedAt: new Date() })
      .where(eq(supportTickets.id, ticketId));
    // Other admins' Support pages hear it; no customer's widget does (it names no conversation).
    await announce(tx, { topic: 'support' });
  });
  return getTicket(db, ticketId);
}
