import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, supportTickets, users } from '../../db/schema.ts';
import { openLiveFeed, type LiveFeed } from '../../events/live-feed.ts';
import { openTestDatabase, type TestDatabase } from '@shop/test-support/database';
import { findConversation, openConversation, saveConversation } from './conversations.ts';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { deleteOldChats } from './retention.ts';
import { memoryLimits } from '../../limits/index.ts';
import { databaseSupportDesk } from '../../support/index.ts';
import { createChatService } from '../service.ts';
import { listTickets, replyToTicket } from '../../support/tickets.ts';

let database: TestDatabase;
let feed: LiveFeed;
let service: ReturnType<typeof createChatService>;

type Answer = { response: string; conversationId: string };

async function ask(message: string, conversationId?: string): Promise<Answer> {
  const response = await service.router.request('/get', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(conversationId ? { message, conversationId } : { message }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function newUser(email: string): Promise<string> {
  const [row] = await database.db.insert(users).values({ displayName: email, email, passwordHash: 'x' }).returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  feed = await openLiveFeed(database);
  service = createChatService({
    db: database.db,
    feed,
    limits: { rateLimit: 1000, rateWindowMs: 60_000, maxMessageChars: 1000, retentionDays: 90 },
    rateLimiter: memoryLimits().limiter('chat', { limit: 1000, windowMs: 60_000 }),
    classifier: loadChatClassifier(),
    support: databaseSupportDesk(database.db),
    sweepEveryMs: 0,
  });
});

afterAll(async () => {
  service?.close();
  await feed?.close();
  await database?.drop();
});

describe('conversations on the database', () => {
  it('remembers the topic between two requests of one conversation', async () => {
    const first = await ask('what watches do you have?');
    const second = await ask('what about chairs?', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.response).toMatch(/chair/i);
  });

  it("never continues another customer's conversation: a new one starts with no focus", async () => {
    const alice = await newUser('alice@example.com');
    const bob = await newUser('bob@example.com');
    const conversation = await openConversation(database.db, undefined, alice);
    await saveConversation(database.db, { ...conversation, focus: { orderId: 'alice-order', intent: 'track_order' } });
    expect(await findConversation(database.db, conversation.id, bob)).toBeNull();
    expect(await findConversation(database.db, conversation.id, null)).toBeNull();
    const forBob = await openConversation(database.db, conversation.id, bob);
    expect(forBob.id).not.toBe(conversation.id);
    expect(forBob.focus).toEqual({});
    const anonymous = await ask('where is my order?', conversation.id);
    expect(anonymous.conversationId).not.toBe(conversation.id);
    expect(anonymous.response).not.toContain('alice');
  });

  it('hands over to a person: a ticket with the transcript, an agent reply the conversation can read', async () => {
    const first = await ask('how much is shipping?');
    const handover = await ask('I want a human', first.conversationId);
    const number = Number(/ticket number is #(\d+)/.exec(handover.response)?.[1]);
    expect(number).toBeGreaterThan(0);
    const [ticket] = (await listTickets(database.db, { status: 'open', limit: 100 })).items.filter((item) => item.number === number);
    expect(ticket?.messages.map((message) => [message.author, message.text])).toEqual([
      ['customer', 'how much is shipping?'],
      ['bot', expect.stringMatching(/free/i)],
      ['customer', 'I want a human'],
    ]);
    await replyToTicket(database.db, ticket?.id ?? '', 'Hello, this is Sam from support.');
    const replies = await service.router.request(`/conversations/${first.conversationId}/replies`);
    expect(await replies.json()).toEqual({
      items: [{ ticketNumber: number, text: 'Hello, this is Sam from support.', createdAt: expect.any(String) }],
    });
    const someoneElse = await service.router.request('/conversations/00000000-0000-4000-8000-000000000000/replies');
    expect(await someoneElse.json()).toEqual({ items: [] });
  });

  it('deletes conversations and tickets older than the retention period', async () => {
    await ask('I want a human');
    const deleted = await deleteOldChats(database.db, new Date(Date.now() + 60_000));
    expect(deleted.conversations).toBeGreaterThan(0);
    expect(deleted.tickets).toBeGreaterThan(0);
    expect(await database.db.select().from(chatConversations)).toEqual([]);
    expect(await database.db.select().from(supportTickets)).toEqual([]);
  });
});
