// One question, with no pending question of ours and no hand-over: what the customer asked, answered. The
// classifier's ranking, settled by what the message does (speech-act.ts), is read first: a problem with an
// order comes first, then facts the catalogue cannot confirm, delivery abroad, a follow-up about the product
// or kind in focus, a catalogue question, then the intent: answered when one reading is clear, both readings
// offered (or both answers given, when short) when two are close, else the optional language model or an
// honest fallback. A clear reading of a support question outweighs the product words in it: "can I pay for
// the watch with PayPal?" is about payment.
import { formatPence } from '@shop/core/money';
import { said, TALK_TO_PERSON, type Understood } from './answer.ts';
import type { CatalogPort, CatalogProduct } from './catalog.ts';
import { findCategory, findKind, findPriceRange, maskProduct } from './catalog-match.ts';
import {
  asksAvailability,
  asksCatalogQuestion,
  asksPriceBand,
  asksStockNow,
  asksRating,
  catalogIntentOf,
  catalogReply,
  namedOptionValues,
  productAction,
} from './catalog-questions.ts';
import {
  type CatalogIntent,
  type IntentClassifier,
  type IntentId,
  type IntentScore,
  isCatalogIntent,
  isSmallTalkIntent,
  maskEntities,
  OUT_OF_SCOPE,
  PRODUCT_TOKEN,
  requestText,
  wordsOf,
} from '../classifier/index.ts';
import { complaintAnswer, exchangeAnswer, isComplaint, likelyStatuses } from './complaints.ts';
import { unsoldAccessory } from './accessories.ts';
import { catalogSuggestion } from './catalog-answers.ts';
import { readingOf } from './confidence.ts';
import type { ChatCustomer } from './customer-orders.ts';
import type { Focus } from '../conversations/index.ts';
import { faqReplies } from './faq-replies.ts';
import { asksWhichOnes, featureList } from './feature-lists.ts';
import { rankAsked } from './asking-sentences.ts';
import { courtesyOnly } from './courtesy-only.ts';
import { pooledInto } from './pooled-ranking.ts';
import type { AnswerIntent } from './intent-answers.ts';
import { intentQuestion } from './intent-questions.ts';
import { knowledge } from './knowledge.ts';
import type { LanguageModelPort } from './language-model.ts';
import { isOrderIntent, ORDER_FOLLOW_UP_WORDS, type OrderAnswers } from './order-answers.ts';
import { ownerReply, type OwnerAnswersPort } from './owner-answers.ts';
import { askedFact, describingSentence, isYesNoQuestion, productFact } from './product-facts.ts';
import { productDelivery } from './product-delivery.ts';
import { askedAttribute } from './product-attributes.ts';
import type { FindProducts } from './product-mentions.ts';
import { asksToBuy, speechActOf, withSpeechAct } from './speech-act.ts';
import { isQuestion } from './several-questions.ts';
import { withOwedMoney, withoutUnaskedMoney } from './unasked-money.ts';
import { withIdioms } from './idioms.ts';
import { pointedAt, pointsAtListed } from './which-one.ts';
import { pointsAtAnOrder } from './order-reference.ts';
import {
  asksOtherFact,
  asksUnknowableFact,
  asksWhatYouAre,
  deliveryAbroadReply,
  findTopicAfter,
  topicIntent,
  topicReplies,
  type Topic,
} from './topics.ts';

const SUGGESTION_COUNT = 3;
/** Readings a place in the message may be the subject of. */
const DELIVERY_INTENTS: ReadonlySet<IntentId> = new Set(['delivery_options', 'delivery_period', 'track_order', 'place_order']);
const refersToItPattern = /\b(?:it|this|that|this one|that one|them|they)\b/i;
/** "And the Baltsar?", "what about chairs?", also after a filler: "hmm, and the nimbus?". */
const continuesPattern =
  /^\s*(?:(?:hmm+|ok(?:ay)?|right|oh|ah|so|well|cool|thanks)[\s,.!]+)?(?:and|(?:what|wat|wot) about|how about|and what about|what of|ok and|and for|even (?:for|with)|same (?:for|with|question for)|likewise for|(?:does|is) (?:that|this|it) (?:include|cover|apply to|go for|the same for|true for))\b/i;
/** A measure or attribute asked ("how wide", "how much storage"), the facts "and the Nimbus?" may ask again of another product. */
const measured = (fact: ReturnType<typeof askedFact>) => (fact?.kind === 'attribute' || fact?.kind === 'size' ? fact : undefined);
/** A case named for the answer before: "for headphones I don't like", "with a chair". */
const forCasePattern = /^\s*(?:and\s+)?(?:for|with|on)\s/i;
/** A case put to the answer before: "what if it's a sofa?", "if it was a chair", "say it's a phone". */
const supposesPattern =
  /\b(?:what if|if|say|suppose|assuming) (?:it'?s|its|it is|it was|it were|they'?re|i (?:buy|order|get|got|bought|ordered)) (?:a|an|the)\b/i;
/** Whether an order placed now leaves today: "will it be sent out today?", "if I order now does it go today". */
const leavesTodayPattern =
  /\b(?:go(?:es)? out|sent out|be sent|dispatch(?:ed)?|ship(?:ped)?|posted|leave)\b.{0,30}\b(?:today|tonight|same day|this afternoon)\b/i;
/** Topics that can be about a product in the catalogue; the others are about an order and come first. */
const CATALOG_TOPICS: ReadonlySet<string> = new Set(['discount_codes', 'warranty']);
/** Something the customer has: "my watch", "our sofa", "I ordered this". */
const ownItemPattern = /\b(?:my|our)\b|\bi (?:have |'ve )?(?:ordered|bought|purchased|got)\b/i;
/** A purchase still to make: "if I order it today", "one I buy now". */
const buyingCasePattern =
  /\b(?:if|when|once) (?:i|we) (?:order|buy|purchase)\b|\b(?:i|we) (?:order|buy|purchase) (?:it |one |them )?(?:now|today)\b/i;
/** "My watch", "our new sofa": a kind of product the customer has. */
const ownKindPattern = /\b(my|our)\s+(?:new\s+)?([a-z]+)\b/gi;
/** How far a parcel has got: "on its way", "shipped", "has not gone out". */
const progressPattern =
  /\b(?:payment (?:has )?(?:gone|go|went|come|came) through|on (?:its|it'?s|their|the) way|shipped|dispatched|sent|delivered|arrived|gone out|left|where(?:'s| is| are|s)|tracking|eta)\b/i;
/** What else a message about an order's progress may ask: to cancel or change it, or about its refund. */
const otherOrderAskPattern = /\b(?:cancel\w*|chang\w*|swap\w*|exchang\w*|refund\w*|return\w*|address\w*|money back)\b/i;
const refundWordsPattern = /\b(?:refund\w*|reimburs\w*|money back)\b/i;
/** A product named as a heading before the question: "kensington chesterfield - how many people does it seat". */
const headingPattern = /^[^-–:?!.\n]{2,60}\s[-–:]\s*/;
/** A message that only names an order ("order 1892", "#1892") or gives an email address. */
const bareOrderNumberPattern =
  /^\W*(?:(?:it'?s|its|my|the)\s+)?(?:order\s*)?(?:(?:number|no\.?|ref(?:erence)?)\s*)?(?:is\s*)?#?\d{3,}\W*$/i;
const emailAddressPattern = /[^\s<>()@]+@[^\s<>()@]+\.\w+/;
/** Delivery asked of one product: how long, how much or how it comes. */
const PRODUCT_DELIVERY_ASKS: ReadonlySet<IntentId> = new Set(['delivery_period', 'delivery_options', 'shipping_cost']);
const deliveryWordPattern = /\b(?:deliver\w*|shipping|ship|postage|arrive|arrival|get here|come)\b/i;
const myOrderPattern = /\bmy (?:order|parcel|package|delivery|purchase)s?\b/i;
/** An order already placed, whoever asks: "the chairs I ordered on Monday", "Sophie Marsh's order", "her consignment". */
const placedOrderPattern =
  /\b(?:i|we|she|he|they|husband|wife|partner|mum|mom|dad|son|daughter|friend|flatmate|colleague) (?:have |'ve |has )?(?:already )?(?:ordered|bought|purchased)\b(?! (?:it|them|one) (?:today|now|tomorrow))|\b(?:her|his|their|our) (?:order|parcel|package|delivery|consignment|purchase)s?\b|\b[A-Z][a-z]+(?: [A-Z][a-z]+)?['’]s (?:order|parcel|package|delivery)\b|\bconsignment\b/;
const orderNumberPattern = /\b(?:order|purchase)\s*(?:number|no\.?|nr)?\s*#?\s*[a-z]{0,4}-?\d{3,}|#\s*\d{3,}|\{\{order (?:number|id)\}\}/i;
/** What the customer paid, or when: "how much did I pay for it?", "what was the total?", "when did I order it?". */
const paidForPattern =
  /\b(?:how much|what) did (?:the |my |our )?(?:\w+ ){1,3}cost (?:me|us)\b|\bhow much (?:did|have|had) (?:i|we) (?:pay|paid|spend|spent)\b|\bwhat (?:did )?(?:i|we) (?:paid|pay|spent|spend)\b|\bwhen (?:did )?(?:i|we) (?:order(?:ed)?|bought|buy|purchased?|place(?:d)?)\b|\bwhat (?:was|is|were) (?:the|my|our) (?:order )?(?:total|amount|bill)\b|\bhow much was (?:it|my order|the order)\b/i;
/** Which of two: "which is cheaper?", "which one is rated higher?", "which of them is better". */
const whichOfTwoPattern =
  /\bwhich(?: one| of (?:them|the two|those|these))?(?: is|'s| has| would| do you)?\b.{0,20}\b(?:cheaper|dearer|pricier|more expensive|better|rated (?:higher|better|lower)|(?:higher|better|lower)[- ]rated|bigger|larger|smaller|longer|lighter|heavier|more (?:storage|memory))\b/i;
/** A comparison: "the difference between these and the Pebble Buds Pro", "vs the Nimbus". */
const comparesPattern = /\bcompare|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich is better\b|\bbetter than\b/i;
/** The customer's orders asked for: "what orders have I got?", "show me my orders". */
const listOrdersPattern =
  /\bwhat (?:have|did) (?:i|we) (?:order(?:ed)?|buy|bought|purchased?)\b(?! (?:it|them|this|that|for)\b)|\b(?:what|which|list|show|see)\b(?: \w+){0,3} (?:my )?orders\b(?! (?:do|does|can|will|are|is) (?:you|it))|\b(?:have i got|have i|do i have|got) any (?:\w+ )?orders\b/i;
/** The shop's terms, which a follow-up naming a product or kind asks again of it ("and for a sofa?"). */
const POLICY_INTENTS: ReadonlySet<string> = new Set([
  'delivery_options',
  'delivery_period',
  'shipping_cost',
  'returns_policy',
  'check_refund_policy',
  'get_refund',
  'check_payment_methods',
  'check_cancellation_fee',
]);
/** Who is delivering: of an order in focus, a question about that order. */
const carrierPattern = /\b(?:courier|carrier|delivery (?:company|firm)|who(?: is|'s) deliver(?:ing)?|which (?:company|firm))\b/i;
/** What "it" is after an answer about the shop's terms: "what does it cost?" after delivery times. */
const TOPIC_NOUNS: Partial<Record<string, string>> = {
  delivery_period: 'delivery',
  delivery_options: 'delivery',
  shipping_cost: 'shipping',
  returns_policy: 'the return',
  check_refund_policy: 'the refund',
  get_refund: 'the refund',
  track_refund: 'my refund',
  check_payment_methods: 'payment',
  check_cancellation_fee: 'cancelling',
  return_order: 'the return',
};
const pronounPattern = /\b(?:it|that|this)\b/i;
/** A message this short may lean on the answer before it. */
const FOLLOW_UP_WORDS = 10;
/** Two readings' answers this short are both given instead of asking which one was meant. */
const SHORT_ANSWER_CHARS = 320;

/** Every word matched is a word of the product's own text: it describes that product, it names no other. */
const describesOnly = (product: CatalogProduct, words: ReadonlySet<string>) => {
  const text = `${product.productName} ${product.shortDesc} ${product.description}`.toLowerCase();
  return [...words].every((word) => ` ${text.replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${word} `));
};

/** A listed product pointed at by its price or rating: "the cheaper one", "the cheapest of those", "the better rated one". */
const byValuePointers: [RegExp, (a: CatalogProduct, b: CatalogProduct) => number, string][] = [
  [
    /\bthe (?:cheaper|cheapest|less expensive|least expensive|lower priced)(?: one| of (?:the|those|them|these)(?: two)?)?\b|\bcheapest of (?:those|them|these)\b/i,
    (a, b) => a.price - b.price,
    'cheapest',
  ],
  [
    /\bthe (?:more expensive|most expensive|pricier|priciest|dearer|dearest)(?: one| of (?:the|those|them|these)(?: two)?)?\b/i,
    (a, b) => b.price - a.price,
    'most expensive',
  ],
  [/\bthe (?:better|best|higher|highest)[- ]rated(?: one)?\b/i, (a, b) => b.avgRating - a.avgRating, 'best rated'],
];

/** Words of "the ... one" that point by order or by comparison (which-one.ts and the pointers above), not by what a product is. */
const pointingWords = new Set(
  'other first second third last top bottom middle older oldest newer newest latest earlier cheaper cheapest pricier priciest dearer dearest better best higher highest same next previous right wrong new'.split(
    ' ',
  ),
);
const pointerFillers = new Set(['and', 'so', 'ok', 'okay', 'what', 'whats', 'which', 'is', 's', 'the', 'one', 'then', 'about', 'how']);

/**
 * The products of those just listed that the message points at ("the other one", "the second one", "the cheaper
 * one"), if any; `picked` says how, when the message asks nothing more of it ("the cheapest of those?").
 */
function pointedProducts(
  message: string,
  focus: Focus,
  products: readonly CatalogProduct[],
): { pointed: CatalogProduct[]; picked?: string } {
  const isAboutListed = focus.intent !== undefined && (isCatalogIntent(focus.intent as IntentId) || focus.intent === 'product_question');
  // Two products just compared are a list of two: "the cheaper one" is one of them.
  const compared = focus.productId && focus.previousProductId ? [focus.productId, focus.previousProductId] : undefined;
  const shown = focus.shown ?? compared;
  if (!isAboutListed || !shown) return { pointed: [] };
  const listed = shown.flatMap((id) => products.filter((product) => product.id === id));
  // Only when something is asked of it, or the list is pointed at ("the cheapest of those"): "which is the
  // cheapest?" alone is the catalogue's own question.
  const byValue = byValuePointers.find(([pattern]) => pattern.test(message));
  const askedOfIt = byValue ? wordsOf(message.replace(byValue[0], ' ')).filter((word) => !pointerFillers.has(word)) : [];
  const isOfListed = /\bof (?:those|them|these)\b/i.test(message);
  if (byValue && (askedOfIt.length > 0 || isOfListed) && listed.length > 1) {
    return { pointed: [...listed].sort(byValue[1]).slice(0, 1), ...(askedOfIt.length === 0 ? { picked: byValue[2] } : {}) };
  }
  const pointed = pointedAt(message, shown, focus.productId);
  if (pointed) return { pointed: pointed.flatMap((id) => products.filter((product) => product.id === id)) };
  return { pointed: describedOne(message, listed) };
}

const describedPhrase = /\bthe ([a-z]+) (?:one|1)\b/i;

/** "The oak one", "the field 1": the one listed product whose own words hold the word that picks it. */
function describedOne(message: string, listed: readonly CatalogProduct[]): CatalogProduct[] {
  const word = describedPhrase.exec(message)?.[1]?.toLowerCase();
  if (!word || pointerFillers.has(word) || pointingWords.has(word)) return [];
  const holds = (product: CatalogProduct) =>
    new RegExp(`\\b${word}\\b`, 'i').test(`${product.productName} ${product.shortDesc} ${product.description}`);
  const found = listed.filter(holds);
  return found.length === 1 ? found : [];
}

/** "The other one" when two or more others were listed: which of them, by name. */
function whichProduct(choices: readonly CatalogProduct[], focus: Focus): Understood {
  const names = choices.map((product) => product.productName);
  const response = `Which one do you mean: the ${names.slice(0, -1).join(', the ')} or the ${names.at(-1)}?`;
  return { answer: said(response, 'Catalog', 'product_question', { suggestions: names }), focus };
}

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
  ownerAnswers?: OwnerAnswersPort;
  now: () => Date;
};

export function createUnderstanding({
  catalog,
  classifier,
  findProducts,
  orderAnswers,
  answerIntent,
  languageModel,
  ownerAnswers,
  now,
}: UnderstandDeps): Understand {
  return async (whole, focus, customer) => {
    // What is asked, without the greetings, thanks, pleas for help or frustration around it: "I need some
    // assistance. buy sofa" asks to buy, "I've been waiting for hours. I want a refund" asks for one.
    const request = requestText(whole);
    // The owner's own answer, when it fits better than ours (owner-answers.ts).
    const owned = ownerAnswers?.find(request);
    if (owned) return ownerReply(owned, focus);
    const products = await catalog.products().catch(() => undefined);
    const focusProduct = products?.find((product) => product.id === focus.productId);
    // "is the strap leather?" on the watch's page names the watch's own leather, not the Leather Chesterfield.
    const mentions = (products ? findProducts(request, products) : []).filter(
      (mention) => mention.product === focusProduct || !focusProduct || !describesOnly(focusProduct, mention.matchedWords),
    );
    // "What's the other one rated?", "the second one": a product the last catalogue answer listed.
    const { pointed, picked } = products && mentions.length === 0 ? pointedProducts(request, focus, products) : { pointed: [] };
    if (pointed.length > 1) return whichProduct(pointed, focus);
    if (pointed[0] && picked) {
      const response = `Of those, the ${picked} is the ${pointed[0].productName} at ${formatPence(pointed[0].price)}.`;
      return {
        answer: said(response, 'Catalog', 'product_question', { actions: [productAction(pointed[0])] }),
        focus: { ...focus, productId: pointed[0].id, category: pointed[0].category, pending: undefined },
      };
    }
    if (pointed[0]) mentions.push({ product: pointed[0], matchedWords: new Set() });
    // "Which ones do?" after "does the Echo have noise cancelling?": the products whose text says so.
    const isProductNoun = (word: string) => findKind(word) !== undefined || findCategory(word) !== undefined;
    const featureAsked = focus.factAsked === undefined ? undefined : askedAttribute(focus.factAsked, focusProduct?.productName);
    if (products && featureAsked && mentions.length === 0 && asksWhichOnes(request, isProductNoun)) {
      const category = findKind(request)?.category ?? findCategory(request) ?? focusProduct?.category;
      const { response, listed } = featureList(featureAsked, products, category);
      return {
        answer: said(response, 'Catalog', 'product_question', { actions: listed.slice(0, 3).map(productAction) }),
        focus: {
          ...focus,
          intent: 'product_question',
          category,
          shown: listed.slice(0, 10).map((product) => product.id),
          pending: undefined,
        },
      };
    }
    // "How much is the oak one?" asks the price of the one picked, not what is oak: it is named instead.
    const message = pointed[0] ? request.replace(describedPhrase, `the ${pointed[0].productName}`) : request;
    const hasCatalogSubject = mentions.length > 0 || findKind(message) !== undefined || findCategory(message) !== undefined;
    const hasCatalogFocus = focus.productId !== undefined || focus.category !== undefined || focus.kind !== undefined;

    // Values are masked before the product: masking the product leaves plain words, and "#10234" would
    // lose the digits that tell an order number.
    const mention = mentions[0];
    const act = speechActOf(message);
    // "Any news on my watch?" from a customer who ordered one asks about that order: read as "my order".
    const ownKind = customer && mentions.length === 0 && (await orderAnswers.namesAnOrder(message));
    const classified = ownKind
      ? message.replace(ownKindPattern, (said, whose: string, word: string) =>
          (findKind(word) ?? findCategory(word)) ? `${whose} order` : said,
        )
      : message;
    const ranked = rankAsked(classifier.rank, mention ? maskProduct(maskEntities(classified), mention, PRODUCT_TOKEN) : classified);
    const unasked = withOwedMoney(withoutUnaskedMoney(ranked, message), message);
    // Thanks or a goodbye with a story around it, and no request: the message as written, courtesy and all.
    const courtesy = courtesyOnly(whole, classifier.rank);
    const idiomatic = courtesy ? pooledInto(unasked, courtesy, () => true) : withIdioms(unasked, message, classifier.rank);
    /** A phrase read as what it means ("send it back"), whose "it" is no topic before it. */
    const isIdiom = idiomatic[0]?.intent !== unasked[0]?.intent;
    const ranking = withSpeechAct(idiomatic, act);
    const top = ranking[0];
    if (!top) throw new Error('The intent classifier ranked no intents.');
    const reading = readingOf(ranking.filter((score) => score.intent !== OUT_OF_SCOPE));
    /** A clear reading of a question that is not about the catalogue nor small talk: it outweighs the product words in it. */
    const isSupportQuestion =
      reading.kind === 'clear' &&
      !isCatalogIntent(reading.first.intent) &&
      !isSmallTalkIntent(reading.first.intent) &&
      reading.first.intent !== 'place_order';

    // A question about the terms ("what is your policy for faulty items?") is not the problem itself, nor is
    // buying a new one ("my phone cracked, I need to buy a replacement"); a question on other terms ("what
    // happens if I'm out?") is that topic's.
    // Nor is asking whether a kind of product is in stock ("are the earbuds in stock? my old pair is broken").
    const asksStock = hasCatalogSubject && asksStockNow(message);
    const found = asksToBuy(message) || asksStock ? undefined : findTopicAfter(message, focus.intent);
    // Nor is asking after the refund it brought ("the refund for the missing cushion, has it gone through?").
    const asksAfterRefund = act === 'status' && refundWordsPattern.test(message);
    const topic = found && (act === 'terms' || asksAfterRefund) && isComplaint(found) ? undefined : found;
    // A problem with an order outweighs the product words in it: "exchange my sofa for a different colour".
    if (topic && isComplaint(topic)) {
      const order = customer ? await orderAnswers.orderInQuestion(message, focus, customer, likelyStatuses[topic]) : undefined;
      return complaintAnswer(topic, topicIntent(topic, top.intent), order, focus);
    }
    // "Can you swap the Nimbus I ordered for the Orbit?": the way there for that order.
    const swapped =
      topic === 'exchange' && customer
        ? await orderAnswers.orderInQuestion(message, focus, customer, ['pending', 'paid', 'processing', 'delivered'])
        : undefined;
    if (topic === 'exchange' && swapped) return exchangeAnswer(swapped, topicIntent(topic, top.intent), focus);
    // "Do you sell cases for the Nimbus?": not the Nimbus, whose stock says nothing about cases.
    const accessory = products && mentions[0] ? unsoldAccessory(message, products) : undefined;
    if (accessory && mentions[0]) {
      const { product } = mentions[0];
      return {
        answer: said(
          `Sorry, we do not sell ${accessory} for the ${product.productName}. ${catalogSuggestion}`,
          'Catalog',
          'product_availability',
          {
            actions: [productAction(product)],
          },
        ),
        focus: { ...focus, intent: 'product_availability', productId: product.id, category: product.category, pending: undefined },
      };
    }
    if (topic && !CATALOG_TOPICS.has(topic)) return topicAnswer(topic, top.intent, focus);
    // "So the fitness watch is on its way?" from a customer: how far their order of it has got, not how we ship
    // or whether it is in stock; "can I cancel the one that hasn't been sent?" stays a cancellation.
    if (
      customer &&
      act === 'status' &&
      progressPattern.test(message) &&
      !otherOrderAskPattern.test(message) &&
      !asksToBuy(message) &&
      ((await orderAnswers.namesAnOrder(message)) || (focus.orderId !== undefined && focus.page === focus.orderId))
    ) {
      return orderAnswers.answerOrder('track_order', message, focus, customer);
    }
    // A product named, or the one in focus, makes it a question about that product; a kind of product
    // alone ("the colour of the sofa I ordered") yields to a clear support reading.
    const isAboutAProduct = mentions.length > 0 || (focusProduct !== undefined && refersToItPattern.test(message));
    // "What's the difference between these and the Pebble Buds Pro?" compares the product in view with it.
    // So does "which is cheaper, them or the Pebble Buds?".
    const comparesWithFocus = comparesPattern.test(message) || (whichOfTwoPattern.test(message) && refersToItPattern.test(message));
    if (focusProduct && mentions.length === 1 && mentions[0]?.product !== focusProduct && comparesWithFocus) {
      mentions.unshift({ product: focusProduct, matchedWords: new Set() });
    }
    // "Which is cheaper?", "which is rated higher?" with none named: the product in focus and the one before it.
    const previousProduct = products?.find((product) => product.id === focus.previousProductId);
    if (mentions.length === 0 && focusProduct && previousProduct && previousProduct !== focusProduct && whichOfTwoPattern.test(message)) {
      mentions.push({ product: focusProduct, matchedWords: new Set() }, { product: previousProduct, matchedWords: new Set() });
    }
    const comparesTwo = mentions.length > 1 && (comparesPattern.test(message) || whichOfTwoPattern.test(message));
    // A colour, material, size or what is in the box, about a product named or in focus: its own text answers.
    // "Does it come in green?" is about the product in focus, however the classifier reads "come".
    const refersToFocus = focusProduct !== undefined && refersToItPattern.test(message);
    // "What's the seat height on this?" on a product's page: "seat" names no other kind of product; "what's the
    // refresh rate?" asks of the product in view, however the classifier reads it.
    // "And the screen type?" after a question about the phone: a word of the phone's own text, however it reads.
    const asksOfFocusText =
      focusProduct !== undefined &&
      !hasCatalogSubject &&
      continuesPattern.test(message) &&
      wordsOf(message).length <= FOLLOW_UP_WORDS &&
      describingSentence(focusProduct, message) !== undefined;
    const asksOfFocus =
      refersToFocus || asksOfFocusText || askedAttribute(message) !== undefined || !(hasCatalogSubject || isSupportQuestion);
    const factProduct = mentions[0]?.product ?? (asksOfFocus ? focusProduct : undefined);
    // "And the Westview?" right after "how wide is the Rivet?": the same question, of the product named.
    const asksAgainOf =
      focus.factAsked !== undefined && mentions.length === 1 && continuesPattern.test(message) && wordsOf(message).length <= 6;
    const fact =
      askedFact(message, factProduct?.productName) ??
      (asksAgainOf && focus.factAsked ? measured(askedFact(focus.factAsked, factProduct?.productName)) : undefined);
    // "Is the grey one in stock?", "what about in grey?": one of the product's own options, whose stock answers.
    // "Is the Halden available in black?" of a sofa sold in other colours: the colours it is sold in, no "Yes".
    const asksUnsoldColour = fact?.kind === 'colour' && fact.asked !== undefined && namedOptionValues(message, factProduct).length === 0;
    const asksVariant =
      ((asksAvailability(message) && (factProduct?.variants.length ?? 0) > 0) || namedOptionValues(message, factProduct).length > 0) &&
      !asksUnsoldColour;
    // "Does the Halden come in navy?" of a product sold in colours: whether that colour can be had now.
    if (asksVariant && fact?.kind === 'colour' && factProduct && products) {
      return catalogReply('product_availability', message, products, mentions, focus, mentions.length === 0);
    }
    if (fact && factProduct && !asksVariant) {
      // "Which has the bigger screen?" of two: what each one's text says, for the customer to compare.
      const compared = comparesTwo && mentions[1] ? [mentions[1].product] : [];
      const pages = compared.length > 0 ? 'Their pages have' : 'Its page has';
      const response = `${[factProduct, ...compared].map((product) => productFact(product, fact)).join(' ')} ${pages} the full description, or a person can check anything else for you.`;
      return {
        answer: said(response, 'Catalog', 'product_question', { actions: [productAction(factProduct)], suggestions: [TALK_TO_PERSON] }),
        focus: {
          ...focus,
          productId: factProduct.id,
          category: factProduct.category,
          factAsked: asksAgainOf ? focus.factAsked : message.slice(0, 300),
          pending: undefined,
        },
      };
    }
    const asksCatalogThing = asksCatalogQuestion(message, mentions);
    // "What about a sofa?" after an answer about returns or delivery asks the same of sofas, not for a list of them;
    // so do "what if it's a sofa?" and a bare "sofa?".
    if (
      focus.intent !== undefined &&
      POLICY_INTENTS.has(focus.intent) &&
      (continuesPattern.test(message) || supposesPattern.test(message) || forCasePattern.test(message) || wordsOf(message).length <= 2) &&
      hasCatalogSubject &&
      !asksCatalogThing &&
      !asksAvailability(message) &&
      !isSupportQuestion
    ) {
      return answerIntent(focus.intent as IntentId, top.confidence, message, focus, customer);
    }

    // Anything else the product's own text says: "what are the feet like?", "does it fold?".
    const isDescriptionQuestion =
      factProduct !== undefined &&
      (isQuestion(message) || isQuestion(message.replace(headingPattern, ''))) &&
      !topic &&
      !asksCatalogThing &&
      !asksAvailability(message) &&
      (!isSupportQuestion || mentions.length > 0 || refersToFocus || asksOfFocusText);
    const describing = isDescriptionQuestion ? describingSentence(factProduct, message) : undefined;
    if (describing && factProduct) {
      // A yes-or-no question is not answered Yes from a sentence that shares its words: the sentence is quoted.
      const hedge = isYesNoQuestion(message) ? 'I cannot confirm more than that: its' : 'Its';
      const response = `The ${factProduct.productName}'s description says: "${describing}" ${hedge} page has the full description, or a person can check anything else for you.`;
      return {
        answer: said(response, 'Catalog', 'product_question', { actions: [productAction(factProduct)], suggestions: [TALK_TO_PERSON] }),
        focus: { ...focus, productId: factProduct.id, category: factProduct.category, pending: undefined },
      };
    }
    const asksOther =
      asksUnknowableFact(message) || (!topic && !comparesTwo && asksOtherFact(message, asksCatalogThing, asksAvailability(message)));
    if (asksOther && (isAboutAProduct || (hasCatalogSubject && !isSupportQuestion))) {
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

    // A place in a story ("I live in Scotland. How do I change my address?") is no question about delivery.
    const isOtherSupportQuestion = isSupportQuestion && !DELIVERY_INTENTS.has(reading.first.intent);
    // "What about Norway?" after an answer about where we deliver.
    const isDeliveryTalk = (focus.intent === 'delivery_options' || focus.intent === 'delivery_period') && continuesPattern.test(message);
    const abroad = isOtherSupportQuestion && !isDeliveryTalk ? undefined : deliveryAbroadReply(message, classifier.words, isDeliveryTalk);
    if (abroad) {
      // Its answer gives the delivery times too: "how long will shipping to France take?" asks for them.
      const intent = top.intent === 'delivery_period' ? 'delivery_period' : 'delivery_options';
      return { answer: said(abroad, 'FAQ', intent), focus: { ...focus, intent } };
    }
    if (topic) return topicAnswer(topic, top.intent, focus);
    if (leavesTodayPattern.test(message) && !myOrderPattern.test(message)) {
      const response = `${knowledge.cutOff} ${knowledge.delivery}`;
      return { answer: said(response, 'FAQ', 'delivery_period'), focus: { ...focus, intent: 'delivery_period' } };
    }

    if (focus.pending?.kind === 'whichOrder' && customer && (/\d{3,}/.test(message) || (await orderAnswers.namesAnOrder(message)))) {
      return orderAnswers.answerOrder(focus.pending.intent, message, focus, customer);
    }
    // "When's my sofa coming?", "I ordered this last week, when will it come?": one of the customer's own orders.
    // In a conversation about the customer's orders, "and when is the sofa coming" is about theirs too; so is
    // "when will the watch get here" from a customer who ordered one and is not buying another.
    const asksOfOwn = (act === 'timing' || act === 'status') && !asksToBuy(message) && !buyingCasePattern.test(message);
    const isAboutOwnItem =
      customer !== null &&
      (pointsAtAnOrder(message) ||
        ((ownItemPattern.test(message) || asksOfOwn || (focus.intent !== undefined && isOrderIntent(focus.intent))) &&
          ((await orderAnswers.namesAnOrder(message)) || (focusProduct !== undefined && refersToItPattern.test(message)))));
    // What was paid for an order is on the order, and the list of orders is the answer about them all.
    // "Which of my orders can I still cancel?" asks that of the list.
    if (customer && (paidForPattern.test(message) || listOrdersPattern.test(message))) {
      return orderAnswers.answerOrder(/\bcancel/i.test(message) ? 'cancel_order' : 'track_order', message, focus, customer);
    }
    // After an answer about one of the customer's orders, "and the sofa one?" asks the same of another; a
    // visitor who gives the number after being asked to log in is asked again, the number never confirmed.
    const previousIntent = focus.intent;
    // So is one who gives an email address instead of logging in ("my email is sam@example.com").
    const namesAnotherOrder = customer ? await orderAnswers.namesAnOrder(message) : /\b\d{3,}\b|@/.test(message);
    const onlyIdentifies = bareOrderNumberPattern.test(message) || (!customer && emailAddressPattern.test(message));
    if (
      previousIntent !== undefined &&
      isOrderIntent(previousIntent) &&
      (wordsOf(message).length <= ORDER_FOLLOW_UP_WORDS || onlyIdentifies) &&
      (!isSupportQuestion || pointsAtListed(message) || onlyIdentifies) &&
      namesAnotherOrder
    ) {
      return orderAnswers.answerOrder(previousIntent, message, focus, customer);
    }

    // "How long would the cheaper one take to get to me?", "when will it arrive?" on its page: that product's time.
    const deliveredProduct = mentions[0]?.product ?? (refersToFocus ? focusProduct : undefined);
    // So does "and delivery for that?" of the product in focus, read as delivery's cost or options: its dates say it is free too.
    const asksDelivery =
      (reading.kind === 'clear' && reading.first.intent === 'delivery_period') ||
      (refersToFocus && mentions.length === 0 && PRODUCT_DELIVERY_ASKS.has(top.intent) && deliveryWordPattern.test(message));
    if (deliveredProduct && !isAboutOwnItem && asksDelivery) {
      return {
        answer: said(productDelivery(deliveredProduct, now()), 'FAQ', 'delivery_period', { actions: [productAction(deliveredProduct)] }),
        focus: {
          ...focus,
          intent: 'delivery_period',
          productId: deliveredProduct.id,
          category: deliveredProduct.category,
          pending: undefined,
        },
      };
    }

    // A follow-up about what is in focus: "and the cheapest one?", "how much is it?", "what about chairs?".
    const isShort = wordsOf(message).length <= 8;
    const namesVariant = namedOptionValues(message, focusProduct).length > 0;
    if (
      products &&
      (!isSupportQuestion || asksRating(message)) &&
      hasCatalogFocus &&
      isShort &&
      !hasCatalogSubject &&
      (asksCatalogThing || (focusProduct && asksAvailability(message)) || namesVariant)
    ) {
      // "what about in grey?" asks whether the product in focus can be had in that variant.
      const intent = (namesVariant && !asksCatalogThing ? undefined : catalogIntentOf(message, top)) ?? 'product_availability';
      const understood = catalogReply(intent, message, products, mentions, focus, true);
      return { ...understood, focus: { ...understood.focus, misses: 0 } };
    }
    if (
      products &&
      (!isSupportQuestion || (mentions.length > 0 && asksRating(message)) || comparesTwo || asksPriceBand(message) || asksStock) &&
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
      const shown = catalogReply(intent, message, products, mentions, focus, false);
      // "I want to buy the Nova X" asks to place an order: the product, then how to order it.
      if (!asksToBuy(message)) return shown;
      const response = `${shown.answer.response}\n\n${faqReplies.place_order}`;
      return { ...shown, answer: { ...shown.answer, response, intent: 'place_order' } };
    }

    // A short question the classifier cannot place alone ("amex ok?", "does it go back on my card?") is read
    // as a follow-up of the answer before it: with that answer's question in front of it.
    // So is a price asked with no product named or in focus ("how long does shipping take, what does it cost").
    // "How many days do I have for that?" after a return: "that" is the return, however "days" reads alone.
    const namesTopicByPronoun = TOPIC_NOUNS[focus.intent ?? ''] !== undefined && pronounPattern.test(message) && !isIdiom;
    // "Is this a bot?" is no follow-up of the answer before, whatever it was about.
    const isUnplaced =
      !asksWhatYouAre(message, classifier.rank) &&
      (namesTopicByPronoun ||
        reading.kind !== 'clear' ||
        (isSmallTalkIntent(reading.first.intent) && isQuestion(message)) ||
        (isCatalogIntent(reading.first.intent) && !hasCatalogFocus));
    const words = wordsOf(message);
    const knownWords = words.filter((word) => classifier.words.has(word)).length;
    // Words the shop knows, at least half of them: "blorp zint quax" leans on nothing.
    const leansOnBefore = words.length <= FOLLOW_UP_WORDS && knownWords * 2 >= words.length;
    if (isUnplaced && focus.intent !== undefined && !hasCatalogSubject && leansOnBefore) {
      // "What does it cost?" after delivery times: "it" is delivery; else the question before, then this one.
      const noun = TOPIC_NOUNS[focus.intent];
      const leaning =
        noun && pronounPattern.test(message)
          ? message.replace(pronounPattern, noun)
          : `${intentQuestion(focus.intent as IntentId)} ${message}`;
      const carried = readingOf(withSpeechAct(classifier.rank(leaning), act).filter((score) => score.intent !== OUT_OF_SCOPE));
      if (carried.kind === 'clear' && !isSmallTalkIntent(carried.first.intent) && !isCatalogIntent(carried.first.intent)) {
        const intent = orderReading(carried.first.intent, message, focus, customer, isAboutOwnItem);
        return answerIntent(intent, carried.first.confidence, message, focus, customer);
      }
    }
    if (reading.kind === 'clear') {
      return answerIntent(
        orderReading(reading.first.intent, message, focus, customer, isAboutOwnItem),
        reading.first.confidence,
        message,
        focus,
        customer,
      );
    }
    if (reading.kind === 'close') {
      const [first, second] = [
        orderReading(reading.first.intent, message, focus, customer, isAboutOwnItem),
        orderReading(reading.second.intent, message, focus, customer, isAboutOwnItem),
      ];
      // Two readings about the customer's orders are answered alike, from the order itself; so is a reading
      // about an order when the message names one of the customer's ("what's happening with the one that shipped?").
      const namesOwnOrder =
        customer !== null && (isOrderIntent(first) || isOrderIntent(second)) && (await orderAnswers.namesAnOrder(message));
      if (namesOwnOrder && !isOrderIntent(first)) {
        return answerIntent(second, reading.first.confidence + reading.second.confidence, message, focus, customer);
      }
      if (first === second || (isOrderIntent(first) && isOrderIntent(second)) || namesOwnOrder) {
        return answerIntent(first, reading.first.confidence + reading.second.confidence, message, focus, customer);
      }
      const answers = [
        await answerIntent(first, reading.first.confidence, message, focus, customer),
        await answerIntent(second, reading.second.confidence, message, focus, customer),
      ];
      const [one, other] = answers;
      // A word or two ("delivery") gets both answers whatever their length: there is no question to ask back about.
      const isBare = wordsOf(message).length <= 2;
      if (
        one &&
        other &&
        answers.every(({ answer }) => answer.source === 'FAQ' && (isBare || answer.response.length <= SHORT_ANSWER_CHARS))
      ) {
        const response = `${ifYouMean(first)} ${one.answer.response}\n\n${ifYouMean(second)} ${other.answer.response}`;
        return { answer: said(response, 'FAQ', first, { confidence: reading.first.confidence }), focus: one.focus };
      }
      const response = `Did you mean "${intentQuestion(first)}" or "${intentQuestion(second)}"?`;
      return {
        answer: said(response, 'Fallback', first, {
          confidence: reading.first.confidence,
          suggestions: [intentQuestion(first), intentQuestion(second), TALK_TO_PERSON],
        }),
        focus: { ...focus, pending: { kind: 'intent', intent: first } },
      };
    }
    const modelAnswer = languageModel ? await languageModel.answer(message).catch(() => null) : null;
    if (modelAnswer) return { answer: said(modelAnswer, 'AI', null, { confidence: top.confidence }), focus };
    return fallback(ranking, top, focus);
  };
}

/**
 * A delivery question about one order ("the ETA of order 10234") asks where that order is; so does one about
 * "my order", or "it" with an order in focus, from a logged-in customer, whose orders the answer can read.
 */
function orderReading(intent: IntentId, message: string, focus: Focus, customer: ChatCustomer | null, isAboutOwnItem: boolean): IntentId {
  const isAboutAnOrder =
    orderNumberPattern.test(message) ||
    placedOrderPattern.test(message) ||
    (customer !== null &&
      (myOrderPattern.test(message) || isAboutOwnItem || (focus.orderId !== undefined && refersToItPattern.test(message))));
  // "Has the chair shipped?" asks how far an order has got, not how we ship.
  const asksOfAnOrder =
    intent === 'delivery_period' || (intent === 'delivery_options' && (carrierPattern.test(message) || speechActOf(message) === 'status'));
  return asksOfAnOrder && isAboutAnOrder ? 'track_order' : intent;
}

/** "If you mean "I want a refund":", opening one of two answers given together. */
const ifYouMean = (intent: IntentId) => `If you mean "${intentQuestion(intent)}":`;

/** A problem's own answer, reported under the support intent it is a reading of. */
function topicAnswer(topic: Topic, classifierIntent: IntentId, focus: Focus): Understood {
  const intent = topicIntent(topic, classifierIntent);
  return { answer: said(topicReplies[topic], 'FAQ', intent), focus: { ...focus, intent } };
}
