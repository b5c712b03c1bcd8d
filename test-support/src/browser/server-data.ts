// Where the e2e server keeps its data: one folder per port, so two runs on one machine (E2E_PORT) do not
// share a database or a mailbox.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2ePort = Number(process.env.E2E_PORT ?? 3199);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const e2eDataDir = path.join(repoRoot, '.test-output', `e2e-data-${e2ePort}`);
