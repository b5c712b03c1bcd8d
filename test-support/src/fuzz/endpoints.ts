// The endpoints to fuzz, read from the app's own route table, so a new endpoint is fuzzed without a change here.
import type { Env, Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';

export type Endpoint = { method: string; path: string };

const FUZZED_PATHS = /^\/(?:api|chat|files)(?:\/|$)|^\/(?:healthz|readyz)$/;

export function fuzzedEndpoints<E extends Env>(app: Hono<E>): Endpoint[] {
  const routes = inspectRoutes(app).filter((route) => FUZZED_PATHS.test(route.path));
  const handlers = routes.filter((route) => !route.isMiddleware);
  // A middleware that answers by itself (the stored files) is an endpoint when no handler sits under it.
  const answeringMiddleware = routes.filter(
    (route) =>
      route.isMiddleware && route.path.endsWith('/*') && !handlers.some((handler) => handler.path.startsWith(route.path.slice(0, -1))),
  );
  const endpoints = new Map<string, Endpoint>();
  for (const { method, path } of [...handlers, ...answeringMiddleware]) endpoints.set(`${method} ${path}`, { method, path });
  return [...endpoints.values()];
}
