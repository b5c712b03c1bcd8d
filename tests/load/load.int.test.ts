// The mixed load at 200 connections against the real server, started as `npm start` starts it, until it has
// answered five requests per connection (`npm run bench` runs it for 60 s): not one error, and the figures
// printed. A count, not a time: a busy machine takes longer but runs the same test.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeKinds, runMixedLoad } from '@shop/test-support/load-workload';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';

const CONNECTIONS = 200;
const TOTAL_REQUESTS = CONNECTIONS * 5;

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    // Every request comes from this one address: the per-client chat limit must not be what is measured.
    CHAT_RATE_LIMIT: '1000000000',
    // Its own PGlite data, even when DATABASE_URL points the other suites at a shared PostgreSQL database.
    DATABASE_URL: '',
  });
});

afterAll(async () => {
  await server.stop();
});

it(`answers ${TOTAL_REQUESTS} shop lists, product pages, review pages and chat questions at ${CONNECTIONS} connections without one error`, async () => {
  const load = await runMixedLoad({ url: server.url, connections: CONNECTIONS, totalRequests: TOTAL_REQUESTS });
  console.log(
    `load mixed ${CONNECTIONS} connections, ${load.requests} requests: ${load.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors; ${describeKinds(load.byKind)}`,
  );
  expect(load.failures).toEqual({});
  expect(load.errors).toBe(0);
  expect(load.requests).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
});
