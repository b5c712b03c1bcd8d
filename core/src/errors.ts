// The one error body every API answers with: { error: { code, message, fields? } }. `fields` names the
// inputs that were refused, each with a message to show beside it.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldErrors = Record<string, string>;
