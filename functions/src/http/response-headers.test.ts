import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { responseWithHeaders } from './response-headers.ts';

const ResponseWithHeaders = responseWithHeaders(
  new Map([
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
  ]),
  'x-request-id',
);

/** The status and headers one request to a server answering with `answer` gets. */
async function answerOf(answer: RequestListener<typeof IncomingMessage, typeof ResponseWithHeaders>) {
  const server = createServer({ ServerResponse: ResponseWithHeaders }, (request, response) => {
    response.requestId = 'abc-1';
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: '/' }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('the headers every response carries', () => {
  it('go out with the headers given to writeHead, as a record or as a list, and with a status message', async () => {
    for (const answer of [
      await answerOf((_, response) => response.writeHead(201, { 'Content-Type': 'text/plain' }).end('made')),
      await answerOf((_, response) => response.writeHead(201, ['Content-Type', 'text/plain']).end('made')),
      await answerOf((_, response) => response.writeHead(201, 'Made', { 'Content-Type': 'text/plain' }).end('made')),
    ]) {
      expect(answer.status).toBe(201);
      expect(answer.headers).toMatchObject({
        'content-type': 'text/plain',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'x-request-id': 'abc-1',
      });
    }
  });

  it('go out when the answer sets its headers one by one, or none at all', async () => {
    const oneByOne = await answerOf((_, response) => {
      response.setHeader('Content-Type', 'text/plain');
      response.end('made');
    });
    expect(oneByOne.headers).toMatchObject({ 'content-type': 'text/plain', 'x-frame-options': 'DENY', 'x-request-id': 'abc-1' });
    const none = await answerOf((_, response) => response.writeHead(304).end());
    expect(none.status).toBe(304);
    expect(none.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-request-id': 'abc-1' });
  });

  it("give way to the answer's own value of one of them, however it was set, and are never sent twice", async () => {
    const inRecord = await answerOf((_, response) => response.writeHead(200, { 'x-frame-options': 'SAMEORIGIN' }).end());
    const setBefore = await answerOf((_, response) => {
      response.setHeader('Referrer-Policy', 'same-origin');
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end();
    });
    expect(inRecord.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(setBefore.headers['referrer-policy']).toBe('same-origin');
    expect(setBefore.headers['x-frame-options']).toBe('DENY');
  });
});
