import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Review, ReviewPage } from '@shop/core/reviews';
import { reviewsMachine, type PageRequest } from './reviews.machine.ts';

const review = (n: number): Review => ({
  id: `id-${n}`,
  userName: 'Ann',
  text: `Review ${n}`,
  rating: 4,
  createdAt: new Date(2026, 0, n).toISOString(),
  isVerifiedBuyer: false,
});

/** A fake API over `count` reviews, newest first; the cursor is the index to continue from. */
function fakeApi(count: number) {
  const all = Array.from({ length: count }, (_, index) => review(count - index));
  const requests: PageRequest[] = [];
  const pageFor = (input: PageRequest): ReviewPage => {
    requests.push(input);
    const start = input.cursor ? Number(input.cursor) : 0;
    const items = all.slice(start, start + input.limit);
    return { items, nextCursor: items.length === input.limit ? String(start + input.limit) : null };
  };
  const fetchPage = fromPromise<ReviewPage, PageRequest>(async ({ input }) => pageFor(input));
  return { all, requests, pageFor, fetchPage, add: (n: number) => all.unshift(review(n)) };
}

async function start(api: ReturnType<typeof fakeApi>) {
  const actor = createActor(reviewsMachine.provide({ actors: { fetchPage: api.fetchPage } }), { input: { productId: 'p1' } }).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  return actor;
}

const texts = (actor: Awaited<ReturnType<typeof start>>) => actor.getSnapshot().context.reviews.map((r) => r.text);

describe('reviews machine', () => {
  it('loads the newest 5 first', async () => {
    const api = fakeApi(12);
    const actor = await start(api);
    expect(texts(actor)).toEqual(['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8']);
    expect(api.requests[0]).toEqual({ productId: 'p1', limit: 5 });
  });

  it('with 12 reviews, Load More shows 5, then 5, then 2 and hides', async () => {
    const api = fakeApi(12);
    const actor = await start(api);
    expect(actor.getSnapshot().can({ type: 'loadMore' })).toBe(true);
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(texts(actor)).toHaveLength(10);
    expect(api.requests[1]).toEqual({ productId: 'p1', cursor: '5', limit: 5 });
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(texts(actor)).toHaveLength(12);
    expect(texts(actor).slice(-2)).toEqual(['Review 2', 'Review 1']);
    expect(actor.getSnapshot().can({ type: 'loadMore' })).toBe(false);
  });

  it('hides Load More when the list is empty', async () => {
    const actor = await start(fakeApi(0));
    expect(texts(actor)).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'loadMore' })).toBe(false);
  });

  it('hides Load More once a page returns fewer than 5 reviews', async () => {
    const actor = await start(fakeApi(3));
    expect(texts(actor)).toHaveLength(3);
    expect(actor.getSnapshot().can({ type: 'loadMore' })).toBe(false);
  });

  it('a refresh shows a new review first and keeps as many as were shown', async () => {
    const api = fakeApi(7);
    const actor = await start(api);
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.reviews.length === 7);
    api.add(8);
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(texts(actor)[0]).toBe('Review 8');
    expect(texts(actor)).toHaveLength(7);
    expect(actor.getSnapshot().can({ type: 'loadMore' })).toBe(true);
  });

  it('remembers a failed first load and retries on refresh', async () => {
    let isDown = true;
    const api = fakeApi(2);
    const flaky = fromPromise<ReviewPage, PageRequest>(async ({ input }) => {
      if (isDown) throw new Error('offline');
      return api.pageFor(input);
    });
    const actor = createActor(reviewsMachine.provide({ actors: { fetchPage: flaky } }), { input: { productId: 'p1' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('offline');
    isDown = false;
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(texts(actor)).toHaveLength(2);
  });

  it('a review added here goes first without asking the server again', async () => {
    const api = fakeApi(7);
    const actor = await start(api);
    actor.send({ type: 'added', review: review(8) });
    expect(texts(actor)).toEqual(['Review 8', 'Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3']);
    expect(api.requests).toHaveLength(1);
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api.requests[1]).toEqual({ productId: 'p1', cursor: '5', limit: 5 });
  });

  it('a review added while the first page loads asks for the page again', async () => {
    const api = fakeApi(2);
    const actor = createActor(reviewsMachine.provide({ actors: { fetchPage: api.fetchPage } }), { input: { productId: 'p1' } }).start();
    api.add(3);
    actor.send({ type: 'added', review: review(3) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(texts(actor)).toEqual(['Review 3', 'Review 2', 'Review 1']);
  });
});
