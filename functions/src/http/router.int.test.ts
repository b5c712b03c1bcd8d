// Hono's fastest router (RegExpRouter) takes no word beside a pattern at the same place in a path, such as
// /api/products/suggestions beside /api/products/:id, or /healthz beside /:file. Given one such pair, Hono
// quietly routes every request with its slower TrieRouter instead.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t?.close());

it("fits every route, the web app's included, into Hono's fastest router", async () => {
  expect((await t.app.request('/robots.txt')).status).toBe(200);
  expect(t.app.router.name).toBe('SmartRouter + RegExpRouter');
});
