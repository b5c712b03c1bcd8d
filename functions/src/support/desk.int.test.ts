// Tickets only when wanted: one open ticket per conversation, none for a swear word alone, and a visitor
// who has opened three in an hour is asked to wait, as is a logged-in account, from whatever address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import { openChatService, type ChatServiceOnDatabase } from '@shop/test-support/chat-service';
import type { TestDatabase } from '@shop/test-support/database';
import { createSession, SESSION_COOKIE } from '../auth/index.ts';
import { memoryLimits } from '../limits/index.ts';
import { supportTickets, users } from '../db/schema.ts';
import { closeTicket, databaseSupportDesk } from './tickets.ts';

let chat: ChatServiceOnDatabase;
let database: TestDatabase;
let service: ChatServiceOnDatabase['service'];

/** A browser of its own (its chat cookie), all from the same address unless `address` is given. */
function visitor(cookie = '', address?: string) {
  return async (message: string): Promise<ChatAnswer> => {
    const response = await service.router.request(
      '/get',
      { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ message }) },
      // As the server sees a request arriving on a socket from there.
      address ? { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } } : undefined,
    );
    cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
    expect(response.status).toBe(200);
    return (await response.json()) as ChatAnswer;
  };
}

const ticketCount = () => database.db.$count(supportTickets);

beforeAll(async () => {
  const hourly = { limit: 3, windowMs: 60 * 60 * 1000 };
  const limits = memoryLimits();
  chat = await openChatService({
    ticketLimits: {
      visitor: { limiter: limits.limiter('visitor-tickets', hourly), rule: hourly },
      account: { limiter: limits.limiter('account-tickets', hourly), rule: hourly },
    },
    sweepEveryMs: 0,
  });
  ({ database, service } = chat);
});

afterAll(() => chat?.close());

describe('tickets only when wanted', () => {
  it('a swear word alone opens none', async () => {
    const before = await ticketCount();
    const ask = visitor();
    await ask('fuck');
    await ask('this is shit');
    expect(await ticketCount()).toBe(before);
  });

  it('one open ticket per conversation, however often the desk is asked', async () => {
    const ask = visitor();
    const first = await ask('I want a human');
    const desk = databaseSupportDesk(database.db);
    const again = await desk.openTicket({ conversationId: first.conversationId, userId: null, reason: 'again', lastMessage: 'hello?' });
    expect(first.response).toContain(`#${again}`);
    expect(await database.db.$count(supportTickets)).toBe(1);
  });

  it('a visitor who has opened 3 tickets in an hour is asked to wait, and no fourth opens', async () => {
    // One ticket above, two more here: three from this address.
    await visitor()('I want a human');
    await visitor()('I want a human');
    const before = await ticketCount();
    const answer = await visitor()('I want to talk to a person');
    expect(answer.response).toMatch(
      /You have opened 3 support tickets in the last hour\. Please wait \d+ minutes? before asking for a person again/,
    );
    expect(await ticketCount()).toBe(before);
  });
});

describe("a logged-in account's tickets", () => {
  /** A customer's browser: the account's session, from an address of its own each time. */
  async function customer() {
    const email = `limited-${Date.now()}@example.com`;
    const [row] = await database.db.insert(users).values({ displayName: 'Limited', email, passwordHash: 'x' }).returning({ id: users.id });
    if (!row) throw new Error('no user');
    const { token } = await createSession(database.db, row.id);
    let address = 0;
    return (message: string) => visitor(`${SESSION_COOKIE}=${token}`, `203.0.113.${(address += 1)}`)(message);
  }

  /** The ticket the hand-over named, closed by the team, so asking again opens a new one. */
  async function closeTicketOf(handOver: ChatAnswer) {
    const number = Number(/#(\d+)/.exec(handOver.response)?.[1]);
    const [ticket] = await database.db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.number, number));
    if (!ticket) throw new Error(`no ticket #${number}`);
    await closeTicket(database.db, ticket.id);
  }

  it('an account that has opened 3 tickets in an hour is asked to wait, whatever address it writes from, and no fourth opens', async () => {
    const ask = await customer();
    for (let opened = 0; opened < 3; opened += 1) {
      const handOver = await ask('I want to talk to a person');
      expect(handOver.response).toMatch(/#\d+/);
      await closeTicketOf(handOver);
    }
    const before = await ticketCount();
    const answer = await ask('I want to talk to a person');
    expect(answer.response).toMatch(
      /You have opened 3 support tickets in the last hour\. Please wait \d+ minutes? before asking for a person again/,
    );
    expect(await ticketCount()).toBe(before);
  });

  it("another account is not held by the first one's tickets", async () => {
    const answer = await (await customer())('I want to talk to a person');
    expect(answer.response).toMatch(/ticket number is #\d+/);
  });
});
