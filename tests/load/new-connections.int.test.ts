// New visitors are served while the embedded database is saturated: 100 connections keep My orders busy,
// then 100 more connect at once, and every newcomer is answered within seconds. Node takes one new
// connection per turn of its event loop, and PGlite's queries once filled a turn with every waiting
// request's queries: the last newcomers waited half a minute, past a browser's patience.
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';
import { checkoutRequest, firstProducts, placeOrder, signUpShopper, type Shopper } from '@shop/test-support/shopper';

const BUSY = 100;
const NEWCOMERS = 100;
/** Generous for a busy machine: a newcomer waited up to about 30 s before the fix. */
const NEWCOMER_WAIT_LIMIT_MS = 8000;

let server: ServerProcess;
let shopper: Shopper;

beforeAll(async () => {
  // Its own PGlite data, even when DATABASE_URL points the other suites at a shared PostgreSQL database.
  server = await startServerProcess({ DATABASE_URL: '' });
  shopper = await signUpShopper(server.url);
  const [product = ''] = await firstProducts(server.url, 1);
  for (let order = 0; order < 10; order += 1) await placeOrder(shopper, checkoutRequest(product));
});

afterAll(async () => {
  await server.stop();
});

/** GET /api/orders through `agent`, answering how long it took. */
function myOrders(agent: http.Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(new URL('/api/orders', server.url), { agent, headers: { cookie: shopper.cookie } }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

it(`answers ${NEWCOMERS} new connections within seconds while ${BUSY} others keep the embedded database busy`, async () => {
  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: BUSY });
  let isBusy = true;
  const busy = Array.from({ length: BUSY }, async () => {
    while (isBusy) await myOrders(busyAgent);
  });
  // Every busy connection is open and waiting its turn.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const newcomers = new http.Agent({ keepAlive: false, maxSockets: NEWCOMERS });
  const waits = await Promise.all(Array.from({ length: NEWCOMERS }, () => myOrders(newcomers)));
  isBusy = false;
  await Promise.all(busy);
  busyAgent.destroy();
  const longest = Math.round(Math.max(...waits));
  console.log(`${NEWCOMERS} new connections beside ${BUSY} busy ones: the longest waited ${longest} ms`);
  expect(longest).toBeLessThan(NEWCOMER_WAIT_LIMIT_MS);
});
