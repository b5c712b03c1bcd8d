// Starts the real server (as `npm start` does) on a throwaway data directory for a benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export type BenchServer = { url: string; child: ChildProcess; stop(): Promise<void> };

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'functions/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CHAT_RATE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/readyz`);
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
