// The inbox an admin works from (/api/admin/tickets and around it), through the real app: assigning a ticket
// to an admin and the "assigned to me" filter; searching by customer, email, order number or text; the
// customer's orders beside the transcript; canned replies; time to first reply and to close.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import { apiErrorSchema } from '@shop/core/errors';
import {
  supportMessages,
  type CannedReplies,
  type CannedReply,
  type SupportAgents,
  type Ticket,
  type TicketList,
} from '@shop/core/support';
import { supportTickets, users } from '@shop/functions/db';
import { eq } from 'drizzle-orm';
import { signUp, type Client } from '@shop/test-support/accounts';
import { ok, sender } from '@shop/test-support/requests';
import { adminTestApp, signUpAdmin } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import type { OrderList, PlacedOrder } from '@shop/core/orders';

const { t, admin } = await adminTestApp();
let colleague: Client;

beforeAll(async () => {
  colleague = await signUpAdmin(t);
});

const send = sender(t);

const get = <T>(path: string, as: Client = admin) => send('GET', path, as.cookie).then(ok<T>);
const assign = (ticket: Ticket, assigneeId: string | null, as: Client = admin) =>
  send('PATCH', `/api/admin/tickets/${ticket.id}`, as.cookie, { assigneeId });

/** A new shopper (or `as`, or a visitor: the test app lets an address open 3 an hour) says `first`, if given, then asks for a person; answers the ticket as the admin reads it. */
async function handOver(
  as: 'shopper' | 'visitor' | Client,
  first?: string,
): Promise<{ ticket: Ticket; customer: Client | null; cookie: string }> {
  const customer = as === 'visitor' ? null : as === 'shopper' ? await signUp(t) : as;
  let cookie = customer?.cookie ?? '';
  const say = async (message: string) => {
    const response = await send('POST', '/chat/get', cookie, { message });
    cookie ||= response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    return ok<ChatAnswer>(response);
  };
  if (first !== undefined) await say(first);
  const answer = await say('I want a human');
  const number = Number(/ticket number is #(\d+)/.exec(answer.response)?.[1]);
  const ticket = (await get<TicketList>('/api/admin/tickets?limit=100')).items.find((item) => item.number === number);
  if (!ticket) throw new Error(`ticket #${number} is not listed`);
  return { ticket, customer, cookie };
}

describe('assigning a ticket to an admin', () => {
  it('lists the admins who can log in as whom a ticket can be assigned to', async () => {
    const blocked = await signUpAdmin(t);
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.uid));
    const { items } = await get<SupportAgents>('/api/admin/support-agents');
    const ids = items.map((agent) => agent.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.uid, colleague.user.uid]));
    expect(ids).not.toContain(blocked.user.uid);
  });

  it('keeps who assigned it and when, and unassigns', async () => {
    const { ticket } = await handOver('shopper');
    expect(ticket).toMatchObject({ assignee: null, assignedBy: null, assignedAt: null });
    const before = Date.now();
    const assigned = await ok<Ticket>(await assign(ticket, colleague.user.uid));
    expect(assigned.assignee).toEqual({ id: colleague.user.uid, name: colleague.user.displayName });
    expect(assigned.assignedBy).toEqual({ id: admin.user.uid, name: admin.user.displayName });
    expect(Date.parse(assigned.assignedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await get<Ticket>(`/api/admin/tickets/${ticket.id}`)).toEqual(assigned);
    // Assigning is not activity with the customer: the ticket keeps its place in the list.
    expect(assigned.updatedAt).toBe(ticket.updatedAt);

    const unassigned = await ok<Ticket>(await assign(ticket, null, colleague));
    expect(unassigned).toMatchObject({ assignee: null, assignedBy: { id: colleague.user.uid } });
  });

  it('refuses a shopper, an unknown account or a made-up id as the assignee (400, the field), changing nothing', async () => {
    const { ticket, customer } = await handOver('shopper');
    for (const assigneeId of [customer?.user.uid, '00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await assign(ticket, assigneeId ?? null);
      expect(response.status, String(assigneeId)).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({ assigneeId: supportMessages.assigneeNotAdmin });
    }
    expect((await send('PATCH', `/api/admin/tickets/${ticket.id}`, admin.cookie, {})).status).toBe(400);
    expect((await send('PATCH', `/api/admin/tickets/${ticket.id}`, admin.cookie, { assigneeId: null, status: 'closed' })).status).toBe(400);
    const missing = await send('PATCH', '/api/admin/tickets/00000000-0000-4000-8000-000000000000', admin.cookie, { assigneeId: null });
    expect(missing.status).toBe(404);
    expect(await get<Ticket>(`/api/admin/tickets/${ticket.id}`)).toEqual(ticket);
  });

  it('"assigned to me" lists only the tickets assigned to the admin asking, and counts them', async () => {
    const mine = await handOver('shopper');
    const theirs = await handOver('shopper');
    await ok(await assign(mine.ticket, admin.user.uid));
    await ok(await assign(theirs.ticket, colleague.user.uid));
    const list = await get<TicketList>('/api/admin/tickets?assignee=me');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.assignee?.id === admin.user.uid)).toBe(true);
    expect(list.items.map((item) => item.id)).toContain(mine.ticket.id);
    expect(list.total).toBe(list.items.length);
    expect(list.counts.open + list.counts.waiting + list.counts.closed).toBe(list.total);
    const forColleague = await get<TicketList>('/api/admin/tickets?assignee=me&status=open', colleague);
    expect(forColleague.items.map((item) => item.id)).toEqual([theirs.ticket.id]);
    expect((await send('GET', '/api/admin/tickets?assignee=someone', admin.cookie)).status).toBe(400);
  });
});

describe('searching the tickets', () => {
  const search = (q: string, more = '') => get<TicketList>(`/api/admin/tickets?q=${encodeURIComponent(q)}${more}`);
  const found = async (q: string, more = '') => (await search(q, more)).items.map((item) => item.number);

  it("finds a ticket by its customer's name or email, the address a visitor left, or words of its transcript", async () => {
    const named = await handOver(await signUp(t, { username: 'Philippa Quarrington', email: 'pq.search@example.com' }));
    const worded = await handOver('shopper', 'my zebra-striped ottoman has a torn seam');
    const emailed = await handOver('visitor');
    await ok(await send('POST', '/chat/get', emailed.cookie, { message: 'ottilie.search@example.com' }));

    expect(await found('quarrington')).toEqual([named.ticket.number]);
    expect(await found('PQ.SEARCH@example')).toEqual([named.ticket.number]);
    expect(await found('ottilie.search')).toEqual([emailed.ticket.number]);
    expect(await found('zebra-striped')).toEqual([worded.ticket.number]);
    expect(await found('  Zebra-Striped Ottoman ')).toEqual([worded.ticket.number]);
    expect(await found('no such words anywhere')).toEqual([]);
    // Characters a LIKE pattern treats specially are searched for as themselves.
    expect(await found('%')).toEqual([]);
  });

  it("finds a logged-in customer's tickets by the number of an order they placed, with or without #", async () => {
    const product = await insertProduct(t.database.db, { stock: 5 });
    const customer = await signUp(t, { username: 'Order Searcher' });
    const placed = await ok<PlacedOrder>(await postOrder(t.app, customer, checkoutRequest([{ productId: product.id, quantity: 1 }])));
    const { ticket } = await handOver(customer);
    expect(await found(String(placed.order.number))).toEqual([ticket.number]);
    expect(await found(`#${placed.order.number}`)).toEqual([ticket.number]);
    expect(await found('999999999')).toEqual([]);
  });

  it('searches within the status and "assigned to me" filters, counts what it finds, and pages through it', async () => {
    const tickets = [];
    for (let i = 0; i < 3; i++) tickets.push((await handOver('shopper', 'the velvet armchair creaks')).ticket);
    const [mine] = tickets;
    if (!mine) throw new Error('no ticket');
    await ok(await assign(mine, admin.user.uid));
    const all = await search('velvet armchair');
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ open: 3, waiting: 0, closed: 0 });
    expect((await search('velvet armchair', '&assignee=me')).items.map((item) => item.id)).toEqual([mine.id]);
    expect((await search('velvet armchair', '&status=closed')).items).toEqual([]);
    const first = await search('velvet armchair', '&limit=2');
    expect(first.items).toHaveLength(2);
    const second = await search('velvet armchair', `&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect([...first.items, ...second.items].map((item) => item.id).sort()).toEqual(tickets.map((ticket) => ticket.id).sort());
  });

  it('refuses a search longer than 100 characters with 400 and the field', async () => {
    const response = await send('GET', `/api/admin/tickets?q=${'x'.repeat(101)}`, admin.cookie);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({ q: 'Search text is at most 100 characters.' });
  });
});

describe("the customer's orders beside the transcript", () => {
  it("lists a logged-in customer's latest orders, newest first, and none of anyone else's", async () => {
    const product = await insertProduct(t.database.db, { stock: 20 });
    const customer = await signUp(t);
    const other = await signUp(t);
    const place = async (as: Client) =>
      (await ok<PlacedOrder>(await postOrder(t.app, as, checkoutRequest([{ productId: product.id, quantity: 1 }])))).order;
    const placed = [];
    for (let i = 0; i < 6; i++) placed.push(await place(customer));
    await place(other);
    const { ticket } = await handOver(customer);
    const { items } = await get<OrderList>(`/api/admin/tickets/${ticket.id}/orders`);
    expect(items.map((order) => order.number)).toEqual(
      placed
        .map((order) => order.number)
        .reverse()
        .slice(0, 5),
    );
  });

  it("shows none for a visitor's ticket, and 404 for an unknown ticket", async () => {
    const { ticket } = await handOver('visitor');
    expect(await get<OrderList>(`/api/admin/tickets/${ticket.id}/orders`)).toEqual({ items: [], nextCursor: null });
    const unknown = await send('GET', '/api/admin/tickets/00000000-0000-4000-8000-000000000000/orders', admin.cookie);
    expect(unknown.status).toBe(404);
  });
});

describe('canned replies', () => {
  const canned = '/api/admin/canned-replies';

  it('an admin saves, edits and deletes them; every admin reads them, by title', async () => {
    const saved = await send('POST', canned, admin.cookie, {
      title: '  Where is my parcel ',
      text: 'Parcels leave within 2 working days.',
    });
    expect(saved.status).toBe(201);
    const parcel = (await saved.json()) as CannedReply;
    expect(parcel).toMatchObject({ title: 'Where is my parcel', text: 'Parcels leave within 2 working days.' });
    await ok(await send('POST', canned, colleague.cookie, { title: 'Apology', text: 'We are sorry for the trouble.' }));
    expect((await get<CannedReplies>(canned, colleague)).items.map((reply) => reply.title)).toEqual(['Apology', 'Where is my parcel']);

    const edited = await ok<CannedReply>(
      await send('PATCH', `${canned}/${parcel.id}`, colleague.cookie, {
        title: 'Delivery times',
        text: 'Parcels leave the next working day.',
      }),
    );
    expect(edited).toMatchObject({ id: parcel.id, title: 'Delivery times', text: 'Parcels leave the next working day.' });
    expect(await ok(await send('DELETE', `${canned}/${parcel.id}`, admin.cookie))).toEqual({ id: parcel.id });
    expect((await get<CannedReplies>(canned)).items.map((reply) => reply.title)).toEqual(['Apology']);
    expect((await send('DELETE', `${canned}/${parcel.id}`, admin.cookie)).status).toBe(404);
    expect((await send('PATCH', `${canned}/${parcel.id}`, admin.cookie, { title: 'x', text: 'y' })).status).toBe(404);
  });

  it('refuses an empty or too long title or text with 400 and the field, storing nothing', async () => {
    const before = (await get<CannedReplies>(canned)).items;
    for (const [body, fields] of [
      [{ title: ' ', text: 'Hello' }, { title: supportMessages.cannedTitleRequired }],
      [{ title: 'x'.repeat(61), text: 'Hello' }, { title: supportMessages.cannedTitleTooLong }],
      [{ title: 'Hello', text: '' }, { text: supportMessages.cannedTextRequired }],
      [{ title: 'Hello', text: 'x'.repeat(1001) }, { text: supportMessages.cannedTextTooLong }],
      [{ title: 'Hello' }, { text: supportMessages.cannedTextRequired }],
    ] as const) {
      const response = await send('POST', canned, admin.cookie, body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual(fields);
    }
    expect((await send('POST', canned, admin.cookie, { title: 'Hi', text: 'Hello', shared: true })).status).toBe(400);
    expect((await get<CannedReplies>(canned)).items).toEqual(before);
  });
});

describe('time to first reply and to close', () => {
  const HOUR = 3_600_000;
  /** The middle value, or the mean of the two middle ones, as PostgreSQL's percentile_cont(0.5) takes it. */
  function median(values: number[]): number | null {
    const sorted = [...values].sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const middle = (sorted.length - 1) / 2;
    return Math.round(((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2);
  }

  it('shows none until the team answers, then the time from the hand-over to the first reply, and to closing', async () => {
    const { ticket } = await handOver('shopper');
    expect(ticket).toMatchObject({ firstReplyMs: null, closeMs: null });
    await t.database.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(supportTickets.id, ticket.id));
    const replied = await ok<Ticket>(await send('POST', `/api/admin/tickets/${ticket.id}/replies`, admin.cookie, { text: 'On it.' }));
    expect(replied.firstReplyMs).toBeGreaterThanOrEqual(2 * HOUR);
    expect(replied.firstReplyMs).toBeLessThan(2 * HOUR + 60_000);
    expect(replied.closeMs).toBeNull();
    await ok(await send('POST', `/api/admin/tickets/${ticket.id}/replies`, admin.cookie, { text: 'Still on it.' }));
    const closed = await ok<Ticket>(await send('POST', `/api/admin/tickets/${ticket.id}/close`, admin.cookie));
    expect(closed.firstReplyMs).toBe(replied.firstReplyMs);
    expect(closed.closeMs).toBeGreaterThanOrEqual(replied.firstReplyMs ?? 0);
    expect(closed.closeMs).toBeLessThan(2 * HOUR + 60_000);
  });

  it("answers the medians over every ticket, whatever the filters, agreeing with each ticket's own times", async () => {
    const { ticket } = await handOver('shopper');
    await t.database.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(supportTickets.id, ticket.id));
    await ok(await send('POST', `/api/admin/tickets/${ticket.id}/replies`, admin.cookie, { text: 'Hello.' }));
    const { items, total } = await get<TicketList>('/api/admin/tickets?limit=100');
    expect(items).toHaveLength(total);
    const expected = {
      firstReplyMs: median(items.flatMap((item) => (item.firstReplyMs === null ? [] : [item.firstReplyMs]))),
      closeMs: median(items.flatMap((item) => (item.closeMs === null ? [] : [item.closeMs]))),
    };
    expect(expected.firstReplyMs).not.toBeNull();
    expect(expected.closeMs).not.toBeNull();
    const { medians } = await get<TicketList>('/api/admin/tickets?status=open&assignee=me&q=nothing-matches-this');
    expect(Math.abs((medians.firstReplyMs ?? NaN) - (expected.firstReplyMs ?? NaN))).toBeLessThanOrEqual(1);
    expect(Math.abs((medians.closeMs ?? NaN) - (expected.closeMs ?? NaN))).toBeLessThanOrEqual(1);
  });
});
