// One S3 client for the configured bucket, shared by the files and the uploads in progress. The AWS SDK loads
// when a bucket is opened: a shop on local disk never holds it (about 4 MB of heap and 15 MB resident).
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

export type BucketObject = { key: string; size: number; modifiedAt: Date };

export type Bucket = {
  name: string;
  /** The object under `key`, or null when S3 answers that there is none. */
  get(key: string): Promise<GetObjectCommandOutput | null>;
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Every object under `prefix`, page after page. */
  list(prefix: string): Promise<BucketObject[]>;
  delete(keys: string[]): Promise<void>;
  /** Lets go of the client's connections. */
  close(): void;
};

const DELETE_BATCH = 1000;

/**
 * Opens the bucket and checks it answers, so a wrong endpoint, name or key stops the start with a clear
 * message rather than failing the first upload.
 */
export async function openBucket(config: S3Config): Promise<Bucket> {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    paginateListObjectsV2,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // S3-compatible servers (MinIO, Ceph, s3rver, ...) do not all take the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const name = config.bucket;
  await client.send(new HeadBucketCommand({ Bucket: name })).catch((error: unknown) => {
    client.destroy();
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`the S3 bucket ${name} does not answer at ${config.endpoint ?? 'Amazon S3'} (${reason}).`);
  });
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
  return {
    name,
    get: (key) =>
      client.send(new GetObjectCommand({ Bucket: name, Key: key })).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      }),
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: name, Key: key, Body: body, ContentType: contentType }));
    },
    async list(prefix) {
      const found: BucketObject[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: name, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
        }
      }
      return found;
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket: name, Delete: { Objects: batch, Quiet: true } }));
      }
    },
    close: () => client.destroy(),
  };
}
