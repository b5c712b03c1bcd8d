import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import { keptDrawings, pageRenderer, RENDERER_FILE, type DrawnPage } from './page-render.ts';
import { createFeedCache } from './read-cache.ts';

/** A build whose renderer is this module source. */
async function distWith(rendererSource: string): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'page-render-'));
  await mkdir(path.join(dist, path.dirname(RENDERER_FILE)), { recursive: true });
  await writeFile(path.join(dist, RENDERER_FILE), rendererSource);
  return dist;
}

const send = (url: string) => Promise.resolve(new Response(JSON.stringify({ title: `data of ${url}` })));

describe('pageRenderer', () => {
  it('draws with the build renderer, whose requests go to the app it was given', async () => {
    const dist = await distWith(`
      export function createPageRenderer(send) {
        return async (url) => {
          const data = await (await send('/api/page', {})).json();
          return { html: '<h1>' + data.title + '</h1>', state: JSON.stringify({ url }) };
        };
      }`);
    const draw = pageRenderer(dist, send);
    await expect(draw?.('http://shop.test/home')).resolves.toEqual({
      html: '<h1>data of /api/page</h1>',
      state: '{"url":"http://shop.test/home"}',
    });
  });

  it('passes on a page the renderer leaves to the browser', async () => {
    const dist = await distWith('export const createPageRenderer = () => async () => undefined;');
    await expect(pageRenderer(dist, send)?.('http://shop.test/home')).resolves.toBeUndefined();
  });

  it('refuses a renderer that answers something other than a page', async () => {
    const dist = await distWith('export const createPageRenderer = () => async () => ({ html: 42 });');
    await expect(pageRenderer(dist, send)?.('http://shop.test/home')).rejects.toThrow();
  });

  it('is absent from a build without a renderer', async () => {
    expect(pageRenderer(await mkdtemp(path.join(tmpdir(), 'page-render-')), send)).toBeUndefined();
  });
});

describe('keptDrawings', () => {
  const products: LiveEvent = { topic: 'products', id: 'p1' };

  function setUp(answers: (DrawnPage | undefined)[]) {
    const { feed, emit } = fakeLiveFeed();
    // A Tuesday morning, before the cut-off.
    let now = '2026-11-24T10:00:00Z';
    const draw = vi.fn(() => Promise.resolve(answers.shift()));
    const kept = keptDrawings(draw, createFeedCache(feed, ['products'], 10), () => new Date(now));
    return {
      draw,
      kept,
      laterToday: () => (now = '2026-11-24T11:00:00Z'),
      afterCutOff: () => (now = '2026-11-24T23:00:00Z'),
      changeCatalogue: () => emit(products),
    };
  }
  const page = (html: string): DrawnPage => ({ html, state: '{}' });

  it('draws a page once until the catalogue changes or the dispatch day does', async () => {
    const { draw, kept, laterToday, afterCutOff, changeCatalogue } = setUp([page('a'), page('b'), page('c')]);
    expect(await kept('http://shop.test/home')).toEqual(page('a'));
    expect(await kept('http://shop.test/home')).toEqual(page('a'));
    expect(draw).toHaveBeenCalledTimes(1);
    changeCatalogue();
    expect(await kept('http://shop.test/home')).toEqual(page('b'));
    laterToday();
    expect(await kept('http://shop.test/home')).toEqual(page('b'));
    afterCutOff();
    expect(await kept('http://shop.test/home')).toEqual(page('c'));
  });

  it('asks again for a page the renderer left to the browser', async () => {
    const { draw, kept } = setUp([undefined, page('a')]);
    expect(await kept('http://shop.test/shop/x')).toBeUndefined();
    expect(await kept('http://shop.test/shop/x')).toEqual(page('a'));
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
