// Support tickets: a conversation handed over to a person with its transcript and the customer, answered
// by admins on the Support page. Every change goes out on the live feed (topic "support", named by the
// conversation's tag, never its id) so the customer's widget, and only that one, fetches replies at once.
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ChatAgentReply } from '@shop/core/chat';
import { encodeCursor } from '@shop/core/keyset';
import {
  supportMessages,
  TICKET_STATUSES,
  type Ticket,
  type TicketCounts,
  type TicketList,
  type TicketListQuery,
} from '@shop/core/support';
import { afterCursor, chatConversations, newestFirst, supportTicketMessages, supportTickets, users, type Db } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { enqueue } from '../outbox/index.ts';
import { conflict, notFound } from '../errors.ts';
import { conversationTag } from './conversation-tag.ts';
import { ticketSearch } from './search.ts';
import { ticketMedians } from './times.ts';
import { transcriptOf, type Conversation, type NewTicket, type SupportDesk } from '../chat/index.ts';

/** The live-feed event of a change to a conversation's ticket; a ticket whose conversation was deleted names none. */
const supportEvent = (conversationId: string | null) => ({
  topic: 'support' as const,
  ...(conversationId ? { id: conversationTag(conversationId) } : {}),
});

/**
 * Opens a ticket holding the conversation so far and the message that asked for it; answers its number. A
 * conversation has one open ticket at most: asked again (another tab, a retry), it answers the open one's.
 */
export async function openTicket(db: Db, { conversationId, userId, reason, lastMessage }: NewTicket): Promise<number> {
  const transcript = await transcriptOf(db, conversationId);
  return db.transaction(async (tx) => {
    // Two hand-overs of one conversation at once wait for each other here, so the second finds the first's ticket.
    await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, conversationId)).for('update');
    const open = await liveTicketOf(tx, conversationId);
    if (open) return open.number;
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ conversationId, userId, reason })
      .returning({ id: supportTickets.id, number: supportTickets.number });
    if (!ticket) throw new Error('The ticket was not created.');
    const base = Date.now() - transcript.length * 2 - 2;
    const lines = transcript.flatMap((line, index) => [
      { ticketId: ticket.id, author: 'customer' as const, text: line.message, createdAt: new Date(base + index * 2) },
      { ticketId: ticket.id, author: 'bot' as const, text: line.response, createdAt: new Date(base + index * 2 + 1) },
    ]);
    lines.push({ ticketId: ticket.id, author: 'customer', text: lastMessage, createdAt: new Date(base + transcript.length * 2) });
    await tx.insert(supportTicketMessages).values(lines);
    await announce(tx, supportEvent(conversationId));
    // The question it was handed over after is one the assistant could not answer.
    await announce(tx, { topic: 'unanswered' });
    return ticket.number;
  });
}

export async function loadTickets(db: Db, rows: Array<typeof supportTickets.$inferSelect>): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select()
    .from(supportTicketMessages)
    .where(inArray(supportTicketMessages.ticketId, ids))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  const userIds = [...new Set(rows.flatMap((row) => [row.userId, row.assigneeId, row.assignedById].filter((id) => id !== null)))];
  const people =
    userIds.length === 0
      ? []
      : await db.select({ id: users.id, name: users.displayName, email: users.email }).from(users).where(inArray(users.id, userIds));
  const person = (id: string | null) => people.find((one) => one.id === id);
  const agent = (id: string | null) => {
    const found = person(id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return rows.map((row) => {
    const transcript = lines.filter((line) => line.ticketId === row.id);
    const firstReply = transcript.find((line) => line.author === 'agent');
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      reason: row.reason,
      contactEmail: row.contactEmail,
      customer: person(row.userId) ?? null,
      assignee: agent(row.assigneeId),
      assignedBy: agent(row.assignedById),
      assignedAt: row.assignedAt?.toISOString() ?? null,
      messages: transcript.map((line) => ({ author: line.author, text: line.text, createdAt: line.createdAt.toISOString() })),
      firstReplyMs: firstReply ? firstReply.createdAt.getTime() - row.createdAt.getTime() : null,
      // Closing is a closed ticket's last activity: nothing changes it after.
      closeMs: row.status === 'closed' ? row.updatedAt.getTime() - row.createdAt.getTime() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** How many tickets have each status (of those `among` keeps, when given). */
export async function ticketCounts(db: Db, among?: SQL): Promise<TicketCounts> {
  const rows = await db
    .select({ status: supportTickets.status, total: count() })
    .from(supportTickets)
    .where(among)
    .groupBy(supportTickets.status);
  return Object.fromEntries(
    TICKET_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.total ?? 0]),
  ) as TicketCounts;
}

/** Which tickets to list: the page's query, with "assigned to me" as the admin's id. */
export type TicketFilter = Omit<TicketListQuery, 'assignee' | 'q'> & { assigneeId?: string; q?: string };

/** A page of tickets for the Support page, newest activity first (a reply, a customer's message, closing). */
export async function listTickets(db: Db, { status, assigneeId, q = '', cursor, limit }: TicketFilter): Promise<TicketList> {
  const byActivity = { createdAt: supportTickets.updatedAt, id: supportTickets.id };
  // The tabs count every status among the tickets the other filters keep.
  const among = and(assigneeId ? eq(supportTickets.assigneeId, assigneeId) : undefined, await ticketSearch(db, q));
  const filter = and(status ? eq(supportTickets.status, status) : undefined, among);
  const [rows, total, counts, medians] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(and(filter, afterCursor(byActivity, cursor)))
      .orderBy(...newestFirst(byActivity))
      .limit(limit),
    db.$count(supportTickets, filter),
    ticketCounts(db, among),
    ticketMedians(db),
  ]);
  const last = rows.at(-1);
  return {
    items: await loadTickets(db, rows),
    nextCursor: rows.length === limit && last ? encodeCursor(last.updatedAt.toISOString(), last.id) : null,
    total,
    pageSize: limit,
    counts,
    medians,
  };
}

export async function ticketRow(db: Db, ticketId: string) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1);
  if (!row) throw notFound(supportMessages.ticketNotFound);
  return row;
}

/** One ticket with its whole transcript. */
export async function getTicket(db: Db, ticketId: string): Promise<Ticket> {
  const [ticket] = await loadTickets(db, [await ticketRow(db, ticketId)]);
  if (!ticket) throw notFound(supportMessages.ticketNotFound);
  return ticket;
}

/**
 * The team's reply: the ticket waits on the customer until they write again. The reply is also emailed
 * `emailDelayMs` later, unless the customer has read it in the chat by then (the job checks).
 */
export async function replyToTicket(db: Db, ticketId: string, text: string, emailDelayMs: number): Promise<Ticket> {
  const row = await ticketRow(db, ticketId);
  if (row.status === 'closed') throw conflict(supportMessages.ticketClosed);
  await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(supportTicketMessages)
      .values({ ticketId, author: 'agent', text })
      .returning({ id: supportTicketMessages.id, createdAt: supportTicketMessages.createdAt });
    if (!message) throw new Error('The reply was not stored.');
    await enqueue(tx, { kind: 'supportReply', payload: { messageId: message.id } }, new Date(message.createdAt.getTime() + emailDelayMs));
    await tx.update(supportTickets).set({ status: 'waiting', updatedAt: new Date() }).where(eq(supportTickets.id, ticketId));
    await announce(tx, supportEvent(row.conversationId));
  });
  return getTicket(db, ticketId);
}

/** Done: the customer reads a closing message in the chat (and the conversation is the bot's again). */
export async function closeTicket(db: Db, ticketId: string): Promise<Ticket> {
  const row = await ticketRow(db, ticketId);
  if (row.status === 'closed') return getTicket(db, ticketId);
  await db.transaction(async (tx) => {
    await tx.insert(supportTicketMessages).values({ ticketId, author: 'agent', text: supportMessages.closedForCustomer(row.number) });
    await tx.update(supportTickets).set({ status: 'closed', updatedAt: new Date() }).where(eq(supportTickets.id, ticketId));
    await announce(tx, supportEvent(row.conversationId));
  });
  return getTicket(db, ticketId);
}

/** The support team's replies to a conversation, for the customer's widget. */
export async function agentRepliesOf(db: Db, conversationId: string): Promise<ChatAgentReply[]> {
  const rows = await db
    .select({ number: supportTickets.number, text: supportTicketMessages.text, createdAt: supportTicketMessages.createdAt })
    .from(supportTicketMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportTicketMessages.ticketId))
    .where(and(eq(supportTickets.conversationId, conversationId), eq(supportTicketMessages.author, 'agent')))
    .orderBy(asc(supportTicketMessages.createdAt));
  return rows.map((row) => ({ ticketNumber: row.number, text: row.text, createdAt: row.createdAt.toISOString() }));
}

/** The conversation's ticket that is not closed yet, if it has one. */
async function liveTicketOf(db: Db, conversationId: string) {
  const [row] = await db
    .select({ id: supportTickets.id, number: supportTickets.number })
    .from(supportTickets)
    .where(and(eq(supportTickets.conversationId, conversationId), ne(supportTickets.status, 'closed')))
    .orderBy(desc(supportTickets.createdAt))
    .limit(1);
  return row;
}

/** Forgets a closed ticket, so asking for a person again opens a new one instead of pointing to the closed one. */
export async function withLiveTicket(db: Db, conversation: Conversation): Promise<Conversation> {
  if (conversation.focus.ticketNumber === undefined || (await liveTicketOf(db, conversation.id))) return conversation;
  return { ...conversation, focus: { ...conversation.focus, ticketNumber: undefined } };
}

/**
 * What the customer writes after the hand-over joins the transcript, with the bot's answer when it answered
 * itself, and the ticket waits for the team again.
 */
export async function addToTicket(db: Db, conversationId: string, message: string, botAnswer: string | null): Promise<void> {
  const ticket = await liveTicketOf(db, conversationId);
  if (!ticket) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(supportTicketMessages)
      .values([
        { ticketId: ticket.id, author: 'customer' as const, text: message, createdAt: new Date(now) },
        ...(botAnswer === null ? [] : [{ ticketId: ticket.id, author: 'bot' as const, text: botAnswer, createdAt: new Date(now + 1) }]),
      ]);
    await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: new Date(now) })
      .where(eq(supportTickets.id, ticket.id));
    await announce(tx, supportEvent(conversationId));
  });
}

/** Keeps the address a visitor left at the hand-over on the conversation's open ticket. */
export async function setContactEmail(db: Db, conversationId: string, email: string): Promise<void> {
  const ticket = await liveTicketOf(db, conversationId);
  if (!ticket) return;
  await db.update(supportTickets).set({ contactEmail: email }).where(eq(supportTickets.id, ticket.id));
}

/** The support desk the chat service hands conversations over to, on the database. */
export function databaseSupportDesk(db: Db): SupportDesk {
  return {
    openTicket: (ticket) => openTicket(db, ticket),
    agentReplies: (conversationId) => agentRepliesOf(db, conversationId),
    addToTicket: (conversationId, message, botAnswer) => addToTicket(db, conversationId, message, botAnswer),
    withLiveTicket: (conversation) => withLiveTicket(db, conversation),
    setContactEmail: (conversationId, email) => setContactEmail(db, conversationId, email),
  };
}
