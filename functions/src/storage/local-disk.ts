// Files on this machine's disk (the default): one instance, or several sharing the folder.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertSafeKey, contentTypeOf, FILES_URL_PREFIX, type Storage } from './storage.ts';

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
    async read(key) {
      assertSafeKey(key);
      const file = path.join(root, key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: found.size, contentType: contentTypeOf(key) };
    },
    async remove(prefix) {
      assertSafeKey(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}
