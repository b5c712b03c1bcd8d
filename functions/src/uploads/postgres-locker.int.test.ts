// Uploads locked across instances through PostgreSQL advisory locks: two lockers on one database (as two
// instances have) never hold one upload at once, a holder is asked to let go when another wants it, and
// two upload servers sharing one upload folder never write one upload at the same time. PostgreSQL only.
import { stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '@shop/test-support/database';
import { createPostgresLocker, createUploadServer, diskUploadStore, UPLOAD_EXPIRY_MS, type PostgresLocker } from './index.ts';

describe.skipIf(testDatabaseKind !== 'postgres')('the PostgreSQL upload locker', () => {
  let database: TestDatabase;
  const lockers: PostgresLocker[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const locker of lockers) await locker.close();
    await database?.drop();
  });

  const newLocker = (acquireTimeoutMs?: number) => {
    const locker = createPostgresLocker(database.url ?? '', { acquireTimeoutMs });
    lockers.push(locker);
    return locker;
  };
  const signal = () => new AbortController().signal;

  it('lets one of two instances hold an upload, asks the holder to let go, and hands it over once let go', async () => {
    const [first, second] = [newLocker(), newLocker(600)];
    const held = first.newLock('upload-a');
    const askedToLetGo = vi.fn();
    await held.lock(signal(), askedToLetGo);
    await expect(second.newLock('upload-a').lock(signal(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await expect.poll(() => askedToLetGo.mock.calls.length).toBeGreaterThan(0);
    // Another upload is free meanwhile.
    const other = second.newLock('upload-b');
    await other.lock(signal(), () => undefined);
    await other.unlock();
    await held.unlock();
    const taken = second.newLock('upload-a');
    await taken.lock(signal(), () => undefined);
    await taken.unlock();
  });

  it('makes two requests of one instance take turns on an upload', async () => {
    const locker = newLocker();
    const first = locker.newLock('upload-c');
    const askedToLetGo = vi.fn();
    await first.lock(signal(), askedToLetGo);
    let isSecondIn = false;
    const second = locker.newLock('upload-c');
    const waiting = second
      .lock(signal(), () => undefined)
      .then(() => {
        isSecondIn = true;
      });
    // Waiting its turn, the second asks the first to let go.
    await expect.poll(() => askedToLetGo.mock.calls.length).toBeGreaterThan(0);
    expect(isSecondIn).toBe(false);
    await first.unlock();
    await waiting;
    expect(isSecondIn).toBe(true);
    await second.unlock();
  });

  it('keeps a second instance from writing an upload the first is writing: it waits until the first request has ended', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'shop-locked-uploads-'));
    const [first, second] = [newLocker(), newLocker()].map((locker) =>
      createUploadServer(diskUploadStore(directory, UPLOAD_EXPIRY_MS), { locker }),
    );
    if (!first || !second) throw new Error('two upload servers expected');
    const tus = { 'tus-resumable': '1.0.0' };
    const url = 'http://shop.test/api/uploads';
    const created = await first.handle(
      new Request(url, {
        method: 'POST',
        headers: { ...tus, 'upload-length': '2000', 'upload-metadata': `filetype ${btoa('image/png')}` },
      }),
      'owner',
    );
    expect(created.status).toBe(201);
    const id = (created.headers.get('location') ?? '').split('/').at(-1) ?? '';
    const patch = (offset: number, body: ReadableStream<Uint8Array> | Uint8Array) =>
      new Request(`${url}/${id}`, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body,
        duplex: 'half',
      } as RequestInit);

    // The first instance receives the first half (a PNG's signature first), and its client is still sending.
    let sending: ReadableStreamDefaultController<Uint8Array> | undefined;
    const slowBody = new ReadableStream<Uint8Array>({ start: (controller) => void (sending = controller) });
    let isFirstOver = false;
    const firstAnswer = first.handle(patch(0, slowBody), 'owner').finally(() => {
      isFirstOver = true;
    });
    const firstHalf = new Uint8Array(1000);
    firstHalf.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    sending?.enqueue(firstHalf);
    await expect.poll(async () => (await stat(path.join(directory, id)).catch(() => null))?.size ?? 0).toBe(1000);

    // A client resuming through the second instance from there: it may write only once the first request is over.
    const secondAnswer = await second.handle(patch(1000, new Uint8Array(1000).fill(7)), 'owner');
    const wasFirstOver = isFirstOver;
    try {
      sending?.close();
    } catch {
      // The first request was ended for the second one: its body is no longer read.
    }
    await firstAnswer;
    expect(wasFirstOver).toBe(true);
    expect(secondAnswer.status).toBe(204);
    expect((await stat(path.join(directory, id))).size).toBe(2000);
    await rm(directory, { recursive: true, force: true });
  });
});
