// `npm run bench`: starts the real server on throwaway data and prints one figure a line.
import { execSync } from 'node:child_process';
import { benchApi } from './api.ts';
import { repoRoot, startBenchServer } from './server.ts';
import { benchHomeWeight } from './web-size.ts';

const rows: [string, string][] = [];
const report = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name.padEnd(48)} ${value}`);
};

execSync('npm run build -w web', { cwd: repoRoot, stdio: 'ignore' });
const server = await startBenchServer(3380);
try {
  const api = await benchApi(server.url);
  report(
    'api GET /api/products req/s (ours / bare node:http)',
    `${api.ours.requestsPerSecond.toFixed(0)} / ${api.baseline.requestsPerSecond.toFixed(0)}`,
  );
  report('api GET /api/products throughput ratio (target >= 0.8)', api.throughputRatio.toFixed(2));
  report('api GET /api/products p99 ms (ours / bare)', `${api.ours.p99Ms} / ${api.baseline.p99Ms}`);
  report('api GET /api/products p99 ratio bare/ours', api.p99Ratio.toFixed(2));
  report('api errors', String(api.ours.errors));

  const weight = await benchHomeWeight(server.url);
  report('web home first-load JS+CSS gzip KB (target <= 90)', weight.totalKb.toFixed(1));
} finally {
  await server.stop();
}

console.log('\nSummary');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
