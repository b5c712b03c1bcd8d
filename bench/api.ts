// API throughput: GET /api/products on the real server versus a bare node:http server that sends the
// same bytes, measured back to back in one run, as req/s and p99 ratios.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { waitFor } from './server.ts';

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number };

export async function load(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

const bareServerSource = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT));
`;

export async function benchApi(serverUrl: string, path = '/api/products', durationSeconds = 10) {
  const target = `${serverUrl}${path}`;
  const body = Buffer.from(await (await fetch(target)).arrayBuffer());
  const barePort = 3390;
  const bare = spawn(process.execPath, ['-e', bareServerSource], {
    env: { ...process.env, BODY: body.toString('base64'), PORT: String(barePort) },
  });
  try {
    await waitFor(`http://localhost:${barePort}/`);
    await load(target, 50, 2);
    const ours = await load(target, 50, durationSeconds);
    const baseline = await load(`http://localhost:${barePort}/`, 50, durationSeconds);
    return {
      bytes: body.length,
      ours,
      baseline,
      throughputRatio: ours.requestsPerSecond / baseline.requestsPerSecond,
      p99Ratio: baseline.p99Ms / Math.max(ours.p99Ms, 1),
    };
  } finally {
    bare.kill();
  }
}
