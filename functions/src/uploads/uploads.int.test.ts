import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHUNK_BYTES, RESUMABLE_THRESHOLD_BYTES, UPLOAD_RETRY_DEADLINE_MS } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';
import { uploadPicture } from '@shop/web/upload-client';
import { appFetch, signUp } from '@shop/test-support/accounts';
import { newVisitor, type Visitor } from '@shop/test-support/visitors';
import { noisyPng, pngPicture } from '@shop/test-support/pictures';
import { storageDrivers } from '@shop/test-support/s3-server';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';

const drivers = storageDrivers();
afterAll(() => drivers.close());

describe.each(drivers.rows)('uploads kept on %s', (_driver, environment) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(await environment());
  });
  afterAll(() => t?.close());

  const blob = (data: Buffer | string, type: string) => new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });

  /** A visitor who is not logged in, keeping its upload cookie as a browser does. */
  const visitor = () => newVisitor(t.url);

  async function takeAs({ owner }: Visitor, uploadId: string): Promise<Buffer> {
    return t.uploads.use({ id: uploadId, ownerId: owner(), field: 'pictureUploadId' }, async (data) => data);
  }

  describe('resumable picture uploads', () => {
    it('serves the picture a sign-up sent at the URL the account names', async () => {
      const { user } = await signUp(t);
      const picture = await t.app.request(user.photoURL);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toContain('immutable');
      expect((await picture.arrayBuffer()).byteLength).toBe(Number(picture.headers.get('content-length')));
      expect((await t.app.request('/files/avatars/nobody/64.webp')).status).toBe(404);
    });

    it('sends a small picture in one request', async () => {
      const chunks: number[] = [];
      const picture = await pngPicture();
      const sender = visitor();
      const id = await uploadPicture(blob(picture, 'image/png'), { fetch: sender.fetch, onChunk: (bytes) => chunks.push(bytes) });
      expect(chunks).toEqual([picture.length]);
      expect((await takeAs(sender, id)).equals(picture)).toBe(true);
    });

    it('sends a 3 MB picture in chunks that double in size, reporting progress', async () => {
      const picture = await noisyPng(1024, 1024);
      expect(picture.length).toBeGreaterThan(3_000_000);
      const chunks: number[] = [];
      const progress: number[] = [];
      const sender = visitor();
      const id = await uploadPicture(blob(picture, 'image/png'), {
        fetch: sender.fetch,
        onChunk: (bytes) => chunks.push(bytes),
        onProgress: (fraction) => progress.push(fraction),
      });
      expect(chunks.slice(0, 3)).toEqual([RESUMABLE_THRESHOLD_BYTES, RESUMABLE_THRESHOLD_BYTES * 2, RESUMABLE_THRESHOLD_BYTES * 4]);
      expect(chunks.reduce((sum, bytes) => sum + bytes, 0)).toBe(picture.length);
      expect(Math.max(...chunks)).toBeLessThanOrEqual(MAX_CHUNK_BYTES);
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect((await takeAs(sender, id)).equals(picture)).toBe(true);
    });

    it('resumes from the server offset after the connection is cut mid-chunk', async () => {
      const picture = await noisyPng(1024, 1024);
      const sender = visitor();
      const real = sender.fetch;
      let patches = 0;
      let isCut = false;
      const flaky: typeof fetch = async (input, init) => {
        if (init?.method === 'PATCH' && (patches += 1) === 3 && !isCut) {
          isCut = true;
          // Half the chunk reaches the server, then the connection drops.
          const body = new Uint8Array(await (init.body as Blob).arrayBuffer());
          await real(input, { ...init, body: body.slice(0, body.length / 2) });
          throw new TypeError('network connection lost');
        }
        return real(input, init);
      };
      const sent: number[] = [];
      const id = await uploadPicture(blob(picture, 'image/png'), {
        fetch: flaky,
        sleep: async () => {},
        onChunk: (bytes) => sent.push(bytes),
      });
      expect(isCut).toBe(true);
      expect(sent.reduce((sum, bytes) => sum + bytes, 0)).toBeGreaterThan(picture.length);
      expect((await takeAs(sender, id)).equals(picture)).toBe(true);
    });

    it('ends with a clear error once the retry deadline has passed', async () => {
      let clock = 0;
      const down: typeof fetch = async () => {
        throw new TypeError('offline');
      };
      const attempt = uploadPicture(blob(await pngPicture(), 'image/png'), {
        fetch: down,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      });
      await expect(attempt).rejects.toThrow(uploadMessages.timedOut);
      expect(clock).toBeGreaterThanOrEqual(UPLOAD_RETRY_DEADLINE_MS);
    });
  });

  describe('bad pictures', () => {
    it.each([
      ['a script renamed .png', '<script>alert(1)</script>', 'image/png'],
      ['an SVG disguised as a PNG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png'],
      ['text named .gif', 'GIF89a but not really an image at all', 'image/gif'],
    ])('refuses %s', async (_name, content, type) => {
      const upload = uploadPicture(blob(content, type), { fetch: appFetch(t) });
      if (content.startsWith('GIF8')) {
        // The first bytes pass; decoding the picture refuses it when it is used.
        const client = await signUp(t);
        const id = await uploadPicture(blob(content, type), { fetch: appFetch(t, client.cookie) });
        const response = await t.app.request('/api/auth/profile', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: client.cookie },
          body: JSON.stringify({ pictureUploadId: id }),
        });
        expect(response.status).toBe(415);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(messages.invalidImage);
        await upload.catch(() => undefined);
        return;
      }
      await expect(upload).rejects.toThrow(messages.invalidImage);
    });

    it('refuses a declared type other than JPEG, PNG or GIF', async () => {
      await expect(uploadPicture(blob(await pngPicture(), 'image/svg+xml'), { fetch: appFetch(t) })).rejects.toThrow(messages.invalidImage);
    });

    it('refuses an empty file', async () => {
      await expect(uploadPicture(blob('', 'image/png'), { fetch: appFetch(t) })).rejects.toThrow(uploadMessages.empty);
      const response = await appFetch(t)('/api/uploads', {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '0', 'Upload-Metadata': `filetype ${btoa('image/png')}` },
      });
      expect(response.status).toBe(400);
    });

    it('refuses a file over the size cap, in the browser and on the server', async () => {
      await expect(uploadPicture(blob(Buffer.alloc(MAX_IMAGE_BYTES + 1), 'image/png'), { fetch: appFetch(t) })).rejects.toThrow(
        uploadMessages.tooLarge,
      );
      const response = await appFetch(t)('/api/uploads', {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(MAX_IMAGE_BYTES + 1),
          'Upload-Metadata': `filetype ${btoa('image/png')}`,
        },
      });
      expect(response.status).toBe(413);
    });

    it('refuses a parallel upload (tus concatenation, which the server does not offer) as a bad request', async () => {
      const response = await appFetch(t)('/api/uploads', {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Concat': 'partial',
          'Upload-Length': '100',
          'Upload-Metadata': `filetype ${btoa('image/png')}`,
        },
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/Concatenation extension is not/);
    });
  });
});
