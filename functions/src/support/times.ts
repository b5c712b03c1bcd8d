// The Support page's medians: from the hand-over to the team's first message (a reply, or closing) over
// every ticket that has one, and to closing over every closed ticket (closing is a closed ticket's last
// activity, so its updated_at).
import { eq, sql } from 'drizzle-orm';
import type { TicketMedians } from '@shop/core/support-times';
import { supportTicketMessages, supportTickets, type Db } from '../db/index.ts';

const median = (ms: ReturnType<typeof sql>) =>
  sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${ms})`.mapWith((value: unknown) => (value === null ? null : Math.round(Number(value))));

const millisecondsBetween = (from: unknown, to: unknown) => sql`extract(epoch FROM (${to} - ${from})) * 1000`;

export async function ticketMedians(db: Db): Promise<TicketMedians> {
  const firstReplies = db
    .select({
      ms: sql<number>`${millisecondsBetween(supportTickets.createdAt, sql`min(${supportTicketMessages.createdAt})`)}`.as('ms'),
    })
    .from(supportTickets)
    .innerJoin(supportTicketMessages, eq(supportTicketMessages.ticketId, supportTickets.id))
    .where(eq(supportTicketMessages.author, 'agent'))
    .groupBy(supportTickets.id, supportTickets.createdAt)
    .as('first_replies');
  const [[reply], [close]] = await Promise.all([
    db.select({ ms: median(sql`${firstReplies.ms}`) }).from(firstReplies),
    db
      .select({ ms: median(millisecondsBetween(supportTickets.createdAt, supportTickets.updatedAt)) })
      .from(supportTickets)
      .where(eq(supportTickets.status, 'closed')),
  ]);
  return { firstReplyMs: reply?.ms ?? null, closeMs: close?.ms ?? null };
}
