// API throughput: GET /api/products on the real server versus a bare node:http server that sends the
// same bytes (the same body and the same headers: security headers, entity tag, cache control), measured
// back to back in one run, as req/s and p99 ratios.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { waitUntilAnswering } from '@shop/test-support/server-process';

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number };

export async function load(
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

const bareServerSource = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
const headers = [...JSON.parse(process.env.HEADERS), 'content-length', String(body.length)];
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT));
`;

/** Headers that differ per response or that Node writes itself. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

export async function benchApi(serverUrl: string, path = '/api/products', durationSeconds = 10) {
  const target = `${serverUrl}${path}`;
  const sample = await fetch(target);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers = [...sample.headers].filter(([name]) => !PER_RESPONSE.has(name)).flat();
  const barePort = 3390;
  const bare = spawn(process.execPath, ['-e', bareServerSource], {
    env: { ...process.env, BODY: body.toString('base64'), HEADERS: JSON.stringify(headers), PORT: String(barePort) },
  });
  try {
    await waitUntilAnswering(`http://localhost:${barePort}/`);
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
