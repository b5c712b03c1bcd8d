import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedChange } from '@shop/core/events';
import { LIVE_TOPICS } from '@shop/core/live-topics';
import { clientId } from './client-id.ts';
import { productKeys } from './query-keys.ts';
import { connectLiveFeed, onLiveEvent, type FeedSource } from './live-feed.ts';

/** A stand-in for the browser's EventSource that the test fires change events on. */
function fakeFeed() {
  const target = new EventTarget();
  const source = {
    addEventListener: (type, listener) => target.addEventListener(type, (event) => listener(event as MessageEvent<string>)),
    readyState: 0,
    close: vi.fn(),
  } satisfies FeedSource;
  const change = (event: FeedChange) => target.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(event) }));
  const open = () => target.dispatchEvent(new MessageEvent('open'));
  const fail = (readyState: number) => {
    source.readyState = readyState;
    target.dispatchEvent(new MessageEvent('error'));
  };
  /** The connection dropped: the browser is connecting again by itself. */
  const drop = () => fail(0);
  /** The server answered with an error status: the browser gives up on this connection. */
  const refuse = () => fail(2);
  return { source, change, open, drop, refuse };
}

/** Connects to fake feeds; `feeds` holds each one opened, the latest last. */
function connect(onOpen?: () => void) {
  const feeds: ReturnType<typeof fakeFeed>[] = [];
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const heard: FeedChange[] = [];
  const stopListening = onLiveEvent((event) => heard.push(event));
  const openFeed = () => {
    const feed = fakeFeed();
    feeds.push(feed);
    return feed.source;
  };
  const disconnect = connectLiveFeed(queryClient, { open: openFeed, onOpen });
  const [first] = feeds;
  if (!first) throw new Error('the feed was not opened');
  return { ...first, feeds, invalidate, heard, close: () => (stopListening(), disconnect()) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live feed', () => {
  it("refreshes the change's topic and tells the listeners", () => {
    const feed = connect();
    feed.change({ topic: 'products' });
    feed.change({ topic: 'reviews', id: 'p1' });
    expect(feed.invalidate.mock.calls).toEqual([[{ queryKey: ['products'] }], [{ queryKey: ['reviews'] }]]);
    expect(feed.heard.map((event) => event.topic)).toEqual(['products', 'reviews']);
    feed.close();
  });

  it("opens the feed naming this tab, the id its writes carry, so the server skips this tab's own changes", () => {
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        readyState = 0;
        constructor(url: string) {
          opened.push(url);
        }
        addEventListener = vi.fn();
        close = vi.fn();
      },
    );
    connectLiveFeed(new QueryClient())();
    vi.unstubAllGlobals();
    expect(opened).toEqual([`/api/events?tab=${clientId}`]);
  });

  it('refetches everything and tells the listeners every topic may have changed when the feed comes back after a drop', () => {
    const feed = connect();
    feed.open();
    expect(feed.invalidate).not.toHaveBeenCalled();
    expect(feed.heard).toEqual([]);
    // The connection dropped (a server restart, a phone waking up) and the browser opened it again: what
    // changed meanwhile was never announced here.
    feed.open();
    expect(feed.invalidate.mock.calls).toEqual([[]]);
    expect(feed.heard).toEqual(LIVE_TOPICS.map((topic) => ({ topic })));
    feed.close();
  });

  it('tells the one who connected each time the feed opens, not before', () => {
    const onOpen = vi.fn();
    const feed = connect(onOpen);
    expect(onOpen).not.toHaveBeenCalled();
    feed.open();
    feed.open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    feed.close();
  });

  it('opens a refused feed again after a wait that doubles, and refetches everything once it is back', () => {
    vi.useFakeTimers();
    const feed = connect();
    feed.open();
    feed.refuse();
    vi.advanceTimersByTime(4_999);
    expect(feed.feeds).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(feed.feeds).toHaveLength(2);
    feed.feeds[1]?.refuse();
    vi.advanceTimersByTime(9_999);
    expect(feed.feeds).toHaveLength(2);
    vi.advanceTimersByTime(1);
    feed.feeds[2]?.open();
    expect(feed.invalidate.mock.calls).toEqual([[]]);
    feed.close();
    expect(feed.feeds[2]?.source.close).toHaveBeenCalledOnce();
  });

  it('leaves a feed the browser is reconnecting by itself alone', () => {
    vi.useFakeTimers();
    const feed = connect();
    feed.open();
    feed.drop();
    vi.advanceTimersByTime(600_000);
    expect(feed.feeds).toHaveLength(1);
    feed.close();
  });

  it('stops retrying when closed', () => {
    vi.useFakeTimers();
    const feed = connect();
    feed.refuse();
    feed.close();
    vi.advanceTimersByTime(600_000);
    expect(feed.feeds).toHaveLength(1);
  });

  it('closes the connection when asked', () => {
    const feed = connect();
    feed.close();
    expect(feed.source.close).toHaveBeenCalledOnce();
  });
});

describe("a product's change refetches the kept lists it can change, and no other", () => {
  const card = (id: string) => ({ id });
  const sofas = productKeys.list({ category: 'sofa', sort: 'trending' });
  const chairs = productKeys.list({ category: 'chair', sort: 'newest', pageSize: 4 });
  const trending = productKeys.list({ sort: 'trending', pageSize: 8 });
  const search = productKeys.list({ q: 'oak' });
  const adminTable = [...productKeys.lists, 'admin', { page: 1 }];
  const suggestions = ['products', 'suggestions', 'hal'];

  /** A feed over a cache holding the home, shop and search lists, two product pages and the admin's table. */
  function cached() {
    const target = new EventTarget();
    const source = {
      addEventListener: target.addEventListener.bind(target) as FeedSource['addEventListener'],
      readyState: 1,
      close: vi.fn(),
    };
    const queryClient = new QueryClient();
    const list = (...ids: string[]) => ({ items: ids.map(card), total: ids.length, page: 1, pageSize: 12 });
    queryClient.setQueryData(sofas, list('halden', 'marlow'));
    queryClient.setQueryData(chairs, list('aalto'));
    queryClient.setQueryData(trending, list('halden', 'aria'));
    queryClient.setQueryData(search, list());
    queryClient.setQueryData(productKeys.detail('halden'), card('halden'));
    queryClient.setQueryData(productKeys.detail('aalto'), card('aalto'));
    queryClient.setQueryData(adminTable, list('halden', 'aalto'));
    queryClient.setQueryData(suggestions, { items: [card('halden')], categories: [] });
    const disconnect = connectLiveFeed(queryClient, { open: () => source });
    const change = (event: FeedChange) => target.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(event) }));
    const named: [string, readonly unknown[]][] = [
      ['sofas', sofas],
      ['chairs', chairs],
      ['trending', trending],
      ['search', search],
      ['halden page', productKeys.detail('halden')],
      ['aalto page', productKeys.detail('aalto')],
      ['admin table', adminTable],
      ['suggestions', suggestions],
    ];
    const refetched = () => named.filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated).map(([name]) => name);
    return { change, refetched, disconnect };
  }

  it("refetches only the product's page and the admin's table when no list can show the change", () => {
    const feed = cached();
    feed.change({ topic: 'products', id: 'halden', kind: 'own' });
    expect(feed.refetched()).toEqual(['halden page', 'admin table']);
    feed.disconnect();
  });

  it('refetches the lists showing a product whose card changed in place, not the others', () => {
    const feed = cached();
    feed.change({ topic: 'products', id: 'halden', kind: 'listed', categories: ['sofa'], inPlace: true });
    expect(feed.refetched()).toEqual(['sofas', 'trending', 'halden page', 'admin table', 'suggestions']);
    feed.disconnect();
  });

  it("refetches a new or changed product's category lists and those of every category, not another category's", () => {
    const feed = cached();
    feed.change({ topic: 'products', id: 'lumen', kind: 'listed', categories: ['sofa'] });
    expect(feed.refetched()).toEqual(['sofas', 'trending', 'search', 'admin table', 'suggestions']);
    feed.disconnect();
  });

  it('refetches the lists of both categories of a product moved from one to the other', () => {
    const feed = cached();
    feed.change({ topic: 'products', id: 'lumen', kind: 'listed', categories: ['chair', 'sofa'] });
    expect(feed.refetched()).toEqual(['sofas', 'chairs', 'trending', 'search', 'admin table', 'suggestions']);
    feed.disconnect();
  });

  it('refetches every list when the change does not say what it may touch, or names no product', () => {
    const feed = cached();
    feed.change({ topic: 'products', id: 'lumen' });
    expect(feed.refetched()).toEqual(['sofas', 'chairs', 'trending', 'search', 'admin table', 'suggestions']);
    const again = cached();
    again.change({ topic: 'products' });
    expect(again.refetched()).toHaveLength(8);
    feed.disconnect();
    again.disconnect();
  });
});
