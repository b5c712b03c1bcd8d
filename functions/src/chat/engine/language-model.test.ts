import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shopInfo } from '@shop/core/shop-info';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DECLINE, openAiCompatibleModel, screenModelOutput } from './language-model.ts';

/** `isHeld`: never answered, as a model that hangs. */
type Reply = { status: number; body: unknown; isHeld?: boolean };

/** A local server that speaks the chat-completions protocol, answering whatever the test sets. */
let server: Server;
let url = '';
let reply: Reply;
let received: {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];

const completion = (content: string): Reply => ({
  status: 200,
  body: { choices: [{ index: 0, message: { role: 'assistant', content } }] },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) });
    if (reply.isHeld) return;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A held request whose client did not give up would keep the server open.
      server.closeAllConnections();
    }),
);

beforeEach(() => {
  received = [];
  reply = completion('We deliver to your door.');
});

// Generous by default: on a loaded machine the first request alone has taken 800 ms.
const model = (timeoutMs = 10_000) => openAiCompatibleModel({ url, model: 'shop-model', apiKey: 'secret-key', timeoutMs });

describe('openAiCompatibleModel', () => {
  it('posts the question to {url}/chat/completions with the key, the model and a grounded system prompt', async () => {
    expect(await model().answer('Do you deliver on Sundays?')).toBe('We deliver to your door.');
    const [call] = received;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.authorization).toBe('Bearer secret-key');
    expect(call?.body.model).toBe('shop-model');
    expect(call?.body.messages[0]?.role).toBe('system');
    expect(call?.body.messages[0]?.content).toContain(shopInfo.email);
    expect(call?.body.messages[0]?.content).toContain(DECLINE);
    expect(call?.body.messages[1]).toEqual({ role: 'user', content: 'Do you deliver on Sundays?' });
  });

  it('answers null when the model declines an out-of-scope question', async () => {
    reply = completion(DECLINE);
    expect(await model().answer('Write me a poem about the sea')).toBeNull();
  });

  it('answers null when the model links to another site', async () => {
    reply = completion('Buy it cheaper at https://elsewhere.example/deal');
    expect(await model().answer('Where can I buy a sofa?')).toBeNull();
  });

  it('answers null when the completion has no text', async () => {
    reply = { status: 200, body: { choices: [] } };
    expect(await model().answer('hello')).toBeNull();
  });

  it('fails on an error status, so the engine falls back', async () => {
    reply = { status: 500, body: { error: 'overloaded' } };
    await expect(model().answer('hello')).rejects.toThrow('500');
  });

  it('gives up after its time limit', async () => {
    reply = { ...completion('Never sent.'), isHeld: true };
    await expect(model(50).answer('hello')).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('screenModelOutput', () => {
  it("keeps links to the shop's own website", () => {
    expect(screenModelOutput(`See ${shopInfo.website}/shop for sofas.`, 600)).toBe(`See ${shopInfo.website}/shop for sofas.`);
  });

  it('cuts a long answer at the last full sentence that fits', () => {
    expect(screenModelOutput('Shipping is free. Returns take 30 days. Money back in 60 days.', 45)).toBe(
      'Shipping is free. Returns take 30 days.',
    );
  });
});
