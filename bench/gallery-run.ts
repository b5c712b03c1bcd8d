// `npm run gallery -w bench`: the gallery figures alone (`npm run bench` prints the same lines among the rest), on
// a fresh server seeded by its first start, at the default log level.
import { benchGallery, describeGallery } from './gallery.ts';
import { restartedServer } from './runtime.ts';

const { server, remove } = await restartedServer({ DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  for (const [name, value] of describeGallery(await benchGallery(server.url, server.child.pid))) console.log(`${name.padEnd(60)} ${value}`);
} finally {
  await server.stop();
  await remove();
}
