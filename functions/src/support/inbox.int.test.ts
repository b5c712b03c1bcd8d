// The inbox an admin works from (/api/admin/tickets and around it), through the real app: assigning a ticket
// to an admin and the "assigned to me" filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import { apiErrorSchema } from '@shop/core/errors';
import { supportMessages, type SupportAgents, type Ticket, type TicketList } from '@shop/core/support';
import { users } from '@shop/functions/db';
import { eq } from 'drizzle-orm';
import { signUp, type Client } from '@shop/test-support/accounts';
import { createAdminTestApp, signUpAdmin } from '@shop/test-support/admin';
import type { TestApp } from '@shop/test-support/test-app';

let t: TestApp;
let admin: Client;
let colleague: Client;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
  colleague = await signUpAdmin(t);
});
afterAll(() => t?.close());

async function send(method: string, path: string, cookie: string | undefined, body?: unknown) {
  return t.app.request(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const get = <T>(path: string, as: Client = admin) => send('GET', path, as.cookie).then(ok<T>);
const assign = (ticket: Ticket, assigneeId: string | null, as: Client = admin) =>
  send('PATCH', `/api/admin/tickets/${ticket.id}`, as.cookie, { assigneeId });

/** A new shopper (or a visitor) asks for a person with `message`; answers the ticket as the admin reads it. */
async function handOver(as: 'shopper' | 'visitor', message = 'I want a human'): Promise<{ ticket: Ticket; customer: Client | null }> {
  const customer = as === 'shopper' ? await signUp(t) : null;
  const answer = await ok<ChatAnswer>(await send('POST', '/chat/get', customer?.cookie, { message }));
  const number = Number(/ticket number is #(\d+)/.exec(answer.response)?.[1]);
  const ticket = (await get<TicketList>('/api/admin/tickets?limit=100')).items.find((item) => item.number === number);
  if (!ticket) throw new Error(`ticket #${number} is not listed`);
  return { ticket, customer };
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
    const mine = await handOver('visitor');
    const theirs = await handOver('visitor');
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
