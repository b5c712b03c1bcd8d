// The browser needs only each endpoint's method and path from the API contract; the contract also holds the
// zod schemas the server validates with, which would otherwise ship with every page (zod alone is ~25 KB
// gzip). In the bundle the contract module is replaced by its routes, generated from the contract itself,
// so there is still one description; TypeScript keeps reading the real module for the types.
import type { Plugin } from 'vite';
import { api } from '@shop/core/api/contract';

const CONTRACT = '@shop/core/api/contract';
const ROUTES_ID = '\0shop-contract-routes';

function routesModule(): string {
  const routes = Object.fromEntries(
    Object.entries(api).map(([area, endpoints]) => [
      area,
      Object.fromEntries(Object.entries(endpoints).map(([name, { method, path }]) => [name, { method, path }])),
    ]),
  );
  return `export const api = ${JSON.stringify(routes)};\n`;
}

export function contractRoutes(): Plugin {
  return {
    name: 'shop-contract-routes',
    enforce: 'pre',
    resolveId: (source) => (source === CONTRACT ? ROUTES_ID : null),
    load: (id) => (id === ROUTES_ID ? routesModule() : null),
  };
}
