import type { RouteObject } from 'react-router-dom';
import { expect, it } from 'vitest';
import { PAGE_PATHS } from '@shop/core/pages';
import { routes } from './routes.tsx';

/** Every full path the router matches, the catch-all aside. */
function pathsOf(children: RouteObject[], parent: string): string[] {
  return children.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path ? `${parent}/${route.path}` : parent;
    const self = route.index || route.path ? [own || '/'] : [];
    return [...self, ...(route.children ? pathsOf(route.children, own) : [])];
  });
}

it("names the same pages as the list the server answers 200 for (any other address is the app's not-found page, 404)", () => {
  expect([...new Set(pathsOf(routes, ''))].sort()).toEqual([...PAGE_PATHS].sort());
});
