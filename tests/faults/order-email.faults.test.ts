// Faults: the server is killed with SIGKILL after an order's payment (its event and its queued email are
// committed) and while the confirmation email is being sent; started again on the same data, it sends the
// email, once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';
import { checkoutRequest, firstProducts, placeOrder, signUpShopper } from '@shop/test-support/shopper';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A real SMTP server; `isAccepting` false takes each message's data and never answers, like a hung mail server. */
async function smtpServer(isAccepting: boolean) {
  const subjects: string[] = [];
  let dataStarted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      dataStarted += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (!isAccepting) return;
        subjects.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '');
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    subjects,
    dataStarted: () => dataStarted,
  };
}

/** How long a server process may take to reach a step of the test. */
const STEP = { timeout: 30_000 };

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, DATABASE_URL: '', WORKER_INTERVAL_MS: '200', WORKER_LEASE_MS: '2000' });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

it('sends the confirmation of an order paid just before a kill -9 exactly once after the restart', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-faults-mail-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const hung = await smtpServer(false);
  const first = await started({ DATA_DIR: dataDir, SMTP_URL: hung.url });
  const shopper = await signUpShopper(first.url);
  const [productId] = await firstProducts(first.url, 1);
  const { order } = await placeOrder(shopper, checkoutRequest(productId ?? ''));
  expect(order.status).toBe('paid');
  // The worker is in the middle of sending: the event is committed, the email not yet marked sent.
  await expect.poll(() => hung.dataStarted(), { ...STEP, message: 'the worker to start sending' }).toBeGreaterThan(0);
  expect(await first.stop('SIGKILL')).toBeNull();

  const mail = await smtpServer(true);
  await started({ DATA_DIR: dataDir, SMTP_URL: mail.url });
  const confirmation = `Multimart order #${order.number} confirmed`;
  await expect.poll(() => mail.subjects, { ...STEP, message: 'the confirmation after the restart' }).toContain(confirmation);
  // Several more worker runs: none sends it again.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(mail.subjects.filter((subject) => subject === confirmation)).toHaveLength(1);
});
