import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import type { KeptPage } from '../first-load/kept-pages.ts';
import { createFeedCache } from './read-cache.ts';
import { webAppPage } from '../first-load/web-app-page.ts';
import { webAppRouter } from './static.ts';

let app: Hono;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  const keptPages = createFeedCache<KeptPage>(fakeLiveFeed().feed, ['products'], 10);
  const page = webAppPage(dist, { publicUrl: 'http://shop.test', productPicture: () => Promise.resolve(undefined), keptPages });
  app = new Hono().route('/', webAppRouter(dist)).notFound((c) => page?.(c) ?? c.text('no page', 404));
});

describe('the web app router', () => {
  it('serves built chunks for a year and pages with no-cache', async () => {
    const chunk = await app.request('/assets/index-abc.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const page = await app.request('/shop/anything');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/favicon.svg')).status).toBe(200);
    // robots.txt is the crawler files' own, with the sitemap's line (crawler-files.ts).
    expect((await app.request('/robots.txt')).status).toBe(404);
  });

  it('sends a page gzipped to a client that takes it, with an entity tag that answers 304 next time', async () => {
    const page = await app.request('/cart', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toBe('accept-encoding');
    const etag = page.headers.get('etag')!;
    const again = await app.request('/cart', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const plain = await app.request('/cart');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<!doctype html>');
  });

  it('answers 404 for a chunk that is not there, never the page', async () => {
    const missing = await app.request('/assets/index-old.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});
