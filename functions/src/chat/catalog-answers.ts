// Answers catalogue questions from the live product list: prices, availability, what is in a category,
// best rated, cheapest and what fits a budget.
import type { Category } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import type { CatalogProduct } from './catalog.ts';
import type { CatalogIntent } from './intents.ts';
import { anyProduct, categoryList, categoryNames } from './knowledge.ts';

export type CatalogQuestion = {
  intent: CatalogIntent;
  products: readonly CatalogProduct[];
  product: CatalogProduct | undefined;
  category: Category | undefined;
  /** Pence. */
  budget: number | undefined;
};

const LIST_SIZE = 5;

const byPrice = (a: CatalogProduct, b: CatalogProduct) => a.price - b.price;
const byRating = (a: CatalogProduct, b: CatalogProduct) => b.avgRating - a.avgRating || b.ratingsCount - a.ratingsCount;

function priced(product: CatalogProduct): string {
  return `${product.productName} (${formatPence(product.price)})`;
}

function rating(product: CatalogProduct): string {
  if (product.ratingsCount === 0) return messages.notRatedYet.toLowerCase();
  const count = product.ratingsCount === 1 ? '1 rating' : `${product.ratingsCount} ratings`;
  return `rated ${product.avgRating.toFixed(2)} out of 5 from ${count}`;
}

function listing(products: readonly CatalogProduct[]): string {
  const shown = products.slice(0, LIST_SIZE).map(priced).join(', ');
  return products.length > LIST_SIZE ? `${shown}, and ${products.length - LIST_SIZE} more in the Shop` : shown;
}

const suggestion = `We sell ${categoryList}. Ask me about any of them, for example "What is the cheapest watch?" or "Watches under £100".`;

export function answerCatalogQuestion(question: CatalogQuestion): string {
  const { products, product, category, budget } = question;
  const noun = category ? categoryNames[category] : anyProduct;
  const inScope = category ? products.filter((item) => item.category === category) : products;
  const cheapestFirst = [...inScope].sort(byPrice);
  const cheapest = cheapestFirst[0];
  if (!cheapest)
    return category ? `We have no ${noun.many} at the moment. ${suggestion}` : 'Our catalogue is empty right now. Please check back soon.';

  const asksAboutOneProduct = question.intent === 'product_price' || question.intent === 'product_availability';
  if (budget !== undefined && !asksAboutOneProduct) {
    const affordable = cheapestFirst.filter((item) => item.price <= budget);
    if (affordable.length === 0) return `We have no ${noun.many} up to ${formatPence(budget)}. The cheapest is the ${priced(cheapest)}.`;
    return `Here are our ${noun.many} up to ${formatPence(budget)}: ${listing(affordable)}.`;
  }

  switch (question.intent) {
    case 'product_price':
    case 'product_availability': {
      if (product) {
        const lead =
          question.intent === 'product_price' ? `The ${product.productName} costs` : `Yes, the ${product.productName} is available for`;
        return `${lead} ${formatPence(product.price)}. ${product.shortDesc}`.trim();
      }
      const dearest = cheapestFirst.at(-1) ?? cheapest;
      if (category)
        return `Our ${noun.many} cost from ${formatPence(cheapest.price)} to ${formatPence(dearest.price)}: ${listing(cheapestFirst)}.`;
      return `I could not find that product in our catalogue. ${suggestion}`;
    }
    case 'product_best_rated': {
      const best = [...inScope].sort(byRating)[0] ?? cheapest;
      return `Our best rated ${noun.one} is the ${best.productName}, ${rating(best)}, at ${formatPence(best.price)}.`;
    }
    case 'product_cheapest':
      return `Our cheapest ${noun.one} is the ${cheapest.productName} at ${formatPence(cheapest.price)}.`;
    case 'product_budget':
    case 'product_category':
      if (!category) return suggestion;
      return `We have ${inScope.length} ${inScope.length === 1 ? noun.one : noun.many}: ${listing(cheapestFirst)}.`;
  }
}
