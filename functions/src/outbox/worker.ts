// The background worker: does the outbox's due jobs with retries and backoff, and clears expired
// password-reset and email-change links. A short transaction claims due jobs (SKIP LOCKED, so with several
// instances on one PostgreSQL each job goes to one of them) by leasing them: their next attempt moves past the lease. The
// job is then done outside any transaction (a slow mail server holds no database connection) and marked
// done. A crash before the mark leaves the job to be done again when its lease ends; the mail transports
// name each email by its job, so a repeat replaces the same file or carries the same Message-ID. A job
// that can never succeed (PermanentJobError), or that failed MAX_ATTEMPTS times, is given up: marked
// failed, its handler told why (a refund shows the admin it did not go through), and never tried again.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, emailChangeTokens, outbox, passwordResetTokens } from '../db/index.ts';
import { lastErrorOf, readJob, type OutboxJob } from './enqueue.ts';

const WORKER_LOCK_ID = 72_240_511;
const BATCH = 20;
const BASE_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 30 * 60_000;
/** Used or expired reset and email-change links are kept a day for audit, then deleted. */
const RESET_TOKEN_RETENTION_MS = 24 * 60 * 60_000;

/** Failures in a row before a job is given up: with the backoff below, about ten hours of tries. */
export const MAX_ATTEMPTS = 30;

/** Thrown by a handler when trying again cannot help (e.g. a refund through a provider this server is not set up for). */
export class PermanentJobError extends Error {}

export type JobHandler<Payload> = {
  run(payload: Payload, jobId: string): Promise<void>;
  /** Told once, when the job is given up, why it was. */
  giveUp?(payload: Payload, reason: string): Promise<void>;
};

export type JobHandlers = { [Kind in OutboxJob['kind']]: JobHandler<Extract<OutboxJob, { kind: Kind }>['payload']> };

export type OutboxWorker = {
  /** Runs the due jobs now (after a write that queued one); answers how many were done. */
  runOnce(): Promise<number>;
  /** Asks for a run soon, without waiting for it. */
  wake(): void;
  stop(): Promise<void>;
};

/** 2 s, 4 s, 8 s ... up to 30 minutes between attempts. */
export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

export function createOutboxWorker(options: {
  db: Db;
  handlers: JobHandlers;
  logger: Logger;
  intervalMs: number;
  /** How long a claimed job is left to its worker before another run may take it again. */
  leaseMs: number;
  now?: () => Date;
}): OutboxWorker {
  const { db, handlers, logger, intervalMs, leaseMs } = options;
  const now = options.now ?? (() => new Date());
  // Runs never overlap in one process: a run asked for while one works waits for it, and joins a run already waiting.
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | undefined;
  let isStopped = false;

  type Job = typeof outbox.$inferSelect;

  const dueAt = (at: Date) => and(isNull(outbox.doneAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, at));

  /**
   * Deletes the links past their retention and says whether any job is due, in one statement. Most runs find
   * none due and end there, without a transaction: the embedded database runs one at a time, held through
   * each of its round trips to the server's thread, which under load took it from every request for 0.1-1 s
   * a second.
   */
  const tidyAndCheck = async (): Promise<boolean> => {
    const started = now();
    const forgottenBefore = new Date(started.getTime() - RESET_TOKEN_RETENTION_MS);
    const forgetResets = db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, forgottenBefore));
    const forgetChanges = db.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, forgottenBefore));
    const anyDue = db.select({ id: outbox.id }).from(outbox).where(dueAt(started));
    // Both drivers answer raw queries with { rows }.
    const { rows } = (await db.execute(
      sql`WITH resets AS (${forgetResets.getSQL()}), changes AS (${forgetChanges.getSQL()}) SELECT EXISTS (${anyDue.getSQL()}) AS due`,
    )) as unknown as { rows: Array<{ due: boolean }> };
    return rows[0]?.due === true;
  };

  const claim = async () => {
    if (!(await tidyAndCheck())) return [];
    return db.transaction(async (tx) => {
      // Both drivers answer raw queries with { rows }.
      const { rows } = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${WORKER_LOCK_ID}) AS locked`)) as unknown as {
        rows: Array<{ locked: boolean }>;
      };
      if (!rows[0]?.locked) return [];
      const started = now();
      const due = await tx
        .select()
        .from(outbox)
        .where(dueAt(started))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(outbox)
        .set({ nextAttemptAt: new Date(started.getTime() + leaseMs) })
        .where(
          inArray(
            outbox.id,
            due.map((job) => job.id),
          ),
        );
      return due;
    });
  };

  async function perform(job: Job): Promise<boolean> {
    const read = readJob(job.kind, job.payload);
    if (!read.job) {
      logger.error({ job: job.id, kind: job.kind }, 'outbox job given up: unreadable payload');
      await markFailed(job, job.attempts + 1, read.problem);
      return false;
    }
    const { payload } = read.job;
    // The kind and the payload were read together, so this is the handler for this payload.
    const handler = handlers[read.job.kind] as JobHandler<typeof payload>;
    try {
      await handler.run(payload, job.id);
      await db
        .update(outbox)
        .set({ doneAt: now(), attempts: job.attempts + 1, lastError: null })
        .where(eq(outbox.id, job.id));
      return true;
    } catch (error) {
      const attempts = job.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || attempts >= MAX_ATTEMPTS) {
        logger.error({ err: error, job: job.id, kind: job.kind, attempts }, 'outbox job given up');
        const reason = error instanceof PermanentJobError ? message : `Gave up after ${attempts} attempts. The last error: ${message}`;
        await handler.giveUp?.(payload, reason);
        await markFailed(job, attempts, reason);
        return false;
      }
      logger.warn({ err: error, job: job.id, kind: job.kind, attempts }, 'outbox job failed; will retry');
      await db
        .update(outbox)
        .set({ attempts, lastError: lastErrorOf(message), nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)) })
        .where(eq(outbox.id, job.id));
      return false;
    }
  }

  async function markFailed(job: Job, attempts: number, reason: string): Promise<void> {
    await db
      .update(outbox)
      .set({ attempts, lastError: lastErrorOf(reason), failedAt: now() })
      .where(eq(outbox.id, job.id));
  }

  /** Claims and does batches until nothing is due. */
  async function work(): Promise<number> {
    let done = 0;
    for (let batch = await claim(); batch.length > 0 && !isStopped; batch = await claim()) {
      for (const job of batch) if (await perform(job)) done += 1;
    }
    return done;
  }

  function runOnce(): Promise<number> {
    if (queued) return queued;
    const run = chain
      .then(() => {
        queued = undefined;
        return isStopped ? 0 : work();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'outbox run failed');
        return 0;
      });
    queued = run;
    chain = run;
    return run;
  }

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    wake: () => void runOnce(),
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
