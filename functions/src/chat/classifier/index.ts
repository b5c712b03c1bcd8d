// The intent classifier's public surface: the intents it knows, its training corpus, the model built from
// it ahead of time (`npm run chat:model`) and the text normalisation the engine shares with it.
export { trainIntentClassifier } from './classifier.ts';
export { maskEntities } from './entities.ts';
export { isPleaForHelp, requestText } from './features.ts';
export { classifierFromModel, type IntentClassifier, type IntentModel, type IntentScore } from './intent-model.ts';
export {
  INTENTS,
  isCatalogIntent,
  isSmallTalkIntent,
  OUT_OF_SCOPE,
  reportedIntent,
  SUPPORT_INTENTS,
  type CatalogIntent,
  type IntentId,
  type ShopIntent,
  type SupportIntent,
} from './intents.ts';
export { CHAT_MODEL_FILE, decodeIntentModel } from './model-file.ts';
export { normalizeText, PRODUCT_TOKEN, wordsOf } from './normalize.ts';
export { defaultClassifierOptions, type ClassifierOptions } from './options.ts';
export { trainIntentModel } from './train.ts';
export { readTrainingCorpus } from './corpus/index.ts';
export { readUtterances, type Utterances } from './corpus/utterances.ts';
export { ensureChatModel } from './model/build.ts';
export { loadChatClassifier } from './model/load.ts';
