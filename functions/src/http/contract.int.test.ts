// The API contract (core/src/api/contract.ts) and the app agree: every endpoint the contract describes is
// served, and every JSON endpoint the app serves is in the contract, so the web client can only call what
// exists and nothing is served that the contract does not describe.
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@shop/core/api/contract';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';

/** Not JSON, so not in the contract: the tus uploads and the live feed's event stream. */
const OUTSIDE_THE_CONTRACT = /^\/api\/(uploads|events)(\/|$)/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('serves exactly the endpoints of the API contract', () => {
  const served = inspectRoutes(t.app)
    .filter((route) => !route.isMiddleware && /^\/(api|chat)\//.test(route.path) && !OUTSIDE_THE_CONTRACT.test(route.path))
    .filter((route) => route.path !== '/api/*')
    .map((route) => `${route.method} ${route.path}`);
  const described = Object.values(api).flatMap((area) => Object.values(area).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  expect(new Set(served)).toEqual(new Set(described));
});
