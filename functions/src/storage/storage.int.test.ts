// The same behaviour from both drivers: local disk, and S3 against a real S3-protocol server (s3rver).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageDrivers } from '@shop/test-support/s3-server';
import { readConfig } from '../config.ts';
import { openStorage, type Storage } from './index.ts';

const drivers = storageDrivers();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await drivers.close();
});

async function opened(env: Record<string, string>): Promise<Storage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-storage-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const { files, bucket } = await openStorage(readConfig({ DATA_DIR: dataDir, ...env }));
  if (bucket) cleanups.push(async () => bucket.close());
  return files;
}

const text = async (storage: Storage, key: string) => {
  const file = await storage.read(key);
  return file ? new TextDecoder().decode(await new Response(file.body).arrayBuffer()) : null;
};

describe.each(drivers.rows)('%s storage', (_name, environment) => {
  it('saves a file, answers its public URL, and reads it back with its size and type', async () => {
    const storage = await opened(await environment());
    expect(await storage.save('products/p1/640.webp', Buffer.from('picture bytes'))).toBe('/files/products/p1/640.webp');
    const file = await storage.read('products/p1/640.webp');
    expect(file?.size).toBe(13);
    expect(file?.contentType).toBe('image/webp');
    expect(await text(storage, 'products/p1/640.webp')).toBe('picture bytes');
  });

  it('answers null for a file that is not there', async () => {
    const storage = await opened(await environment());
    expect(await storage.read('products/none/640.webp')).toBeNull();
  });

  it('replaces a file saved again under the same key', async () => {
    const storage = await opened(await environment());
    await storage.save('avatars/u1/64.webp', Buffer.from('old'));
    await storage.save('avatars/u1/64.webp', Buffer.from('new'));
    expect(await text(storage, 'avatars/u1/64.webp')).toBe('new');
  });

  it('removes a folder and everything in it, and nothing beside it', async () => {
    const storage = await opened(await environment());
    await storage.save('products/p2/320.webp', Buffer.from('a'));
    await storage.save('products/p2/640.webp', Buffer.from('b'));
    await storage.save('products/p20/320.webp', Buffer.from('c'));
    await storage.remove('products/p2');
    expect(await storage.read('products/p2/320.webp')).toBeNull();
    expect(await storage.read('products/p2/640.webp')).toBeNull();
    expect(await text(storage, 'products/p20/320.webp')).toBe('c');
    await storage.remove('products/nothing-here');
  });

  it('refuses keys that climb out of its folder', async () => {
    const storage = await opened(await environment());
    await expect(storage.save('../escape.webp', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    await expect(storage.read('products/../../etc/passwd')).rejects.toThrow('Unsafe storage key');
  });
});
