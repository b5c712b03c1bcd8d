// Who may try a password now. Every attempt is counted before the password is checked, so however many
// arrive at once, no more than the limit are ever verified. Wrong passwords lock one account for one client
// address only: a stranger's guesses cannot lock the owner out. Guesses at one account from many addresses
// slow that account down (one check every few seconds) instead of blocking it, except for a browser that logged in
// to it before. An attempt the slow-down refused was never checked, so it is given back to its address: strangers'
// guesses cannot use up the owner's own address. Successful logins give their counts back.
import { rateLimited } from '../errors.ts';
import type { Limits } from '../limits/index.ts';

export type LoginRules = {
  /** Attempts per client address and window (successful ones are given back). */
  perClient: number;
  /** Wrong passwords per account and client address in a window, then that pair is locked until it ends. */
  perAccount: number;
  windowMs: number;
  /** Wrong passwords at one account from all addresses in a window, after which it is slowed down. */
  slowDownAfter: number;
  /** While slowed down, one password check per account in this time. */
  slowDownMs: number;
};

export type LoginGuard = {
  /**
   * Counts the attempt; throws a rate_limited DomainError when it may not be checked now. `isKnownDevice`: the
   * browser logged in to this account before, so the account's slow-down does not hold it back.
   */
  admit(account: string, client: string, isKnownDevice: boolean): Promise<void>;
  /** The password was right: the attempt does not count against anyone. */
  succeeded(account: string, client: string): Promise<void>;
};

const waitMinutes = (retryAfterMs: number) =>
  rateLimited(
    `Too many login attempts. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minute(s) and try again.`,
    retryAfterMs,
  );

const waitSeconds = (retryAfterMs: number) =>
  rateLimited(
    `This account is receiving many login attempts. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 1000))} second(s) and try again.`,
    retryAfterMs,
  );

export function createLoginGuard(limits: Limits, rules: LoginRules): LoginGuard {
  const { windowMs } = rules;
  const perClient = limits.limiter('login-client', { limit: rules.perClient, windowMs });
  const perPair = limits.limiter('login-pair', { limit: rules.perAccount, windowMs });
  const perAccount = limits.limiter('login-account', { limit: rules.slowDownAfter, windowMs });
  const slowedAccount = limits.limiter('login-slow', { limit: 1, windowMs: rules.slowDownMs });
  const pairOf = (account: string, client: string) => `${account}\n${client}`;

  return {
    async admit(account, client, isKnownDevice) {
      const byClient = await perClient.consume(client);
      if (!byClient.isAllowed) throw waitMinutes(byClient.retryAfterMs);
      const pair = pairOf(account, client);
      const byPair = await perPair.consume(pair);
      if (!byPair.isAllowed) throw waitMinutes(byPair.retryAfterMs);
      if (isKnownDevice) return;
      const byAccount = await perAccount.consume(account);
      if (byAccount.isAllowed) return;
      const slowed = await slowedAccount.consume(account);
      if (slowed.isAllowed) return;
      await Promise.all([perClient.refund(client), perPair.refund(pair)]);
      throw waitSeconds(slowed.retryAfterMs);
    },
    async succeeded(account, client) {
      await Promise.all([perClient.refund(client), perPair.reset(pairOf(account, client)), perAccount.refund(account)]);
    },
  };
}
