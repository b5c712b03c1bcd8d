// Live-feed streams opened and closed in rounds leave no memory behind: every browser tab opens one, so a
// stream that kept anything after it closed would grow the server all day. RSS once grew 425 -> 976 MB over
// five rounds of 5,000 streams: each stream left reactions on a promise that lived as long as the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { churnLiveFeed, rssMb } from '@shop/test-support/live-feed-churn';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';

const ROUNDS = 5;
const STREAMS = 1500;
const ALLOWED_GROWTH_MB = 50;
/** The garbage of a round is collected when V8 gets to it, sometimes a few rounds later: memory may take a moment to come back. */
const COME_BACK_WITHIN_MS = 30_000;

let server: ServerProcess;

beforeAll(async () => {
  // Every stream comes from this machine's one address: its limit is raised past the round's streams.
  server = await startServerProcess({ DATABASE_URL: '', LIVE_FEED_ADDRESS_STREAMS: String(STREAMS) });
});

afterAll(async () => {
  await server.stop();
});

it(`comes back within ${ALLOWED_GROWTH_MB} MB of its memory after ${ROUNDS} rounds of ${STREAMS} streams opened and closed`, async () => {
  const { pid } = server.child;
  if (pid === undefined) throw new Error('the server has no process id');
  // One round first, so what any first use allocates for good (code compiled, buffers pooled) is in the start.
  await churnLiveFeed(server.url, pid, { rounds: 1, streams: STREAMS });
  const figures = await churnLiveFeed(server.url, pid, { rounds: ROUNDS, streams: STREAMS });
  const rounded = figures.afterRoundMb.map(Math.round);
  console.log(
    `live feed RSS MB: ${Math.round(figures.startMb)} at the start, ${Math.round(figures.openMb)} with ${STREAMS} streams open, after each round ${rounded.join(', ')}`,
  );
  await expect
    .poll(async () => (await rssMb(pid)) - figures.startMb, { timeout: COME_BACK_WITHIN_MS, interval: 1000 })
    .toBeLessThan(ALLOWED_GROWTH_MB);
});
