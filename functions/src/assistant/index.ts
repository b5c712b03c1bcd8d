// The assistant area's public surface: the owner's answers the chat engine reads (kept in memory on every
// instance, read again on the live feed), and the admin API that teaches the assistant and reports on it.
export { openOwnerAnswers, type OwnerAnswersCache } from './answers-cache.ts';
export { OWNER_ANSWER_THRESHOLD } from './answer-matcher.ts';
export { assistantRouter } from './router.ts';
