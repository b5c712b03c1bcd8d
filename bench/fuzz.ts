// The fuzz suite (functions/src/http/api.fuzz.int.test.ts) run long: 500 hostile requests per endpoint and role, on PGlite.
import { spawnSync } from 'node:child_process';
import { repoRoot } from '@shop/test-support/server-process';

const RUNS_PER_ENDPOINT_AND_ROLE = 500;
const SUMMARY = /fuzz: (\d+) requests, (\d+) server errors/;

export function benchFuzz(): { requests: number; serverErrors: number; hasPassed: boolean } {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration-pglite', 'functions/src/http/api.fuzz'], {
    cwd: repoRoot,
    env: { ...process.env, FUZZ_RUNS: String(RUNS_PER_ENDPOINT_AND_ROLE) },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const summary = SUMMARY.exec(run.stdout);
  const hasPassed = run.status === 0 && summary !== null;
  // A failure shows its counterexample.
  if (!hasPassed) process.stdout.write(run.stdout + run.stderr);
  return { requests: Number(summary?.[1] ?? 0), serverErrors: Number(summary?.[2] ?? 0), hasPassed };
}
