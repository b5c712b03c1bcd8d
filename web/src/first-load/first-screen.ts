// The page a visitor lands on draws once, with its data, instead of a frame of placeholders that the data
// then redraws. The server already asks the browser to fetch that data while the app's code loads
// (page hints), so it is usually there when the code is; drawing the page a second time as it arrives was
// the longest task after the first paint on a phone (Lighthouse's total blocking time). Later navigations
// do not wait: they show the new page at once, with its placeholders, as before.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../lib/query-client.ts';

/** However slow the data, the landing page draws (with its placeholders) after this long. */
export const FIRST_SCREEN_WAIT_MS = 1500;

let hasStarted = false;

/** The app has drawn its first page: from now on loaders made by firstScreenLoader do not wait. */
export function firstScreenShown() {
  hasStarted = true;
}

/** What the server gives the loaders of a page it draws: that page's own cache. */
export type ServerPageContext = { queryClient: QueryClient };

const isServerPage = (context: unknown): context is ServerPageContext =>
  typeof context === 'object' && context !== null && 'queryClient' in context;

/**
 * A route loader that, on the landing page only, starts the page's first queries (prefetches, which never
 * fail: the page shows a failure itself) and waits for them, at most FIRST_SCREEN_WAIT_MS. On the server
 * the queries go into the cache of the page being drawn.
 */
export function firstScreenLoader(prefetch: (args: LoaderFunctionArgs, client: QueryClient) => Promise<unknown>[]) {
  return async (args: LoaderFunctionArgs) => {
    if (hasStarted) return null;
    const client = isServerPage(args.context) ? args.context.queryClient : queryClient;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    });
    await Promise.race([Promise.allSettled(prefetch(args, client)), limit]);
    clearTimeout(timer);
    return null;
  };
}
