// Live feed events (GET /api/events): which kind of record changed.
import { z } from 'zod';

export const LIVE_TOPICS = ['products', 'reviews', 'users', 'orders'] as const;

export const liveEventSchema = z.object({
  topic: z.enum(LIVE_TOPICS),
  id: z.string().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
