import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createTestApp } from '@shop/test-support/test-app';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const t = await fileTestApp();
afterAll(async () => {
  agent.destroy();
});

/** One request on the shared kept-alive connection; a dropped connection answers 'reset'. */
function send(method: string, path: string, body?: Buffer): Promise<number | 'reset'> {
  const { hostname, port } = new URL(t.url);
  const headers = body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {};
  return new Promise((resolve) => {
    const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve('reset'));
    request.end(body);
  });
}

describe('a request refused before its body was read', () => {
  it.each([
    ['a 401 for a 200 KB body sent without a session', 200_000, 401],
    ['a 413 for a body over the 1 MB limit', 1_100_000, 413],
  ])('answers %s and keeps the connection for the next request', async (_case, size, refusal) => {
    const body = Buffer.alloc(size, 'x');
    for (let round = 0; round < 4; round += 1) {
      expect(await send('PATCH', '/api/auth/profile', body)).toBe(refusal);
      expect(await send('GET', '/healthz')).toBe(200);
    }
  });
});

/** Opens the live feed with a body on the GET, reads the headers and leaves. */
function openAndLeaveLiveFeed(url: string, body: Buffer): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent: false, hostname, port, method: 'GET', path: '/api/events', headers: { 'content-length': String(body.length) } },
      () => {
        request.destroy();
        resolve();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('a visitor who leaves the live feed', () => {
  it('is noticed at once even when the GET carried a body, so the server closes without waiting for the stream', async () => {
    const app = await createTestApp();
    try {
      await openAndLeaveLiveFeed(app.url, Buffer.alloc(1_100_000, 'x'));
      // Unnoticed, the stream would live on until a keep-alive write failed, 25 s or more, and a shutdown would wait for it.
      await expect.poll(() => app.liveStreams.open(), { timeout: 5_000 }).toBe(0);
    } finally {
      await app.close();
    }
  }, 90_000);
});
