// The server's side of the landing pages: draws a page to HTML from its first data, so the visitor sees it
// before the app's code has arrived; the browser then takes it over (main.tsx). Built as a bundle of its own
// (vite build --ssr) that the server loads (functions/src/first-load/page-render.ts).
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { encodePageState } from '../first-load/page-state.ts';
import { productPageData } from '../features/products/index.ts';
import { routes } from './routes.tsx';
import { sendRequestsWith } from '../lib/api-client.ts';
import type { ServerPageContext } from '../first-load/first-screen.ts';
import { PageOriginProvider } from '../lib/page-origin.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { DrawnPageHead, type PageHead } from '../lib/use-page-title.ts';

/**
 * A page's HTML (the inside of #root), the state the browser takes it over with (page-state.ts) and its title
 * and description, for link previews and search results that do not run the app.
 */
export type DrawnPage = { html: string; state: string; head?: PageHead };

export type DrawPage = (url: string) => Promise<DrawnPage | undefined>;

/** Draws pages whose API requests go through `send`: the shop's own app, in the same process. */
export function createPageRenderer(send: (url: string, init: RequestInit) => Promise<Response>): DrawPage {
  sendRequestsWith(send);
  const handler = createStaticHandler(routes);
  return async (url) => {
    const queryClient = createQueryClient();
    // The page waits for its data once; a failure is for the browser to show, with its own retries.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const requestContext: ServerPageContext = { queryClient };
    const context = await handler.query(new Request(url), { requestContext });
    // A redirect, a route that failed, or data that did not all arrive: the browser draws that page itself.
    if (context instanceof Response || context.errors) return undefined;
    if (
      !queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'success')
    )
      return undefined;
    const head: PageHead = { title: '', description: '' };
    const html = renderToString(
      <PageOriginProvider value={new URL(url).origin}>
        <DrawnPageHead.Provider value={head}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </AppProviders>
        </DrawnPageHead.Provider>
      </PageOriginProvider>,
    );
    const router = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
    return {
      html,
      state: encodePageState({ router, queries: dehydrate(queryClient) }, productPageData),
      head: head.title ? head : undefined,
    };
  };
}
