import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@shop/core/api/contract';
import { ApiRequestError, call, sendRequestsWith } from './api-client.ts';

const refusal =
  (body: unknown, status = 400) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => sendRequestsWith((url, init) => fetch(url, init)));

describe('a refusal from the API', () => {
  it("says what was wrong in the shopper's words, without the API's field names, and keeps each field's message", async () => {
    sendRequestsWith(
      refusal({
        error: {
          code: 'invalid',
          message: 'min: The minimum price must not be above the maximum price.',
          fields: { min: 'The minimum price must not be above the maximum price.' },
        },
      }),
    );
    const refused = await call(api.products.list, { query: { min: 30000, max: 10000 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'The minimum price must not be above the maximum price.',
      fields: { min: 'The minimum price must not be above the maximum price.' },
    });
  });

  it("keeps a message of the server's own beside the fields it names", async () => {
    sendRequestsWith(
      refusal({ error: { code: 'conflict', message: 'That email is taken.', fields: { email: 'An account uses this email.' } } }, 409),
    );
    await expect(call(api.products.list)).rejects.toMatchObject({
      message: 'That email is taken.',
      fields: { email: 'An account uses this email.' },
    });
  });

  it('keeps the message of a refusal that names no field', async () => {
    sendRequestsWith(refusal({ error: { code: 'not_found', message: 'No such product.' } }, 404));
    await expect(call(api.products.list)).rejects.toThrow('No such product.');
  });
});

describe('a service on another host', () => {
  /** Answers the credentials mode of the one request `run` sends. */
  async function credentialsOf(run: () => Promise<unknown>): Promise<RequestCredentials | undefined> {
    let credentials: RequestCredentials | undefined;
    sendRequestsWith((_url, init) => {
      credentials = init?.credentials;
      return Promise.resolve(new Response('{"conversationId":null,"messages":[],"unread":0}', { status: 200 }));
    });
    await run();
    return credentials;
  }

  it("sends the browser's cookies to a chat host on another origin, where the conversation's cookie lives", async () => {
    expect(await credentialsOf(() => call(api.chat.history, {}, { host: 'https://chat.example/chat' }))).toBe('include');
  });

  it("keeps them to the shop's own origin otherwise", async () => {
    expect(await credentialsOf(() => call(api.chat.history, {}, { host: '/chat' }))).toBe('same-origin');
    expect(await credentialsOf(() => call(api.chat.history))).toBe('same-origin');
  });
});
