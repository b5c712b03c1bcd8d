// A real S3-protocol server (s3rver) on a free port over a throwaway folder, with one bucket, for the tests
// that run the S3 storage driver; `env` is what a server or test app needs to use it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3Server = { env: Record<string, string>; close(): Promise<void> };

/** s3rver accepts only its own key pair. */
const KEY = 'S3RVER';

export async function startS3Server(bucket = 'multimart-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The storage drivers a behaviour test runs against, as `describe.each` rows: a name and the environment
 * that picks the driver. Each S3 row's call starts its own s3rver, so no test sees another's files;
 * `close` stops them all (call it in afterAll).
 */
export function storageDrivers(): { rows: [string, () => Promise<Record<string, string>>][]; close(): Promise<void> } {
  const started: S3Server[] = [];
  return {
    rows: [
      ['local disk', async () => ({})],
      [
        'S3',
        async () => {
          const server = await startS3Server();
          started.push(server);
          return server.env;
        },
      ],
    ],
    async close() {
      await Promise.all(started.splice(0).map((server) => server.close()));
    },
  };
}
