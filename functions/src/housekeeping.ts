// The background worker: every few minutes, deletes uploads nobody used and sessions that have expired.
// Every instance runs it; the deletes are idempotent, so two instances doing it at once do no harm.
import type { Logger } from 'pino';
import { deleteExpiredSessions } from './auth/index.ts';
import type { Db } from './db/index.ts';
import type { UploadServer } from './uploads/index.ts';

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

export async function sweep(db: Db, uploads: UploadServer, now = new Date()): Promise<{ uploads: number; sessions: number }> {
  const [deletedUploads, deletedSessions] = await Promise.all([uploads.deleteAbandoned(now), deleteExpiredSessions(db, now)]);
  return { uploads: deletedUploads, sessions: deletedSessions };
}

/** Sweeps now and then every few minutes until stopped; a failed sweep is logged and tried again next time. */
export function startHousekeeping(db: Db, uploads: UploadServer, logger: Logger): () => void {
  const run = () =>
    sweep(db, uploads).then(
      (deleted) => logger.debug(deleted, 'housekeeping'),
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed'),
    );
  void run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
