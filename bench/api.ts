// API throughput: GET /api/products on the real server versus a bare node:http server that sends the
// same bytes (the same body and the same headers: security headers, entity tag, cache control), as req/s
// and p99 ratios. The two take turns in short rounds and the ratio is the median of the rounds' ratios:
// on this shared machine the CPU a process gets can double or halve within a minute, so one long run of
// each compared a fast minute with a slow one (single runs gave 0.42 to 0.96 within ten minutes).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { waitUntilAnswering } from '@shop/test-support/server-process';
import { percentile } from './stats.ts';

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

const ROUNDS = 7;

const median = (values: number[]) => percentile(values, 0.5);

export async function benchApi(serverUrl: string, path = '/api/products', roundSeconds = 2) {
  const target = `${serverUrl}${path}`;
  const sample = await fetch(target);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers = [...sample.headers].filter(([name]) => !PER_RESPONSE.has(name)).flat();
  const barePort = 3390;
  const bare = spawn(process.execPath, ['-e', bareServerSource], {
    env: { ...process.env, BODY: body.toString('base64'), HEADERS: JSON.stringify(headers), PORT: String(barePort) },
  });
  try {
    const bareUrl = `http://localhost:${barePort}/`;
    await waitUntilAnswering(bareUrl);
    await load(target, 50, 2);
    await load(bareUrl, 50, 2);
    const rounds: { ours: LoadResult; baseline: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ ours: await load(target, 50, roundSeconds), baseline: await load(bareUrl, 50, roundSeconds) });
    }
    const figures = (pick: (round: (typeof rounds)[number]) => LoadResult): LoadResult => ({
      requestsPerSecond: median(rounds.map((round) => pick(round).requestsPerSecond)),
      p99Ms: median(rounds.map((round) => pick(round).p99Ms)),
      errors: rounds.reduce((sum, round) => sum + pick(round).errors, 0),
    });
    const ratios = rounds.map((round) => round.ours.requestsPerSecond / round.baseline.requestsPerSecond);
    return {
      bytes: body.length,
      rounds: ROUNDS,
      ours: figures((round) => round.ours),
      baseline: figures((round) => round.baseline),
      throughputRatio: median(ratios),
      throughputRatioRange: { min: Math.min(...ratios), max: Math.max(...ratios) },
      p99Ratio: median(rounds.map((round) => round.baseline.p99Ms / Math.max(round.ours.p99Ms, 1))),
    };
  } finally {
    bare.kill();
  }
}
