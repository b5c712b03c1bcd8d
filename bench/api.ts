// API throughput: GET /api/products on the real server versus a bare node:http server that sends the
// same bytes (the same body and the same headers: security headers, entity tag, cache control), as req/s
// and p99 ratios. The two take turns in short rounds and the ratio is the median of the rounds' ratios:
// on this shared machine the CPU a process gets can double or halve within a minute, so one long run of
// each compared a fast minute with a slow one (single runs gave 0.42 to 0.96 within ten minutes). Beside the
// rates, the CPU time each server spends per request (process-cpu.ts), which depends much less on what else
// the machine runs: the rates share two cores with autocannon, the CPU time is the server's own.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { waitUntilAnswering } from '@shop/test-support/server-process';
import { cpuFrom } from './process-cpu.ts';
import { percentile } from './stats.ts';

/** `sent`: the requests that went out, each of which the server answered or was answering when the round ended. */
export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; sent: number };

export async function load(
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
  /** Requests per second in all, when the load should not go as fast as it can. */
  overallRate?: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers, ...(overallRate ? { overallRate } : {}) });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    sent: result.requests.sent,
  };
}

/** A node:http server that answers every request with BODY (base64) and HEADERS (a JSON list), on PORT. */
export const bareServerSource = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
const headers = [...JSON.parse(process.env.HEADERS), 'content-length', String(body.length)];
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT));
`;

/** The load's figures, with the CPU microseconds process `pid` spent on each request. */
async function measuredLoad(url: string, pid: number, durationSeconds: number): Promise<LoadResult & { cpuUsPerRequest: number }> {
  const cpuSince = await cpuFrom(pid);
  const result = await load(url, 50, durationSeconds);
  const cpuUsPerRequest = ((await cpuSince()) * 1e6) / Math.max(result.sent, 1);
  return { ...result, cpuUsPerRequest };
}

/** Headers that differ per response or that Node writes itself. */
export const PER_RESPONSE = new Set(['date', 'x-request-id', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

const ROUNDS = 7;

const median = (values: number[]) => percentile(values, 0.5);

/** `serverPid` is the process serving `serverUrl`, whose CPU time is measured. */
export async function benchApi(serverUrl: string, serverPid: number, path = '/api/products', roundSeconds = 2) {
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
    const barePid = bare.pid;
    if (barePid === undefined) throw new Error('the bare server did not start');
    const rounds: { ours: Awaited<ReturnType<typeof measuredLoad>>; baseline: Awaited<ReturnType<typeof measuredLoad>> }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({
        ours: await measuredLoad(target, serverPid, roundSeconds),
        baseline: await measuredLoad(bareUrl, barePid, roundSeconds),
      });
    }
    const figures = (pick: (round: (typeof rounds)[number]) => LoadResult): LoadResult => ({
      requestsPerSecond: median(rounds.map((round) => pick(round).requestsPerSecond)),
      p99Ms: median(rounds.map((round) => pick(round).p99Ms)),
      errors: rounds.reduce((sum, round) => sum + pick(round).errors, 0),
      sent: rounds.reduce((sum, round) => sum + pick(round).sent, 0),
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
      cpuUsPerRequest: {
        ours: median(rounds.map((round) => round.ours.cpuUsPerRequest)),
        baseline: median(rounds.map((round) => round.baseline.cpuUsPerRequest)),
      },
    };
  } finally {
    bare.kill();
  }
}
