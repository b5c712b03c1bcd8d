// Answers catalogue questions from the live product list, saying only what was asked and only what the
// catalogue holds: availability, price, rating, cheapest, most expensive, a price range, a kind of product
// ("earbuds"), a comparison of two named products.
import type { Category } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import { stockLevel } from '@shop/core/stock';
import type { CatalogProduct } from './catalog.ts';
import { productsOfKind, type PriceRange, type ProductKind } from './catalog-match.ts';
import type { CatalogIntent } from '../classifier/index.ts';
import { anyProduct, categoryList, categoryNames, type Noun } from './knowledge.ts';

export type CatalogQuestion = {
  intent: CatalogIntent;
  products: readonly CatalogProduct[];
  /** The product named, or the one in focus. */
  product: CatalogProduct | undefined;
  /** Values of the product's options the message names ("oatmeal"), to answer for those variants. */
  values?: readonly string[];
  /** A second product named, for a comparison. */
  other?: CatalogProduct | undefined;
  category: Category | undefined;
  kind?: ProductKind | undefined;
  range?: PriceRange | undefined;
  /** "the most expensive", "the priciest". */
  wantsDearest?: boolean;
  /** "The worst rated", "the worst reviews": the lowest rated of the products that have ratings. */
  wantsLowestRated?: boolean;
  /** How many of the product are asked for ("6 dining chairs"), when more than one. */
  quantity?: number | undefined;
};

export type CatalogReply = {
  response: string;
  /** The one product the reply is about, which a follow-up ("how much is it?") refers to. */
  product?: CatalogProduct;
  /** The products the reply lists, in its order, which "the second one" or "the other one" points at. */
  listed?: CatalogProduct[];
};

const LIST_SIZE = 5;

const byPrice = (a: CatalogProduct, b: CatalogProduct) => a.price - b.price;
const byRating = (a: CatalogProduct, b: CatalogProduct) => b.avgRating - a.avgRating || b.ratingsCount - a.ratingsCount;

const priced = (product: CatalogProduct) => `${product.productName} (${formatPence(product.price)})`;

function rating(product: CatalogProduct): string {
  if (product.ratingsCount === 0) return messages.notRatedYet.toLowerCase();
  const count = product.ratingsCount === 1 ? '1 rating' : `${product.ratingsCount} ratings`;
  return `rated ${product.avgRating.toFixed(2)} out of 5 from ${count}`;
}

const shownOf = (products: readonly CatalogProduct[]) => products.slice(0, LIST_SIZE);

export function listing(products: readonly CatalogProduct[]): string {
  const shown = products.slice(0, LIST_SIZE).map(priced).join(', ');
  return products.length > LIST_SIZE ? `${shown}, and ${products.length - LIST_SIZE} more in the Shop` : shown;
}

function rangeText({ min, max }: PriceRange): string {
  if (min !== undefined && max !== undefined) return `between ${formatPence(min)} and ${formatPence(max)}`;
  if (min !== undefined) return `from ${formatPence(min)}`;
  return `up to ${formatPence(max ?? 0)}`;
}

/** "for £899.00", or "from £899.00" when the variants differ in price. */
function priceOf(variants: readonly { price: number }[]): { amount: string; forPrice: string } {
  const prices = variants.map((variant) => variant.price);
  const low = formatPence(Math.min(...prices));
  return Math.min(...prices) === Math.max(...prices)
    ? { amount: low, forPrice: `for ${low}` }
    : { amount: `from ${low}`, forPrice: `from ${low}` };
}

/** Whether something can be bought now, in the words of its stock level (core/stock.ts). */
function availabilityOf(name: string, prices: readonly { price: number }[], stock: number): string {
  const { amount, forPrice } = priceOf(prices);
  switch (stockLevel(stock)) {
    case 'out_of_stock':
      return `Sorry, the ${name} (${amount}) is out of stock at the moment.`;
    case 'low':
      return `Yes, the ${name} is in stock and available ${forPrice}, with only ${stock} left.`;
    case 'in_stock':
      return `Yes, the ${name} is in stock and available ${forPrice}.`;
  }
}

/** The variants having every value named, and what to call them ("Halden Sofa in Oatmeal"). */
function namedVariants(product: CatalogProduct, values: readonly string[]) {
  const variants = product.variants.filter((variant) => values.every((value) => variant.values.includes(value)));
  return { variants, name: values.length ? `${product.productName} in ${values.join(', ')}` : product.productName };
}

const notSoldIn = (product: CatalogProduct, values: readonly string[]) =>
  `Sorry, the ${product.productName} is not sold in ${values.join(', ')}.`;

/**
 * Whether a product can be bought now: for a product sold in variants, the variants the message names (the
 * Halden in Oatmeal, 2 left), or the ones in stock, by name, so a colour it does not come in is never confirmed.
 */
function availability(product: CatalogProduct, values: readonly string[]): string {
  if (product.variants.length === 0) return availabilityOf(product.productName, [product], product.stock);
  const { variants, name } = namedVariants(product, values);
  if (variants.length === 0) return notSoldIn(product, values);
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  if (values.length > 0 || stock === 0) return availabilityOf(name, variants, stock);
  const inStock = variants.filter((variant) => variant.stock > 0);
  const labels = inStock.map((variant) =>
    stockLevel(variant.stock) === 'low' ? `${variant.label} (only ${variant.stock} left)` : variant.label,
  );
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels.join('');
  return `Yes, the ${product.productName} is in stock and available ${priceOf(inStock).forPrice}, in ${list}.`;
}

function priceAnswer(product: CatalogProduct, values: readonly string[]): string {
  if (product.variants.length === 0) return `The ${product.productName} costs ${formatPence(product.price)}.`;
  const { variants, name } = namedVariants(product, values);
  if (variants.length === 0) return notSoldIn(product, values);
  return `The ${name} costs ${priceOf(variants).amount}.`;
}

/** What several of one product come to: "6 cost £270.00" (from the lowest price when its variants differ). */
function quantityPrice(product: CatalogProduct, quantity: number): string {
  const prices = product.variants.length > 0 ? product.variants.map((variant) => variant.price) : [product.price];
  const total = formatPence(Math.min(...prices) * quantity);
  return Math.min(...prices) === Math.max(...prices) ? `${quantity} of them cost ${total}.` : `${quantity} of them cost from ${total}.`;
}

/** Whether there are enough for the quantity asked. */
function quantityStock(product: CatalogProduct, quantity: number): string {
  const stock = product.variants.length > 0 ? product.variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock;
  if (stock === 0) return '';
  return stock >= quantity
    ? `We have enough in stock for ${quantity}${product.variants.length > 0 ? ' across its options' : ''}: ${quantityPrice(product, quantity)}`
    : `We have only ${stock} in stock, fewer than the ${quantity} you asked for.`;
}

const inRange =
  ({ min, max }: PriceRange) =>
  (product: CatalogProduct) =>
    (min === undefined || product.price >= min) && (max === undefined || product.price <= max);

export const catalogSuggestion = `We sell ${categoryList}. Ask me about any of them, for example "What is the cheapest watch?" or "Watches under £100".`;

/** Two products side by side: both prices and the facts that differ. */
function comparison(a: CatalogProduct, b: CatalogProduct): string {
  const [cheaper, dearer] = a.price <= b.price ? [a, b] : [b, a];
  const price =
    cheaper.price === dearer.price
      ? `The ${a.productName} and the ${b.productName} both cost ${formatPence(a.price)}.`
      : `The ${cheaper.productName} costs ${formatPence(cheaper.price)} and the ${dearer.productName} ${formatPence(dearer.price)}, ${formatPence(dearer.price - cheaper.price)} more.`;
  const ratings = `The ${a.productName} is ${rating(a)}; the ${b.productName} is ${rating(b)}.`;
  const kinds =
    a.category === b.category ? '' : ` One is a ${categoryNames[a.category].one}, the other a ${categoryNames[b.category].one}.`;
  return `${price} ${ratings}${kinds}`;
}

export function answerCatalogQuestion(question: CatalogQuestion): CatalogReply {
  const { products, product, other, category, kind, range } = question;
  if (product && other) return { response: comparison(product, other) };

  const noun: Noun = kind ?? (category ? categoryNames[category] : anyProduct);
  const ofKind = kind ? productsOfKind(products, kind) : category ? products.filter((item) => item.category === category) : products;
  const inScope = range ? ofKind.filter(inRange(range)) : ofKind;
  const cheapestFirst = [...inScope].sort(byPrice);
  const cheapest = cheapestFirst[0];
  const dearest = cheapestFirst.at(-1);

  const values = question.values ?? [];
  const { quantity } = question;
  if (product && question.intent === 'product_price')
    return { response: `${priceAnswer(product, values)}${quantity ? ` ${quantityPrice(product, quantity)}` : ''}`, product };
  // "What about the Classic Field?" after a list of watches: whether that one can be had, and its price.
  if (product && (question.intent === 'product_availability' || question.intent === 'product_category'))
    return { response: `${availability(product, values)}${quantity ? ` ${quantityStock(product, quantity)}` : ''}`, product };
  if (product && question.intent === 'product_best_rated')
    return { response: `The ${product.productName} is ${rating(product)}.`, product };

  if (!cheapest || !dearest) {
    const cheapestOfKind = [...ofKind].sort(byPrice)[0];
    if (range)
      return {
        response: `We have no ${noun.many} ${rangeText(range)}.${cheapestOfKind ? ` The cheapest is the ${priced(cheapestOfKind)}.` : ''}`,
      };
    if (kind || category) return { response: `Sorry, we have no ${noun.many} at the moment. ${catalogSuggestion}` };
    return { response: 'Our catalogue is empty right now. Please check back soon.' };
  }

  if (question.wantsDearest)
    return { response: `Our most expensive ${noun.one} is the ${dearest.productName} at ${formatPence(dearest.price)}.`, product: dearest };
  if (range) {
    return {
      response: `Here are our ${noun.many} ${rangeText(range)}: ${listing(cheapestFirst)}.`,
      listed: shownOf(cheapestFirst),
      // One product shown is the one "what's it rated?" asks about next.
      ...(cheapestFirst.length === 1 ? { product: cheapestFirst[0] } : {}),
    };
  }

  const rated = inScope.filter((item) => item.ratingsCount > 0);
  if (question.wantsLowestRated && rated.length > 0) {
    const lowest = [...rated].sort(byRating).at(-1) ?? cheapest;
    return {
      response: `Our lowest rated ${noun.one} is the ${lowest.productName}, ${rating(lowest)}, at ${formatPence(lowest.price)}.`,
      product: lowest,
    };
  }
  switch (question.intent) {
    case 'product_best_rated': {
      const best = [...inScope].sort(byRating)[0] ?? cheapest;
      return {
        response: `Our best rated ${noun.one} is the ${best.productName}, ${rating(best)}, at ${formatPence(best.price)}.`,
        product: best,
      };
    }
    case 'product_cheapest':
      return { response: `Our cheapest ${noun.one} is the ${cheapest.productName} at ${formatPence(cheapest.price)}.`, product: cheapest };
    case 'product_availability': {
      if (!kind && !category) return { response: `I could not find that product in our catalogue. ${catalogSuggestion}` };
      const inStock = cheapestFirst.filter((item) => item.stock > 0);
      if (!inStock[0]) return { response: `Sorry, our ${noun.many} are all out of stock at the moment.` };
      return {
        response: `Yes, we have ${inStock.length} ${inStock.length === 1 ? noun.one : noun.many} in stock: ${listing(inStock)}.`,
        listed: shownOf(inStock),
        ...(inStock.length === 1 ? { product: inStock[0] } : {}),
      };
    }
    case 'product_price':
      if (!kind && !category) return { response: `Which product do you mean? ${catalogSuggestion}` };
      if (cheapest === dearest) return { response: `The ${cheapest.productName} costs ${formatPence(cheapest.price)}.`, product: cheapest };
      return {
        response: `Our ${noun.many} cost from ${formatPence(cheapest.price)} to ${formatPence(dearest.price)}: ${listing(cheapestFirst)}.`,
        listed: shownOf(cheapestFirst),
      };
    case 'product_budget':
    case 'product_category':
      if (!kind && !category) return { response: catalogSuggestion };
      return {
        response: `We have ${inScope.length} ${inScope.length === 1 ? noun.one : noun.many}: ${listing(cheapestFirst)}.`,
        listed: shownOf(cheapestFirst),
        ...(inScope.length === 1 ? { product: cheapest } : {}),
      };
  }
}
