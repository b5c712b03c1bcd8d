// The live feed's topics, apart from the feed's schema (events.ts) so that the browser's main bundle, which
// listens to the feed from the first page, can name them without loading zod.
export const LIVE_TOPICS = ['products', 'reviews', 'users', 'orders', 'support', 'answers', 'unanswered'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
