// Live feed events (GET /api/events): which kind of record changed, and which browser tab's write changed it
// (the X-Client-Id the write came with), so that tab can skip what it already knows.
import { z } from 'zod';
import { LIVE_TOPICS } from './live-topics.ts';

export const liveEventSchema = z.object({
  topic: z.enum(LIVE_TOPICS),
  /** Which record; none: anything of the topic may have changed (a ticket of a deleted conversation, a feed opened again). */
  id: z.string().optional(),
  /** The browser tab whose write caused the change (its X-Client-Id), so it can skip its own echo. */
  by: z.string().max(64).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
