// What a message answered by the bot writes: its conversation (created with the first turn of a new one) and
// the turn, in one statement, since the embedded database runs one statement at a time for the whole server;
// and, when the database refuses part of it, the same answer as when they were written one after the other.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import type { LiveEvent } from '@shop/core/events';
import { chatConversations, chatTurns } from '../../db/schema.ts';
import { openChatService, type ChatServiceOnDatabase } from '@shop/test-support/chat-service';
import { CHAT_COOKIE } from './owner.ts';

let chat: ChatServiceOnDatabase;
const storeErrors: unknown[] = [];
/** Every statement the chat service sends to the database, as drizzle sends it. */
const statements: string[] = [];

beforeAll(async () => {
  chat = await openChatService({ sweepEveryMs: 0, onStoreError: (error) => storeErrors.push(error) });
  // drizzle tells its session's logger of every query it sends; the logger is read as each query is built.
  const session = (chat.database.db as unknown as { session: { logger: { logQuery(query: string): void } } }).session;
  session.logger = { logQuery: (query) => void statements.push(query) };
  // The catalogue is read once and kept: the first message reads it.
  await ask('what is the cheapest watch?');
});

afterAll(() => chat?.close());

async function ask(message: string, cookie?: string): Promise<{ status: number; answer: ChatAnswer; cookie: string | undefined }> {
  const response = await chat.service.router.request('/get', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ message }),
  });
  const set = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${CHAT_COOKIE}=`));
  return {
    status: response.status,
    answer: response.status === 200 ? ((await response.json()) as ChatAnswer) : ({} as ChatAnswer),
    cookie: set,
  };
}

/** The statements `work` sends. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const before = statements.length;
  await work();
  return statements.slice(before);
}

const turnsOf = (conversationId: string) =>
  chat.database.db.select().from(chatTurns).where(eq(chatTurns.conversationId, conversationId)).orderBy(chatTurns.createdAt);
const conversationOf = async (conversationId: string) =>
  (await chat.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversationId)))[0];

/** Makes the database refuse every insert into `table` while `work` runs, as a full disk or a broken constraint would. */
async function refusingInserts<T>(table: 'chat_turns' | 'chat_conversations', work: () => Promise<T>): Promise<T> {
  const { db } = chat.database;
  await db.execute(
    sql.raw(`CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`),
  );
  await db.execute(sql.raw(`CREATE TRIGGER refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER refuse_insert ON ${table}`));
    await db.execute(sql.raw('DROP FUNCTION refuse_insert()'));
  }
}

describe('a message answered by the bot', () => {
  it("is one statement for a new visitor's first message: the conversation, with what it is about, and the turn", async () => {
    let first: Awaited<ReturnType<typeof ask>> | undefined;
    expect(await statementsOf(async () => (first = await ask('what is the cheapest watch?')))).toHaveLength(1);
    if (!first?.cookie) throw new Error('no chat cookie');
    const { conversationId } = first.answer;
    expect(await conversationOf(conversationId)).toMatchObject({
      visitorKey: expect.any(String),
      userId: null,
      focus: { category: 'watch' },
    });
    expect(await turnsOf(conversationId)).toMatchObject([
      { message: 'what is the cheapest watch?', source: 'Catalog', intent: expect.any(String) },
    ]);
    const written = (await conversationOf(conversationId))?.updatedAt.getTime() ?? 0;
    expect(Math.abs(written - Date.now())).toBeLessThan(60_000);

    // A later message finds the conversation, then writes it with the turn.
    let later: Awaited<ReturnType<typeof ask>> | undefined;
    expect(await statementsOf(async () => (later = await ask('and the dearest one?', first?.cookie)))).toHaveLength(2);
    expect(later?.answer.conversationId).toBe(conversationId);
    expect((await turnsOf(conversationId)).map((turn) => turn.message)).toEqual(['what is the cheapest watch?', 'and the dearest one?']);
    const saved = await conversationOf(conversationId);
    expect(saved?.updatedAt.getTime()).toBeGreaterThanOrEqual(written);
    expect(Math.abs((saved?.updatedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(saved?.focus).toMatchObject({ category: 'watch', intent: later?.answer.intent });
  });

  it('it could not answer is announced to the admins with its turn, in the same statement', async () => {
    const heard: LiveEvent[] = [];
    const stop = chat.feed.subscribe((event) => heard.push(event));
    try {
      let asked: Awaited<ReturnType<typeof ask>> | undefined;
      expect(await statementsOf(async () => (asked = await ask('asdf qwerty zxcv')))).toHaveLength(1);
      expect(asked?.answer.source).toBe('Fallback');
      await expect.poll(() => heard.map((event) => event.topic)).toContain('unanswered');
      expect(await turnsOf(asked?.answer.conversationId ?? '')).toMatchObject([{ message: 'asdf qwerty zxcv', source: 'Fallback' }]);
    } finally {
      stop();
    }
  });

  it('is still answered when its turn cannot be stored, which is reported; the conversation keeps what it is about', async () => {
    storeErrors.length = 0;
    const first = await refusingInserts('chat_turns', () => ask('what is the cheapest watch?'));
    expect(first.status).toBe(200);
    expect(first.answer.source).toBe('Catalog');
    expect(storeErrors).toHaveLength(1);
    expect(await conversationOf(first.answer.conversationId)).toMatchObject({ focus: { category: 'watch' } });
    expect(await turnsOf(first.answer.conversationId)).toEqual([]);

    const later = await refusingInserts('chat_turns', () => ask('and the dearest one?', first.cookie));
    expect(later.status).toBe(200);
    expect(later.answer.conversationId).toBe(first.answer.conversationId);
    expect(storeErrors).toHaveLength(2);
  });

  it('fails, storing nothing, when its new conversation cannot be written', async () => {
    const before = await chat.database.db.select({ count: sql<number>`count(*)::int` }).from(chatTurns);
    const asked = await refusingInserts('chat_conversations', () => ask('how much is shipping?'));
    expect(asked.status).toBe(500);
    expect(await chat.database.db.select({ count: sql<number>`count(*)::int` }).from(chatTurns)).toEqual(before);
  });
});
