// The landing pages the server drew, kept ready to send: their HTML tagged and gzipped once, not on every
// request. A page is kept by address and dispatch day until the catalogue changes, on any instance (the
// live feed): a product page until its own product does, any other page (home, lists) until any product
// does. A product page shows the delivery dates of an order placed now, which move when the dispatch day does.
import { dispatchDay } from '@shop/core/policies';
import type { LiveFeed } from '../events/index.ts';
import { createFeedCache, recordInPath, type FeedCache, type ReadyAnswer } from '../http/read-cache.ts';

/** A page ready to send, and whether it was drawn: only a drawn page is kept. */
export type KeptPage = ReadyAnswer & { drawn: boolean };

/** `make`'s pages, those it drew kept in `cache`; a page left to the browser is made again next time. */
export function keptPages(
  make: (url: string) => Promise<KeptPage>,
  cache: FeedCache<KeptPage>,
  now = () => new Date(),
): (url: string) => Promise<KeptPage> {
  return (url) =>
    cache.read(
      `${dispatchDay(now()).toISOString().slice(0, 10)} ${url}`,
      () => make(url),
      (page) => page.drawn,
    );
}

/** A product page's address, /shop/:id, and its product: that page shows no other product. */
const PRODUCT_PAGE = /^\/shop\/(?<id>[^/]+)\/?$/;

/** The product a kept page's key ("<dispatch day> <address>") shows alone, or undefined for a page that lists them. */
const productOfPage = (key: string) => recordInPath(new URL(key.slice(key.indexOf(' ') + 1)).pathname, PRODUCT_PAGE);

/** The cache of kept pages: a change to one product forgets its own page and those that list products. */
export const keptPagesCache = (feed: LiveFeed, maxEntries: number): FeedCache<KeptPage> =>
  createFeedCache(feed, ['products'], maxEntries, productOfPage);
