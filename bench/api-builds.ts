// `npm run api-builds -w bench -- <build> <build> ... [--rate N]`: compiled server builds (folders holding a
// main.js, such as a copy of functions/dist made before a change, kept beside it in functions/ so that the files
// it finds by relative path are still there) and the bare node:http server, loaded at the same time, each with
// its own load of equal size, in rounds. Each round gives each build's CPU microseconds per GET /api/products; the
// figure is the median, over the rounds, of the first build's CPU per request over each other's, with the
// quartiles. Loaded one after another (api.ts), builds met different minutes of this shared machine (ratios of
// 0.1 to 16 within one run); loaded together they meet the same ones, and two copies of one build came out
// 0.99 apart (quartiles 0.93 to 1.08, at a load average of 11 on 2 cores). Without --rate each load goes as
// fast as it can; with it, N requests a second each.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot, startServerProcess, waitUntilAnswering } from '@shop/test-support/server-process';
import { bareServerSource, PER_RESPONSE } from './api.ts';
import { cpuFrom } from './process-cpu.ts';
import { percentile } from './stats.ts';

const ROUNDS = 10;
const ROUND_SECONDS = 4;

const args = process.argv.slice(2);
const rateAt = args.indexOf('--rate');
const rate = rateAt === -1 ? undefined : Number(args[rateAt + 1]);
const builds = args.filter((_, at) => rateAt === -1 || (at !== rateAt && at !== rateAt + 1));
if (builds.length === 0) throw new Error('Name the builds to compare, e.g. functions/dist-before functions/dist.');

const settings = { CHAT_RATE_LIMIT: '100000000', DATABASE_URL: '', LOG_LEVEL: 'info' };
const seeded = await mkdtemp(path.join(tmpdir(), 'shop-bench-builds-'));
const children: ChildProcess[] = [];

async function started(command: string[], env: Record<string, string>, ready: string): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read like the other benches' servers, whose output the test support keeps.
  child.stdout?.resume();
  children.push(child);
  if (child.pid === undefined) throw new Error(`${command.join(' ')} did not start`);
  await waitUntilAnswering(`http://127.0.0.1:${port}${ready}`, 120_000);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

try {
  await (await startServerProcess({ ...settings, DATA_DIR: seeded })).stop();
  const servers: { name: string; url: string; pid: number }[] = [];
  for (const [at, build] of builds.entries()) {
    const dataDir = `${seeded}-${at}`;
    await cp(seeded, dataDir, { recursive: true });
    const server = await started(
      ['--enable-source-maps', path.resolve(repoRoot, build, 'main.js')],
      { ...settings, DATA_DIR: dataDir },
      '/readyz',
    );
    servers.push({ name: build, url: `${server.url}/api/products`, pid: server.pid });
  }
  const sample = await fetch(servers[0]?.url ?? '');
  const body = Buffer.from(await sample.arrayBuffer());
  const headers = [...sample.headers].filter(([name]) => !PER_RESPONSE.has(name)).flat();
  const bare = await started(['-e', bareServerSource], { BODY: body.toString('base64'), HEADERS: JSON.stringify(headers) }, '/');
  servers.push({ name: 'bare node:http', url: `${bare.url}/`, pid: bare.pid });

  const load = (url: string, seconds: number) =>
    autocannon({ url, connections: rate ? 20 : 50, duration: seconds, ...(rate ? { overallRate: rate } : {}) });
  await Promise.all(servers.map((server) => load(server.url, 2)));
  const cpuUs = servers.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    const counts = await Promise.all(servers.map((server) => cpuFrom(server.pid)));
    const results = await Promise.all(servers.map((server) => load(server.url, ROUND_SECONDS)));
    const seconds = await Promise.all(counts.map((since) => since()));
    servers.forEach((_, at) => cpuUs[at]?.push(((seconds[at] ?? 0) * 1e6) / Math.max(results[at]?.requests.sent ?? 0, 1)));
  }
  const first = cpuUs[0] ?? [];
  console.log(`GET /api/products, ${rate ? `${rate} req/s each` : 'as fast as each goes'}, ${ROUNDS} rounds of ${ROUND_SECONDS} s`);
  servers.forEach((server, at) => {
    const own = cpuUs[at] ?? [];
    const ratios = own.map((us, round) => (first[round] ?? 0) / us);
    const quartiles = [0.25, 0.75].map((share) => percentile(ratios, share).toFixed(2)).join(' to ');
    console.log(
      `${server.name.padEnd(32)} server CPU us per request ${percentile(own, 0.5).toFixed(1).padStart(6)}; ` +
        `${builds[0]}'s over this: ${percentile(ratios, 0.5).toFixed(2)} (quartiles ${quartiles})`,
    );
  });
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
  await rm(seeded, { recursive: true, force: true });
  for (const at of builds.keys()) await rm(`${seeded}-${at}`, { recursive: true, force: true });
}
