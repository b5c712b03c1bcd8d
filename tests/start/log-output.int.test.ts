// The server's log on standard output at the default level (one line per request): a reader that stops
// reading (a full pipe) must not stop the server, and a clean shutdown (SIGTERM) writes every line before
// the process ends. Before, each line was one synchronous write: with the pipe full, the writer slept 100 ms
// and tried again, for ever, so the server answered nothing until its output was read again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, repoRoot, startServerProcess, waitUntilAnswering } from '@shop/test-support/server-process';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-log-output-'));
  // The first start migrates and seeds; the tests start the server again on the same data.
  await (await startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir })).stop();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The compiled server at the default log level, its standard output a pipe nobody reads until `read()`. */
async function serverWithUnreadOutput(): Promise<{ url: string; child: ChildProcess; read: () => () => string }> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), DATABASE_URL: '', DATA_DIR: dataDir };
  delete env.LOG_LEVEL;
  const child = spawn(process.execPath, [path.join(repoRoot, 'functions/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/readyz`, 120_000);
  return {
    url,
    child,
    read() {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return () => output;
    },
  };
}

/** Requests to a path no route has, so each log line can be told apart from the readiness checks. */
async function probes(url: string, from: number, count: number, timeoutMs: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let at = from; at < from + count; at += 50) {
    const batch = Array.from({ length: Math.min(50, from + count - at) }, (_, i) =>
      fetch(`${url}/api/log-probe-${at + i}`, { signal: AbortSignal.timeout(timeoutMs) }).then((response) => response.status),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

const probeLines = (output: string) => output.split('\n').filter((line) => line.includes('"path":"/api/log-probe-'));

it('keeps answering while nobody reads its output, and writes every line on SIGTERM', async () => {
  const server = await serverWithUnreadOutput();
  let exited: Promise<number | null> | undefined;
  try {
    // About 3000 lines of 150 bytes: several times what the pipe and the reading side hold.
    const first = await probes(server.url, 0, 3000, 10_000);
    expect(first.every((status) => status === 404)).toBe(true);
    // Still nobody reads: a request is answered at once, not after the output is read.
    const started = performance.now();
    const later = await probes(server.url, 3000, 20, 5000);
    expect(later.every((status) => status === 404)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);

    const output = server.read();
    exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = probeLines(output());
    expect(new Set(lines.map((line) => (JSON.parse(line) as { path: string }).path)).size).toBe(3020);
    expect(lines).toHaveLength(3020);
    expect(output()).toContain('"msg":"shutting down"');
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
});

it('writes a few lines soon, and every line of a clean shutdown (SIGTERM, SIGINT)', async () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const server = await serverWithUnreadOutput();
    const output = server.read();
    try {
      expect((await probes(server.url, 0, 37, 10_000)).every((status) => status === 404)).toBe(true);
      // Fewer lines than one write joins: they still go out within a quarter of a second.
      await expect.poll(() => probeLines(output()), { timeout: 2000 }).toHaveLength(37);
      // These still wait in memory when the signal comes.
      expect((await probes(server.url, 37, 37, 10_000)).every((status) => status === 404)).toBe(true);
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill(signal);
      expect(await exited).toBe(0);
      expect(probeLines(output())).toHaveLength(74);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  }
});
