// Discount codes cannot be found by trying one after another: each code refused at the cart's quote or at checkout
// counts against the client address and the account that tried it, per window; past either limit the attempt is
// refused before the code is looked up. A code that applies is not counted.
import { discountMessages } from '@shop/core/discounts/rules';
import type { Config } from '../config.ts';
import { DomainError, rateLimited } from '../errors.ts';
import type { Limiter, Limits } from '../limits/index.ts';

export type CodeTries = { perAddress: Limiter; perAccount: Limiter };

/** The error a refused code is raised with (pricing's), which is what counts as a failed try. */
export const CODE_REFUSED = 'discount_refused';

export function createCodeTries(limits: Limits, rules: Config['discountCodes']): CodeTries {
  const { windowMs } = rules;
  return {
    perAddress: limits.limiter('discount-code-address', { limit: rules.perAddress, windowMs }),
    perAccount: limits.limiter('discount-code-account', { limit: rules.perAccount, windowMs }),
  };
}

/**
 * Runs `decide`, which prices a cart with a code and throws CODE_REFUSED when the code cannot be used. The try is
 * counted first, so parallel guesses cannot all slip under the limit, and given back unless the code was refused.
 */
export async function tryCode<T>(
  tries: CodeTries,
  { address, userId }: { address: string; userId: string | null },
  decide: () => Promise<T>,
): Promise<T> {
  const charges = [{ limiter: tries.perAddress, key: address }, ...(userId ? [{ limiter: tries.perAccount, key: userId }] : [])];
  const counted: typeof charges = [];
  const giveBack = () => Promise.all(counted.map(({ limiter, key }) => limiter.refund(key)));
  for (const charge of charges) {
    const { isAllowed, retryAfterMs } = await charge.limiter.consume(charge.key);
    if (!isAllowed) {
      await giveBack();
      throw rateLimited(discountMessages.tooManyTries, retryAfterMs);
    }
    counted.push(charge);
  }
  try {
    const decided = await decide();
    await giveBack();
    return decided;
  } catch (error) {
    if (!(error instanceof DomainError && error.code === CODE_REFUSED)) await giveBack();
    throw error;
  }
}
