// The chat evaluation for the bench: `@shop/tests/chat-eval`.
export { BLIND_SETS, readBlindSet, type BlindSetName } from './blind-set.ts';
export { evaluateClassifier, examplesOf, share, weakestIntents, type EvaluationReport, type LabelledExample } from './evaluate.ts';
export { evaluateAnswers, type AnswerReport } from './evaluate-answers.ts';
export { ownEvaluationSet } from './own/index.ts';
export { conversations, runConversationSuite, type SuiteReport } from './conversations.ts';
export { blindConversations } from './blind-conversations.ts';
export { devConversations4 } from './blind-conversations-4.ts';
export { devConversations6 } from './blind-conversations-6.ts';
export { devConversations7 } from './blind-conversations-7.ts';
export { heldOutConversations } from './blind-conversations-3.ts';
export { heldOutConversations5 } from './blind-conversations-5.ts';
export { courtesyWrapped } from './courtesy-wrap.ts';
export { TRANSFORMATIONS } from './transformations.ts';
