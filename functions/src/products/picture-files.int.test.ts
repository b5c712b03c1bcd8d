// A product's picture files follow the product: an edit that brings a new picture deletes the old one's
// WebP variants once the new one is committed, deleting the product deletes them all, and a storage that
// fails to delete them neither fails the admin's request nor keeps them: the background worker deletes
// them later. On both storage drivers (local disk, and S3 against a real s3rver).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, type Product } from '@shop/core/products';
import { createApp } from '../app.ts';
import { FILES_URL_PREFIX, type Storage } from '../storage/index.ts';
import { uploadAs, type Client } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { pngPicture } from '@shop/test-support/pictures';
import { storageDrivers } from '@shop/test-support/s3-server';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';

const drivers = storageDrivers();
afterAll(() => drivers.close());

/** The storage keys of a product's picture: every width in its srcset. */
const keysOf = (product: Product) =>
  product.imgSrcSet.split(', ').map((entry) => (entry.split(' ')[0] ?? '').slice(FILES_URL_PREFIX.length));

describe.each(drivers.rows)('%s storage: a product picture’s files', (_name, environment) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    // The worker runs only when a test asks, so what the request itself deleted is told apart from what the worker did.
    t = await createTestApp({ ...(await environment()), WORKER_INTERVAL_MS: '3600000' });
    admin = await signUpAdmin(t);
  });
  afterAll(() => t?.close());

  const send = (app: TestApp['app'], method: string, url: string, body?: unknown) =>
    app.request(url, {
      method,
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The app over a storage that cannot delete anything (the worker keeps the real one). */
  const appFailingToRemove = () => {
    const storage: Storage = { ...t.storage, remove: () => Promise.reject(new Error('storage unreachable')) };
    return createApp({ ...t, logger: pino({ level: 'silent' }), storage });
  };

  const newUpload = async () => uploadAs(t, await pngPicture(800, 600), 'image/png', admin.cookie);

  async function addProduct(): Promise<Product> {
    const fields = { productName: 'Oak Stool', shortDesc: 'A small oak stool.', description: 'Solid oak.', category: 'chair', price: 4999 };
    const response = await send(t.app, 'POST', '/api/products', { ...fields, imageUploadId: await newUpload() });
    expect(response.status).toBe(201);
    return productSchema.parse(await response.json());
  }

  async function newPicture(id: string, app = t.app): Promise<Product> {
    const response = await send(app, 'PATCH', `/api/admin/products/${id}`, { imageUploadId: await newUpload() });
    expect(response.status, await response.clone().text()).toBe(200);
    return productSchema.parse(await response.json());
  }

  /** Which of the keys the storage still holds. */
  async function stored(keys: string[]): Promise<string[]> {
    const files = await Promise.all(keys.map(async (key) => [key, await t.storage.read(key)] as const));
    for (const [, file] of files) await file?.body.cancel();
    return files.filter(([, file]) => file !== null).map(([key]) => key);
  }

  it('deletes the old picture’s variants once a new picture replaces it, edit after edit', async () => {
    const created = await addProduct();
    expect(await stored(keysOf(created))).toEqual(keysOf(created));
    const first = await newPicture(created.id);
    expect(await stored(keysOf(first))).toEqual(keysOf(first));
    expect(await stored(keysOf(created))).toEqual([]);
    const second = await newPicture(created.id);
    expect(await stored(keysOf(second))).toEqual(keysOf(second));
    expect(await stored(keysOf(first))).toEqual([]);
  });

  it('deletes every file of a deleted product', async () => {
    const created = await addProduct();
    const edited = await newPicture(created.id);
    expect((await send(t.app, 'DELETE', `/api/products/${created.id}`)).status).toBe(200);
    expect(await stored([...keysOf(created), ...keysOf(edited)])).toEqual([]);
  });

  it('answers the edit when the old files cannot be deleted, and the background worker deletes them later', async () => {
    const created = await addProduct();
    const edited = await newPicture(created.id, appFailingToRemove());
    expect(await stored(keysOf(created))).toEqual(keysOf(created));
    await t.worker.runOnce();
    expect(await stored(keysOf(created))).toEqual([]);
    expect(await stored(keysOf(edited))).toEqual(keysOf(edited));
  });

  it('answers the deletion when the files cannot be deleted, and the background worker deletes them later', async () => {
    const created = await addProduct();
    expect((await send(appFailingToRemove(), 'DELETE', `/api/products/${created.id}`)).status).toBe(200);
    await t.worker.runOnce();
    expect(await stored(keysOf(created))).toEqual([]);
  });
});
