// Where tus keeps uploads in progress: this machine's disk (@tus/file-store), or the S3 bucket the files
// go to, so any instance can take up an upload another one started.
import { mkdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { Bucket } from '../storage/index.ts';
import { S3UploadStore } from './s3-upload-store.ts';

export type UploadStore = {
  store: DataStore;
  /** The upload's bytes received so far. */
  read(id: string): Promise<Readable>;
  /** Every upload's id, finished or not. */
  ids(): Promise<string[]>;
};

export function diskUploadStore(directory: string, expiryMs: number): UploadStore {
  // FileStore makes its folder in the background; the first listing must not run ahead of it.
  mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  return {
    store,
    read: async (id) => store.read(id),
    ids: async () => (await store.configstore.list?.()) ?? [],
  };
}

export function s3UploadStore(bucket: Bucket): UploadStore {
  const store = new S3UploadStore(bucket);
  return { store, read: (id) => store.read(id), ids: () => store.ids() };
}
