// The live feed's public surface: announcing changes, listening to them, and who caused them.
export { announce, announceAll, announceOrder, openLiveFeed, writeAndAnnounce, type LiveFeed } from './live-feed.ts';
export { onReviewChanged, type RatingChange } from './review-changed.ts';
export { createStreamLimits, type StreamLimits } from './stream-limits.ts';
export { recordWriter } from './writer.ts';
