// Decoding a picture costs memory and a core: only a few run at once, a few more wait their turn for a
// moment, and the rest are told the shop is busy (503) rather than piling up until the server runs out.
// The turns are fair between accounts: each runs one decode at a time and the waiting accounts are taken in
// turn, so one account looping huge pictures makes only itself wait, not another's avatar behind all of its.
import { DomainError } from '../errors.ts';

export const IMAGES_BUSY = 'The shop is busy processing pictures. Please try again in a moment.';

const busy = () => new DomainError('unavailable', IMAGES_BUSY, { code: 'images_busy', retryAfterMs: 2000 });

export type DecodeQueue = {
  /** Runs `decode` in `owner`'s turn (whose picture it is: an account, or the shop's catalogue). */
  run<T>(decode: () => Promise<T>, owner: string): Promise<T>;
  /** Decodes running now and waiting. */
  readonly load: { running: number; waiting: number };
};

type Waiting = { start: () => void; owner: string };

export function createDecodeQueue({
  concurrency = 2,
  maxWaiting = 8,
  maxWaitingPerOwner = 2,
  maxWaitMs = 10_000,
}: { concurrency?: number; maxWaiting?: number; maxWaitingPerOwner?: number; maxWaitMs?: number } = {}): DecodeQueue {
  /**
   * Each owner's decodes waiting, oldest first, kept while the owner has one waiting or running; the map's order
   * is the owners' turns.
   */
  const lanes = new Map<string, Waiting[]>();
  /** Owners with a decode running (one each). */
  const runningOwners = new Set<string>();
  let waiting = 0;

  /** Starts the oldest decode of the next owner in turn while places are free. */
  const startNext = () => {
    for (const [owner, lane] of lanes) {
      if (runningOwners.size >= concurrency) return;
      if (runningOwners.has(owner)) continue;
      const next = lane.shift();
      if (!next) continue;
      waiting -= 1;
      next.start();
    }
  };

  /** A decode that gave up waiting leaves its owner's lane. */
  const leave = (entry: Waiting) => {
    const lane = lanes.get(entry.owner) ?? [];
    lane.splice(lane.indexOf(entry), 1);
    if (lane.length === 0 && !runningOwners.has(entry.owner)) lanes.delete(entry.owner);
    waiting -= 1;
  };

  /** A decode ended: its owner's next one waits behind the owners already waiting. */
  const finish = (owner: string) => {
    runningOwners.delete(owner);
    const lane = lanes.get(owner) ?? [];
    lanes.delete(owner);
    if (lane.length > 0) lanes.set(owner, lane);
    startNext();
  };

  return {
    async run(decode, owner) {
      const lane = lanes.get(owner) ?? [];
      if (waiting >= maxWaiting || lane.length >= maxWaitingPerOwner) throw busy();
      lanes.set(owner, lane);
      await new Promise<void>((resolve, reject) => {
        // Only the wait is limited: a decode that has started runs to its end.
        const timer = setTimeout(() => {
          leave(entry);
          reject(busy());
        }, maxWaitMs);
        const entry: Waiting = {
          owner,
          start: () => {
            clearTimeout(timer);
            runningOwners.add(owner);
            resolve();
          },
        };
        lane.push(entry);
        waiting += 1;
        startNext();
      });
      try {
        return await decode();
      } finally {
        finish(owner);
      }
    },
    get load() {
      return { running: runningOwners.size, waiting };
    },
  };
}
