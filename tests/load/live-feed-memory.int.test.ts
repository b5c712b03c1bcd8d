// Live-feed streams opened and closed in rounds leave no memory behind: every browser tab opens one, so a
// stream that kept anything after it closed would grow the server all day. RSS once grew 425 -> 976 MB over
// five rounds of 5,000 streams: each stream left reactions on a promise that lived as long as the server.
// Memory is read after a full garbage collection, asked of the server (collect-garbage.ts): without one, RSS
// cannot tell memory kept from garbage V8 has not collected yet, and a quiet run once failed on the latter.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectGarbage, COLLECTABLE_NODE_OPTIONS } from '@shop/test-support/collect-garbage';
import { churnLiveFeed, rssMb } from '@shop/test-support/live-feed-churn';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';

const ROUNDS = 5;
const STREAMS = 5000;
const ALLOWED_GROWTH_MB = 50;
/** What the allocator gives back after a collection it may give back a moment later: collected again, a few times, within this. */
const COME_BACK_WITHIN_MS = 15_000;

let server: ServerProcess;

beforeAll(async () => {
  // Every stream comes from this machine's one address: its limit is raised to the round's streams.
  server = await startServerProcess({
    DATABASE_URL: '',
    LIVE_FEED_ADDRESS_STREAMS: String(STREAMS),
    NODE_OPTIONS: COLLECTABLE_NODE_OPTIONS,
  });
});

afterAll(async () => {
  await server.stop();
});

it(`comes back within ${ALLOWED_GROWTH_MB} MB of its memory after ${ROUNDS} rounds of ${STREAMS} streams opened and closed`, async () => {
  const { pid } = server.child;
  if (pid === undefined) throw new Error('the server has no process id');
  // One round first, so what any first use allocates for good (code compiled, buffers pooled) is in the start.
  await churnLiveFeed(server.url, pid, { rounds: 1, streams: STREAMS });
  await collectGarbage(server);
  const figures = await churnLiveFeed(server.url, pid, { rounds: ROUNDS, streams: STREAMS });
  const collectedMb = async () => {
    await collectGarbage(server);
    return rssMb(pid);
  };
  let endMb = await collectedMb();
  console.log(
    `live feed RSS MB: ${Math.round(figures.startMb)} at the start, ${Math.round(figures.openMb)} with ${STREAMS} streams open, ` +
      `after each round ${figures.afterRoundMb.map(Math.round).join(', ')}, ${Math.round(endMb)} after a full garbage collection`,
  );
  await expect
    .poll(async () => (endMb = Math.min(endMb, await collectedMb())) - figures.startMb, { timeout: COME_BACK_WITHIN_MS, interval: 2000 })
    .toBeLessThan(ALLOWED_GROWTH_MB);
});
