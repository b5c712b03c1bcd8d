// Files in an S3-compatible bucket, under "files/", so every instance serves what any of them saved.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { deleteKeys, isMissing, listUnder, type Bucket } from './s3-client.ts';
import { assertSafeKey, contentTypeOf, FILES_URL_PREFIX, type Storage } from './storage.ts';

const FOLDER = 'files/';

export function openS3Storage(bucket: Bucket): Storage {
  const { client, name } = bucket;
  return {
    async save(key, data) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: name, Key: FOLDER + key, Body: data, ContentType: contentTypeOf(key) }));
      return FILES_URL_PREFIX + key;
    },
    async read(key) {
      assertSafeKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket: name, Key: FOLDER + key })).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!answer?.Body) return null;
      return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0, contentType: contentTypeOf(key) };
    },
    async remove(prefix) {
      assertSafeKey(prefix);
      const inFolder = await listUnder(bucket, `${FOLDER}${prefix}/`);
      await deleteKeys(bucket, [FOLDER + prefix, ...inFolder.map((object) => object.key)]);
    },
  };
}
