// Where uploaded and generated files live, behind one interface: local disk by default (local-disk.ts),
// an S3-compatible bucket shared by every instance when configured (s3.ts).
import { getMimeType } from 'hono/utils/mime';

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number; contentType: string };

export type Storage = {
  /** Saves a file under a key like "products/<id>/640.webp" and answers its public URL. */
  save(key: string, data: Buffer): Promise<string>;
  /** The file under `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file `prefix` and every file under the folder `prefix/`. */
  remove(prefix: string): Promise<void>;
};

export const FILES_URL_PREFIX = '/files/';

export const isSafeKey = (key: string) => /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export const contentTypeOf = (key: string) => getMimeType(key) ?? 'application/octet-stream';
