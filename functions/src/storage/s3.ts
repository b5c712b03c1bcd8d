// Files in an S3-compatible bucket, under "files/", so every instance serves what any of them saved.
import type { Bucket } from './s3-client.ts';
import { assertSafeKey, contentTypeOf, FILES_URL_PREFIX, type Storage } from './storage.ts';

const FOLDER = 'files/';

export function openS3Storage(bucket: Bucket): Storage {
  return {
    async save(key, data) {
      assertSafeKey(key);
      await bucket.put(FOLDER + key, data, contentTypeOf(key));
      return FILES_URL_PREFIX + key;
    },
    async read(key) {
      assertSafeKey(key);
      const answer = await bucket.get(FOLDER + key);
      if (!answer?.Body) return null;
      return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0, contentType: contentTypeOf(key) };
    },
    async remove(prefix) {
      assertSafeKey(prefix);
      const inFolder = await bucket.list(`${FOLDER}${prefix}/`);
      await bucket.delete([FOLDER + prefix, ...inFolder.map((object) => object.key)]);
    },
  };
}
