// zod validation at the HTTP boundary: bad input answers 400 with a readable message and, for bodies and
// queries, each refused field with its own message.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import type { ApiError, FieldErrors } from '@shop/core/errors';
import { errorBody } from './errors.ts';

/** "field: message" for the first few problems; path parameters are named by their message alone. */
export function describeIssues(error: $ZodError, withPath = true): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (withPath && issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The first message for each refused field, named by its path ("billing.postalCode"). */
export function fieldErrorsOf(error: $ZodError): FieldErrors | undefined {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    fields[issue.path.join('.')] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

export const NUL_REFUSED = 'Text must not contain NUL characters.';

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), walked without recursion. */
export function nulCharacterPath(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string' && next.value.includes('\u0000')) return next.path;
    if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, inner] of Object.entries(next.value)) {
        if (key.includes('\u0000')) return next.path;
        pending.push({ value: inner, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Why input parsed from `target` is refused, as the body of a 400: its first problems (for bodies and
 * queries also each refused field's), or a NUL character; undefined when it is fine.
 */
export function refusalOf(
  target: keyof ValidationTargets,
  result: { success: true; data: unknown } | { success: false; error: $ZodError },
): ApiError | undefined {
  const isParam = target === 'param';
  if (!result.success) {
    return errorBody('invalid', describeIssues(result.error, !isParam), isParam ? undefined : fieldErrorsOf(result.error));
  }
  const nulAt = nulCharacterPath(result.data);
  if (nulAt === null) return undefined;
  return errorBody('invalid', nulAt ? `${nulAt}: ${NUL_REFUSED}` : NUL_REFUSED, nulAt ? { [nulAt]: NUL_REFUSED } : undefined);
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    const refusal = refusalOf(target, result);
    if (refusal) return c.json(refusal, 400);
  });
}
