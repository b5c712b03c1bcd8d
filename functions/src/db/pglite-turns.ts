// PGlite runs each query synchronously on the main thread, and a request's next query follows its last in
// a microtask. Under load one turn of the event loop could so run every waiting request's queries back to
// back, hundreds of milliseconds, and Node takes one new connection per turn (libuv polls its listening
// socket once a turn): a new visitor waited seconds, up to a timeout, while open connections were served.
// Here queries, and transactions, run in arrival order for at most TURN_BUDGET_MS of a turn; the next one
// waits for the following turn, so new connections are taken in between.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Long enough to keep the cost of extra turns small, short enough that a new connection never waits long. */
const TURN_BUDGET_MS = 5;

export function queriesInTurnSlices(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  let turnStarted = performance.now();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = last.then(async () => {
      if (performance.now() - turnStarted > TURN_BUDGET_MS) {
        await nextTurn();
        turnStarted = performance.now();
      }
      return work();
    });
    last = run.catch(() => undefined);
    return run;
  }
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => inTurn(() => transaction(callback))) as PGlite['transaction'];
  return client;
}
