// Files nothing uses any more (a replaced or deleted picture) are queued for removal in the transaction
// that let go of them, then removed at once after the commit; if storage fails then (or the process dies),
// the outbox worker removes them later, trying again with backoff.
import type { Db } from '../db/index.ts';
import { enqueue, type FilesJob, type JobHandler } from '../outbox/index.ts';
import type { Storage } from './storage.ts';

const removeAll = async (storage: Storage, { remove }: FilesJob) => {
  for (const prefix of remove) await storage.remove(prefix);
};

/** The worker's handler for "files" jobs. */
export const removeFilesJob = (storage: Storage): JobHandler<FilesJob> => ({ run: (job) => removeAll(storage, job) });

/** In the transaction: the keys or folders to remove once it commits. */
export async function queueRemoval(tx: Db, remove: string[]): Promise<FilesJob> {
  const job = { remove };
  if (remove.length > 0) await enqueue(tx, { kind: 'files', payload: job });
  return job;
}

/** After the commit: removes the files now; a failure is left to the queued job, so it never fails the caller. */
export async function removeNow(storage: Storage, job: FilesJob): Promise<void> {
  await removeAll(storage, job).catch(() => undefined);
}
