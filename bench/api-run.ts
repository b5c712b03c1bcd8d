// `npm run api -w bench`: the API throughput figures alone (`npm run bench` prints them among the rest), on a fresh
// server seeded by its first start, at the default log level.
import { benchApi } from './api.ts';
import { restartedServer } from './runtime.ts';

const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  if (server.child.pid === undefined) throw new Error('the server has no process id');
  const api = await benchApi(server.url, server.child.pid);
  const { min, max } = api.throughputRatioRange;
  console.log(
    `api GET /api/products req/s (ours / bare node:http): ${api.ours.requestsPerSecond.toFixed(0)} / ${api.baseline.requestsPerSecond.toFixed(0)}`,
  );
  console.log(
    `throughput ratio at the default log level (target >= 0.8): ${api.throughputRatio.toFixed(2)} ` +
      `(median of ${api.rounds} rounds, ${min.toFixed(2)} to ${max.toFixed(2)}); p99 ms ${api.ours.p99Ms} / ${api.baseline.p99Ms}; errors ${api.ours.errors}`,
  );
  const { ours, baseline } = api.cpuUsPerRequest;
  console.log(
    `server CPU us per request (ours / bare node:http): ${ours.toFixed(1)} / ${baseline.toFixed(1)}, ratio ${(baseline / ours).toFixed(2)}`,
  );
} finally {
  await server.stop();
  await remove();
}
