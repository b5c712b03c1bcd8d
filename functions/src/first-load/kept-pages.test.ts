import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import { keptPages, keptPagesCache, type KeptPage } from './kept-pages.ts';
import { readyAnswer } from '../http/read-cache.ts';

const products: LiveEvent = { topic: 'products', id: 'p1' };

function setUp(answers: KeptPage[]) {
  const { feed, emit } = fakeLiveFeed();
  // A Tuesday morning, before the cut-off.
  let now = '2026-11-24T10:00:00Z';
  const make = vi.fn(() => Promise.resolve(answers.shift()!));
  const kept = keptPages(make, keptPagesCache(feed, 10), () => new Date(now));
  return {
    make,
    kept,
    laterToday: () => (now = '2026-11-24T11:00:00Z'),
    afterCutOff: () => (now = '2026-11-24T23:00:00Z'),
    changeCatalogue: () => emit(products),
    changeProduct: (id: string) => emit({ topic: 'products', id }),
  };
}
const page = (html: string, drawn = true): KeptPage => ({ ...readyAnswer(html, 'text/html'), drawn });

describe('keptPages', () => {
  it('makes a drawn page once until the catalogue changes or the dispatch day does', async () => {
    const [a, b, c] = [page('a'), page('b'), page('c')];
    const { make, kept, laterToday, afterCutOff, changeCatalogue } = setUp([a, b, c]);
    expect(await kept('http://shop.test/home')).toBe(a);
    expect(await kept('http://shop.test/home')).toBe(a);
    expect(make).toHaveBeenCalledTimes(1);
    changeCatalogue();
    expect(await kept('http://shop.test/home')).toBe(b);
    laterToday();
    expect(await kept('http://shop.test/home')).toBe(b);
    afterCutOff();
    expect(await kept('http://shop.test/home')).toBe(c);
  });

  it('makes again a page the renderer left to the browser', async () => {
    const [leftToBrowser, drawn] = [page('a', false), page('b')];
    const { make, kept } = setUp([leftToBrowser, drawn]);
    expect(await kept('http://shop.test/shop/x')).toBe(leftToBrowser);
    expect(await kept('http://shop.test/shop/x')).toBe(drawn);
    expect(await kept('http://shop.test/shop/x')).toBe(drawn);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("keeps another product's page when one product changes, and draws again that product's page and the lists", async () => {
    const [a, b, list, a2, list2] = [page('a'), page('b'), page('list'), page('a2'), page('list2')];
    const { make, kept, changeProduct } = setUp([a, b, list, a2, list2]);
    for (const path of ['/shop/a', '/shop/b', '/shop?category=sofa']) await kept(`http://shop.test${path}`);
    changeProduct('a');
    expect(await kept('http://shop.test/shop/b')).toBe(b);
    expect(await kept('http://shop.test/shop/a')).toBe(a2);
    expect(await kept('http://shop.test/shop?category=sofa')).toBe(list2);
    expect(make).toHaveBeenCalledTimes(5);
  });
});
