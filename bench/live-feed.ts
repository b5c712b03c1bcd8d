// The live feed's memory: every browser tab holds a stream. On a server of its own, 5 rounds of 5,000 streams are
// opened and closed (the hostile test that once grew RSS 425 -> 976 MB). Figures: RSS with the streams open (so
// the streams one GB holds), the lowest RSS in the 30 s after the rounds, and RSS after a full garbage
// collection asked of the server (test-support/src/collect-garbage.ts): V8 collects a round's garbage when it gets
// to it, so only the last one tells memory kept from memory not yet collected.
import { collectGarbage, COLLECTABLE_NODE_OPTIONS } from '@shop/test-support/collect-garbage';
import { churnLiveFeed, rssMb } from '@shop/test-support/live-feed-churn';
import { startServerProcess } from '@shop/test-support/server-process';

const ROUNDS = 5;
const STREAMS = 5000;
const SETTLE_MS = 30_000;

export async function benchLiveFeed() {
  // Every stream comes from this machine's one address, and the server holds them all at once.
  const server = await startServerProcess({
    DATABASE_URL: '',
    LIVE_FEED_ADDRESS_STREAMS: String(STREAMS),
    LIVE_FEED_STREAMS: String(STREAMS),
    NODE_OPTIONS: COLLECTABLE_NODE_OPTIONS,
  });
  try {
    const { pid } = server.child;
    if (pid === undefined) throw new Error('the server has no process id');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // The start is read after a collection too, so the two compare like with like.
    await collectGarbage(server);
    const figures = await churnLiveFeed(server.url, pid, { rounds: ROUNDS, streams: STREAMS });
    let settledMb = await rssMb(pid);
    for (let waited = 0; waited < SETTLE_MS; waited += 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      settledMb = Math.min(settledMb, await rssMb(pid));
    }
    await collectGarbage(server);
    const collectedMb = await rssMb(pid);
    const perStreamMb = Math.max(figures.openMb - figures.startMb, 0) / STREAMS;
    return {
      rounds: ROUNDS,
      streams: STREAMS,
      startMb: figures.startMb,
      openMb: figures.openMb,
      settledMb,
      collectedMb,
      streamsPerGb: perStreamMb > 0 ? 1024 / perStreamMb : Number.POSITIVE_INFINITY,
    };
  } finally {
    await server.stop();
  }
}

/** The figures as the bench prints them, name and value. */
export function describeLiveFeed(figures: Awaited<ReturnType<typeof benchLiveFeed>>): [string, string][] {
  const { rounds, streams, startMb, openMb, settledMb, collectedMb, streamsPerGb } = figures;
  return [
    [
      `live feed RSS MB, start / ${streams} streams open / lowest in 30 s after ${rounds} rounds / after a full GC (target within 50 of start)`,
      `${startMb.toFixed(0)} / ${openMb.toFixed(0)} / ${settledMb.toFixed(0)} / ${collectedMb.toFixed(0)}`,
    ],
    ['live feed streams held per GB of RSS', Number.isFinite(streamsPerGb) ? streamsPerGb.toFixed(0) : 'more than measured'],
  ];
}
