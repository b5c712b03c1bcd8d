// How many live-feed streams are open, per client address and in all. Each open stream holds a socket and a
// file handle for as long as its tab is open, so without a limit one address could open thousands and leave
// the server none to answer anyone with. Counted in this process: the handles are this process's own.
import { rateLimited } from '../errors.ts';

export type StreamRules = {
  /** Streams one client address may hold open at once. */
  perAddress: number;
  /** Streams this server holds open at once, from everyone. */
  total: number;
};

export type StreamLimits = {
  /** Takes a place for a stream from `address`, or throws a rate_limited DomainError; answers how to give it back. */
  take(address: string): () => void;
  /** Streams open now. */
  open(): number;
  /** Addresses holding a stream now. */
  addresses(): number;
};

/** Tabs close and reopen all the time; a place is usually free again within seconds. */
const RETRY_AFTER_MS = 30_000;

export function createStreamLimits(rules: StreamRules): StreamLimits {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    take(address) {
      if (total >= rules.total) {
        throw rateLimited(
          `The shop’s live feed is full right now (${rules.total} connections). Please try again in a minute.`,
          RETRY_AFTER_MS,
        );
      }
      const held = byAddress.get(address) ?? 0;
      if (held >= rules.perAddress) {
        throw rateLimited(
          `Too many live-feed connections from your address: the limit is ${rules.perAddress} at once. Close some of this shop’s tabs and try again.`,
          RETRY_AFTER_MS,
        );
      }
      byAddress.set(address, held + 1);
      total += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        total -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        // An address with nothing open is forgotten, so passing visitors leave nothing behind.
        if (left === 0) byAddress.delete(address);
        else byAddress.set(address, left);
      };
    },
    open: () => total,
    addresses: () => byAddress.size,
  };
}
