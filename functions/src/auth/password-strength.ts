// Refuses the passwords attackers try first: zxcvbn's estimate against its dictionary of common passwords,
// names and words (@zxcvbn-ts, offline; nothing is downloaded).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_TOO_COMMON } from '@shop/core/auth';
import { invalidField } from '../errors.ts';

/** zxcvbn scores 0 and 1 mean fewer than a million guesses: the top of every cracking list. */
const LOWEST_ACCEPTED_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use: the dictionaries take a quarter of a second to load and about 3 MB of heap
 * that a server no one signs up to never needs.
 */
async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
}

export async function isTooCommon(password: string): Promise<boolean> {
  estimator ??= loadEstimator().catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  return (await estimator).check(password).score < LOWEST_ACCEPTED_SCORE;
}

/** `field`: the form field the password came in, for the message beside it. */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isTooCommon(password)) throw invalidField(field, PASSWORD_TOO_COMMON, 'password_too_common');
}
