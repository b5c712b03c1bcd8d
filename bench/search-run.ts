// `npm run search -w bench`: the search's throughput against the product list's alone, on a server started on
// throwaway data (`npm run bench` prints the same lines among the rest).
import { restartedServer } from './runtime.ts';
import { benchSearch, describeSearch } from './search.ts';

const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  for (const [name, value] of describeSearch(await benchSearch(server.url))) console.log(`${name.padEnd(60)} ${value}`);
} finally {
  await server.stop();
  await remove();
}
