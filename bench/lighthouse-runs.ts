// `npm run lighthouse -w bench [-- --cpu 7] [-- --gallery]`: Lighthouse on home, the shop and a product page, each
// run's score with the metrics it comes from, then the medians. It builds the web app and starts the server on
// throwaway data, as `npm run bench` does. --cpu sets Lighthouse's CPU slowdown (4 by default), to see the
// scores a slower machine than this one would give. --gallery runs it instead on the product pages of the
// gallery bench (gallery.ts): a product with 8 pictures and 12 variants, and a plain one.
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensureChatModel } from '@shop/functions/chat';
import { repoRoot, startServerProcess } from '@shop/test-support/server-process';
import { addBenchProducts } from './gallery.ts';
import { lighthouseScores } from './lighthouse.ts';

const { values } = parseArgs({ options: { cpu: { type: 'string' }, gallery: { type: 'boolean' } } });
const cpuSlowdown = values.cpu === undefined ? undefined : Number(values.cpu);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu must be a number of at least 1, not ${values.cpu}`);

execSync('npm run build -w web', { cwd: repoRoot, stdio: 'ignore' });
ensureChatModel();
const server = await startServerProcess({ DATABASE_URL: '' });
try {
  const products = (await (await fetch(`${server.url}/api/products?pageSize=1`)).json()) as { items: { id: string }[] };
  const bench = values.gallery ? await addBenchProducts(server.url) : undefined;
  const paths = bench ? [`/shop/${bench.gallery.id}`, `/shop/${bench.plain.id}`] : ['/home', '/shop', `/shop/${products.items[0]?.id}`];
  console.log(`CPU slowdown ${cpuSlowdown ?? 4}`);
  const scores = await lighthouseScores(
    paths.map((pathname) => `${server.url}${pathname}`),
    {
      cpuSlowdown,
      onRun: (run) =>
        console.log(
          `${new URL(run.url).pathname.padEnd(52)} score ${run.score} benchmarkIndex ${run.benchmarkIndex} FCP ${run.fcp} LCP ${run.lcp} TBT ${run.tbt} SI ${run.si} CLS ${run.cls.toFixed(3)}`,
        ),
    },
  );
  for (const [url, score] of Object.entries(scores))
    console.log(`${new URL(url).pathname.padEnd(52)} median ${score.median} (${score.min}-${score.max})`);
} finally {
  await server.stop();
}
