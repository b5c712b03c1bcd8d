// The API contract (core/src/api/contract.ts) and the app agree: every endpoint the contract describes is
// served, and every JSON endpoint the app serves is in the contract, so the web client can only call what
// exists and nothing is served that the contract does not describe. Each is answered by a handler the
// contract router mounted (contract-router.ts), whose answer is typed as the contract's.
import { inspectRoutes } from 'hono/dev';
import { expect, it } from 'vitest';
import { api } from '@shop/core/api/contract';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { ANSWER_NAME } from './contract-router.ts';

/** Not JSON, so not in the contract: the tus uploads and the live feed's event stream. */
const OUTSIDE_THE_CONTRACT = /^\/api\/(uploads|events)(\/|$)/;

const t = await fileTestApp();

const servedHandlers = () =>
  inspectRoutes(t.app)
    .filter((route) => !route.isMiddleware && /^\/(api|chat)\//.test(route.path) && !OUTSIDE_THE_CONTRACT.test(route.path))
    .filter((route) => route.path !== '/api/*');
const described = Object.values(api).flatMap((area) => Object.values(area).map((endpoint) => `${endpoint.method} ${endpoint.path}`));

it('serves exactly the endpoints of the API contract', () => {
  expect(new Set(servedHandlers().map((route) => `${route.method} ${route.path}`))).toEqual(new Set(described));
});

it('answers each endpoint by a handler the contract router mounted, once', () => {
  expect(
    servedHandlers()
      .map((route) => route.name)
      .sort(),
  ).toEqual(described.map((endpoint) => `${ANSWER_NAME} ${endpoint}`).sort());
});
