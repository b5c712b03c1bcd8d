// zod validation at the HTTP boundary, answering bad input with a 400 and a readable message.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import { errorBody } from './errors.ts';

/** "field: message" for the first few problems; path parameters are named by their message alone. */
export function describeIssues(error: $ZodError, withPath = true): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (withPath && issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(errorBody('invalid', describeIssues(result.error, target !== 'param')), 400);
  });
}
