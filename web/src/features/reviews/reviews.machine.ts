// Review pagination: pages of 5, newest first, Load More continues after
// the last review shown by a cursor; the button hides once a page comes back short or empty. A review added
// here goes first in the list as the server answered it; a refresh (a review from elsewhere, on the live
// feed) reloads as many as are shown.
import { assign, fromPromise, setup } from 'xstate';
import { REVIEW_PAGE_SIZE } from '@shop/core/constants';
import type { Review, ReviewPage } from '@shop/core/reviews';

export type PageRequest = { productId: string; cursor?: string; limit: number };

type Context = { productId: string; reviews: Review[]; nextCursor: string | null; error: string | null };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const reviewsMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { productId: string },
    events: {} as { type: 'loadMore' } | { type: 'refresh' } | { type: 'added'; review: Review },
  },
  actors: {
    fetchPage: fromPromise<ReviewPage, PageRequest>(async () => {
      throw new Error('fetchPage is provided by the app');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
  actions: {
    /** Newest first: the review just added leads; the cursor after the last one shown stays valid. */
    showAdded: assign(({ context, event }) => (event.type === 'added' ? { reviews: [event.review, ...context.reviews] } : {})),
  },
}).createMachine({
  id: 'reviews',
  context: ({ input }) => ({ productId: input.productId, reviews: [], nextCursor: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ productId: context.productId, limit: REVIEW_PAGE_SIZE }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ reviews: event.output.items, nextCursor: event.output.nextCursor, error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
      on: { added: { target: 'loading', reenter: true } },
    },
    ready: {
      on: {
        loadMore: { guard: 'hasMore', target: 'loadingMore' },
        refresh: 'refreshing',
        added: { actions: 'showAdded' },
      },
    },
    loadingMore: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ productId: context.productId, cursor: context.nextCursor ?? undefined, limit: REVIEW_PAGE_SIZE }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            reviews: [...context.reviews, ...event.output.items],
            nextCursor: event.output.nextCursor,
            error: null,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
      on: { refresh: 'refreshing', added: { actions: 'showAdded' } },
    },
    refreshing: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ productId: context.productId, limit: Math.max(REVIEW_PAGE_SIZE, context.reviews.length) }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ reviews: event.output.items, nextCursor: event.output.nextCursor, error: null })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
      // The page on its way may have been read before the review was added: ask again.
      on: { refresh: { target: 'refreshing', reenter: true }, added: { target: 'refreshing', reenter: true } },
    },
    failed: {
      on: { refresh: 'loading', loadMore: 'loading', added: 'loading' },
    },
  },
});
