// Live feed events (GET /api/events): which kind of record changed. Between servers an event also says whose
// order it is and which browser tab's write changed it; the feed uses both to choose who hears it and never
// sends them on (functions/src/events/router.ts).
import { z } from 'zod';
import { CATEGORIES } from './constants.ts';
import { LIVE_TOPICS } from './live-topics.ts';

export const liveEventSchema = z.object({
  topic: z.enum(LIVE_TOPICS),
  /** Which record; none: anything of the topic may have changed (a ticket of a deleted conversation, a feed opened again). */
  id: z.string().optional(),
  /** The browser tab whose write caused the change (its X-Client-Id): that tab's stream skips its own echo. */
  by: z.string().max(64).optional(),
  /**
   * What a product's change shows in: 'listed' (the default) when a list may show it (price, name, rating,
   * picture, category, the stock's label); 'own' when only the product's own answers do (stock whose label
   * stays "In stock", its reviews' names), so the lists, searches and suggestions kept stay as they are.
   */
  kind: z.enum(['listed', 'own']).optional(),
  /**
   * Of a listed product change, the categories whose lists it can join, leave or move in: the product's, and the
   * one it left when it moved. A list of another category stays as it is (unless it shows the product); none
   * said: any list may change.
   */
  categories: z.array(z.enum(CATEGORIES)).max(2).optional(),
  /** Of a listed product change, true when it keeps the product's place in every list (only its stock's label moved): only the lists showing it change. */
  inPlace: z.boolean().optional(),
  /** The account an order belongs to: only its browsers and admins hear of the change. */
  account: z.string().max(64).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What a browser is told of a change: the topic and, when it may know, which record and (of a product) what it may touch. */
export type FeedChange = Pick<LiveEvent, 'topic' | 'id' | 'kind' | 'categories' | 'inPlace'>;
