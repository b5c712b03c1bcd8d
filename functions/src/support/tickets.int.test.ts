// The Support page's API (/api/admin/tickets) through the real app: admins only, the transcript and the
// customer, replies the customer's conversation reads, statuses open -> waiting on the customer -> open -> closed, with a count of each, and
// keyset pages, newest activity first.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatAgentReplies, ChatAnswer } from '@shop/core/chat';
import { apiErrorSchema } from '@shop/core/errors';
import type { DashboardSummary } from '@shop/core/dashboard';
import { supportMessages, TICKET_STATUSES, type Ticket, type TicketList } from '@shop/core/support';
import type { LiveEvent } from '@shop/core/events';
import { supportTickets } from '@shop/functions/db';
import { conversationTag } from './conversation-tag.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../policy.ts';

const { t, admin } = await adminTestApp();
let shopper: Client;

beforeAll(async () => {
  shopper = await signUp(t, { username: 'Ticket Shopper' });
});

function request(path: string, cookie: string | undefined, body?: unknown) {
  return t.app.request(path, {
    method: body === undefined && !path.endsWith('/close') ? 'GET' : 'POST',
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function chat(message: string, cookie: string): Promise<ChatAnswer> {
  const response = await request('/chat/get', cookie, { message });
  expect(response.status).toBe(200);
  return (await response.json()) as ChatAnswer;
}

async function asAdmin<T>(path: string, body?: unknown): Promise<T> {
  const response = await request(path, admin.cookie, body);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

type HandedOver = { ticket: Ticket; conversationId: string; cookie: string; customer: Client | null };

/**
 * A conversation handed over to a person by a new shopper, or a visitor whose browser sends back the cookie
 * that holds its conversation; answers the ticket as the admin lists it.
 */
async function handOver(as: 'shopper' | 'visitor' = 'visitor'): Promise<HandedOver> {
  const customer = as === 'shopper' ? await signUp(t, { username: 'Ticket Shopper' }) : null;
  const started = await request('/chat/get', customer?.cookie, { message: 'how much is shipping?' });
  const cookie = customer?.cookie ?? started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const first = (await started.json()) as ChatAnswer;
  const handover = await chat('I want a human', cookie);
  expect(handover.conversationId).toBe(first.conversationId);
  const number = Number(/ticket number is #(\d+)/.exec(handover.response)?.[1]);
  const { items } = await asAdmin<TicketList>('/api/admin/tickets');
  const ticket = items.find((item) => item.number === number);
  if (!ticket) throw new Error(`ticket #${number} is not listed`);
  return { ticket, conversationId: first.conversationId, cookie, customer };
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

describe('/api/admin/tickets', () => {
  it('lists handed-over conversations newest first, with the customer when logged in and none for a visitor', async () => {
    const shoppers = await handOver('shopper');
    const visitors = await handOver();
    const { items } = await asAdmin<TicketList>('/api/admin/tickets');
    expect(items.map((item) => item.id).slice(0, 2)).toEqual([visitors.ticket.id, shoppers.ticket.id]);
    expect(shoppers.ticket).toMatchObject({
      status: 'open',
      customer: { name: 'Ticket Shopper', email: shoppers.customer?.user.email },
      messages: [
        { author: 'customer', text: 'how much is shipping?' },
        { author: 'bot', text: expect.any(String) },
        { author: 'customer', text: 'I want a human' },
      ],
    });
    expect(visitors.ticket.customer).toBeNull();
  });

  it('opens one ticket with its whole transcript, and 404 for an unknown one', async () => {
    const { ticket } = await handOver('shopper');
    expect(await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}`)).toEqual(ticket);
    const unknown = await request('/api/admin/tickets/00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(supportMessages.ticketNotFound);
  });

  it("answers: the reply reaches the customer's conversation and the ticket waits on the customer until they write again", async () => {
    const { ticket, conversationId, cookie } = await handOver('shopper');
    const answered = await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}/replies`, { text: '  Hello, this is Sam.  ' });
    expect(answered.status).toBe('waiting');
    expect(answered.messages.at(-1)).toMatchObject({ author: 'agent', text: 'Hello, this is Sam.' });

    const replies = await request(`/chat/conversations/${conversationId}/replies`, cookie);
    expect(((await replies.json()) as ChatAgentReplies).items).toEqual([
      { ticketNumber: ticket.number, text: 'Hello, this is Sam.', createdAt: expect.any(String) },
    ]);

    await chat('Thanks, I will wait for your answer', cookie);
    const reopened = await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}`);
    expect(reopened.status).toBe('open');
    // A person owns the conversation: the bot did not answer over them.
    expect(reopened.messages.slice(-2)).toMatchObject([
      { author: 'agent', text: 'Hello, this is Sam.' },
      { author: 'customer', text: 'Thanks, I will wait for your answer' },
    ]);
  });

  it('counts the tickets of each status whatever the filter or page, and the dashboard card counts the open ones', async () => {
    const { ticket, cookie } = await handOver('shopper');
    const actual = async () => {
      const rows = await t.database.db.select({ status: supportTickets.status }).from(supportTickets);
      return Object.fromEntries(TICKET_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]));
    };
    const before = await asAdmin<TicketList>('/api/admin/tickets?status=closed&limit=1');
    expect(before.counts).toEqual(await actual());
    expect((await asAdmin<DashboardSummary>('/api/admin/dashboard')).openTickets).toBe(before.counts.open);

    await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}/replies`, { text: 'Which order is it?' });
    const waiting = await asAdmin<TicketList>('/api/admin/tickets?status=open');
    expect(waiting.counts).toEqual({ ...before.counts, open: before.counts.open - 1, waiting: before.counts.waiting + 1 });
    expect((await asAdmin<DashboardSummary>('/api/admin/dashboard')).openTickets).toBe(before.counts.open - 1);

    await chat('The blue sofa', cookie);
    expect((await asAdmin<TicketList>('/api/admin/tickets')).counts).toEqual(before.counts);
    await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}/close`);
    expect((await asAdmin<TicketList>('/api/admin/tickets')).counts).toEqual({
      ...before.counts,
      open: before.counts.open - 1,
      closed: before.counts.closed + 1,
    });
  });

  it("names the conversation's tag on the live feed, never the conversation's or the ticket's id", async () => {
    const { ticket, conversationId } = await handOver('shopper');
    const heard: LiveEvent[] = [];
    const stop = t.feed.subscribe((event) => event.topic === 'support' && heard.push(event));
    await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}/replies`, { text: 'On it.' });
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    stop();
    expect(heard[0]?.id).toBe(conversationTag(conversationId));
    expect(JSON.stringify(heard)).not.toContain(conversationId);
    expect(JSON.stringify(heard)).not.toContain(ticket.id);
  });

  it('closes with a message the customer reads: no more replies (409), and asking for a person again opens a new ticket', async () => {
    const { ticket, cookie, conversationId } = await handOver('shopper');
    const closed = await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}/close`);
    expect(closed.status).toBe('closed');
    expect(closed.messages.at(-1)).toMatchObject({ author: 'agent', text: supportMessages.closedForCustomer(ticket.number) });
    const replies = await request(`/chat/conversations/${conversationId}/replies`, cookie);
    expect(((await replies.json()) as ChatAgentReplies).items.map((reply) => reply.text)).toEqual([
      supportMessages.closedForCustomer(ticket.number),
    ]);
    const late = await request(`/api/admin/tickets/${ticket.id}/replies`, admin.cookie, { text: 'Too late' });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(supportMessages.ticketClosed);

    const again = await chat('I want a human', cookie);
    const number = Number(/ticket number is #(\d+)/.exec(again.response)?.[1]);
    expect(number).toBeGreaterThan(ticket.number);
    expect((await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}`)).messages).toEqual(closed.messages);
  });

  it('refuses an empty or too long reply with 400 and the field message, and filters by status', async () => {
    const { ticket } = await handOver();
    for (const [text, message] of [
      ['   ', supportMessages.replyRequired],
      ['x'.repeat(4001), supportMessages.replyTooLong],
    ] as const) {
      const response = await request(`/api/admin/tickets/${ticket.id}/replies`, admin.cookie, { text });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ text: message });
    }
    const missing = await request(`/api/admin/tickets/${ticket.id}/replies`, admin.cookie, {});
    expect((await errorOf(missing)).fields).toEqual({ text: supportMessages.replyRequired });
    expect((await request('/api/admin/tickets?status=pending', admin.cookie)).status).toBe(400);
    const open = await asAdmin<TicketList>('/api/admin/tickets?status=open');
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((item) => item.status === 'open')).toBe(true);
  });

  it('refuses a shopper (403) and a visitor (401) on every endpoint, changing nothing', async () => {
    const { ticket } = await handOver('shopper');
    const calls: Array<[string, unknown?]> = [
      ['/api/admin/tickets'],
      [`/api/admin/tickets/${ticket.id}`],
      [`/api/admin/tickets/${ticket.id}/replies`, { text: 'I am not an admin' }],
      [`/api/admin/tickets/${ticket.id}/close`, {}],
    ];
    for (const [path, body] of calls) {
      const asShopper = await request(path, shopper.cookie, body);
      expect(asShopper.status).toBe(403);
      expect((await errorOf(asShopper)).message).toBe(ADMIN_REQUIRED);
      const asVisitor = await request(path, undefined, body);
      expect(asVisitor.status).toBe(401);
      expect((await errorOf(asVisitor)).message).toBe(SIGN_IN_REQUIRED);
    }
    expect(await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}`)).toEqual(ticket);
  });
});

describe('/api/admin/tickets in pages', () => {
  /** Every page of the list, following the cursors. */
  async function allPages(query: string): Promise<TicketList[]> {
    const pages: TicketList[] = [];
    let cursor: string | null = null;
    do {
      const page: TicketList = await asAdmin<TicketList>(
        `/api/admin/tickets?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  }

  const newestActivityFirst = (a: Ticket, b: Ticket) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id);

  it('walks every ticket once, newest activity first, even through tickets touched in the same millisecond', async () => {
    const at = (seconds: number) => new Date(Date.UTC(2020, 0, 1, 0, 0, seconds));
    await t.database.db.insert(supportTickets).values([
      { reason: 'paging', status: 'open', updatedAt: at(1) },
      { reason: 'paging', status: 'open', updatedAt: at(2) },
      { reason: 'paging', status: 'closed', updatedAt: at(2) },
      { reason: 'paging', status: 'waiting', updatedAt: at(2) },
      { reason: 'paging', status: 'open', updatedAt: at(3) },
    ]);
    const pages = await allPages('limit=2');
    const items = pages.flatMap((page) => page.items);
    const total = await t.database.db.$count(supportTickets);
    expect(pages.every((page) => page.items.length <= 2 && page.total === total && page.pageSize === 2)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
    expect(items).toEqual([...items].sort(newestActivityFirst));
    expect(items.filter((item) => item.reason === 'paging').map((item) => item.updatedAt)).toEqual(
      [3, 2, 2, 2, 1].map((seconds) => at(seconds).toISOString()),
    );
  });

  it('brings a ticket to the top when the team replies or the customer writes, and filters by status page by page', async () => {
    const { ticket, cookie } = await handOver('shopper');
    await handOver();
    await asAdmin<Ticket>(`/api/admin/tickets/${ticket.id}/replies`, { text: 'Looking into it.' });
    const [first] = (await asAdmin<TicketList>('/api/admin/tickets?limit=1&status=waiting')).items;
    expect(first?.id).toBe(ticket.id);
    await chat('Any news?', cookie);
    expect((await asAdmin<TicketList>('/api/admin/tickets?limit=1&status=open')).items[0]?.id).toBe(ticket.id);

    const open = (await allPages('limit=3&status=open')).flatMap((page) => page.items);
    expect(open.length).toBeGreaterThan(3);
    expect(open.every((item) => item.status === 'open')).toBe(true);
  });

  it('refuses a made-up cursor, a page size out of range and an unknown parameter with 400 and the field', async () => {
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      ['cursor=0000-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000', 'cursor'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
    ]) {
      const response = await request(`/api/admin/tickets?${query}`, admin.cookie);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {}), query).toEqual([field]);
    }
    const unknown = await request('/api/admin/tickets?page=2', admin.cookie);
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toContain('"page"');
  });
});
