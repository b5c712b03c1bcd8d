import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer, ChatHistory } from '@shop/core/chat';
import { createSession, SESSION_COOKIE } from '../../auth/index.ts';
import { chatConversations, supportTickets, users } from '../../db/schema.ts';
import { openChatService, type ChatServiceOnDatabase } from '@shop/test-support/chat-service';
import type { TestDatabase } from '@shop/test-support/database';
import { listTickets, replyToTicket } from '../../support/tickets.ts';
import { CHAT_COOKIE } from './owner.ts';

let chat: ChatServiceOnDatabase;
let database: TestDatabase;
let service: ChatServiceOnDatabase['service'];

/** One browser: the cookies the chat service set, sent back with every request, as a browser does. */
function browser(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const headers = () => ({ cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') });
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    return response;
  };
  return {
    cookies,
    async ask(message: string, conversationId?: string): Promise<ChatAnswer> {
      const response = keep(
        await service.router.request('/get', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers() },
          body: JSON.stringify(conversationId ? { message, conversationId } : { message }),
        }),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as ChatAnswer;
    },
    async history(): Promise<ChatHistory> {
      const response = keep(await service.router.request('/conversation', { headers: headers() }));
      expect(response.status).toBe(200);
      return (await response.json()) as ChatHistory;
    },
    async replies(conversationId: string): Promise<unknown> {
      return (await service.router.request(`/conversations/${conversationId}/replies`, { headers: headers() })).json();
    },
    async lastSetCookie(message: string): Promise<string> {
      const response = await service.router.request('/get', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers() },
        body: JSON.stringify({ message }),
      });
      return response.headers.getSetCookie().join('\n');
    },
  };
}

async function customerBrowser(email: string) {
  const [row] = await database.db.insert(users).values({ displayName: email, email, passwordHash: 'x' }).returning({ id: users.id });
  if (!row) throw new Error('no user');
  const { token } = await createSession(database.db, row.id);
  return { userId: row.id, open: () => browser({ [SESSION_COOKIE]: token }) };
}

async function ticketOf(handOver: ChatAnswer) {
  const number = Number(/ticket number is #(\d+)/.exec(handOver.response)?.[1]);
  const { items } = await listTickets(database.db, { limit: 100 });
  const ticket = items.find((item) => item.number === number);
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

beforeAll(async () => {
  chat = await openChatService({ sweepEveryMs: 0 });
  ({ database, service } = chat);
});

afterAll(() => chat?.close());

describe("a visitor's conversation belongs to the browser", () => {
  it('is held by an httpOnly cookie, not by the id the answer names', async () => {
    const cookie = await browser().lastSetCookie('hello');
    expect(cookie).toMatch(new RegExp(`^${CHAT_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('continues in the same browser without sending the id, and shows its history when the widget reopens', async () => {
    const visitor = browser();
    const first = await visitor.ask('what watches do you have?');
    const second = await visitor.ask('what about chairs?');
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.response).toMatch(/chair/i);
    const { conversationId, messages } = await visitor.history();
    expect(conversationId).toBe(first.conversationId);
    expect(messages.map((message) => [message.sender, message.text])).toEqual([
      ['user', 'what watches do you have?'],
      ['bot', first.response],
      ['user', 'what about chairs?'],
      ['bot', second.response],
    ]);
  });

  it('another browser with the same conversation id sees nothing of it and writes nothing into it', async () => {
    const visitor = browser();
    const handedOver = await visitor.ask('I want a human');
    const { conversationId } = handedOver;
    const ticket = await ticketOf(handedOver);
    await replyToTicket(database.db, ticket.id, 'Hello, this is Sam from support.', 60_000);

    const stranger = browser();
    expect(await stranger.replies(conversationId)).toEqual({ items: [] });
    expect(await stranger.history()).toEqual({ conversationId: null, messages: [], unread: 0 });
    const intruding = await stranger.ask('my card number is 4242', conversationId);
    expect(intruding.conversationId).not.toBe(conversationId);
    expect((await ticketOf(handedOver)).messages.map((message) => message.text)).not.toContain('my card number is 4242');
    expect((await stranger.history()).messages.map((message) => message.text)).not.toContain('Hello, this is Sam from support.');

    expect(await visitor.replies(conversationId)).toEqual({
      items: [{ ticketNumber: ticket.number, text: 'Hello, this is Sam from support.', createdAt: expect.any(String) }],
    });
    const own = await visitor.history();
    expect(own.messages.at(-1)).toMatchObject({ sender: 'agent', text: 'Hello, this is Sam from support.', ticketNumber: ticket.number });
  });

  it('a made-up cookie starts a conversation of its own', async () => {
    const visitor = browser();
    await visitor.ask('what watches do you have?');
    const forged = browser({ [CHAT_COOKIE]: 'A'.repeat(43) });
    expect(await forged.history()).toEqual({ conversationId: null, messages: [], unread: 0 });
  });
});

describe('a hand-over', () => {
  it('opens a ticket with the transcript; the customer reads the reply of a person', async () => {
    const visitor = browser();
    await visitor.ask('how much is shipping?');
    const handOver = await visitor.ask('I want a human');
    const ticket = await ticketOf(handOver);
    expect(ticket.messages.map((message) => [message.author, message.text])).toEqual([
      ['customer', 'how much is shipping?'],
      ['bot', expect.stringMatching(/free/i)],
      ['customer', 'I want a human'],
    ]);
    await replyToTicket(database.db, ticket.id, 'Hello, this is Sam from support.', 60_000);
    expect(await visitor.replies(handOver.conversationId)).toEqual({
      items: [{ ticketNumber: ticket.number, text: 'Hello, this is Sam from support.', createdAt: expect.any(String) }],
    });
  });
});

describe("a customer's conversation belongs to the account", () => {
  it('a visitor who logs in keeps the conversation of this browser, without what it was about', async () => {
    const visitor = browser();
    const asked = await visitor.ask('what watches do you have?');
    const erin = await customerBrowser('erin@example.com');
    const loggedIn = erin.open();
    loggedIn.cookies.set(CHAT_COOKIE, visitor.cookies.get(CHAT_COOKIE) ?? '');
    const history = await loggedIn.history();
    expect(history.conversationId).toBe(null);
    expect((await loggedIn.ask('and the cheapest?')).conversationId).toBe(asked.conversationId);
    expect(await visitor.history()).toEqual({ conversationId: null, messages: [], unread: 0 });
  });

  it('every tab and device shows it, with the replies of a person', async () => {
    const alice = await customerBrowser('alice@example.com');
    const firstTab = alice.open();
    const secondTab = alice.open();
    const asked = await firstTab.ask('I want to talk to a person');
    const ticket = await ticketOf(asked);
    await replyToTicket(database.db, ticket.id, 'Hi Alice, Sam here.', 60_000);
    const seen = await secondTab.history();
    expect(seen.conversationId).toBe(asked.conversationId);
    expect(seen.messages.map((message) => message.sender)).toEqual(['user', 'bot', 'agent']);
    expect(seen.unread).toBe(1);
    const followUp = await secondTab.ask('thanks');
    expect(followUp.conversationId).toBe(asked.conversationId);
  });

  it("is nobody else's: another account and a visitor with its id see nothing", async () => {
    const bob = await customerBrowser('bob@example.com');
    const carol = await customerBrowser('carol@example.com');
    const asked = await bob.open().ask('where is my order?');
    expect((await carol.open().history()).conversationId).not.toBe(asked.conversationId);
    expect(await carol.open().replies(asked.conversationId)).toEqual({ items: [] });
    expect((await browser().ask('hello', asked.conversationId)).conversationId).not.toBe(asked.conversationId);
  });

  it('a conversation past the retention period is gone: the next message starts a new one', async () => {
    const dave = await customerBrowser('dave@example.com');
    const tab = dave.open();
    const old = await tab.ask('what watches do you have?');
    await service.sweep(new Date(Date.now() + 91 * 24 * 60 * 60 * 1000));
    expect(await database.db.select().from(chatConversations)).toEqual([]);
    expect(await database.db.select().from(supportTickets)).toEqual([]);
    expect(await tab.history()).toEqual({ conversationId: null, messages: [], unread: 0 });
    expect((await tab.ask('hello')).conversationId).not.toBe(old.conversationId);
  });
});
