// What the server hands the browser with a page it drew: the router's loader answers and the query cache the
// page was drawn from, as JSON in a script the browser does not run (the Content-Security-Policy allows no
// inline script). Each query travels as its key and its data alone: every query of a drawn page has
// succeeded, so the rest of its state (status, counters, times) is made again here rather than sent.
import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { PAGE_STATE_ID } from '@shop/core/server-rendered-page';

export type PageState = { router: HydrationState; queries: DehydratedState };

/** How a query's data travels in the page: `expand` in the browser gives back what `compact` was given on the server. */
export type PageDataCodec = {
  compact(queryKey: QueryKey, data: unknown): unknown;
  expand(queryKey: QueryKey, data: unknown): unknown;
};

type CarriedState = { router: HydrationState; queries: [QueryKey, unknown][] };

/** The state as the text of a JSON script: "<" escaped, so no text in it can close the script. */
export function encodePageState({ router, queries }: PageState, codec: PageDataCodec): string {
  const carried: CarriedState = {
    router,
    queries: queries.queries.map((query) => [query.queryKey, codec.compact(query.queryKey, query.state.data)]),
  };
  return JSON.stringify(carried).replace(/</g, '\\u003c');
}

/**
 * The state from the script's text. Its queries count as fetched now, not when the server drew the page: the
 * server keeps a drawing only until the live feed says the catalogue changed, so its data is as fresh as the
 * page. Otherwise a drawing older than the staleTime was asked for again right after the takeover.
 */
export function decodePageState(text: string, codec: PageDataCodec): PageState {
  const { router, queries } = JSON.parse(text) as CarriedState;
  const now = Date.now();
  return {
    router,
    queries: {
      mutations: [],
      queries: queries.map(([queryKey, data]) => ({
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: now,
        state: {
          data: codec.expand(queryKey, data),
          dataUpdateCount: 1,
          dataUpdatedAt: now,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
  };
}

/** The state the server left in the page, if it drew the page. */
export function readPageState(codec: PageDataCodec): PageState | undefined {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? decodePageState(script.textContent, codec) : undefined;
}
