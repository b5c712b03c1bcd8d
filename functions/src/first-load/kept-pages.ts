// The landing pages the server drew, kept ready to send: their HTML tagged and gzipped once, not on every
// request. A page is kept by address and dispatch day until the catalogue changes, on any instance (the
// live feed): a product page shows the delivery dates of an order placed now, which move when the dispatch
// day does.
import { dispatchDay } from '@shop/core/policies';
import type { FeedCache, ReadyAnswer } from '../http/read-cache.ts';

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
