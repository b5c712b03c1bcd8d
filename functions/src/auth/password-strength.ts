// Refuses the passwords attackers try first: zxcvbn's estimate against its dictionary of common passwords,
// names and words (@zxcvbn-ts, offline; nothing is downloaded).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { PASSWORD_TOO_COMMON } from '@shop/core/auth';
import { invalidField } from '../errors.ts';

/** zxcvbn scores 0 and 1 mean fewer than a million guesses: the top of every cracking list. */
const LOWEST_ACCEPTED_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

export function isTooCommon(password: string): boolean {
  // Built on first use: loading the dictionaries takes a quarter of a second.
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator.check(password).score < LOWEST_ACCEPTED_SCORE;
}

/** `field`: the form field the password came in, for the message beside it. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isTooCommon(password)) throw invalidField(field, PASSWORD_TOO_COMMON, 'password_too_common');
}
