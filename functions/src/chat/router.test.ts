import { describe, expect, it, vi } from 'vitest';
import { memoryLimits } from '../limits/index.ts';
import type { ChatEngine } from './engine/engine.ts';
import { createChatRouter, type ChatRouterOptions } from './router.ts';
import { memoryChatStore } from './conversations/store.ts';

const cannedAnswer = (message: string) => ({
  response: message === '' ? 'Please type your question.' : 'Shipping is free.',
  source: 'FAQ' as const,
  intent: message === '' ? null : 'shipping_cost',
  confidence: 0.99,
});

const cannedEngine: ChatEngine = {
  answer: async (message) => cannedAnswer(message),
  reply: async ({ message, focus = {} }) => ({ answer: cannedAnswer(message), focus }),
};

function chatApp({ rateLimit = { limit: 100, windowMs: 60_000 }, ...options }: Partial<ChatRouterOptions> = {}) {
  const store = memoryChatStore();
  const router = createChatRouter({
    engine: cannedEngine,
    store,
    limiter: memoryLimits().limiter('chat', rateLimit),
    rateLimit,
    maxMessageChars: 1000,
    ...options,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    router.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const get = (path: string) => router.request(path);
  return { store, post, get };
}

async function expectError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toEqual(expect.any(String));
  expect(body.error.message).toMatch(message);
}

describe('POST /get', () => {
  it('answers a message with the response, its source and the intent', async () => {
    const { post } = chatApp();
    const response = await post('/get', { message: 'how much is shipping?' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      response: 'Shipping is free.',
      source: 'FAQ',
      intent: 'shipping_cost',
      confidence: 0.99,
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("continues the conversation its cookie holds; the id alone opens no one else's", async () => {
    const { post } = chatApp();
    const started = await post('/get', { message: 'hello' });
    const cookie = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const first = (await started.json()) as { conversationId: string };
    const again = (await (await post('/get', { message: 'hi' }, { 'content-type': 'application/json', cookie })).json()) as {
      conversationId: string;
    };
    expect(again.conversationId).toBe(first.conversationId);
    const stranger = (await (await post('/get', { message: 'hi', conversationId: first.conversationId })).json()) as {
      conversationId: string;
    };
    expect(stranger.conversationId).not.toBe(first.conversationId);
  });

  it('refuses a conversation id that is not an id with 400', async () => {
    const { post } = chatApp();
    await expectError(await post('/get', { message: 'hi', conversationId: 'abc' }), 400, /conversationId/);
    await expectError(await post('/get', { message: 'hi', conversationId: 42 }), 400, /conversationId/);
  });

  it('hands the engine the page in view, and refuses one that is not a product or an order page with 400', async () => {
    const pages: unknown[] = [];
    const engine: ChatEngine = { ...cannedEngine, reply: async (turn) => (pages.push(turn.page), cannedEngine.reply(turn)) };
    const { post } = chatApp({ engine });
    const productId = '3f0d7c9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f';
    expect((await post('/get', { message: 'is this in stock?', page: { kind: 'product', productId } })).status).toBe(200);
    expect(pages).toEqual([{ kind: 'product', productId }]);
    await expectError(await post('/get', { message: 'hi', page: { kind: 'cart' } }), 400, /page\.kind must be product or order/);
    await expectError(await post('/get', { message: 'hi', page: { kind: 'order', orderId: '1; drop' } }), 400, /page\.orderId/);
  });

  it('accepts an empty message', async () => {
    const { post } = chatApp();
    const response = await post('/get', { message: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ response: 'Please type your question.', intent: null });
  });

  it('stores the turn with its latency', async () => {
    const { post, store } = chatApp();
    await post('/get', { message: 'how much is shipping?' });
    expect(store.turns).toEqual([
      {
        conversationId: expect.any(String),
        message: 'how much is shipping?',
        response: 'Shipping is free.',
        source: 'FAQ',
        intent: 'shipping_cost',
        latencyMs: expect.any(Number),
      },
    ]);
  });

  it('still answers when the turn cannot be stored, and reports the failure', async () => {
    const failures: unknown[] = [];
    const store = { ...memoryChatStore(), recordTurn: () => Promise.reject(new Error('database down')) };
    const { post } = chatApp({ store, onStoreError: (error) => failures.push(error) });
    expect((await post('/get', { message: 'hi' })).status).toBe(200);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
  });

  it('refuses a missing message', async () => {
    await expectError(await chatApp().post('/get', {}), 400, /message is required/);
  });

  it('refuses a message that is not a string', async () => {
    await expectError(await chatApp().post('/get', { message: 42 }), 400, /message must be a string/);
  });

  it('refuses a message over the length cap', async () => {
    await expectError(await chatApp().post('/get', { message: 'a'.repeat(1001) }), 400, /at most 1000 characters/);
  });

  it('refuses a 100 KB body without reading it all', async () => {
    await expectError(await chatApp().post('/get', { message: 'a'.repeat(100 * 1024) }), 413, /larger than 32 KB/);
  });

  it('refuses a body that is not JSON', async () => {
    await expectError(await chatApp().post('/get', '{"message": '), 400, /not valid JSON/);
  });

  it('refuses a body not sent as JSON', async () => {
    await expectError(
      await chatApp().post('/get', 'message=hi', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      /application\/json/,
    );
  });

  it('refuses a JSON body that is not an object', async () => {
    await expectError(await chatApp().post('/get', '"hello"'), 400, /expected object/);
  });
});

describe('POST /feedback', () => {
  const rating = { message: 'how much is shipping?', response: 'Shipping is free.', sentiment: 'positive', source: 'FAQ' };

  it("stores the rating with the intent of the rated turn and the rater's conversation", async () => {
    const { post, store } = chatApp();
    const asked = await post('/get', { message: 'how much is shipping?' });
    const { conversationId } = (await asked.json()) as { conversationId: string };
    const cookie = asked.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const response = await post('/feedback', rating, { 'content-type': 'application/json', cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(store.feedback).toEqual([{ ...rating, intent: 'shipping_cost', conversationId }]);
  });

  it('stores a rating whose turn it never saw with no intent, and no conversation without one', async () => {
    const { post, store } = chatApp();
    await post('/feedback', { ...rating, sentiment: 'negative' });
    expect(store.feedback).toEqual([{ ...rating, sentiment: 'negative', intent: null, conversationId: null }]);
  });

  it('refuses an invalid sentiment', async () => {
    await expectError(
      await chatApp().post('/feedback', { ...rating, sentiment: 'angry' }),
      400,
      /sentiment must be one of positive, neutral, negative/,
    );
  });

  it.each(['message', 'response', 'sentiment', 'source'])('refuses a rating without %s', async (field) => {
    const incomplete: Record<string, unknown> = { ...rating };
    delete incomplete[field];
    await expectError(await chatApp().post('/feedback', incomplete), 400, new RegExp(field));
  });

  it('refuses a body that is not JSON', async () => {
    await expectError(await chatApp().post('/feedback', 'not json'), 400, /not valid JSON/);
  });
});

describe('GET /conversations/:id/replies', () => {
  it('answers a conversation id that is not one as not found', async () => {
    await expectError(await chatApp().get('/conversations/not-an-id/replies'), 400, /^Conversation not found\.$/);
  });

  it("answers no replies for a conversation that is not the asker's", async () => {
    const response = await chatApp().get('/conversations/0b6f3c1e-8a4d-4c2b-9e1f-2a3b4c5d6e7f/replies');
    expect(await response.json()).toEqual({ items: [] });
  });
});

describe('the rate limit', () => {
  it('answers 429 with a clear message once a client has sent too many requests', async () => {
    const { post } = chatApp({ rateLimit: { limit: 2, windowMs: 60_000 } });
    await post('/get', { message: 'a' });
    await post('/get', { message: 'b' });
    const response = await post('/get', { message: 'c' });
    await expectError(response, 429, /Too many chat requests: the limit is 2 every 60 seconds. Please try again in 60 seconds./);
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('counts each client on its own', async () => {
    let client = 'a';
    const { post } = chatApp({ rateLimit: { limit: 1, windowMs: 60_000 }, clientOf: () => client });
    expect((await post('/get', { message: 'hi' })).status).toBe(200);
    client = 'b';
    expect((await post('/get', { message: 'hi' })).status).toBe(200);
    expect((await post('/feedback', { message: 'hi', response: 'x', sentiment: 'neutral', source: 'FAQ' })).status).toBe(429);
  });
});
