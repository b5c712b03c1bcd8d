import { hydrate as fillCache } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './global.css';
import { AppProviders } from './AppProviders.tsx';
import { followPageLinks } from './page-links.ts';
import { readPageState, type PageState } from './page-state.ts';
import { createAppRouter, loadRoutesOf } from './router.tsx';
import { holdClicksUntilTakenOver, whileHydrating } from '../lib/hydration.tsx';
import { connectLiveFeed } from '../lib/live-feed.ts';
import { queryClient } from '../lib/query-client.ts';
import { whenPageIdle } from '../lib/when-page-idle.ts';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  return root;
}

// Changes made elsewhere matter once the page is up; the first render goes first.
whenPageIdle(() => connectLiveFeed(queryClient));

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** However slow a picture, the app takes the page over after this long. */
const TAKEOVER_WAIT_MS = 3_000;

/** The page's load event (its pictures are in), or TAKEOVER_WAIT_MS, whichever comes first. */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, TAKEOVER_WAIT_MS);
  });

async function start(pageState?: PageState) {
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
  whileHydrating(() => hydrateRoot(root, app));
}

// The server drew the landing pages: take its HTML over with the data it was drawn from, once the page's
// code is here. Any other page is drawn here. (Not an await at the top: the page's code imports this
// module's chunk, which would wait for itself.)
const pageState = readPageState();
if (pageState) {
  holdClicksUntilTakenOver();
  fillCache(queryClient, pageState.queries);
  // What the visitor came to see (the page and its pictures) is painted before the app's work starts.
  void pageLoaded()
    .then(() => loadRoutesOf(window.location.pathname))
    .then(
      () => start(pageState),
      // Its code did not load: the router draws the page and its error.
      () => start(),
    );
} else {
  void start();
}
