// `npm run bench`: starts the real server on throwaway data and prints one figure a line, every ratio
// measured within this one run. The runtime's figures (memory, start times) are described in runtime.ts.
import { execFileSync } from 'node:child_process';
import { describeKinds, runMixedLoad, type LoadFigures } from '@shop/test-support/load-workload';
import { benchApi, load } from './api.ts';
import { benchCatalogueImport, describeCatalogueImport } from './catalogue-import.ts';
import { benchChat, blindLines, describeAccuracy, OWN_LINE, suiteLines } from './chat.ts';
import { benchFuzz } from './fuzz.ts';
import { benchGallery, describeGallery } from './gallery.ts';
import { benchTwoInstances } from './instances.ts';
import { lighthouseScores } from './lighthouse.ts';
import { benchLiveFeed, describeLiveFeed } from './live-feed.ts';
import { benchPages } from './pages.ts';
import { benchResetTiming } from './reset-timing.ts';
import { benchScale } from './scale.ts';
import { benchSearch, describeSearch } from './search.ts';
import { benchSignupMemory } from './signup-memory.ts';
import { repoRoot } from '@shop/test-support/server-process';
import { benchStarts, postgresMemory, restartedServer, rssMb } from './runtime.ts';
import { benchHomeWeight } from './web-size.ts';

const rows: [string, string][] = [];
const report = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name.padEnd(60)} ${value}`);
};
const fixed = (value: number, digits = 2) => value.toFixed(digits);
const reportMixedLoad = (where: string, load: LoadFigures) => {
  report(`load mixed 200 connections, ${where}: req/s`, fixed(load.requestsPerSecond, 0));
  report(`load mixed 200 connections, ${where}: p50 / p99 ms`, `${load.p50Ms} / ${load.p99Ms}`);
  report(`load mixed 200 connections, ${where}: by kind of call`, describeKinds(load.byKind));
  const failures = Object.entries(load.failures).map(([what, times]) => `${what} x${times}`);
  report(`load mixed 200 connections, ${where}: errors (target 0)`, [load.errors, ...failures].join(' | '));
};

// What `npm install` builds: the web app, the compiled server, the chat model, the sample pictures.
execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: repoRoot, stdio: 'ignore' });
// At the default log level (info: one line per request), as the shop runs; on a shop seeded by a first start.
const { server, remove: removeServerData } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleMb = await rssMb(server.child.pid);
  if (server.child.pid === undefined) throw new Error('the server has no process id');
  const api = await benchApi(server.url, server.child.pid);
  report(
    'api GET /api/products req/s (ours / bare node:http)',
    `${fixed(api.ours.requestsPerSecond, 0)} / ${fixed(api.baseline.requestsPerSecond, 0)}`,
  );
  report(
    'api GET /api/products throughput ratio at the default log level (target >= 0.8)',
    `${fixed(api.throughputRatio)} (median of ${api.rounds} rounds, ${fixed(api.throughputRatioRange.min)} to ${fixed(api.throughputRatioRange.max)})`,
  );
  report('api GET /api/products p99 ms (ours / bare)', `${api.ours.p99Ms} / ${api.baseline.p99Ms}`);
  report(
    'api GET /api/products server CPU us per request (ours / bare), ratio bare/ours',
    `${fixed(api.cpuUsPerRequest.ours, 1)} / ${fixed(api.cpuUsPerRequest.baseline, 1)}, ${fixed(api.cpuUsPerRequest.baseline / api.cpuUsPerRequest.ours)}`,
  );
  report('api GET /api/products errors', String(api.ours.errors));

  for (const [name, value] of describeSearch(await benchSearch(server.url))) report(name, value);

  const weight = await benchHomeWeight(server.url);
  report('web home first-load JS+CSS gzip KB (target <= 90)', fixed(weight.totalKb, 1));

  const products = (await (await fetch(`${server.url}/api/products?pageSize=1`)).json()) as { items: { id: string }[] };
  const scores = await lighthouseScores([`${server.url}/home`, `${server.url}/shop`, `${server.url}/shop/${products.items[0]?.id}`]);
  for (const [url, score] of Object.entries(scores))
    report(
      `lighthouse performance ${new URL(url).pathname}, median of 3 (min-max) (target 100)`,
      `${score.median} (${score.min}-${score.max}), benchmarkIndex ${score.benchmarkIndex}` +
        (score.failedRuns.length > 0 ? `, runs Lighthouse could not finish and ran again: ${score.failedRuns.join(', ')}` : ''),
    );

  for (const [name, value] of describeGallery(await benchGallery(server.url, server.child.pid))) report(name, value);

  // Home as a visitor lands on it: drawn by the server once, kept gzipped until the catalogue changes.
  const home = await load(`${server.url}/home`, 10, 5, { 'accept-encoding': 'gzip' });
  report('home page drawn by the server, 10 connections: req/s / p99 ms', `${fixed(home.requestsPerSecond, 0)} / ${home.p99Ms}`);
  report('home page drawn by the server: errors', String(home.errors));

  reportMixedLoad('embedded', await runMixedLoad({ url: server.url, connections: 200, durationSeconds: 60 }));
  await new Promise((resolve) => setTimeout(resolve, 5000));
  report(
    'idle RSS MB embedded, after start / after 60 s of mixed load (target <= 250)',
    `${fixed(idleMb, 0)} / ${fixed(await rssMb(server.child.pid), 0)}`,
  );

  const pages = await benchPages(server.url);
  report(
    'My orders (100 orders, keyset pages) 200 connections: req/s / p99 ms',
    `${fixed(pages.orders.requestsPerSecond, 0)} / ${pages.orders.p99Ms}`,
  );
  report('My orders 200 connections: errors', String(pages.orders.errors));
  report(
    'reviews list (1000 reviews, first page) 200 connections: req/s / p99 ms',
    `${fixed(pages.reviews.requestsPerSecond, 0)} / ${pages.reviews.p99Ms}`,
  );
  report('reviews list 200 connections: errors', String(pages.reviews.errors));
} finally {
  await server.stop();
  await removeServerData();
}

const onPostgres = await postgresMemory();
if ('skipped' in onPostgres) report('idle RSS MB on PostgreSQL', `skipped: ${onPostgres.skipped}`);
else {
  report(
    'idle RSS MB on PostgreSQL, after start / after 60 s of mixed load (target <= 150)',
    `${fixed(onPostgres.afterStartMb, 0)} / ${fixed(onPostgres.afterLoadMb, 0)}`,
  );
  reportMixedLoad('1 instance on PostgreSQL', onPostgres.load);
}

const starts = await benchStarts();
report(
  'fresh clone: npm install build step s (web app, server, chat model, pictures, database template)',
  fixed(starts.installBuildSeconds, 1),
);
report('fresh clone: first npm start to first page s (target <= 30 on a quiet machine)', fixed(starts.firstStartSeconds, 1));
report('later npm start to first page s (target <= 3)', fixed(starts.laterStartSeconds, 1));

const memory = await benchSignupMemory();
report(
  `server RSS MB above idle (${fixed(memory.idleMb, 0)} MB), 8 concurrent ${fixed(memory.pictureMb, 1)} MB picture signups: after / peak (target < 300)`,
  `${fixed(memory.afterMb, 0)} / ${fixed(memory.peakMb, 0)}`,
);
report('8 concurrent largest-picture signups: succeeded', [`${memory.succeeded} of ${memory.signups}`, ...memory.failures].join(' | '));

for (const [name, value] of describeLiveFeed(await benchLiveFeed())) report(name, value);

const reset = await benchResetTiming();
report(
  `password reset median ms, an account / no account (${reset.requests} each): ratio (target near 1)`,
  `${fixed(reset.knownMs)} / ${fixed(reset.unknownMs)}: ${fixed(reset.ratio)}`,
);

for (const [name, value] of describeCatalogueImport(await benchCatalogueImport())) report(name, value);

const instances = await benchTwoInstances(200, 60);
if ('skipped' in instances) report('load mixed 200 connections, 2 instances on PostgreSQL', `skipped: ${instances.skipped}`);
else reportMixedLoad('2 instances on PostgreSQL', instances);

const chat = await benchChat();
report(OWN_LINE, describeAccuracy(chat.own));
for (const [name, line] of blindLines(chat)) report(name, line);
for (const [name, line] of suiteLines(chat)) report(name, line);
report('chat model size KB', fixed(chat.modelKb, 0));
report('chat model load ms, wall / CPU (target < 1000)', `${fixed(chat.modelLoadMs, 0)} / ${fixed(chat.modelLoadCpuMs, 0)}`);
report('chat model memory MB (target < 150)', fixed(chat.modelMb, 0));
report('chat /get in-process p50 / p99 ms (target p50 <= 5)', `${fixed(chat.p50Ms)} / ${fixed(chat.p99Ms)}`);
report('chat /get in-process req/s', fixed(chat.reqPerSec, 0));
report(
  'chat /get in-process p50 / p99 ms with 200 owner answers (target within 1 ms of without)',
  `${fixed(chat.withOwnerAnswers.p50Ms)} / ${fixed(chat.withOwnerAnswers.p99Ms)}`,
);

const scale = await benchScale();
report('reviews first page ms at 1k / 100k reviews', `${fixed(scale.small.firstPage)} / ${fixed(scale.large.firstPage)}`);
report('reviews page latency ratio 100k vs 1k (target <= 1.5)', fixed(scale.reviewRatio));
report('reviews deep cursor page ratio 100k vs 1k', fixed(scale.deepReviewRatio));
report('search ms at 1k / 100k products', `${fixed(scale.small.search)} / ${fixed(scale.large.search)}`);
report('search latency ratio 100k vs 1k', fixed(scale.searchRatio));

const fuzz = benchFuzz();
report('fuzz:', `${fuzz.requests} requests, ${fuzz.serverErrors} server errors${fuzz.hasPassed ? '' : ' (FAILED, see above)'}`);

console.log('\n| figure | value |\n|---|---|');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
