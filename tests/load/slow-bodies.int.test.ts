// Slow request bodies and connection floods: a client that trickles a body a byte at a time is cut off after
// HTTP_REQUEST_TIMEOUT_MS, and connections past HTTP_MAX_CONNECTIONS are closed at once, so neither can hold
// the server's file handles. Before, 200 trickling sockets were still open after 110 s.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';

const TRICKLERS = 50;
const REQUEST_TIMEOUT_MS = 2000;
const MAX_CONNECTIONS = 60;

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    DATABASE_URL: '',
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
});

afterAll(async () => {
  await server.stop();
});

/** A socket that sends a POST's headers, then one byte of its body a second; resolves when the server closes it. */
function trickle(): { closed: Promise<number>; stop: () => void } {
  const { port, hostname } = new URL(server.url);
  const socket = net.connect(Number(port), hostname);
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    timer = setInterval(() => socket.write('{'), 1000);
  });
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    }),
  );
  return { closed, stop: () => socket.destroy() };
}

it(`closes ${TRICKLERS} sockets that trickle a body once HTTP_REQUEST_TIMEOUT_MS has passed`, async () => {
  const sockets = Array.from({ length: TRICKLERS }, trickle);
  const closedAfter = await Promise.all(sockets.map((socket) => Promise.race([socket.closed, sleep(20_000).then(() => Infinity)])));
  for (const socket of sockets) socket.stop();
  // Node checks the time every half of the timeout (5 s at most): a socket lasts at most one and a half.
  expect(Math.max(...closedAfter)).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
}, 30_000);

it('closes connections past HTTP_MAX_CONNECTIONS and still answers once they are gone', async () => {
  const sockets = Array.from({ length: MAX_CONNECTIONS + 20 }, trickle);
  // The ones over the cap are closed at once, long before the request timeout.
  const early = await Promise.all(sockets.map((socket) => Promise.race([socket.closed, sleep(1000).then(() => Infinity)])));
  expect(early.filter((ms) => ms < 1000).length).toBeGreaterThanOrEqual(20);
  for (const socket of sockets) socket.stop();
  await expect.poll(async () => (await fetch(`${server.url}/healthz`).catch(() => null))?.status, { timeout: 5000 }).toBe(200);
}, 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
