// One S3 client for the configured bucket, shared by the files and the uploads in progress.
import { DeleteObjectsCommand, HeadBucketCommand, paginateListObjectsV2, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

export type Bucket = { client: S3Client; name: string };

/**
 * Opens the bucket and checks it answers, so a wrong endpoint, name or key stops the start with a clear
 * message rather than failing the first upload.
 */
export async function openBucket(config: S3Config): Promise<Bucket> {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // S3-compatible servers (MinIO, Ceph, s3rver, ...) do not all take the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new HeadBucketCommand({ Bucket: config.bucket })).catch((error: unknown) => {
    client.destroy();
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`the S3 bucket ${config.bucket} does not answer at ${config.endpoint ?? 'Amazon S3'} (${reason}).`);
  });
  return { client, name: config.bucket };
}

/** True when S3 answered that the key is not there. */
export const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Every object under `prefix`, page after page. */
export async function listUnder({ client, name }: Bucket, prefix: string): Promise<{ key: string; size: number; modifiedAt: Date }[]> {
  const found: { key: string; size: number; modifiedAt: Date }[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: name, Prefix: prefix })) {
    for (const object of page.Contents ?? []) {
      if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
    }
  }
  return found;
}

const DELETE_BATCH = 1000;

export async function deleteKeys({ client, name }: Bucket, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
    await client.send(new DeleteObjectsCommand({ Bucket: name, Delete: { Objects: batch, Quiet: true } }));
  }
}
