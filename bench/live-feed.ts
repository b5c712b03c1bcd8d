// The live feed's memory: every browser tab holds a stream. On a server of its own, 5 rounds of 5,000 streams are
// opened and closed (the hostile test that once grew RSS 425 -> 976 MB). Figures: RSS with the streams open (so
// the streams one GB holds), the lowest RSS in the 30 s after the rounds, and RSS after a full garbage
// collection asked of the server through its inspector: V8 collects a round's garbage when it gets to it, so
// only the last one tells memory kept from memory not yet collected.
import { churnLiveFeed, rssMb } from '@shop/test-support/live-feed-churn';
import { freePort, startServerProcess } from '@shop/test-support/server-process';

const ROUNDS = 5;
const STREAMS = 5000;
const SETTLE_MS = 30_000;

/** A full garbage collection in the server, through the inspector protocol (WebSocket is global from Node 22). */
async function collectGarbage(inspectorPort: number): Promise<boolean> {
  if (typeof WebSocket === 'undefined') return false;
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!target) return false;
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  const answered = new Promise((resolve) => socket.addEventListener('message', resolve));
  socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  await answered;
  socket.close();
  return true;
}

export async function benchLiveFeed() {
  const inspectorPort = await freePort();
  // Every stream comes from this machine's one address, and the server holds them all at once.
  const server = await startServerProcess({
    DATABASE_URL: '',
    LIVE_FEED_ADDRESS_STREAMS: String(STREAMS),
    LIVE_FEED_STREAMS: String(STREAMS),
    NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
  });
  try {
    const { pid } = server.child;
    if (pid === undefined) throw new Error('the server has no process id');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const figures = await churnLiveFeed(server.url, pid, { rounds: ROUNDS, streams: STREAMS });
    let settledMb = await rssMb(pid);
    for (let waited = 0; waited < SETTLE_MS; waited += 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      settledMb = Math.min(settledMb, await rssMb(pid));
    }
    const collectedMb = (await collectGarbage(inspectorPort)) ? await rssMb(pid) : undefined;
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
      `${startMb.toFixed(0)} / ${openMb.toFixed(0)} / ${settledMb.toFixed(0)} / ${collectedMb === undefined ? 'needs Node 22+' : collectedMb.toFixed(0)}`,
    ],
    ['live feed streams held per GB of RSS', Number.isFinite(streamsPerGb) ? streamsPerGb.toFixed(0) : 'more than measured'],
  ];
}
