import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import { LIVE_TOPICS } from '@shop/core/live-topics';
import { connectLiveFeed, onLiveEvent, type FeedSource } from './live-feed.ts';

const OWN_ID = 'tab-1';

/** A stand-in for the browser's EventSource that the test fires change events on. */
function fakeFeed() {
  const target = new EventTarget();
  const source: FeedSource = {
    addEventListener: (type, listener) => target.addEventListener(type, (event) => listener(event as MessageEvent<string>)),
    close: vi.fn(),
  };
  const change = (event: LiveEvent) => target.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(event) }));
  const open = () => target.dispatchEvent(new MessageEvent('open'));
  return { source, change, open };
}

function connect() {
  const feed = fakeFeed();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const heard: LiveEvent[] = [];
  const stopListening = onLiveEvent((event) => heard.push(event));
  const disconnect = connectLiveFeed(queryClient, { open: () => feed.source, ownId: OWN_ID });
  return { ...feed, invalidate, heard, close: () => (stopListening(), disconnect()) };
}

describe('live feed', () => {
  it("refreshes the change's topic and tells the listeners when another browser wrote", () => {
    const feed = connect();
    feed.change({ topic: 'products', id: 'p1', by: 'tab-2' });
    feed.change({ topic: 'reviews', id: 'p1' });
    expect(feed.invalidate.mock.calls).toEqual([[{ queryKey: ['products'] }], [{ queryKey: ['reviews'] }]]);
    expect(feed.heard.map((event) => event.topic)).toEqual(['products', 'reviews']);
    feed.close();
  });

  it("skips a change this tab's own write caused: the cache already holds its answer", () => {
    const feed = connect();
    feed.change({ topic: 'reviews', id: 'p1', by: OWN_ID });
    expect(feed.invalidate).not.toHaveBeenCalled();
    expect(feed.heard).toEqual([]);
    feed.close();
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

  it('closes the connection when asked', () => {
    const feed = connect();
    feed.close();
    expect(feed.source.close).toHaveBeenCalledOnce();
  });
});
