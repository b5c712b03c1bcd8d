// Decoding a picture costs memory and a core: only a few run at once, a few more wait their turn for a
// moment, and the rest are told the shop is busy (503) rather than piling up until the server runs out.
import PQueue from 'p-queue';
import { DomainError } from '../errors.ts';

export const IMAGES_BUSY = 'The shop is busy processing pictures. Please try again in a moment.';

const busy = () => new DomainError('unavailable', IMAGES_BUSY, { code: 'images_busy', retryAfterMs: 2000 });

export type DecodeQueue = {
  run<T>(decode: () => Promise<T>): Promise<T>;
  /** Decodes running now and waiting. */
  readonly load: { running: number; waiting: number };
};

export function createDecodeQueue({
  concurrency = 2,
  maxWaiting = 8,
  maxWaitMs = 10_000,
}: { concurrency?: number; maxWaiting?: number; maxWaitMs?: number } = {}): DecodeQueue {
  const queue = new PQueue({ concurrency });
  return {
    async run(decode) {
      if (queue.size >= maxWaiting) throw busy();
      // Only the wait is limited: a decode that has started runs to its end.
      const waited = new AbortController();
      const timer = setTimeout(() => waited.abort(busy()), maxWaitMs);
      try {
        return await queue.add(
          () => {
            clearTimeout(timer);
            return decode();
          },
          { signal: waited.signal },
        );
      } finally {
        clearTimeout(timer);
      }
    },
    get load() {
      return { running: queue.pending, waiting: queue.size };
    },
  };
}
