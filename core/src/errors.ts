// The one error body every API answers with: { error: { code, message } }.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
