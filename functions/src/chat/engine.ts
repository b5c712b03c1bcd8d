// The chatbot's brain: one turn of a conversation. It settles a question it asked ("yes"), hands over to a
// person when asked or when the customer is angry or not understood twice, answers in English only, splits
// two questions, then answers from the customer's orders, the live catalogue, the shop's knowledge, an
// optional language model, and an honest fallback that offers a person (DESIGN.md sections 7 and 15).
import type { ChatAction } from '@shop/core/chat';
import { formatPence } from '@shop/core/money';
import type { CatalogPort, CatalogProduct } from './catalog.ts';
import { answerCatalogQuestion } from './catalog-answers.ts';
import {
  findCategory,
  findKind,
  findPriceRange,
  kindById,
  maskProduct,
  productsFinder,
  wordsOf,
  type ProductMention,
  type ProductsFinder,
} from './catalog-match.ts';
import { ANSWER_CONFIDENCE, SUGGEST_CONFIDENCE } from './confidence.ts';
import { maskEntities } from './classifier/entities.ts';
import type { IntentClassifier, IntentScore } from './classifier/intent-model.ts';
import { PRODUCT_TOKEN } from './classifier/normalize.ts';
import { trainingCorpus } from './corpus/index.ts';
import {
  orderName,
  orderNamed,
  orderPath,
  orderStatusText,
  statusLabel,
  type ChatCustomer,
  type ChatOrder,
  type CustomerOrdersPort,
} from './customer-orders.ts';
import { faqReplies, smallTalkReplies } from './faq-replies.ts';
import type { Focus, Pending } from './focus.ts';
import { isCatalogIntent, isSmallTalkIntent, OUT_OF_SCOPE, type CatalogIntent, type IntentId } from './intents.ts';
import { knowledge } from './knowledge.ts';
import { isNotEnglish } from './message-language.ts';
import {
  confirmReturn,
  forgotPasswordLink,
  offerPasswordReset,
  passwordResetSent,
  returnStarted,
  startReturn,
  wantsReturn,
  type AccountPort,
  type Step,
} from './self-service.ts';
import { asksForPerson, asksUnknowableFact, deliveryAbroadReply, findTopic, soundsAngry, topicReplies } from './topics.ts';

export type ChatSource = 'Catalog' | 'FAQ' | 'AI' | 'Fallback' | 'SmallTalk' | 'Orders' | 'Support';

export type ChatAnswer = {
  response: string;
  source: ChatSource;
  /** The intent recognised (the best guess when unsure), or null when the message fits none. */
  intent: string | null;
  confidence: number;
  suggestions?: string[];
  actions?: ChatAction[];
};

/** A language model grounded on the shop's knowledge; null when it has no acceptable answer. */
export type LanguageModelPort = { answer(message: string): Promise<string | null> };

export type ChatEngineDeps = {
  catalog: CatalogPort;
  /** The intent classifier built from the corpus ahead of time (model/load.ts), loaded once per process. */
  classifier: IntentClassifier;
  /** The signed-in customer's orders; without it, order questions get the general answer. */
  orders?: CustomerOrdersPort;
  /** Sends the signed-in customer a password-reset link; without it, the bot explains how. */
  account?: AccountPort;
  languageModel?: LanguageModelPort;
};

export type ChatTurn = {
  message: string;
  focus?: Focus;
  customer?: ChatCustomer | null;
  /** Opens a support ticket holding this conversation and answers its number; without it, the contact details are given. */
  openTicket?: (reason: string) => Promise<number>;
};

export type ChatTurnResult = { answer: ChatAnswer; focus: Focus };

export type ChatEngine = {
  /** One message with no conversation around it (evaluation, benchmarks). */
  answer(message: string): Promise<ChatAnswer>;
  reply(turn: ChatTurn): Promise<ChatTurnResult>;
};

const STARTER_QUESTIONS = ['How much is shipping?', 'What is the cheapest watch?', 'Where is my order?'];
const SUGGESTION_COUNT = 3;
/** Misunderstood this many times in a row, the conversation goes to a person. */
const MISSES_BEFORE_HANDOVER = 2;
const YES = 'Yes';
const NO = 'No';
const TALK_TO_PERSON = 'Talk to a person';

/** Order questions answered from the customer's own orders when logged in. */
const ORDER_INTENTS: ReadonlySet<string> = new Set([
  'track_order',
  'cancel_order',
  'change_order',
  'change_shipping_address',
  'get_refund',
  'track_refund',
  'check_invoice',
  'get_invoice',
]);
/** Orders that can still be cancelled: nothing has left the warehouse. */
const CANCELLABLE = new Set(['pending', 'paid', 'processing']);

const yesPattern =
  /^(?:yes|yeah|yep|yup|y|sure|ok|okay|please do|yes please|go ahead|do it|confirm|correct|right|that'?s right)\b[\s.!]*$/i;
const noPattern = /^(?:no|nope|nah|n|no thanks|no thank you|don'?t|do not|cancel|stop|never ?mind|leave it)\b[\s.!]*$/i;
const cheapestPattern = /\b(?:cheapest|least expensive|lowest price|most affordable|lowest priced|cheaper one)\b/i;
const dearestPattern = /\b(?:most expensive|priciest|dearest|highest price|top of the range|most costly)\b/i;
const bestRatedPattern = /\b(?:best|highest|top)[- ]?(?:rated|reviewed)\b|\bbest one\b/i;
const pricePattern = /\bhow much\b|\bprice\b|\bcost\b|\bcosts\b/i;
const availablePattern = /\bdo you (?:have|sell|stock|do)\b|\bhave you got\b|\bin stock\b|\bavailable\b|\bany\b/i;
const refersToItPattern = /\b(?:it|this|that|this one|that one|them|they)\b/i;
const continuesPattern = /^\s*(?:and|what about|how about|and what about|what of|ok and|and for)\b/i;
const comparePattern = /\bcompare\b|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich is better\b/i;
/** "I need an office chair": a wish to buy, unless the message is about an order. */
const wantsToBuyPattern = /\b(?:i need|i want|i'?m looking for|looking for|recommend|show me|tell me about)\b/i;
const orderWordsPattern = /\b(?:order|orders|refund|return|returned|deliver|delivered|delivery|cancel|broken|damaged|arrived|parcel)\b/i;
/** Topics that can be about a product in the catalogue; the others are about an order and come first. */
const CATALOG_TOPICS: ReadonlySet<string> = new Set(['discount_codes', 'warranty']);
const myOrderPattern = /\bmy (?:order|parcel|package|delivery|purchase)s?\b/i;

const loginAction: ChatAction = { label: 'Log in', href: '/login' };
const productAction = (product: CatalogProduct): ChatAction => ({ label: product.productName, href: `/shop/${product.id}` });
const orderAction = (order: ChatOrder): ChatAction => ({ label: `View order #${order.number}`, href: orderPath(order) });

/** The first utterance written for an intent reads as a plain example of it. */
function exampleQuestion(intent: IntentId): string {
  const example = trainingCorpus[intent][0] ?? intent;
  return example.charAt(0).toUpperCase() + example.slice(1).replaceAll(PRODUCT_TOKEN, 'this product');
}

/** Two or more questions in one message: split after each question mark or before "also". */
function splitQuestions(message: string): string[] {
  return message
    .split(/(?<=\?)\s+|\s*[.,;]\s*(?:and )?also\b\s*/i)
    .map((part) => part.trim())
    .filter((part) => wordsOf(part).length >= 2);
}

type Understood = { answer: ChatAnswer; focus: Focus };

export function createChatEngine({ catalog, classifier, orders, account, languageModel }: ChatEngineDeps): ChatEngine {
  // Words customers use in ordinary questions; a product name word among them cannot identify a product.
  const ordinaryWords = new Set(Object.values(trainingCorpus).flat().flatMap(wordsOf));
  const finders = new WeakMap<CatalogProduct[], ProductsFinder>();
  const findProducts = (message: string, products: CatalogProduct[]): ProductMention[] => {
    let finder = finders.get(products);
    if (!finder) {
      finder = productsFinder(products, ordinaryWords);
      finders.set(products, finder);
    }
    return finder(message);
  };

  const said = (response: string, source: ChatAnswer['source'], intent: string | null, extra: Partial<ChatAnswer> = {}): ChatAnswer => ({
    response,
    source,
    intent,
    confidence: 1,
    ...extra,
  });

  async function handOver(reason: string, focus: Focus, turn: ChatTurn, lead: string): Promise<Understood> {
    const hours = `Our support team works ${knowledge.supportHours.replace(/^Our customer support team is available /, '')}`;
    if (focus.ticketNumber !== undefined) {
      const response = `${lead}Your ticket #${focus.ticketNumber} is open: a person will reply here in this chat. ${hours}`;
      return { answer: said(response, 'Support', 'contact_human_agent'), focus: { ...focus, misses: 0 } };
    }
    const number = turn.openTicket ? await turn.openTicket(reason) : undefined;
    if (number === undefined) {
      return { answer: said(`${lead}To talk to a person, ${knowledge.contact}.`, 'Support', 'contact_human_agent'), focus };
    }
    const response = `${lead}I have passed our conversation to a person: your ticket number is #${number}. They will reply here in this chat. ${hours}`;
    return { answer: said(response, 'Support', 'contact_human_agent'), focus: { ...focus, ticketNumber: number, misses: 0 } };
  }

  const fromStep = (step: Step, source: ChatAnswer['source'], intent: string, focus: Focus): Understood => ({
    answer: said(step.response, source, intent, {
      ...(step.suggestions ? { suggestions: step.suggestions } : {}),
      ...(step.actions ? { actions: step.actions } : {}),
    }),
    focus: { ...focus, intent, pending: step.pending, ...(step.orderId ? { orderId: step.orderId } : {}) },
  });

  /** A return: which order and why, then a question that needs a Yes. */
  async function returnStep(text: string, focus: Focus, customer: ChatCustomer): Promise<Understood> {
    const list = await customerOrders(customer);
    if (!list) return { answer: said(faqReplies.returns_policy, 'FAQ', 'returns_policy'), focus };
    const pending = focus.pending;
    const order = pending?.kind === 'returnReason' ? list.find((item) => item.id === pending.orderId) : undefined;
    const step = order ? confirmReturn(text, order) : startReturn(text, list, focus);
    return fromStep(step, 'Orders', 'return_order', focus);
  }

  async function customerOrders(customer: ChatCustomer): Promise<ChatOrder[] | undefined> {
    return orders ? await orders.list(customer.id).catch(() => undefined) : undefined;
  }

  /** An order question: from the customer's own orders, or a request to log in. */
  async function answerOrder(intent: string, message: string, focus: Focus, customer: ChatCustomer | null): Promise<Understood> {
    const general = faqReplies[intent as keyof typeof faqReplies];
    if (!customer) {
      const response =
        intent === 'track_order'
          ? `Please log in so I can see your orders and tell you where yours is. ${knowledge.delivery}`
          : `${general} Log in and I can look at your own orders.`;
      return { answer: said(response, 'Orders', intent, { actions: [loginAction] }), focus: { ...focus, intent } };
    }
    const list = await customerOrders(customer);
    if (!list) return { answer: said(`${general}`, 'FAQ', intent), focus: { ...focus, intent } };
    if (list.length === 0) {
      return { answer: said(`I cannot find any orders on your account. ${general}`, 'Orders', intent), focus: { ...focus, intent } };
    }
    const named = orderNamed(message, list, focus.pending?.kind === 'whichOrder');
    const listText = list
      .slice(0, 3)
      .map((order) => `#${order.number} (${statusLabel(order.status)}, ${formatPence(order.total)})`)
      .join(', ');
    if (named === 'unknown') {
      const response = `I cannot find that order number on your account. Your latest orders: ${listText}.`;
      return { answer: said(response, 'Orders', intent), focus: { ...focus, intent } };
    }
    const order = named ?? list.find((item) => item.id === focus.orderId) ?? (list.length === 1 ? list[0] : undefined);
    if (!order) {
      const response = `You have ${list.length} orders. Which one do you mean? Your latest: ${listText}.`;
      return {
        answer: said(response, 'Orders', intent, { suggestions: list.slice(0, 3).map((item) => `Order #${item.number}`) }),
        focus: { ...focus, intent, pending: { kind: 'whichOrder', intent } },
      };
    }
    const actions = [orderAction(order)];
    const nextFocus: Focus = { ...focus, intent, orderId: order.id, pending: undefined };
    const status = orderStatusText(order);
    switch (intent) {
      case 'cancel_order': {
        if (CANCELLABLE.has(order.status) && orders?.cancel) {
          const question = `Cancel ${orderName(order).replace(/^order/, 'order')}? Nothing is cancelled until you answer Yes.`;
          return {
            answer: said(question.charAt(0).toUpperCase() + question.slice(1), 'Orders', intent, { actions, suggestions: [YES, NO] }),
            focus: { ...nextFocus, pending: { kind: 'cancel', orderId: order.id } },
          };
        }
        const response = CANCELLABLE.has(order.status)
          ? `${status} It has not left our warehouse, so it can be cancelled free of charge: open the order's page and choose Cancel, or ${knowledge.contact}.`
          : `${status} It can no longer be cancelled. ${order.status === 'shipped' || order.status === 'delivered' ? `You can return it instead: ${knowledge.returns}` : ''}`.trim();
        return { answer: said(response, 'Orders', intent, { actions }), focus: nextFocus };
      }
      case 'track_refund': {
        const response = order.refund ? status : `${status} No refund has been made for it. ${knowledge.refundTiming}`;
        return { answer: said(response, 'Orders', intent, { actions }), focus: nextFocus };
      }
      case 'track_order':
        return { answer: said(`${status} ${knowledge.delivery}`, 'Orders', intent, { actions }), focus: nextFocus };
      default:
        return { answer: said(`About your ${orderName(order)}: ${general}`, 'Orders', intent, { actions }), focus: nextFocus };
    }
  }

  function catalogReply(
    intent: CatalogIntent,
    message: string,
    products: CatalogProduct[],
    mentions: ProductMention[],
    focus: Focus,
    isFollowUp: boolean,
  ): Understood {
    const kind = findKind(message) ?? (isFollowUp ? kindById(focus.kind) : undefined);
    const category = findCategory(message) ?? kind?.category ?? (isFollowUp ? focus.category : undefined);
    const asksSuperlative = cheapestPattern.test(message) || dearestPattern.test(message) || bestRatedPattern.test(message);
    const focusProduct = products.find((product) => product.id === focus.productId);
    const product = mentions[0]?.product ?? (isFollowUp && !asksSuperlative ? focusProduct : undefined);
    const reply = answerCatalogQuestion({
      intent,
      products,
      product,
      other: mentions[1]?.product,
      category: kind ? kind.category : category,
      kind,
      range: findPriceRange(message),
      wantsDearest: dearestPattern.test(message),
    });
    const shown = reply.product ?? (mentions.length === 1 ? product : undefined);
    return {
      answer: said(reply.response, 'Catalog', intent, shown ? { actions: [productAction(shown)] } : {}),
      focus: { ...focus, intent, productId: shown?.id, category: shown?.category ?? category, kind: kind?.id, pending: undefined },
    };
  }

  /** The catalogue intent a message asks, from its words first, then from the classifier. */
  function catalogIntentOf(message: string, top: IntentScore): CatalogIntent | undefined {
    if (cheapestPattern.test(message) || dearestPattern.test(message)) return 'product_cheapest';
    if (bestRatedPattern.test(message)) return 'product_best_rated';
    if (findPriceRange(message)) return 'product_budget';
    if (pricePattern.test(message)) return 'product_price';
    if (isCatalogIntent(top.intent)) return top.intent;
    if (availablePattern.test(message)) return 'product_availability';
    return undefined;
  }

  /** The answer to one intent, whatever chose it (the classifier, or "yes" to "Did you mean ...?"). */
  async function answerIntent(
    intent: IntentId,
    confidence: number,
    message: string,
    focus: Focus,
    customer: ChatCustomer | null,
  ): Promise<Understood> {
    if (ORDER_INTENTS.has(intent)) return answerOrder(intent, message, focus, customer);
    if (isCatalogIntent(intent)) {
      const products = await catalog.products().catch(() => undefined);
      if (!products) {
        const response = 'Sorry, I cannot look at the catalogue right now. Please try again in a moment, or browse the Shop.';
        return { answer: said(response, 'Fallback', intent, { confidence }), focus };
      }
      return catalogReply(intent, message, products, findProducts(message, products), focus, false);
    }
    if (isSmallTalkIntent(intent)) {
      const suggestions = intent === 'greeting' || intent === 'who_are_you' ? { suggestions: STARTER_QUESTIONS } : {};
      return { answer: said(smallTalkReplies[intent], 'SmallTalk', intent, { confidence, ...suggestions }), focus };
    }
    if (intent === OUT_OF_SCOPE) return { answer: said(smallTalkReplies.emptyMessage, 'Fallback', null), focus };
    if (intent === 'recover_password') {
      if (customer && account) return fromStep(offerPasswordReset(customer), 'Support', intent, focus);
      if (!customer) {
        return {
          answer: said(faqReplies[intent], 'FAQ', intent, { confidence, actions: [forgotPasswordLink] }),
          focus: { ...focus, intent },
        };
      }
    }
    return { answer: said(faqReplies[intent], 'FAQ', intent, { confidence }), focus: { ...focus, intent } };
  }

  function fallback(ranking: readonly IntentScore[], top: IntentScore, focus: Focus): Understood {
    const guesses = ranking.filter((score) => score.intent !== OUT_OF_SCOPE).slice(0, SUGGESTION_COUNT);
    return {
      answer: {
        response: `Sorry, I am not sure I can help with that. You can ask me about our products, delivery, returns, payments or your order, or talk to a person: ${knowledge.contact}.`,
        source: 'Fallback',
        intent: top.intent === OUT_OF_SCOPE ? null : top.intent,
        confidence: top.confidence,
        suggestions: [...guesses.map((score) => exampleQuestion(score.intent)), TALK_TO_PERSON],
      },
      focus,
    };
  }

  /** One question, with no pending question of ours and no hand-over: what the customer asked, answered. */
  async function understand(message: string, focus: Focus, customer: ChatCustomer | null): Promise<Understood> {
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
      return answerOrder(focus.pending.intent, message, focus, customer);
    }

    // A follow-up about what is in focus: "and the cheapest one?", "how much is it?", "what about chairs?".
    const isShort = wordsOf(message).length <= 8;
    const asksCatalogThing =
      cheapestPattern.test(message) ||
      dearestPattern.test(message) ||
      bestRatedPattern.test(message) ||
      pricePattern.test(message) ||
      (mentions.length > 1 && comparePattern.test(message)) ||
      (wantsToBuyPattern.test(message) && !orderWordsPattern.test(message));
    if (
      products &&
      hasCatalogFocus &&
      isShort &&
      !hasCatalogSubject &&
      (asksCatalogThing || (focusProduct && refersToItPattern.test(message) && availablePattern.test(message)))
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
        availablePattern.test(message) ||
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
      const response = `Did you mean: "${exampleQuestion(intent)}"?`;
      return {
        answer: said(response, 'Fallback', intent, {
          confidence: top.confidence,
          suggestions: [YES, ...others.map((score) => exampleQuestion(score.intent)), TALK_TO_PERSON],
        }),
        focus: { ...focus, pending: { kind: 'intent', intent } },
      };
    }
    const modelAnswer = languageModel ? await languageModel.answer(message).catch(() => null) : null;
    if (modelAnswer) return { answer: said(modelAnswer, 'AI', null, { confidence: top.confidence }), focus };
    return fallback(ranking, top, focus);
  }

  async function settle(pending: Pending, isYes: boolean, focus: Focus, customer: ChatCustomer | null): Promise<Understood> {
    const cleared: Focus = { ...focus, pending: undefined };
    if (!isYes)
      return { answer: said('All right, I have not done anything. What else can I help you with?', 'SmallTalk', null), focus: cleared };
    if (pending.kind === 'intent') return answerIntent(pending.intent as IntentId, 1, '', cleared, customer);
    if (pending.kind === 'cancel' && customer && orders?.cancel) {
      try {
        const cancelled = await orders.cancel(customer.id, pending.orderId);
        const response = `Done: ${orderName(cancelled)} is cancelled (status: ${statusLabel(cancelled.status)}). ${knowledge.refundTiming}`;
        return { answer: said(response, 'Orders', 'cancel_order', { actions: [orderAction(cancelled)] }), focus: cleared };
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'The order could not be cancelled.';
        return { answer: said(`I could not cancel it: ${reason}`, 'Orders', 'cancel_order'), focus: cleared };
      }
    }
    if (pending.kind === 'return' && customer && orders?.requestReturn) {
      try {
        return fromStep(
          returnStarted(await orders.requestReturn(customer.id, pending.orderId, pending.reason)),
          'Orders',
          'return_order',
          cleared,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'The return could not be started.';
        return { answer: said(`I could not start the return: ${reason}`, 'Orders', 'return_order'), focus: cleared };
      }
    }
    if (pending.kind === 'passwordReset' && customer && account) {
      await account.sendPasswordReset(customer.email);
      return fromStep(passwordResetSent(customer), 'Support', 'recover_password', cleared);
    }
    return { answer: said('Sorry, I cannot do that from here. What else can I help you with?', 'Fallback', null), focus: cleared };
  }

  async function namesCatalogue(message: string): Promise<boolean> {
    if (findCategory(message) || findKind(message)) return true;
    const products = await catalog.products().catch(() => undefined);
    return products !== undefined && findProducts(message, products).length > 0;
  }

  async function reply({ message, focus = {}, customer = null, openTicket }: ChatTurn): Promise<ChatTurnResult> {
    const text = message.trim();
    if (text === '') {
      return { answer: said(smallTalkReplies.emptyMessage, 'SmallTalk', null, { suggestions: STARTER_QUESTIONS }), focus };
    }
    const turn: ChatTurn = { message, focus, customer, openTicket };
    if (focus.pending && focus.pending.kind !== 'whichOrder' && focus.pending.kind !== 'returnReason') {
      const isYes = yesPattern.test(text) || text === YES;
      if (isYes || noPattern.test(text)) return settle(focus.pending, isYes, focus, customer);
    }
    if (focus.pending?.kind === 'returnReason' && noPattern.test(text)) return settle(focus.pending, false, focus, customer);
    const isReturnReason = focus.pending?.kind === 'returnReason';
    const current: Focus = focus.pending?.kind === 'whichOrder' || isReturnReason ? focus : { ...focus, pending: undefined };

    if (text === TALK_TO_PERSON || asksForPerson(text)) return handOver('The customer asked for a person.', current, turn, '');
    if (soundsAngry(text)) {
      return handOver('The customer sounded upset.', current, turn, 'I am sorry this has been frustrating. ');
    }
    if (customer && orders?.requestReturn && (isReturnReason || wantsReturn(text))) return returnStep(text, current, customer);
    // Product names are no language: "Pulse Fitness Watch vs Pebble Buds Pro" is English.
    if (isNotEnglish(text) && !(await namesCatalogue(text))) {
      const response = `Sorry, I can only answer in English. Please write in English, or contact our team: ${knowledge.contact}.`;
      const misses = (focus.misses ?? 0) + 1;
      if (misses >= MISSES_BEFORE_HANDOVER)
        return handOver('The assistant did not understand the customer twice.', current, turn, 'Sorry, I am not understanding you. ');
      return { answer: said(response, 'Fallback', null), focus: { ...current, misses } };
    }

    const questions = splitQuestions(text);
    let understood: Understood;
    if (questions.length > 1) {
      let running = current;
      const answers: ChatAnswer[] = [];
      for (const question of questions) {
        const part = await understand(question, running, customer);
        answers.push(part.answer);
        running = part.focus;
      }
      const isEachAnswered = answers.every((answer) => answer.source !== 'Fallback');
      understood = isEachAnswered
        ? {
            answer: {
              response: answers.map((answer) => answer.response).join('\n\n'),
              source: answers[0]?.source ?? 'FAQ',
              intent: answers[0]?.intent ?? null,
              confidence: Math.min(...answers.map((answer) => answer.confidence)),
              actions: answers.flatMap((answer) => answer.actions ?? []),
            },
            focus: running,
          }
        : await understand(text, current, customer);
    } else {
      understood = await understand(text, current, customer);
    }
    // Not understood: the fallback or a "Did you mean ...?"; anything else resets the count.
    const misses = understood.answer.source === 'Fallback' ? (focus.misses ?? 0) + 1 : 0;
    understood = { ...understood, focus: { ...understood.focus, misses } };
    if (misses >= MISSES_BEFORE_HANDOVER) {
      return handOver(
        'The assistant did not understand the customer twice.',
        understood.focus,
        turn,
        'Sorry, I am not understanding you. ',
      );
    }
    return understood;
  }

  return {
    reply,
    async answer(message) {
      return (await reply({ message })).answer;
    },
  };
}
