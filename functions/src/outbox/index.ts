// The outbox's public surface: queuing work in a transaction, and the worker that does it.
export { enqueue, type EmailJob, type OutboxJob, type RefundJob } from './enqueue.ts';
export { backoffMs, createOutboxWorker, type JobHandlers, type OutboxWorker } from './worker.ts';
