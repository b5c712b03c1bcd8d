// What the server hands the browser with a page it drew: the router's loader answers and the query cache the
// page was drawn from, as JSON in a script the browser does not run (the Content-Security-Policy allows no
// inline script).
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { PAGE_STATE_ID } from '@shop/core/server-rendered-page';

export type PageState = { router: HydrationState; queries: DehydratedState };

/** The state as the text of a JSON script: "<" escaped, so no text in it can close the script. */
export const encodePageState = (state: PageState): string => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state the server left in the page, if it drew the page. */
export function readPageState(): PageState | undefined {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : undefined;
}

/**
 * The page's queries as fetched now, not when the server drew the page: the server keeps a drawing only
 * until the live feed says the catalogue changed, so its data is as fresh as the page. Otherwise a drawing
 * older than the staleTime was asked for again right after the takeover.
 */
export const asFetchedNow = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Date.now() } })),
});
