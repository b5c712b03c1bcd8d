// Routing, as the speed of the catalogue's reads needs it. Hono's fastest router (RegExpRouter) takes no word
// beside a pattern at the same place in a path, such as /api/products/suggestions beside /api/products/:id,
// or /healthz beside /:file: given one such pair, Hono quietly routes every request with its slower
// TrieRouter. And Hono calls a route's only handler directly, but composes two or more into a chain.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fileTestApp } from '@shop/test-support/file-test-app';

const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
const t = await fileTestApp({ WEB_DIST: dist });

it("fits every route, the web app's included, into Hono's fastest router", async () => {
  expect((await t.app.request('/robots.txt')).status).toBe(200);
  expect(t.app.router.name).toBe('SmartRouter + RegExpRouter');
});

it('matches each catalogue read to one handler alone', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  for (const address of ['/api/products', `/api/products/${id}`, `/api/products/${id}/reviews`, '/api/suggestions']) {
    const [handlers] = t.app.router.match('GET', address);
    expect(handlers, address).toHaveLength(1);
  }
});

it('answers an address no route takes: a 404 naming it under /api, a 404 for a stored file, the web app for other pages, else a 404', async () => {
  const api = await t.app.request('/api/no-such-thing', { method: 'POST' });
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'No API route POST /api/no-such-thing.' } });
  const page = await t.app.request('/shop/anything');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const file = await t.app.request('/files/products/none/640.webp');
  expect(file.status).toBe(404);
  expect(file.headers.get('cache-control')).toBeNull();
  const other = await t.app.request('/shop/anything', { method: 'DELETE' });
  expect(other.status).toBe(404);
  expect(await other.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
});

it('answers HEAD on a page as GET, without the body', async () => {
  const get = await t.app.request('/home');
  const head = await t.app.request('/home', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
  expect(await head.text()).toBe('');
});

it("answers an address that names no page 404 with the app's page, which shows it is not found", async () => {
  for (const address of ['/no-such-page', '/shop/a/b', '/dashboard/nothing']) {
    const page = await t.app.request(address);
    expect(page.status, address).toBe(404);
    expect(page.headers.get('content-type'), address).toContain('text/html');
    expect(await page.text(), address).toContain('<!doctype html>');
    const head = await t.app.request(address, { method: 'HEAD' });
    expect(head.status, address).toBe(404);
    expect(await head.text(), address).toBe('');
  }
  for (const address of ['/', '/home', '/shop', '/cart', '/orders/x', '/policies/returns', '/dashboard', '/dashboard/support/x']) {
    expect((await t.app.request(address)).status, address).toBe(200);
  }
});
