// Where files live, behind one interface: local disk, or an S3-compatible bucket when S3_BUCKET is set.
import type { Config } from '../config.ts';
import { openLocalDiskStorage } from './local-disk.ts';
import { openS3Storage } from './s3.ts';
import { openBucket, type Bucket } from './s3-client.ts';
import type { Storage } from './storage.ts';

export { FILES_URL_PREFIX, isSafeKey, type Storage, type StoredFile } from './storage.ts';
export { openLocalDiskStorage } from './local-disk.ts';
export { openS3Storage } from './s3.ts';
export { deleteKeys, isMissing, listUnder, openBucket, type Bucket } from './s3-client.ts';

/** The storage the configuration names, and its bucket when it is S3 (the uploads in progress go there too). */
export async function openStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<{ files: Storage; bucket?: Bucket }> {
  if (!config.s3) return { files: await openLocalDiskStorage(config.filesDir) };
  const bucket = await openBucket(config.s3);
  return { files: openS3Storage(bucket), bucket };
}
