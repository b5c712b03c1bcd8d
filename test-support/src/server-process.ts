// The real server as a child process, started as `npm start` starts it (compiled; migrate, seed if empty, serve), for
// the fault, load and multi-instance suites and the benchmarks: a test can kill it without mercy and start
// it again on the same data. Without a DATA_DIR it gets a throwaway one, removed when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Sends the signal (SIGTERM by default) and answers the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** A TCP port nobody listens on now, so a test's server does not clash with another run on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port was given'))));
    });
  });
}

/** Waits until `url` answers 2xx. */
export async function waitUntilAnswering(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isReady = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Servers still running; killed when the test process exits, however it ends, so none outlives its run. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const throwawayDir = env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'shop-server-'));
  // The compiled server (`node scripts/build-if-needed.mjs server` builds it; server-build-setup.ts does for the suites).
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'functions/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOGIN_CLIENT_LIMIT: '100000',
      SIGNUP_LIMIT: '100000',
      UPLOAD_ANONYMOUS_LIMIT: '100000',
      UPLOAD_ACCOUNT_BYTES: '1000000000000',
      UPLOAD_ADDRESS_BYTES: '1000000000000',
      ...(throwawayDir ? { DATA_DIR: throwawayDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const removeData = () => (throwawayDir ? rm(throwawayDir, { recursive: true, force: true }) : Promise.resolve());
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitUntilAnswering(`${url}/readyz`).catch(async (error: unknown) => {
      // Never ready: it is killed rather than left running behind the failed test.
      child.kill('SIGKILL');
      await exited;
      await removeData();
      throw new Error(`${String(error)}:\n${output}`);
    }),
    exited.then(async (code) => {
      await removeData();
      throw new Error(`the server exited with ${code} before it was ready:\n${output}`);
    }),
  ]);
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await removeData();
      return code;
    },
  };
}
