// `npm run gallery -w bench`: the gallery figures alone (`npm run bench` prints them among the rest), on a fresh
// server seeded by its first start, at the default log level.
import { benchGallery } from './gallery.ts';
import { restartedServer } from './runtime.ts';

const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  const gallery = await benchGallery(server.url, server.child.pid);
  const { bytes } = gallery;
  console.log(
    `page bytes, gallery / plain: ${bytes.gallery.raw} / ${bytes.plain.raw}, gzipped ${bytes.gallery.gzip} / ${bytes.plain.gzip}`,
  );
  const gallerySide = `${gallery.pictures} pictures + ${gallery.variants} variants / plain`;
  for (const [what, figures, side, target] of [
    ['page', gallery.page, gallerySide, '(target >= 0.9)'],
    ['page gz', gallery.pageGzip, gallerySide, '(target >= 0.9)'],
    ['page gz', gallery.pageGzipNoise, 'plain twin / plain', '(the noise: equal pages)'],
    ['api', gallery.api, gallerySide, '(target >= 0.9)'],
    ['list', gallery.list, gallerySide, '(target >= 0.9)'],
  ] as const) {
    const { low, high } = figures.serverCpuRatios;
    console.log(
      `${what.padEnd(7)} server CPU us/request, ${side}: ${figures.gallery.serverCpuUsPerRequest.toFixed(0)} / ` +
        `${figures.plain.serverCpuUsPerRequest.toFixed(0)}, ratio ${figures.serverCpuRatio.toFixed(2)} ` +
        `(rounds ${low.toFixed(2)}-${high.toFixed(2)}) ${target}`,
    );
    console.log(
      `${' '.repeat(7)} req/s (client-bound), ${side}: ${figures.gallery.requestsPerSecond.toFixed(0)} / ` +
        `${figures.plain.requestsPerSecond.toFixed(0)}, ratio ${figures.ratio.toFixed(2)}, ` +
        `p99 ms ${figures.gallery.p99Ms} / ${figures.plain.p99Ms}, errors ${figures.gallery.errors + figures.plain.errors}`,
    );
  }
} finally {
  await server.stop();
  await remove();
}
