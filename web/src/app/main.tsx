import { hydrate as fillCache } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './global.css';
import { AppProviders } from './AppProviders.tsx';
import { followPageLinks } from './page-links.ts';
import { readPageState, type PageState } from '../first-load/page-state.ts';
import { productPageData } from '../features/products/index.ts';
import { createAppRouter, loadRoutesOf } from './router.tsx';
import { whileHydrating } from '../first-load/hydration.tsx';
import { connectLiveFeed } from '../lib/live-feed.ts';
import { nextTask } from '../lib/next-task.ts';
import { queryClient } from '../lib/query-client.ts';
import { whenPageIdle } from '../lib/when-page-idle.ts';
import { feedFollowsSession } from '../state/session.ts';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  return root;
}

// Changes made elsewhere matter once the page is up; the first render goes first.
whenPageIdle(() => feedFollowsSession(queryClient, (onOpen) => connectLiveFeed(queryClient, { onOpen })));

/** Draws the page, or takes over the one the server drew; resolves once the app has all of it. */
async function start(pageState?: PageState): Promise<void> {
  const root = rootElement();
  const router = createAppRouter(pageState?.router);
  followPageLinks((to, options) => router.navigate(to, options));
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (!pageState) {
    createRoot(root).render(app);
    return;
  }
  // Each step of taking a drawn page over is a task of its own: a phone's main thread stays responsive.
  await nextTask();
  await whileHydrating(() => hydrateRoot(root, app));
}

/** The server drew the page: its HTML is taken over with the data it was drawn from, once the page's code is here. */
function takeOver(pageState: PageState): Promise<void> {
  fillCache(queryClient, pageState.queries);
  return loadRoutesOf(window.location.pathname).then(
    () => start(pageState),
    // Its code did not load: the router draws the page and its error.
    () => start(),
  );
}

const pageState = readPageState(productPageData);
/** Resolves once the app has the page: boot.ts, which loads this module on a page the server drew, replays held clicks then. */
export const takenOver: Promise<void> = pageState ? takeOver(pageState) : start();
