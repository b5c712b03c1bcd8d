// sitemap.xml and robots.txt, written at the shop's configured address whatever Host a request names.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

const ORIGIN = 'https://shop.example';
const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /checkout\n');
const t = await fileTestApp({ WEB_DIST: dist, PUBLIC_URL: `${ORIGIN}/` });

const forged = { headers: { host: 'attacker.example' } };

it('lists the landing pages, the policies and every product at the configured address', async () => {
  const product = await insertProduct(t.database.db);
  const answer = await t.app.request('/sitemap.xml', forged);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
  const xml = await answer.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations).toEqual(
    expect.arrayContaining([`${ORIGIN}/home`, `${ORIGIN}/shop`, `${ORIGIN}/policies/privacy`, `${ORIGIN}/shop/${product.id}`]),
  );
  expect(locations.every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
  expect(xml).toContain(`<loc>${ORIGIN}/shop/${product.id}</loc><lastmod>${product.createdAt.toISOString().slice(0, 10)}</lastmod>`);
  expect(xml).not.toContain('attacker.example');
});

it('answers HEAD on the sitemap without a body', async () => {
  const head = await t.app.request('/sitemap.xml', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe('');
});

it("adds the sitemap's line to the built robots.txt", async () => {
  const answer = await t.app.request('/robots.txt', forged);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
  expect(await answer.text()).toBe(`User-agent: *\nDisallow: /checkout\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
});
