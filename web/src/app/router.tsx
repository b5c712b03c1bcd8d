// The browser's router. A page the server drew comes with its loaders' answers (hydrationData), and the code
// of its routes must be there before the app takes the HTML over, or the first render would draw nothing.
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { routes } from './routes.tsx';
import { firstScreenShown } from '../first-load/first-screen.ts';

/** Loads the code of the routes an address matches, as the router would on its first navigation. */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  // Loaders wait for a page's data on the landing page only (first-load/first-screen.ts).
  if (router.state.initialized) firstScreenShown();
  else {
    const stopWatching = router.subscribe((state) => {
      if (!state.initialized) return;
      firstScreenShown();
      stopWatching();
    });
  }
  return router;
}
