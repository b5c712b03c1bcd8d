import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sessions } from '@shop/functions/db';
import { appFetch, signUp, uploadAs } from '@shop/test-support/accounts';
import { pngPicture } from '@shop/test-support/pictures';
import { storageDrivers } from '@shop/test-support/s3-server';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';
import { sweep, type HousekeepingDeps } from '../housekeeping.ts';
import { liveOrderDeps } from '../orders/index.ts';
import { TOO_MANY_UPLOADS } from './router.ts';
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

  /** Starts an upload without sending its bytes, as a visitor (no cookie) or a signed-in user. */
  async function startUpload(app: TestApp, cookie?: string): Promise<Response> {
    return appFetch(app, cookie)('/api/uploads', {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': '100', 'Upload-Metadata': `filetype ${btoa('image/png')}` },
    });
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

  const housekeepingOf = (app: TestApp): HousekeepingDeps => ({
    uploads: app.uploads,
    orders: liveOrderDeps(app.database.db, app.payments, app.worker.wake),
  });

  describe('housekeeping', () => {
    it('deletes uploads nobody used, finished or not, and expired sessions', async () => {
      const app = (t = await createTestApp(await environment()));
      const finished = await uploadAs(app, await pngPicture());
      const unfinished = (await startUpload(app)).headers.get('location')?.split('/').at(-1) ?? '';
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
        await expect(app.uploads.use({ id, ownerId: null, field: 'pictureUploadId' }, async (data) => data)).rejects.toThrow(
          /not found or has expired/,
        );
      }
    });
  });
});
