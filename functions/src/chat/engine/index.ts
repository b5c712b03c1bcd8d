// The chat engine's public surface: one turn of a conversation understood and answered, and the ports it
// reads the world through (the catalogue, the customer's orders, an optional language model).
export type { ChatAnswer } from './answer.ts';
export { cachedCatalog, databaseCatalog, type CatalogPort, type CatalogProduct } from './catalog.ts';
export { ANSWER_CONFIDENCE, confidenceBand, SUGGEST_CONFIDENCE, type ConfidenceBand } from './confidence.ts';
export type { ChatCustomer, ChatOrder, CustomerOrdersPort } from './customer-orders.ts';
export { createChatEngine, type ChatEngine, type ChatTurn, type ChatTurnResult } from './engine.ts';
export { openAiCompatibleModel, type LanguageModelConfig } from './language-model.ts';
export { builtInQuestions, OWNER_INTENT, OWNER_SOURCE, type OwnerAnswer, type OwnerAnswersPort } from './owner-answers.ts';
