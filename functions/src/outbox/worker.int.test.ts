// Each job's payload is read when it is queued and again before it is done: a payload its kind does not carry
// is kept as a failed job with the reason (the change that queued it still commits), and a row no handler can
// read (written by an older or a newer server, or by hand) is given up with the reason; no handler sees either.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@shop/test-support/database';
import { outbox } from '../db/index.ts';
import { enqueue, type OutboxJob } from './enqueue.ts';
import { createOutboxWorker } from './worker.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.drop());

function workerWith(send: () => Promise<void>, restock: () => Promise<void> = vi.fn()) {
  return createOutboxWorker({
    db: database.db,
    handlers: {
      email: { run: send },
      refund: { run: vi.fn() },
      files: { run: vi.fn() },
      restock: { run: restock },
      supportReply: { run: vi.fn() },
      passwordReset: { run: vi.fn() },
    },
    logger: pino({ level: 'silent' }),
    intervalMs: 3_600_000,
    leaseMs: 60_000,
  });
}

describe('outbox worker', () => {
  it('gives up a job whose payload is not one its kind carries, without calling its handler', async () => {
    const send = vi.fn(() => Promise.resolve());
    const [job] = await database.db
      .insert(outbox)
      .values({ kind: 'email', payload: { to: 42, subject: 'Hello' } })
      .returning();
    const worker = workerWith(send);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, job?.id ?? ''));
    expect(send).not.toHaveBeenCalled();
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toMatch(/^The job's payload cannot be read: /);
  });

  it('keeps a job queued with a payload its kind does not carry as failed, with the reason, and never does it', async () => {
    const restock = vi.fn(() => Promise.resolve());
    const productId = `p-${Date.now()}`;
    const bad = { kind: 'restock', payload: { productId: 7, note: productId } } as unknown as OutboxJob;
    await database.db.transaction(async (tx) => {
      await enqueue(tx, bad);
      await enqueue(tx, { kind: 'restock', payload: { productId } });
    });
    const worker = workerWith(vi.fn(), restock);
    await worker.runOnce();
    await worker.stop();
    const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'restock'));
    const failed = rows.find((row) => (row.payload as { note?: string }).note === productId);
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(failed?.attempts).toBe(0);
    expect(failed?.lastError).toMatch(/^The job's payload cannot be read: [\s\S]*productId/);
    expect(restock.mock.calls).toEqual([[{ productId }, expect.any(String)]]);
  });

  it('does a job whose payload is well formed', async () => {
    const send = vi.fn(() => Promise.resolve());
    const email = { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', reference: 'greeting' };
    await database.db.insert(outbox).values({ kind: 'email', payload: email });
    const worker = workerWith(send);
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    expect(send).toHaveBeenCalledWith(email, expect.any(String));
  });
});
