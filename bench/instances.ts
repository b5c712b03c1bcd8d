// The mixed load on two server instances over one PostgreSQL database (a fresh copy of the migrated
// template, dropped afterwards, so the bench never touches other data), the connections split evenly
// between them as a load balancer would. Without a PostgreSQL that answers, it says why and is skipped.
import { createThrowawayPostgres, whyPostgresUnreachable } from '@shop/test-support/database';
import { eachKind, runMixedLoad, type LoadFigures } from '@shop/test-support/load-workload';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Both halves as one: counts add up; percentiles do not, so the slower instance's stand. */
function combined(halves: LoadFigures[]): LoadFigures {
  const failures: Record<string, number> = {};
  for (const half of halves) for (const [what, times] of Object.entries(half.failures)) failures[what] = (failures[what] ?? 0) + times;
  const sum = (figure: (half: LoadFigures) => number) => halves.reduce((total, half) => total + figure(half), 0);
  const worst = (figure: (half: LoadFigures) => number) => Math.max(...halves.map(figure));
  return {
    requests: sum((half) => half.requests),
    requestsPerSecond: sum((half) => half.requestsPerSecond),
    p50Ms: worst((half) => half.p50Ms),
    p99Ms: worst((half) => half.p99Ms),
    errors: sum((half) => half.errors),
    failures,
    byKind: eachKind((kind) => ({
      requests: sum((half) => half.byKind[kind].requests),
      p50Ms: worst((half) => half.byKind[kind].p50Ms),
      p99Ms: worst((half) => half.byKind[kind].p99Ms),
    })),
  };
}

export async function benchTwoInstances(connections: number, durationSeconds: number): Promise<LoadFigures | { skipped: string }> {
  process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
  const unreachable = await whyPostgresUnreachable(process.env.DATABASE_URL);
  if (unreachable) return { skipped: unreachable };
  const database = await createThrowawayPostgres();
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first seeds the catalogue, the second finds it there.
    while (servers.length < 2) servers.push(await startServerProcess({ CHAT_RATE_LIMIT: '100000000', DATABASE_URL: database.url }));
    const halves = await Promise.all(servers.map(({ url }) => runMixedLoad({ url, connections: connections / 2, durationSeconds })));
    return combined(halves);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
