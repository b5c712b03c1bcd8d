import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logging.ts';

function capturedLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves one request through the request logger and answers its status once the line is written. */
async function served(logRequest: NonNullable<ReturnType<typeof requestLogger>>, path: string) {
  server = createServer((request, response) => {
    logRequest(request, response, 'id-1');
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
}

describe('request log lines', () => {
  it('name the request id, method, path without its query, status and time', async () => {
    const { logger, lines } = capturedLines();
    const logRequest = requestLogger(logger);
    if (!logRequest) return expect.fail('info is the level: requests are logged');
    expect(await served(logRequest, '/api/products?q=someone@example.com')).toBe(201);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ msg: 'request', requestId: 'id-1', method: 'GET', path: '/api/products', status: 201 });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });

  it('leave the redaction of every other line as it was', () => {
    const { logger, lines } = capturedLines();
    requestLogger(logger);
    logger.warn({ token: 'raw-session-token', request: { password: 'hunter2' } }, 'beside a request');
    expect(JSON.stringify(lines)).not.toContain('raw-session-token');
    expect(JSON.stringify(lines)).not.toContain('hunter2');
  });

  it('are not measured above level info', () => {
    expect(requestLogger(createLogger('warn'))).toBeUndefined();
  });
});
