// The outbox's public surface: queuing work in a transaction, and the worker that does it.
export {
  enqueue,
  type EmailJob,
  type FilesJob,
  type OutboxJob,
  type PasswordResetJob,
  type RefundJob,
  type RestockJob,
  type SupportReplyJob,
} from './enqueue.ts';
export {
  backoffMs,
  createOutboxWorker,
  MAX_ATTEMPTS,
  PermanentJobError,
  type JobHandler,
  type JobHandlers,
  type OutboxWorker,
} from './worker.ts';
