// What search engines fetch before the pages: /sitemap.xml (the landing pages, the policies and every
// product) and /robots.txt (the built file, with the sitemap's line). Both are written at the shop's
// configured address (PUBLIC_URL), never at the Host a request names, which anyone can forge.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { POLICY_SLUGS } from '@shop/core/policies';
import { products, type Db } from '../db/index.ts';

/** The pages every visitor may land on, besides the products'. */
const LANDING_PATHS = ['/home', '/shop', ...POLICY_SLUGS.map((slug) => `/policies/${slug}`)];

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

/** The sitemap protocol's document (https://www.sitemaps.org/protocol.html), one product per entry. */
async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .orderBy(asc(products.createdAt), asc(products.id));
  const entries = [
    ...LANDING_PATHS.map((page) => urlEntry(`${publicUrl}${page}`)),
    ...rows.map((row) => urlEntry(`${publicUrl}/shop/${encodeURIComponent(row.id)}`, row.createdAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}

/** The built robots.txt (web/public/robots.txt), or one that allows everything, with the sitemap's line. */
function robotsTxt(webDist: string, publicUrl: string): string {
  const file = path.join(webDist, 'robots.txt');
  const rules = existsSync(file) ? readFileSync(file, 'utf8') : 'User-agent: *\n';
  return `${rules.endsWith('\n') ? rules : `${rules}\n`}\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

export function crawlerFilesRouter({ db, publicUrl, webDist }: { db: Db; publicUrl: string; webDist: string }) {
  const robots = robotsTxt(webDist, publicUrl);
  return new Hono()
    .get('/sitemap.xml', async (c) => c.body(await sitemapXml(db, publicUrl), 200, { 'content-type': 'application/xml; charset=UTF-8' }))
    .get('/robots.txt', (c) => c.body(robots, 200, { 'content-type': 'text/plain; charset=UTF-8' }));
}
