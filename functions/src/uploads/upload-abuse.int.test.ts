import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sessions } from '@shop/functions/db';
import { appFetch, signUp, uploadAs, visitorUpload } from '@shop/test-support/accounts';
import { newVisitor } from '@shop/test-support/visitors';
import { MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';
import { pngPicture } from '@shop/test-support/pictures';
import { storageDrivers } from '@shop/test-support/s3-server';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';
import { sweep, type HousekeepingDeps } from '../housekeeping.ts';
import { liveOrderDeps } from '../orders/index.ts';
import { openBucket } from '../storage/index.ts';
import { TOO_MANY_UPLOADS, TOO_MANY_UPLOAD_BYTES_FROM_ACCOUNT, TOO_MANY_UPLOAD_BYTES_FROM_ADDRESS } from './upload-limits.ts';
import { UPLOAD_EXPIRY_MS } from './upload-server.ts';

const drivers = storageDrivers();
afterAll(() => drivers.close());

describe.each(drivers.rows)('uploads kept on %s', (_driver, environment) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const tus = { 'Tus-Resumable': '1.0.0' };

  /** Starts an upload of `bytes` without sending them, as a visitor (no cookie) or a signed-in user. */
  async function startUpload(app: TestApp, cookie?: string, bytes = 100): Promise<Response> {
    return appFetch(app, cookie)('/api/uploads', {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': String(bytes), 'Upload-Metadata': `filetype ${btoa('image/png')}` },
    });
  }

  /** The same, from another client address (in process, as the app sees a request from `address`). */
  async function startUploadFrom(app: TestApp, address: string, cookie?: string, bytes = 100): Promise<Response> {
    return app.app.request(
      '/api/uploads',
      {
        method: 'POST',
        headers: {
          ...tus,
          ...(cookie ? { cookie } : {}),
          'Upload-Length': String(bytes),
          'Upload-Metadata': `filetype ${btoa('image/png')}`,
        },
      },
      { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
    );
  }

  async function expectRefusal(answer: Response, message: string) {
    expect(answer.status).toBe(429);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  describe('who may touch an upload', () => {
    it('answers a stranger that someone else’s upload does not exist, and keeps it for its owner', async () => {
      const app = (t = await createTestApp(await environment()));
      const owner = await signUp(app);
      const id = await uploadAs(app, await pngPicture(), 'image/png', owner.cookie);
      const visitor = appFetch(app);
      expect((await visitor(`/api/uploads/${id}`, { method: 'DELETE', headers: tus })).status).toBe(404);
      expect((await visitor(`/api/uploads/${id}`, { method: 'HEAD', headers: tus })).status).toBe(404);
      const other = await signUp(app);
      expect((await appFetch(app, other.cookie)(`/api/uploads/${id}`, { method: 'DELETE', headers: tus })).status).toBe(404);
      const taken = await app.uploads.use({ id, ownerId: owner.user.uid, field: 'pictureUploadId' }, async (data) => data);
      expect(taken.length).toBeGreaterThan(0);
    });

    it('keeps a visitor’s upload to the browser that sent it: another visitor can neither read, continue, delete nor sign up with it', async () => {
      const app = (t = await createTestApp(await environment()));
      const owner = newVisitor(app.url);
      const started = await owner.fetch('/api/uploads', {
        method: 'POST',
        headers: { ...tus, 'Upload-Length': '100', 'Upload-Metadata': `filetype ${btoa('image/png')}` },
      });
      expect(started.status).toBe(201);
      const given = started.headers.get('set-cookie') ?? '';
      expect(given).toMatch(/^upload_visitor=[\w-]{43};/);
      expect(given).toMatch(/HttpOnly/);
      expect(given).toMatch(/SameSite=Strict/);
      expect(given).toMatch(/Path=\/api/);
      const id = started.headers.get('location')?.split('/').at(-1) ?? '';
      const { pictureUploadId: otherUpload } = await visitorUpload(app, await pngPicture());
      const strangers = [appFetch(app), appFetch(app, 'upload_visitor=' + 'x'.repeat(43))];
      for (const stranger of strangers) {
        expect((await stranger(`/api/uploads/${id}`, { method: 'HEAD', headers: tus })).status).toBe(404);
        const patch = {
          method: 'PATCH',
          headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
          body: 'x',
        };
        expect((await stranger(`/api/uploads/${id}`, patch)).status).toBe(404);
        expect((await stranger(`/api/uploads/${id}`, { method: 'DELETE', headers: tus })).status).toBe(404);
      }
      const head = await owner.fetch(`/api/uploads/${id}`, { method: 'HEAD', headers: tus });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe('0');
      // Signing up with another visitor's finished picture is refused as if it did not exist.
      const signup = (cookie: string) =>
        app.app.request('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ username: 'Taker', email: 'taker@example.com', password: 'long enough pw', pictureUploadId: otherUpload }),
        });
      const taken = await signup(owner.cookie());
      expect(taken.status).toBe(400);
      expect(((await taken.json()) as { error: { fields: object } }).error.fields).toEqual({ pictureUploadId: uploadMessages.expired });
      expect((await signup('')).status).toBe(400);
    });

    it('never says who owns an upload, even to its owner', async () => {
      const app = (t = await createTestApp(await environment()));
      const owner = await signUp(app);
      const id = await uploadAs(app, await pngPicture(), 'image/png', owner.cookie);
      const head = await appFetch(app, owner.cookie)(`/api/uploads/${id}`, { method: 'HEAD', headers: tus });
      expect(head.status).toBe(200);
      const metadata = head.headers.get('upload-metadata') ?? '';
      expect(metadata).toContain(`filetype ${btoa('image/png')}`);
      expect(metadata).not.toContain(btoa(owner.user.uid));
      expect(metadata).not.toMatch(/owner/);
    });
  });

  /** The names stored for uploads in progress: files under DATA_DIR/uploads, or keys under the bucket's uploads/. */
  async function storedParts(app: TestApp): Promise<string[]> {
    if (!app.config.s3) return readdir(app.config.uploadsDir);
    const bucket = await openBucket(app.config.s3);
    try {
      return (await bucket.list('uploads/')).map((object) => object.key.slice('uploads/'.length));
    } finally {
      bucket.close();
    }
  }

  /** Deletes an upload's record (its size, type and owner) and leaves its bytes, as a crash between the two would. */
  async function dropRecordOf(app: TestApp, id: string): Promise<void> {
    if (!app.config.s3) return rm(path.join(app.config.uploadsDir, `${id}.json`));
    const bucket = await openBucket(app.config.s3);
    await bucket.delete([`uploads/${id}/info.json`]).finally(() => bucket.close());
  }

  describe('the tus record behind an upload', () => {
    it.each([
      ['a visitor', false],
      ['its owner', true],
    ])(
      'never answers %s a request for the record file (<id>.json) with a server error, a path, or a lost record',
      async (_who, isOwner) => {
        const app = (t = await createTestApp(await environment()));
        const owner = await signUp(app);
        const id = await uploadAs(app, await pngPicture(), 'image/png', owner.cookie);
        const before = await storedParts(app);
        for (const name of [`${id}.json`, `${id}%2Ejson`, `..%2F${id}`, `${id}.json.json`]) {
          const answer = await appFetch(app, isOwner ? owner.cookie : undefined)(`/api/uploads/${name}`, {
            method: 'DELETE',
            headers: tus,
          });
          const body = await answer.text();
          expect(answer.status, `DELETE /api/uploads/${name}`).toBe(404);
          expect(body).not.toMatch(/\/(tmp|work|home)\/|ENOENT|uploads\//);
        }
        expect(await storedParts(app)).toEqual(before);
        const taken = await app.uploads.use({ id, ownerId: owner.user.uid, field: 'pictureUploadId' }, async (data) => data);
        expect(taken.length).toBeGreaterThan(0);
      },
    );

    it('keeps another account’s upload whole when a stranger names its record file', async () => {
      const app = (t = await createTestApp(await environment()));
      const [owner, stranger] = [await signUp(app), await signUp(app)];
      const id = await uploadAs(app, await pngPicture(), 'image/png', owner.cookie);
      for (const method of ['DELETE', 'HEAD', 'PATCH']) {
        const answer = await appFetch(app, stranger.cookie)(`/api/uploads/${id}.json`, {
          method,
          headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        });
        expect(answer.status, method).toBe(404);
      }
      const taken = await app.uploads.use({ id, ownerId: owner.user.uid, field: 'pictureUploadId' }, async (data) => data);
      expect(taken.length).toBeGreaterThan(0);
    });
  });

  describe('other websites', () => {
    it('are not allowed by CORS to send uploads through their visitors’ browsers', async () => {
      const app = (t = await createTestApp(await environment()));
      const origin = 'https://elsewhere.example';
      const preflight = await appFetch(app)('/api/uploads', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'tus-resumable,upload-length' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const created = await appFetch(app)('/api/uploads', {
        method: 'POST',
        headers: { ...tus, origin, 'Upload-Length': '100', 'Upload-Metadata': `filetype ${btoa('image/png')}` },
      });
      expect(created.headers.get('access-control-allow-origin')).toBeNull();
      const id = created.headers.get('location')?.split('/').at(-1) ?? '';
      const head = await appFetch(app)(`/api/uploads/${id}`, { method: 'HEAD', headers: { ...tus, origin } });
      expect(head.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('uploads by visitors', () => {
    it('allows a visitor only so many uploads per window; a signed-in user is not held by it', async () => {
      const app = (t = await createTestApp({ ...(await environment()), UPLOAD_ANONYMOUS_LIMIT: '3' }));
      // The sign-up's own picture is this address's first upload.
      const user = await signUp(app);
      for (let upload = 1; upload < 3; upload += 1) expect((await startUpload(app)).status).toBe(201);
      const refused = await startUpload(app);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_UPLOADS);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await startUpload(app, user.cookie)).status).toBe(201);
    });
  });

  describe('upload bytes per window', () => {
    it('holds an account to UPLOAD_ACCOUNT_BYTES, counting what each upload declares it will send', async () => {
      const app = (t = await createTestApp({ ...(await environment()), UPLOAD_ACCOUNT_BYTES: '1000', UPLOAD_ADDRESS_BYTES: '100000' }));
      const [filler, other] = [await signUp(app), await signUp(app)];
      expect((await startUpload(app, filler.cookie, 400)).status).toBe(201);
      expect((await startUpload(app, filler.cookie, 400)).status).toBe(201);
      await expectRefusal(await startUpload(app, filler.cookie, 400), TOO_MANY_UPLOAD_BYTES_FROM_ACCOUNT);
      // The browser's upload stops at once with the reason, rather than retrying for minutes.
      await expect(uploadAs(app, await pngPicture(), 'image/png', filler.cookie)).rejects.toThrow(TOO_MANY_UPLOAD_BYTES_FROM_ACCOUNT);
      // From another address the account is still held; another account at the first address is not.
      await expectRefusal(await startUploadFrom(app, '10.9.0.1', filler.cookie, 400), TOO_MANY_UPLOAD_BYTES_FROM_ACCOUNT);
      expect((await startUpload(app, other.cookie, 400)).status).toBe(201);
    });

    it('holds an address to UPLOAD_ADDRESS_BYTES, visitors and accounts alike', async () => {
      const app = (t = await createTestApp({ ...(await environment()), UPLOAD_ACCOUNT_BYTES: '100000', UPLOAD_ADDRESS_BYTES: '1000' }));
      const shopper = await signUp(app);
      const address = '10.9.0.2';
      expect((await startUploadFrom(app, address, undefined, 450)).status).toBe(201);
      expect((await startUploadFrom(app, address, shopper.cookie, 450)).status).toBe(201);
      await expectRefusal(await startUploadFrom(app, address, undefined, 450), TOO_MANY_UPLOAD_BYTES_FROM_ADDRESS);
      await expectRefusal(await startUploadFrom(app, address, shopper.cookie, 450), TOO_MANY_UPLOAD_BYTES_FROM_ADDRESS);
      expect((await startUploadFrom(app, '10.9.0.3', undefined, 450)).status).toBe(201);
    });

    it('refuses the 40 largest pictures one account starts at once, past its bytes', async () => {
      const app = (t = await createTestApp({ ...(await environment()), UPLOAD_ACCOUNT_BYTES: String(50 * 1024 * 1024) }));
      const filler = await signUp(app);
      const answers = await Promise.all(Array.from({ length: 40 }, () => startUpload(app, filler.cookie, MAX_IMAGE_BYTES)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      await Promise.all(answers.map((answer) => answer.body?.cancel()));
    });
  });

  const housekeepingOf = (app: TestApp): HousekeepingDeps => ({
    uploads: app.uploads,
    orders: liveOrderDeps(app.database.db, app.payments, app.worker.wake, app.config.publicUrl),
  });

  describe('housekeeping', () => {
    it('deletes uploads nobody used, finished or not, and expired sessions', async () => {
      const app = (t = await createTestApp(await environment()));
      const visitor = newVisitor(app.url);
      const { pictureUploadId: finished } = await visitorUpload(app, await pngPicture(), { visitor });
      const unfinished = (await startUpload(app, visitor.cookie())).headers.get('location')?.split('/').at(-1) ?? '';
      await signUp(app);
      expect(await sweep(housekeepingOf(app), new Date(Date.now() + UPLOAD_EXPIRY_MS - 60_000))).toEqual({
        uploads: 0,
        sessions: 0,
        unpaidOrders: 0,
      });
      // Sessions last 30 days: 40 days on, the sign-up's session has expired too (its picture was used, so is gone).
      expect(await sweep(housekeepingOf(app), new Date(Date.now() + 40 * 86_400_000))).toEqual({
        uploads: 2,
        sessions: 1,
        unpaidOrders: 0,
      });
      expect(await app.database.db.select().from(sessions)).toEqual([]);
      for (const id of [finished, unfinished]) {
        await expect(app.uploads.use({ id, ownerId: visitor.owner(), field: 'pictureUploadId' }, async (data) => data)).rejects.toThrow(
          /not found or has expired/,
        );
      }
    });

    it('removes the bytes of an upload whose record is gone, and leaves uploads in progress alone', async () => {
      const app = (t = await createTestApp(await environment()));
      const visitor = newVisitor(app.url);
      const { pictureUploadId: orphaned } = await visitorUpload(app, await pngPicture(), { visitor });
      const { pictureUploadId: kept } = await visitorUpload(app, await pngPicture(), { visitor });
      await dropRecordOf(app, orphaned);
      expect((await storedParts(app)).some((name) => name.startsWith(orphaned))).toBe(true);
      // An hour on: long enough that the bytes cannot be an upload whose record is still being written.
      await sweep(housekeepingOf(app), new Date(Date.now() + 60 * 60_000));
      const left = await storedParts(app);
      expect(left.filter((name) => name.startsWith(orphaned))).toEqual([]);
      expect(left.some((name) => name.startsWith(kept))).toBe(true);
      await app.uploads.use({ id: kept, ownerId: visitor.owner(), field: 'pictureUploadId' }, async (data) => data);
    });
  });
});
