// Replies that arrive: a person's reply is emailed through the outbox about a minute later, to the account's
// address or the one a visitor left at the hand-over, unless the customer has seen the conversation since.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import type { Ticket, TicketList } from '@shop/core/support';
import { outbox } from '@shop/functions/db';
import { signUp, type Client } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';

const { t, admin } = await adminTestApp();

async function post<T>(route: string, cookie: string, body: unknown): Promise<{ answer: T; cookie: string }> {
  const response = await t.app.request(route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return { answer: (await response.json()) as T, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie };
}

/** Hands a conversation over (as the account, or as a new browser), leaving `email` when given; answers the ticket. */
async function handOver({ customer, email }: { customer?: Client; email?: string }) {
  const asked = await post<ChatAnswer>('/chat/get', customer?.cookie ?? '', { message: 'I want to talk to a person' });
  const cookie = customer?.cookie ?? asked.cookie;
  if (email !== undefined) {
    const left = await post<ChatAnswer>('/chat/get', cookie, { message: email });
    expect(left.answer.response).toContain(`we will email ${email}`);
  }
  const number = Number(/ticket number is #(\d+)/.exec(asked.answer.response)?.[1]);
  const list = (await (await t.app.request('/api/admin/tickets', { headers: { cookie: admin.cookie } })).json()) as TicketList;
  const ticket = list.items.find((item) => item.number === number);
  if (!ticket) throw new Error(`ticket #${number} is not listed`);
  return { ticket, cookie };
}

const reply = (ticket: Ticket, text: string) => post<Ticket>(`/api/admin/tickets/${ticket.id}/replies`, admin.cookie, { text });

const pendingReplyJobs = () =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'supportReply'), isNull(outbox.doneAt)));

/** Makes every reply email due now and runs the worker; answers the new .eml files' contents. */
async function sendDueEmails(): Promise<string[]> {
  const before = new Set(await readdir(t.config.mailDir).catch(() => []));
  await t.database.db
    .update(outbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(outbox.kind, 'supportReply'));
  await t.worker.runOnce();
  const files = (await readdir(t.config.mailDir).catch(() => [])).filter((name) => !before.has(name));
  return Promise.all(
    files.map(async (file) => (await readFile(path.join(t.config.mailDir, file), 'utf8')).replace(/=\r?\n/g, '').replaceAll('=3D', '=')),
  );
}

describe("a person's reply by email", () => {
  it('keeps the address a visitor left on the ticket, and emails the reply there about a minute later with a link that opens the chat', async () => {
    const { ticket } = await handOver({ email: 'visitor.one@example.com' });
    expect(ticket.contactEmail).toBe('visitor.one@example.com');
    const sentAt = Date.now();
    await reply(ticket, 'Hello from Sam: your parcel left today.');

    const [job] = await pendingReplyJobs();
    expect(job?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(sentAt + 55_000);
    expect(await t.worker.runOnce()).toBe(0);

    const [email, ...others] = await sendDueEmails();
    expect(others).toEqual([]);
    expect(email).toContain('To: visitor.one@example.com');
    expect(email).toContain(`Subject: Multimart: a reply to your ticket #${ticket.number}`);
    expect(email).toContain('Hello from Sam: your parcel left today.');
    expect(email).toContain(`${t.config.publicUrl}/home?chat=open`);
  });

  it("emails a logged-in customer's reply to the account's address", async () => {
    const customer = await signUp(t, { username: 'Reply Reader' });
    const { ticket } = await handOver({ customer });
    await reply(ticket, 'We have found your order.');
    const [email] = await sendDueEmails();
    expect(email).toContain(`To: ${customer.user.email}`);
    expect(email).toContain('We have found your order.');
  });

  it('sends nothing when the customer has seen the conversation since the reply', async () => {
    const { ticket, cookie } = await handOver({ email: 'visitor.two@example.com' });
    await reply(ticket, 'Read in the chat already.');
    await post('/chat/conversation/seen', cookie, {});
    expect(await sendDueEmails()).toEqual([]);
    expect(await pendingReplyJobs()).toEqual([]);
  });

  it('sends nothing to a visitor who left no address', async () => {
    const { ticket } = await handOver({});
    expect(ticket.contactEmail).toBeNull();
    await reply(ticket, 'Nobody to email.');
    expect(await sendDueEmails()).toEqual([]);
    expect(await pendingReplyJobs()).toEqual([]);
  });
});
