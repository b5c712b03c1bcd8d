// The production runtime's figures: the server's resident memory (RSS, from /proc: Linux) once idle after
// start and again after 60 s of the mixed load, embedded and on PostgreSQL, and how long a fresh clone's
// first `npm start` and a later one take to answer the first page. `npm run bench` prints them among the
// rest; `npx tsx bench/runtime.ts` (or `npm run runtime -w bench`) prints these alone, and
// `npx tsx bench/runtime.ts --mixed-load [seconds]` only the embedded mixed load at 200 connections (60 s by
// default), with the machine's load average before and after, to compare builds run one after the other.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createThrowawayPostgres, whyPostgresUnreachable } from '@shop/test-support/database';
import { describeKinds, runMixedLoad, type LoadFigures } from '@shop/test-support/load-workload';
import { freePort, repoRoot, startServerProcess, waitUntilAnswering, type ServerProcess } from '@shop/test-support/server-process';

const MB = 1024 * 1024;
const SETTLE_MS = 5000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

export async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) throw new Error('the server has no process id');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return (Number(kilobytes) * 1024) / MB;
}

export type MemoryFigures = { afterStartMb: number; afterLoadMb: number; load: LoadFigures };

/** RSS of a server once idle after start (a later start, on a shop already seeded), and after the mixed load. */
export async function memoryUnderLoad(server: ServerProcess, loadSeconds = 60): Promise<MemoryFigures> {
  await settle();
  const afterStartMb = await rssMb(server.child.pid);
  const load = await runMixedLoad({ url: server.url, connections: 200, durationSeconds: loadSeconds });
  await settle();
  return { afterStartMb, afterLoadMb: await rssMb(server.child.pid), load };
}

/** The same server settings as `npm start`'s, on a data directory seeded by a first start and started again. */
export async function restartedServer(env: Record<string, string>): Promise<{ server: ServerProcess; remove(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-runtime-'));
  const settings = { CHAT_RATE_LIMIT: '100000000', ...env, DATA_DIR: dataDir };
  await (await startServerProcess(settings)).stop();
  return { server: await startServerProcess(settings), remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** The embedded default's figures, on a shop seeded by a first start. */
export async function embeddedMemory(): Promise<MemoryFigures> {
  const { server, remove } = await restartedServer({ DATABASE_URL: '' });
  try {
    return await memoryUnderLoad(server);
  } finally {
    await server.stop();
    await remove();
  }
}

export async function postgresMemory(): Promise<MemoryFigures | { skipped: string }> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const unreachable = await whyPostgresUnreachable(url);
  if (unreachable) return { skipped: unreachable };
  process.env.DATABASE_URL = url;
  const database = await createThrowawayPostgres();
  const { server, remove } = await restartedServer({ DATABASE_URL: database.url });
  try {
    return await memoryUnderLoad(server);
  } finally {
    await server.stop();
    await remove();
    await database.drop();
  }
}

/** Runs `npm start` in `dir` until the home page answers 200: seconds to that page, then stops it. */
async function secondsToFirstPage(dir: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/home`, 600_000);
    return (performance.now() - started) / 1000;
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * A fresh clone of this checkout's last commit, installed as `npm install` installs it (its packages linked
 * from this checkout's node_modules, then the install's own build step), then `npm start` twice: the first
 * start on no data, and a later one.
 */
export async function benchStarts() {
  const clone = await mkdtemp(path.join(tmpdir(), 'shop-bench-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
    for (const folder of ['.', 'core', 'functions', 'web', 'test-support', 'tests', 'bench']) {
      const installed = path.join(repoRoot, folder, 'node_modules');
      if (existsSync(installed)) execFileSync('cp', ['-al', installed, path.join(clone, folder, 'node_modules')]);
    }
    const installStarted = performance.now();
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: clone, stdio: 'ignore' });
    const installBuildSeconds = (performance.now() - installStarted) / 1000;
    const dataDir = path.join(clone, '.data');
    const firstStartSeconds = await secondsToFirstPage(clone, dataDir);
    const laterStartSeconds = await secondsToFirstPage(clone, dataDir);
    return { installBuildSeconds, firstStartSeconds, laterStartSeconds };
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  const report = (name: string, value: string) => console.log(`${name.padEnd(78)} ${value}`);
  const mixedLoad = process.argv.indexOf('--mixed-load');
  if (mixedLoad !== -1) {
    const seconds = Number(process.argv[mixedLoad + 1] ?? 60);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--mixed-load takes a number of seconds');
    const averages = () =>
      loadavg()
        .map((average) => average.toFixed(2))
        .join(' ');
    const { server, remove } = await restartedServer({ DATABASE_URL: '' });
    try {
      await settle();
      report('load average 1 / 5 / 15 min before', averages());
      const load = await runMixedLoad({ url: server.url, connections: 200, durationSeconds: seconds });
      report('load average 1 / 5 / 15 min after', averages());
      const failures = Object.entries(load.failures).map(([what, times]) => `${what} x${times}`);
      report(
        `load mixed 200 connections embedded, ${seconds} s: req/s, p50 / p99 ms, errors`,
        [`${load.requestsPerSecond.toFixed(0)}, ${load.p50Ms} / ${load.p99Ms}, ${load.errors}`, ...failures].join(' | '),
      );
      report('load mixed 200 connections embedded, by kind of call', describeKinds(load.byKind));
    } finally {
      await server.stop();
      await remove();
    }
    process.exit(0);
  }
  const describe = (where: string, target: number, figures: MemoryFigures | { skipped: string }) => {
    if ('skipped' in figures) return report(`idle RSS MB ${where}`, `skipped: ${figures.skipped}`);
    const { afterStartMb, afterLoadMb, load } = figures;
    report(
      `idle RSS MB ${where}, after start / after 60 s of mixed load (target <= ${target})`,
      `${afterStartMb.toFixed(0)} / ${afterLoadMb.toFixed(0)}`,
    );
    report(
      `load mixed 200 connections ${where}: req/s, p50 / p99 ms, errors`,
      `${load.requestsPerSecond.toFixed(0)}, ${load.p50Ms} / ${load.p99Ms}, ${load.errors}`,
    );
    report(`load mixed 200 connections ${where}, by kind of call`, describeKinds(load.byKind));
  };
  describe('embedded', 250, await embeddedMemory());
  describe('on PostgreSQL', 150, await postgresMemory());
  const starts = await benchStarts();
  report('fresh clone: npm install build step s', starts.installBuildSeconds.toFixed(1));
  report('fresh clone: first npm start to first page s (target <= 30 on a quiet machine)', starts.firstStartSeconds.toFixed(1));
  report('later npm start to first page s (target <= 3)', starts.laterStartSeconds.toFixed(1));
}
