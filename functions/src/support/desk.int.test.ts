// Tickets only when wanted: one open ticket per conversation, none for a swear word alone, and a visitor
// who has opened three in an hour is asked to wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import { openChatService, type ChatServiceOnDatabase } from '@shop/test-support/chat-service';
import type { TestDatabase } from '@shop/test-support/database';
import { memoryLimits } from '../limits/index.ts';
import { supportTickets } from '../db/schema.ts';
import { databaseSupportDesk } from './tickets.ts';

let chat: ChatServiceOnDatabase;
let database: TestDatabase;
let service: ChatServiceOnDatabase['service'];

/** A browser of its own (its chat cookie), all from the same address. */
function visitor() {
  let cookie = '';
  return async (message: string): Promise<ChatAnswer> => {
    const response = await service.router.request('/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ message }),
    });
    cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
    expect(response.status).toBe(200);
    return (await response.json()) as ChatAnswer;
  };
}

const ticketCount = () => database.db.$count(supportTickets);

beforeAll(async () => {
  const hourly = { limit: 3, windowMs: 60 * 60 * 1000 };
  chat = await openChatService({ visitorTickets: { limiter: memoryLimits().limiter('tickets', hourly), rule: hourly }, sweepEveryMs: 0 });
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
