// Where tus keeps uploads in progress: this machine's disk (@tus/file-store), or the S3 bucket the files
// go to, so any instance can take up an upload another one started.
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { Bucket } from '../storage/index.ts';
import { S3UploadStore } from './s3-upload-store.ts';

/** The names the server gives uploads (upload-server.ts): 32 hexadecimal characters. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export type UploadStore = {
  store: DataStore;
  /** The upload's bytes received so far. */
  read(id: string): Promise<Readable>;
  /** Every upload's id, finished or not. */
  ids(): Promise<string[]>;
  /**
   * Deletes what is stored of uploads that have lost their record (their bytes) or their bytes (their record),
   * last written before `writtenBefore`, which tus would never list, read or delete again; answers how many.
   */
  removeOrphans(writtenBefore: Date): Promise<number>;
};

/**
 * On disk an upload is two files, its bytes `<id>` and its record `<id>.json` (written just after the bytes' empty
 * file is made); one without the other is an orphan.
 */
async function removeDiskOrphans(directory: string, writtenBefore: Date): Promise<number> {
  const names = new Set(await readdir(directory));
  const idOf = (name: string) => name.replace(/\.json$/, '');
  const orphans = [...names].filter((name) => {
    const id = idOf(name);
    return UPLOAD_ID.test(id) && !(names.has(id) && names.has(`${id}.json`));
  });
  let removed = 0;
  for (const name of orphans) {
    const file = path.join(directory, name);
    const written = await stat(file).catch(() => undefined);
    if (!written || written.mtime >= writtenBefore) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

export function diskUploadStore(directory: string, expiryMs: number): UploadStore {
  // FileStore makes its folder in the background; the first listing must not run ahead of it.
  mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  return {
    store,
    read: async (id) => store.read(id),
    ids: async () => (await store.configstore.list?.()) ?? [],
    removeOrphans: (writtenBefore) => removeDiskOrphans(directory, writtenBefore),
  };
}

export function s3UploadStore(bucket: Bucket): UploadStore {
  const store = new S3UploadStore(bucket);
  return {
    store,
    read: (id) => store.read(id),
    ids: () => store.ids(),
    removeOrphans: (writtenBefore) => store.removeOrphans(writtenBefore),
  };
}
