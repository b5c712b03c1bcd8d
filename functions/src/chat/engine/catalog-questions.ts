// Questions about the catalogue, read from their words: which catalogue intent a message asks (cheapest,
// best rated, a price range...), whether it asks anything of the catalogue at all, and the reply, about
// the products it names or, for a follow-up, the product, kind or category in focus.
import type { ChatAction } from '@shop/core/chat';
import { said, type Understood } from './answer.ts';
import { answerCatalogQuestion } from './catalog-answers.ts';
import { findCategory, findKind, findPriceRange, kindById, namesSpendingLimit, type ProductMention } from './catalog-match.ts';
import type { CatalogProduct } from './catalog.ts';
import { type CatalogIntent, type IntentScore, isCatalogIntent } from '../classifier/index.ts';
import type { Focus } from '../conversations/index.ts';

const cheapestPattern =
  /\b(?:cheapest|least (?:expensive|pricey|costly)|lowest[- ](?:price|cost)|most affordable|lowest[- ]priced|cheaper one|cheaper(?!\s+than))\b/i;
const dearestPattern = /\b(?:most expensive|priciest|dearest|highest price|top of the range|most costly)\b/i;
const bestRatedPattern = /\b(?:best|highest|top)[- ]?(?:rated|reviewed)\b|\bbest one\b/i;
/** "The worst", "the worst reviews", "lowest rated": the other end of the ratings. */
const lowestRatedPattern = /\b(?:worst|lowest[- ]rated|least (?:liked|popular))\b/i;
/** How one product is rated: "what's it rated?", "is it any good", "what do people think of this one?". */
const ratingPattern =
  /\b(?:rated|rating|ratings|any good|how good|stars)\b|\bwhat do (?:people|customers|others|buyers|reviewers) (?:think|say|rate)\b|\bany reviews? (?:on|of|for)\b|\breviews? (?:like|say)\b/i;
const pricePattern = /\bhow much\b|\bprice\b|\bcost\b|\bcosts\b/i;
const availablePattern =
  /\bdo you (?:have|sell|stock|do)\b|\bhave you got\b|\bin stock\b|\bavailable\b|\bany\b|\bcan i (?:get|have) \d+\b/i;
/** Whether it can be had now, said outright: "in stock", "available right now", "sold out". */
const stockPattern = /\b(?:in stock|back in stock|out of stock|sold out|available (?:now|right now|to order|yet|again))\b/i;
const comparePattern = /\bcompare\b|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich is better\b/i;
/** "I need an office chair": a wish to buy, unless the message is about an order. */
const wantsToBuyPattern = /\b(?:i need|i want|i'?m looking for|looking for|recommend|show me|tell me about)\b/i;
const orderWordsPattern = /\b(?:order|orders|refund|return|returned|deliver|delivered|delivery|cancel|broken|damaged|arrived|parcel)\b/i;

/** "In stock", "available right now", "sold out": whether it can be had now, said outright. */
export const asksStockNow = (message: string) => stockPattern.test(message) && !placedOrderWordsPattern.test(message);
/** An order already placed, or its money: "it was in stock when I ordered" asks about that order. */
const placedOrderWordsPattern =
  /\b(?:my orders?|ordered|order (?:number|no|ref)|refund\w*|cancel\w*|returns?|invoice|payment|paid|charged)\b|#\d/i;

/** "Do you have ...", "any ...", "in stock": a question of availability. */
export const asksAvailability = (message: string) => availablePattern.test(message);

/** A product's rating asked, rather than which product is rated best or how to give one. */
export const asksRating = (message: string) =>
  ratingPattern.test(message) && !bestRatedPattern.test(message) && !/\b(?:leave|write|give|post|submit|add)\b/i.test(message);

/** Cheapest, dearest, best rated, a price, a comparison of the products named, or a wish to buy. */
export const asksCatalogQuestion = (message: string, mentions: readonly ProductMention[]) =>
  cheapestPattern.test(message) ||
  dearestPattern.test(message) ||
  bestRatedPattern.test(message) ||
  lowestRatedPattern.test(message) ||
  ratingPattern.test(message) ||
  pricePattern.test(message) ||
  (mentions.length > 1 && comparePattern.test(message)) ||
  (wantsToBuyPattern.test(message) && !orderWordsPattern.test(message));

const superlativeCheapPattern = /\b(?:cheapest|least (?:expensive|pricey|costly)|lowest[- ](?:price|cost)|lowest[- ]priced)\b/i;
/** Paying, a bill, a review or delivery: a price in such a message is not a limit on what to buy. */
const notBuyingWordsPattern = /\b(?:pay\w*|instal\w*|monthly|card|declined|bill|invoice|review\w*|shipping|postage)\b/i;

/** The cheapest, or a spending limit, asked of the catalogue: "no more than £700 on a sofa, what options are there?". */
export const asksPriceBand = (message: string) =>
  (superlativeCheapPattern.test(message) || namesSpendingLimit(message)) &&
  !orderWordsPattern.test(message) &&
  !notBuyingWordsPattern.test(message);

export const productAction = (product: CatalogProduct): ChatAction => ({ label: product.productName, href: `/shop/${product.id}` });

/** The catalogue intent a message asks, from its words first, then from the classifier. */
export function catalogIntentOf(message: string, top: IntentScore): CatalogIntent | undefined {
  if (cheapestPattern.test(message) || dearestPattern.test(message)) return 'product_cheapest';
  if (bestRatedPattern.test(message) || ratingPattern.test(message) || lowestRatedPattern.test(message)) return 'product_best_rated';
  if (findPriceRange(message)) return 'product_budget';
  if (pricePattern.test(message)) return 'product_price';
  if (stockPattern.test(message)) return 'product_availability';
  if (isCatalogIntent(top.intent)) return top.intent;
  if (availablePattern.test(message)) return 'product_availability';
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const saysWord = (message: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(message);

/**
 * The values of the product's options that the message names as words ("in oatmeal"), in the options' order;
 * a value of several words is named by its last ("green" names "Forest green") when no value is named whole.
 */
export function namedOptionValues(message: string, product: CatalogProduct | undefined): string[] {
  if (!product) return [];
  return product.options.flatMap((option) => {
    const whole = option.values.filter((value) => saysWord(message, value));
    if (whole.length > 0) return whole;
    return option.values.filter((value) => {
      const last = value.split(/\s+/).at(-1) ?? '';
      return last !== value && saysWord(message, last);
    });
  });
}

const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const quantityPattern = new RegExp(
  String.raw`\b(\d{1,2}|${NUMBER_WORDS.join('|')})\b(?!\s*(?:%|pounds?|quid|p\b|gb|tb|mm|cm|m\b|kg|hz|inch|days?|weeks?|months?|years?|hours?|mins?|minutes?|stars?|working|out of|-inch|-seat))`,
  'i',
);

/** How many of a product are asked for ("6 dining chairs", "enough for four"): 2 or more, outside the product's own name. */
export function askedQuantity(message: string, productName = ''): number | undefined {
  const name = productName.toLowerCase();
  const words = name ? message.toLowerCase().replace(name, ' ') : message;
  const found = quantityPattern.exec(words)?.[1]?.toLowerCase();
  if (found === undefined || name.split(/\s+/).includes(found)) return undefined;
  const count = /^\d+$/.test(found) ? Number(found) : NUMBER_WORDS.indexOf(found) + 2;
  return count >= 2 ? count : undefined;
}

/** The catalogue's answer; a follow-up ("and the cheapest one?") is about the kind, category or product in focus. */
export function catalogReply(
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
    values: namedOptionValues(message, product),
    other: mentions[1]?.product,
    category: kind ? kind.category : category,
    kind,
    range: findPriceRange(message),
    wantsDearest: dearestPattern.test(message),
    wantsLowestRated: lowestRatedPattern.test(message),
    quantity: askedQuantity(message, product?.productName),
  });
  // The product linked is one the reply is about: a name the message matched may be one the reply leaves out.
  const named = mentions.length === 1 && product && reply.response.includes(product.productName) ? product : undefined;
  const shown = reply.product ?? named;
  // Two compared stay in focus, the first as the product and the other before it: "which has the bigger screen?".
  const compared = mentions.length === 2 && mentions[1] ? [mentions[0]?.product, mentions[1].product] : undefined;
  return {
    answer: said(reply.response, 'Catalog', intent, shown ? { actions: [productAction(shown)] } : {}),
    focus: {
      ...focus,
      intent,
      productId: shown?.id ?? compared?.[0]?.id,
      ...(compared ? { previousProductId: compared[1]?.id } : {}),
      category: shown?.category ?? category,
      kind: kind?.id,
      shown: reply.listed ? reply.listed.map((item) => item.id) : focus.shown,
      pending: undefined,
    },
  };
}
