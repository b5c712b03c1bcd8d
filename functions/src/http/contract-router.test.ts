import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shop/core/api/endpoint';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import { ANSWER_NAME, contractRouter, created } from './contract-router.ts';
import { createReadCache } from './read-cache.ts';

type Thing = { id: string; count: number };

const things = {
  list: endpoint<{ items: Thing[] }>()('GET', '/api/things', { query: z.object({ min: z.coerce.number().int() }) }),
  get: endpoint<Thing>()('GET', '/api/things/:id', { params: z.object({ id: z.string().regex(/^t\d+$/, 'No such thing.') }) }),
  add: endpoint<Thing>()('POST', '/api/things', { body: z.object({ count: z.number().int() }) }),
  rename: endpoint<Thing>()('PATCH', '/api/things/:id', {
    params: z.object({ id: z.string().regex(/^t\d+$/, 'No such thing.') }),
    body: z.object({ count: z.number().int() }),
  }),
  counted: endpoint<Thing>()('GET', '/api/things/:id/counted', { params: z.object({ id: z.string().regex(/^t\d+$/, 'No such thing.') }) }),
  file: endpoint<Uint8Array>()('GET', '/api/things/:id/file', { params: z.object({ id: z.string() }) }),
  elsewhere: endpoint<Thing>()('GET', '/api/other/:id'),
};

const refuseBlocked = createMiddleware(async (c, next) => {
  if (c.req.header('x-blocked')) return c.json({ error: { code: 'forbidden', message: 'No.' } }, 403);
  await next();
});

function thingsApp() {
  let loads = 0;
  const reads = createReadCache(fakeLiveFeed().feed, ['products']);
  const router = contractRouter('/api/things')
    .read(things.counted, 'products.read', reads, async ({ param }) => ({ id: param.id, count: ++loads }))
    .on(things.list, (c) => ({ items: [{ id: 't1', count: c.req.valid('query').min }] }))
    .on(things.get, refuseBlocked, (c) => ({ id: c.req.valid('param').id, count: 1 }))
    .on(things.add, (c) => {
      c.header('x-made', 'yes');
      return created({ id: 't9', count: c.req.valid('json').count });
    })
    .on(things.rename, refuseBlocked, async (c) => ({ id: c.req.valid('param').id, count: c.req.valid('json').count }))
    .on(things.file, () => new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'application/pdf' } }));
  return new Hono().route('/api/things', router.app);
}

const send = (path: string, init?: RequestInit) => thingsApp().request(path, init);
const patch = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

describe('contract router', () => {
  it("mounts each endpoint at the contract's method and path and answers the handler's value as JSON", async () => {
    const answer = await send('/api/things/t4');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ id: 't4', count: 1 });
    expect((await send('/api/things/t4', { method: 'DELETE' })).status).toBe(404);
  });

  it('answers a created value 201, with the headers the handler set', async () => {
    const answer = await send('/api/things', { method: 'POST', body: '{"count":3}', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-made')).toBe('yes');
    expect(await answer.json()).toEqual({ id: 't9', count: 3 });
  });

  it("validates the path, query and body with the contract's schemas, as validate() refuses them", async () => {
    expect(await (await send('/api/things/x')).json()).toEqual({ error: { code: 'invalid', message: 'No such thing.' } });
    const list = await send('/api/things?min=many');
    expect(list.status).toBe(400);
    expect((await list.json()) as unknown).toMatchObject({ error: { code: 'invalid', fields: { min: expect.any(String) } } });
    expect(await (await send('/api/things?min=2')).json()).toEqual({ items: [{ id: 't1', count: 2 }] });
    const body = await patch('/api/things/t1', { count: 'two' });
    expect(body.status).toBe(400);
    expect((await body.json()) as unknown).toMatchObject({ error: { fields: { count: expect.any(String) } } });
    expect(await (await patch('/api/things/t1', { count: 2 })).json()).toEqual({ id: 't1', count: 2 });
  });

  it("runs the route's middleware (the policy) before validating its input", async () => {
    expect((await send('/api/things/x', { headers: { 'x-blocked': '1' } })).status).toBe(403);
    expect((await patch('/api/things/x', { count: 'two' }, { 'x-blocked': '1' })).status).toBe(403);
  });

  it('runs middleware meant for some endpoints on those alone, before their own', async () => {
    const seen: string[] = [];
    const note = createMiddleware(async (c, next) => {
      seen.push(`${c.req.method} ${c.req.path}`);
      await next();
    });
    const router = contractRouter('/api/things')
      .useFor([things.add, things.rename], note)
      .on(things.add, () => created({ id: 't1', count: 1 }))
      .on(things.rename, refuseBlocked, () => ({ id: 't1', count: 1 }))
      .on(things.get, () => ({ id: 't1', count: 1 }));
    const app = new Hono().route('/api/things', router.app);
    await app.request('/api/things', { method: 'POST', body: '{"count":1}', headers: { 'content-type': 'application/json' } });
    await app.request('/api/things/t1');
    await app.request('/api/things/x', { method: 'PATCH', headers: { 'x-blocked': '1' } });
    expect(seen).toEqual(['POST /api/things', 'PATCH /api/things/x']);
  });

  it('lets an endpoint that answers a file answer a Response', async () => {
    const answer = await send('/api/things/t1/file');
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array([1, 2]));
  });

  it('mounts a cached read at its endpoint, validated by its schemas and answered from memory', async () => {
    const app = thingsApp();
    expect(await (await app.request('/api/things/t2/counted')).json()).toEqual({ id: 't2', count: 1 });
    expect(await (await app.request('/api/things/t2/counted')).json()).toEqual({ id: 't2', count: 1 });
    expect(await (await app.request('/api/things/x/counted')).json()).toEqual({ error: { code: 'invalid', message: 'No such thing.' } });
  });

  it('refuses, when the router is made, an endpoint whose path is not under where it is mounted', () => {
    expect(() => contractRouter('/api/things').on(things.elsewhere, () => ({ id: 't1', count: 1 }))).toThrow(
      'GET /api/other/:id is not under /api/things.',
    );
  });

  it("names each route's handler after its endpoint, so the contract test can tell a route mounted by hand", () => {
    const names = thingsApp()
      .routes.map((route) => route.handler.name)
      .filter((name) => name.startsWith(ANSWER_NAME));
    expect(names).toEqual([
      `${ANSWER_NAME} GET /api/things/:id/counted`,
      `${ANSWER_NAME} GET /api/things`,
      `${ANSWER_NAME} GET /api/things/:id`,
      `${ANSWER_NAME} POST /api/things`,
      `${ANSWER_NAME} PATCH /api/things/:id`,
      `${ANSWER_NAME} GET /api/things/:id/file`,
    ]);
  });

  it('does not typecheck a handler answering what the contract does not say', () => {
    const router = contractRouter('/api/things');
    // @ts-expect-error: a field of the wrong type
    router.on(things.get, () => ({ id: 't1', count: 'one' }));
    // @ts-expect-error: a field missing
    router.on(things.get, () => ({ id: 't1' }));
    // @ts-expect-error: a created answer of the wrong shape
    router.on(things.add, () => created({ id: 1, count: 1 }));
    // @ts-expect-error: a raw Response from a JSON endpoint, whose answer would go unchecked
    router.on(things.get, () => new Response('{}'));
    const reads = createReadCache(fakeLiveFeed().feed, ['products']);
    // @ts-expect-error: a cached read loading what the contract does not say
    router.read(things.get, 'products.read', reads, async () => ({ id: 't1' }));
    // @ts-expect-error: input the endpoint does not take
    router.on(things.get, (c) => ({ id: c.req.valid('json').id, count: 1 }));
  });
});
