// Where files live, behind one interface: local disk, or an S3-compatible bucket when S3_BUCKET is set.
import type { Config } from '../config.ts';
import { openLocalDiskStorage } from './local-disk.ts';
import { openS3Storage } from './s3.ts';
import { openBucket, type Bucket } from './s3-client.ts';
import type { Storage } from './storage.ts';

export { FILES_URL_PREFIX, isSafeKey, type Storage, type StoredFile } from './storage.ts';
export { openLocalDiskStorage } from './local-disk.ts';
export { openS3Storage } from './s3.ts';
export { queueRemoval, removeFilesJob, removeNow } from './remove-job.ts';
export { openBucket, type Bucket, type BucketObject } from './s3-client.ts';

export type OpenedStorage = {
  files: Storage;
  /** The bucket when the storage is S3: the uploads in progress go there too. */
  bucket?: Bucket;
  /** Lets go of the S3 client's connections (nothing to do on disk). */
  close(): void;
};

/** The storage the configuration names. */
export async function openStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<OpenedStorage> {
  if (!config.s3) return { files: await openLocalDiskStorage(config.filesDir), close: () => undefined };
  const bucket = await openBucket(config.s3);
  return { files: openS3Storage(bucket), bucket, close: () => bucket.close() };
}
