// Sends a request over a real socket exactly as given (raw path, any header, any body), where fetch()
// would tidy a hostile request up or refuse to send it.
import http from 'node:http';
import type { FuzzRequest } from './arbitraries.ts';

export type Answer = { status: number; contentType: string; body: string };

const TIMEOUT_MS = 15_000;
// One kept-alive connection, reused as a browser reuses one: a request that leaves it broken fails the next.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export const closeConnection = () => agent.destroy();

export function sendRaw(baseUrl: string, { method, target, headers, body, isChunked }: FuzzRequest, cookie: string): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  // Said outright: Node sends a GET's body with no framing at all, which the server would read as a second request.
  const framing =
    body === undefined ? {} : isChunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(Buffer.byteLength(body)) };
  const allHeaders = { ...headers, ...framing, ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.request({ agent, hostname, port, method, path: target, headers: allHeaders, timeout: TIMEOUT_MS }, (response) => {
      const contentType = response.headers['content-type'] ?? '';
      const answer = { status: response.statusCode ?? 0, contentType };
      // An event stream stays open: its headers are the answer.
      if (contentType.startsWith('text/event-stream')) {
        request.destroy();
        return resolve({ ...answer, body: '' });
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
