// Where uploaded and generated files live. Local disk by default; an S3-compatible store can implement
// the same interface later.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  /** Saves a file under a key like "products/<id>/640.webp" and answers its public URL. */
  save(key: string, data: Buffer): Promise<string>;
  remove(prefix: string): Promise<void>;
};

export const FILES_URL_PREFIX = '/files/';

function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export async function openLocalDiskStorage(root: string): Promise<Storage> {
  await mkdir(root, { recursive: true });
  return {
    async save(key, data) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return FILES_URL_PREFIX + key;
    },
    async remove(prefix) {
      assertSafeKey(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}
