// `npm run search -w bench`: the search's throughput against the product list's alone, on a server started on
// throwaway data (`npm run bench` prints the same lines among the rest).
import { execFileSync } from 'node:child_process';
import { repoRoot } from '@shop/test-support/server-process';
import { restartedServer } from './runtime.ts';
import { benchSearch, describeSearch } from './search.ts';

// The server it starts runs the compiled code: compiled again first when the sources changed.
execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: repoRoot, stdio: 'ignore' });

const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  for (const [name, value] of describeSearch(await benchSearch(server.url))) console.log(`${name.padEnd(60)} ${value}`);
} finally {
  await server.stop();
  await remove();
}
