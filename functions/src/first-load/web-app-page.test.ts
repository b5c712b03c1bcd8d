import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import { createFeedCache } from '../http/read-cache.ts';
import type { DrawPage } from './page-render.ts';
import { webAppPage } from './web-app-page.ts';

const INDEX = '<!doctype html><html><head><title>Multimart</title></head><body><div id="root"></div></body></html>';

async function appDrawingWith(drawPage: DrawPage) {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-app-page-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'page-hints.json'), JSON.stringify([{ path: '/home', fetch: [], scripts: [], styles: [] }]));
  const page = webAppPage(dist, {
    publicUrl: 'https://shop.example',
    productPicture: () => Promise.resolve(undefined),
    drawPage,
    keptPages: createFeedCache(fakeLiveFeed().feed, ['products'], 10),
  });
  if (!page) throw new Error('no page for a build with index.html');
  return new Hono().get('*', page);
}

describe('webAppPage', () => {
  it("draws a page at the shop's own address, whatever Host the request names, so no link in it points elsewhere", async () => {
    const drawn: string[] = [];
    const app = await appDrawingWith((url) => {
      drawn.push(url);
      return Promise.resolve({ html: `<a href="${new URL(url).origin}/shop">Shop</a>`, state: '{}' });
    });
    const response = await app.request('http://evil.example/home?ref=1', { headers: { host: 'evil.example' } });
    expect(await response.text()).toContain('<a href="https://shop.example/shop">');
    expect(drawn).toEqual(['https://shop.example/home?ref=1']);
  });
});
