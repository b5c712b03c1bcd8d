// The web app's page for an address no route took: index.html as built, or a landing page the server
// rendered with its data (page-hints.ts), kept ready to send (kept-pages.ts); 404 for an address that names
// no page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { isPagePath } from '@shop/core/pages';
import { readAddress, sendCached } from '../http/cached-reads.ts';
import { readyAnswer, type FeedCache } from '../http/read-cache.ts';
import { keptPages, type KeptPage } from './kept-pages.ts';
import { pageHtml, type PageHtmlOptions } from './page-hints.ts';

export type WebAppPageOptions = PageHtmlOptions & {
  keptPages: FeedCache<KeptPage>;
  /** The shop's own address: pages are drawn, and kept, at it, never at the Host a request names. */
  publicUrl: string;
};

/**
 * The web app's page for any other address (single-page: the app routes in the browser), or undefined when
 * there is no build. Answered when no route took the request, rather than by a catch-all route: a
 * catch-all would sit in every request's chain, and a route with more than one handler is composed. A page
 * carries an entity tag, so a browser that has it gets 304; a landing page carries its drawing and its data,
 * tens of kilobytes that gzip to a fraction.
 */
export function webAppPage(
  webDist: string,
  { keptPages: cache, publicUrl, ...options }: WebAppPageOptions,
): ((c: Context) => Promise<Response>) | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const htmlFor = pageHtml(indexHtml, webDist, options);
  const ready = (html: string, drawn: boolean): KeptPage => ({ ...readyAnswer(html, 'text/html; charset=UTF-8'), drawn });
  // Every page but the landing ones is index.html as it is: tagged and gzipped once, here.
  const indexPage = ready(indexHtml, false);
  const pageFor = keptPages(async (url) => {
    const { html, drawn } = await htmlFor(new URL(url));
    return html === indexHtml ? indexPage : ready(html, drawn);
  }, cache);
  // An address that names none of the app's pages gets the app all the same, which shows its not-found page,
  // but answered 404 so that search engines and link checkers see a missing page.
  // The structured data's absolute links are made from the address drawn: a forged Host header must not
  // put its own name in a page that is then kept and sent to everyone.
  return async (c) =>
    isPagePath(c.req.path) ? sendCached(c, await pageFor(new URL(readAddress(c), publicUrl).href)) : sendCached(c, indexPage, 404);
}
