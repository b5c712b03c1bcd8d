// The chatbot's brain: answers a message from, in order, the live catalogue, the shop's knowledge, an
// optional language model, and an honest fallback that offers a person (DESIGN.md section 7).
import type { CatalogPort, CatalogProduct } from './catalog.ts';
import { answerCatalogQuestion } from './catalog-answers.ts';
import { findBudget, findCategory, maskProduct, productFinder, wordsOf, type ProductFinder } from './catalog-match.ts';
import { trainIntentClassifier, type IntentClassifier, type IntentScore } from './classifier/classifier.ts';
import { PRODUCT_TOKEN } from './classifier/normalize.ts';
import { trainingCorpus } from './corpus/index.ts';
import { faqReplies, smallTalkReplies } from './faq-replies.ts';
import { isCatalogIntent, isSmallTalkIntent, OUT_OF_SCOPE, type CatalogIntent, type IntentId } from './intents.ts';
import { knowledge } from './knowledge.ts';

export type ChatSource = 'Catalog' | 'FAQ' | 'AI' | 'Fallback' | 'SmallTalk';

export type ChatAnswer = {
  response: string;
  source: ChatSource;
  /** The intent recognised (the best guess when unsure), or null when the message fits none. */
  intent: string | null;
  confidence: number;
  suggestions?: string[];
};

/** A language model grounded on the shop's knowledge; null when it has no acceptable answer. */
export type LanguageModelPort = { answer(message: string): Promise<string | null> };

export type ChatEngineDeps = {
  catalog: CatalogPort;
  /** Trained from the project's corpus when not given; tests pass one to train it once. */
  classifier?: IntentClassifier;
  languageModel?: LanguageModelPort;
  /** Below this confidence the message counts as not understood. */
  minConfidence?: number;
};

export type ChatEngine = { answer(message: string): Promise<ChatAnswer> };

const DEFAULT_MIN_CONFIDENCE = 0.4;
const STARTER_QUESTIONS = ['How much is shipping?', 'What is the cheapest watch?', 'Where is my order?'];
const SUGGESTION_COUNT = 3;

export function createChatEngine({
  catalog,
  classifier = trainIntentClassifier(trainingCorpus),
  languageModel,
  minConfidence = DEFAULT_MIN_CONFIDENCE,
}: ChatEngineDeps): ChatEngine {
  const fallback = (ranking: readonly IntentScore[], top: IntentScore): ChatAnswer => {
    const isOutOfScope = top.intent === OUT_OF_SCOPE;
    const guesses = ranking.filter((score) => score.intent !== OUT_OF_SCOPE).slice(0, SUGGESTION_COUNT);
    return {
      response: `Sorry, I am not sure I can help with that. You can ask me about our products, delivery, returns, payments or your order, or talk to a person: ${knowledge.contact}.`,
      source: 'Fallback',
      intent: isOutOfScope ? null : top.intent,
      confidence: top.confidence,
      suggestions: guesses.map((score) => exampleQuestion(score.intent)),
    };
  };

  // Words customers use in ordinary questions; a product name word among them cannot identify a product.
  const ordinaryWords = new Set(Object.values(trainingCorpus).flat().flatMap(wordsOf));
  const finders = new WeakMap<CatalogProduct[], ProductFinder>();
  const findProduct = (message: string, products: CatalogProduct[]) => {
    let finder = finders.get(products);
    if (!finder) {
      finder = productFinder(products, ordinaryWords);
      finders.set(products, finder);
    }
    return finder(message);
  };

  return {
    async answer(message) {
      if (message.trim() === '') {
        return {
          response: smallTalkReplies.emptyMessage,
          source: 'SmallTalk',
          intent: null,
          confidence: 1,
          suggestions: STARTER_QUESTIONS,
        };
      }
      const products = await catalog.products().catch(() => undefined);
      const mention = products ? findProduct(message, products) : undefined;
      const ranking = classifier.rank(maskProduct(message, mention, PRODUCT_TOKEN));
      const top = ranking[0];
      if (!top) throw new Error('The intent classifier ranked no intents.');
      const { intent, confidence } = top;

      if (confidence >= minConfidence && intent !== OUT_OF_SCOPE) {
        if (isCatalogIntent(intent)) return answerFromCatalog(intent, confidence, message, products, mention?.product);
        if (isSmallTalkIntent(intent)) {
          const suggestions = intent === 'greeting' || intent === 'who_are_you' ? { suggestions: STARTER_QUESTIONS } : {};
          return { response: smallTalkReplies[intent], source: 'SmallTalk', intent, confidence, ...suggestions };
        }
        return { response: faqReplies[intent], source: 'FAQ', intent, confidence };
      }

      const modelAnswer = languageModel ? await languageModel.answer(message).catch(() => null) : null;
      if (modelAnswer) return { response: modelAnswer, source: 'AI', intent: null, confidence };
      return fallback(ranking, top);
    },
  };
}

function answerFromCatalog(
  intent: CatalogIntent,
  confidence: number,
  message: string,
  products: CatalogProduct[] | undefined,
  product: CatalogProduct | undefined,
): ChatAnswer {
  if (!products) {
    return {
      response: `Sorry, I cannot look at the catalogue right now. Please try again in a moment, or browse the Shop.`,
      source: 'Fallback',
      intent,
      confidence,
    };
  }
  const category = findCategory(message) ?? product?.category;
  const response = answerCatalogQuestion({ intent, products, product, category, budget: findBudget(message) });
  return { response, source: 'Catalog', intent, confidence };
}

/** The first utterance written for an intent reads as a plain example of it. */
function exampleQuestion(intent: IntentId): string {
  const example = trainingCorpus[intent][0] ?? intent;
  return example.charAt(0).toUpperCase() + example.slice(1).replaceAll(PRODUCT_TOKEN, 'this product');
}
