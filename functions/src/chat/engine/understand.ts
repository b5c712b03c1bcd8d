// One question, with no pending question of ours and no hand-over: what the customer asked, answered. A
// problem with an order comes first, then facts the catalogue cannot confirm, delivery abroad, a follow-up
// about the product or kind in focus, a catalogue question, then the classifier's intent: answered when it
// is sure, "Did you mean ...?" when it half is, else the optional language model or an honest fallback.
import { said, TALK_TO_PERSON, YES, type Understood } from './answer.ts';
import type { CatalogPort } from './catalog.ts';
import { findCategory, findKind, findPriceRange, maskProduct } from './catalog-match.ts';
import { asksAvailability, asksCatalogQuestion, catalogIntentOf, catalogReply, productAction } from './catalog-questions.ts';
import {
  type CatalogIntent,
  type IntentClassifier,
  type IntentId,
  type IntentScore,
  isCatalogIntent,
  maskEntities,
  OUT_OF_SCOPE,
  PRODUCT_TOKEN,
  wordsOf,
} from '../classifier/index.ts';
import { ANSWER_CONFIDENCE, SUGGEST_CONFIDENCE } from './confidence.ts';
import type { ChatCustomer } from './customer-orders.ts';
import type { Focus } from '../conversations/index.ts';
import type { AnswerIntent } from './intent-answers.ts';
import { intentQuestion } from './intent-questions.ts';
import { knowledge } from './knowledge.ts';
import type { LanguageModelPort } from './language-model.ts';
import type { OrderAnswers } from './order-answers.ts';
import type { FindProducts } from './product-mentions.ts';
import { asksUnknowableFact, deliveryAbroadReply, findTopic, topicReplies } from './topics.ts';

const SUGGESTION_COUNT = 3;
const refersToItPattern = /\b(?:it|this|that|this one|that one|them|they)\b/i;
const continuesPattern = /^\s*(?:and|what about|how about|and what about|what of|ok and|and for)\b/i;
/** Topics that can be about a product in the catalogue; the others are about an order and come first. */
const CATALOG_TOPICS: ReadonlySet<string> = new Set(['discount_codes', 'warranty']);
const myOrderPattern = /\bmy (?:order|parcel|package|delivery|purchase)s?\b/i;

/** Not understood: what the bot can help with, its best guesses as quick replies, and a person. */
function fallback(ranking: readonly IntentScore[], top: IntentScore, focus: Focus): Understood {
  const guesses = ranking.filter((score) => score.intent !== OUT_OF_SCOPE).slice(0, SUGGESTION_COUNT);
  return {
    answer: {
      response: `Sorry, I am not sure I can help with that. You can ask me about our products, delivery, returns, payments or your order, or talk to a person: ${knowledge.contact}.`,
      source: 'Fallback',
      intent: top.intent === OUT_OF_SCOPE ? null : top.intent,
      confidence: top.confidence,
      suggestions: [...guesses.map((score) => intentQuestion(score.intent)), TALK_TO_PERSON],
    },
    focus,
  };
}

export type Understand = (message: string, focus: Focus, customer: ChatCustomer | null) => Promise<Understood>;

export type UnderstandDeps = {
  catalog: CatalogPort;
  classifier: IntentClassifier;
  findProducts: FindProducts;
  orderAnswers: OrderAnswers;
  answerIntent: AnswerIntent;
  languageModel?: LanguageModelPort;
};

export function createUnderstanding({
  catalog,
  classifier,
  findProducts,
  orderAnswers,
  answerIntent,
  languageModel,
}: UnderstandDeps): Understand {
  return async (message, focus, customer) => {
    const products = await catalog.products().catch(() => undefined);
    const mentions = products ? findProducts(message, products) : [];
    const hasCatalogSubject = mentions.length > 0 || findKind(message) !== undefined || findCategory(message) !== undefined;
    const focusProduct = products?.find((product) => product.id === focus.productId);
    const hasCatalogFocus = focus.productId !== undefined || focus.category !== undefined || focus.kind !== undefined;

    const topic = findTopic(message);
    // A problem with an order outweighs the product words in it: "exchange my sofa for a different colour".
    if (topic && !CATALOG_TOPICS.has(topic)) {
      return { answer: said(topicReplies[topic], 'FAQ', topic), focus: { ...focus, intent: topic } };
    }
    if (asksUnknowableFact(message) && (hasCatalogSubject || (focusProduct && refersToItPattern.test(message)))) {
      const product = mentions[0]?.product ?? (hasCatalogSubject ? undefined : focusProduct);
      const about = product ? `the ${product.productName}` : 'that';
      const response = `I cannot confirm that about ${about}: our catalogue only holds each product's description, price and rating. ${product ? 'Its page has the full description; ' : ''}a person can check the rest for you: ${knowledge.contact}.`;
      return {
        answer: said(response, 'Catalog', 'product_question', {
          actions: product ? [productAction(product)] : [],
          suggestions: [TALK_TO_PERSON],
        }),
        focus: { ...focus, productId: product?.id ?? focus.productId, pending: undefined },
      };
    }

    const abroad = deliveryAbroadReply(message);
    if (abroad) return { answer: said(abroad, 'FAQ', 'delivery_options'), focus: { ...focus, intent: 'delivery_options' } };
    if (topic) return { answer: said(topicReplies[topic], 'FAQ', topic), focus: { ...focus, intent: topic } };

    // Values are masked before the product: masking the product leaves plain words, and "#10234" would
    // lose the digits that tell an order number.
    const mention = mentions[0];
    const ranking = classifier.rank(mention ? maskProduct(maskEntities(message), mention, PRODUCT_TOKEN) : message);
    const top = ranking[0];
    if (!top) throw new Error('The intent classifier ranked no intents.');

    if (focus.pending?.kind === 'whichOrder' && customer && /\d{3,}/.test(message)) {
      return orderAnswers.answerOrder(focus.pending.intent, message, focus, customer);
    }

    // A follow-up about what is in focus: "and the cheapest one?", "how much is it?", "what about chairs?".
    const isShort = wordsOf(message).length <= 8;
    const asksCatalogThing = asksCatalogQuestion(message, mentions);
    if (
      products &&
      hasCatalogFocus &&
      isShort &&
      !hasCatalogSubject &&
      (asksCatalogThing || (focusProduct && refersToItPattern.test(message) && asksAvailability(message)))
    ) {
      const intent = catalogIntentOf(message, top) ?? 'product_availability';
      const understood = catalogReply(intent, message, products, mentions, focus, true);
      return { ...understood, focus: { ...understood.focus, misses: 0 } };
    }
    if (
      products &&
      hasCatalogSubject &&
      (isCatalogIntent(top.intent) ||
        continuesPattern.test(message) ||
        asksCatalogThing ||
        asksAvailability(message) ||
        findPriceRange(message))
    ) {
      const previous =
        focus.intent !== undefined && isCatalogIntent(focus.intent as IntentId) ? (focus.intent as CatalogIntent) : undefined;
      const intent =
        (continuesPattern.test(message) && !asksCatalogThing ? previous : undefined) ??
        catalogIntentOf(message, top) ??
        'product_availability';
      return catalogReply(intent, message, products, mentions, focus, false);
    }

    const isAboutMyOrder = customer !== null && myOrderPattern.test(message) && top.intent === 'delivery_period';
    const intent = isAboutMyOrder ? 'track_order' : top.intent;
    // A catalogue answer is looked up, not recited: worth giving from the lower threshold.
    const threshold = isCatalogIntent(intent) ? SUGGEST_CONFIDENCE : ANSWER_CONFIDENCE;
    if (top.confidence >= threshold && intent !== OUT_OF_SCOPE) {
      return answerIntent(intent, top.confidence, message, focus, customer);
    }
    if (top.confidence >= SUGGEST_CONFIDENCE && intent !== OUT_OF_SCOPE) {
      const others = ranking.filter((score) => score.intent !== OUT_OF_SCOPE && score.intent !== intent).slice(0, SUGGESTION_COUNT - 1);
      const response = `Did you mean: "${intentQuestion(intent)}"?`;
      return {
        answer: said(response, 'Fallback', intent, {
          confidence: top.confidence,
          suggestions: [YES, ...others.map((score) => intentQuestion(score.intent)), TALK_TO_PERSON],
        }),
        focus: { ...focus, pending: { kind: 'intent', intent } },
      };
    }
    const modelAnswer = languageModel ? await languageModel.answer(message).catch(() => null) : null;
    if (modelAnswer) return { answer: said(modelAnswer, 'AI', null, { confidence: top.confidence }), focus };
    return fallback(ranking, top, focus);
  };
}
