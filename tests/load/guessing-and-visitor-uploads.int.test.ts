// Two limits under load on the real server, each bounded in time. Guessing discount codes: a flood of guesses from
// one address has exactly DISCOUNT_CODE_ADDRESS_LIMIT codes looked up and refused, the rest answered 429, while
// another shopper's right code still applies. Visitors' uploads: many visitors upload at once, and each finds its own
// upload and nobody else's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pngPicture } from '@shop/test-support/pictures';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';
import { firstProducts } from '@shop/test-support/shopper';
import { newVisitor, type Visitor } from '@shop/test-support/visitors';
import { uploadPicture } from '@shop/web/upload-client';

const GUESSES = 400;
const ADDRESS_LIMIT = 25;
const VISITORS = 40;
/** Generous for a busy 2-core machine: every guess is one small request. */
const GUESSES_WITHIN_MS = 20_000;
const UPLOADS_WITHIN_MS = 30_000;

let server: ServerProcess;
let productId: string;

beforeAll(async () => {
  // Its own PGlite data, even when DATABASE_URL points the other suites at a shared PostgreSQL database.
  server = await startServerProcess({ DATABASE_URL: '', DISCOUNT_CODE_ADDRESS_LIMIT: String(ADDRESS_LIMIT) });
  [productId = ''] = await firstProducts(server.url, 1);
});

afterAll(async () => {
  await server.stop();
});

/** Runs `work` on each item, `width` at a time; answers the results in the items' order. */
async function inParallel<Item, T>(items: readonly Item[], width: number, work: (item: Item, index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as Item, index);
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

it(`looks up only ${ADDRESS_LIMIT} of ${GUESSES} codes guessed from one address, and answers the rest 429`, async () => {
  const started = performance.now();
  const guesses = Array.from({ length: GUESSES }, (_, index) => `GUESS-${index}`);
  const statuses = await inParallel(guesses, 40, async (discountCode) => {
    const answer = await fetch(new URL('/api/quotes', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ discountCode, items: [{ productId, quantity: 1 }] }),
    });
    await answer.body?.cancel();
    return answer.status;
  });
  const elapsed = performance.now() - started;
  expect(statuses.filter((status) => status === 400)).toHaveLength(ADDRESS_LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - ADDRESS_LIMIT);
  expect(elapsed).toBeLessThan(GUESSES_WITHIN_MS);
}, 60_000);

it(`keeps each of ${VISITORS} visitors uploading at once to its own upload`, async () => {
  const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
  const started = performance.now();
  const visitors = Array.from({ length: VISITORS }, () => newVisitor(server.url));
  const ids = await inParallel(visitors, 10, (visitor) => uploadPicture(picture, { fetch: visitor.fetch }));
  const head = async (visitor: Visitor, id: string | undefined) =>
    (await visitor.fetch(`/api/uploads/${id ?? ''}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status;
  const own = await inParallel(visitors, 10, (visitor, index) => head(visitor, ids[index]));
  const others = await inParallel(visitors, 10, (visitor, index) => head(visitor, ids[(index + 1) % VISITORS]));
  const elapsed = performance.now() - started;
  expect(new Set(own)).toEqual(new Set([200]));
  expect(new Set(others)).toEqual(new Set([404]));
  expect(elapsed).toBeLessThan(UPLOADS_WITHIN_MS);
}, 90_000);
