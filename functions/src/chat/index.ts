// What the rest of the project (tests, bench) may use of the chat area: `@shop/functions/chat`. The area has
// three rooms: engine/ (understanding a message, composing answers), classifier/ (the intents, the training
// corpus and the model built from it) and conversations/ (storage, focus, retention).
export {
  classifierFromModel,
  CHAT_MODEL_FILE,
  decodeIntentModel,
  defaultClassifierOptions,
  ensureChatModel,
  INTENTS,
  loadChatClassifier,
  normalizeText,
  wordsOf,
  OUT_OF_SCOPE,
  reportedIntent,
  SUPPORT_INTENTS,
  readTrainingCorpus,
  readUtterances,
  trainIntentClassifier,
  trainIntentModel,
  type ClassifierOptions,
  type IntentClassifier,
  type IntentId,
  type IntentModel,
  type IntentScore,
  type SupportIntent,
  type Utterances,
} from './classifier/index.ts';
export { memoryChatStore, transcriptOf, type Conversation, type Focus } from './conversations/index.ts';
export {
  ANSWER_CONFIDENCE,
  builtInQuestions,
  confidenceBand,
  createChatEngine,
  SUGGEST_CONFIDENCE,
  type CatalogPort,
  type CatalogProduct,
  type ChatAnswer,
  type ChatCustomer,
  type ChatEngine,
  type ChatOrder,
  type ChatTurn,
  type ChatTurnResult,
  type ConfidenceBand,
  type CustomerOrdersPort,
  OWNER_SOURCE,
  type OwnerAnswer,
  type OwnerAnswersPort,
} from './engine/index.ts';
export { createChatRouter } from './router.ts';
export { createChatService, type ChatService, type NewTicket, type SupportDesk } from './service.ts';
