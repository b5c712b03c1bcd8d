import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRenderer, RENDERER_FILE } from './page-render.ts';

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
