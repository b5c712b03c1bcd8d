// `npm run gallery -w bench`: the gallery figures alone (`npm run bench` prints them among the rest), on a fresh
// server seeded by its first start, at the default log level.
import { benchGallery } from './gallery.ts';
import { restartedServer } from './runtime.ts';

const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  const gallery = await benchGallery(server.url);
  const { bytes } = gallery;
  console.log(
    `page bytes, gallery / plain: ${bytes.gallery.raw} / ${bytes.plain.raw}, gzipped ${bytes.gallery.gzip} / ${bytes.plain.gzip}`,
  );
  for (const [what, figures] of Object.entries({ page: gallery.page, 'page gz': gallery.pageGzip, api: gallery.api, list: gallery.list }))
    console.log(
      `${what.padEnd(7)} ${gallery.pictures} pictures + ${gallery.variants} variants / plain req/s: ` +
        `${figures.gallery.requestsPerSecond.toFixed(0)} / ${figures.plain.requestsPerSecond.toFixed(0)}, ratio ${figures.ratio.toFixed(2)}, ` +
        `p99 ms ${figures.gallery.p99Ms} / ${figures.plain.p99Ms}, errors ${figures.gallery.errors + figures.plain.errors}`,
    );
} finally {
  await server.stop();
  await remove();
}
