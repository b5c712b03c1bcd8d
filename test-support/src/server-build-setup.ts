// Vitest global setup of the suites that start server processes: compiles the server once, when its sources
// changed, before any test starts one (server-process.ts runs functions/dist/main.js).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './server-process.ts';

export default function buildServerIfNeeded(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-needed.mjs'), 'server'], { cwd: repoRoot, stdio: 'inherit' });
}
