// Which of the customer's orders a message means when it names one by what it holds ("the phone I
// ordered", "my Westview sofa"), by how far it has got ("the one that shipped") or by a piece of its number
// ("the order ending in 02"). Each thing named narrows the orders down; a message that names none of them
// refers to no order in particular.
import { formatPence } from '@shop/core/money';
import type { CatalogProduct } from './catalog.ts';
import { findCategory, findKind, productsOfKind } from './catalog-match.ts';
import type { ChatOrder } from './customer-orders.ts';
import type { FindProducts } from './product-mentions.ts';

/** What the orders were narrowed by, in words for "None of your orders ...", and the ones left. */
export type OrderReference = { described: string; orders: ChatOrder[] };

/** Statuses a phrase names, the closest first: "the one that shipped" is the shipped one, else a delivered one. */
const statusPhrases: [RegExp, string, readonly (readonly string[])[]][] = [
  [
    /(?:\b(?:not|un)|n'?t)(?: yet| been){0,2} ?(?:shipped|dispatched|sent)\b|\bthe (?:pending|paid|unshipped) (?:one|order)\b/i,
    'waiting to be sent',
    [['pending', 'paid', 'processing']],
  ],
  [/\b(?:shipped|dispatched|sent)\b/i, 'on its way', [['shipped'], ['delivered']]],
  [/\b(?:delivered|arrived|came)\b/i, 'delivered', [['delivered']]],
  [/\bcancel(?:l)?ed\b/i, 'cancelled', [['cancelled']]],
  [/\brefunded\b/i, 'refunded', [['refunded']]],
  [/\breturned\b/i, 'returned', [['returned', 'return_requested']]],
  [/\b(?:paid|pending|processing)\b/i, 'waiting to be sent', [['pending', 'paid', 'processing']]],
];
/** Only a phrase that points at one order names a status: "the one that shipped", not "has it shipped?". */
const statusReferencePattern =
  /\b(?:one|order|parcel|package)s? (?:that|which)(?:'s| has| have| was| is| got)?(?: not|n'?t)?(?: been| already| yet| only| just| still){0,2} \w+|\bthe (?:shipped|dispatched|delivered|cancell?ed|refunded|returned|paid|pending|unshipped) (?:one|order)\b/i;
/** An order named by its rank among the customer's: "my most expensive order", "my last order". */
const rankPhrases: [RegExp, string, (a: ChatOrder, b: ChatOrder) => number][] = [
  [/\b(?:most expensive|priciest|dearest|biggest|largest)\b/i, 'costs the most', (a, b) => b.total - a.total],
  [/\b(?:cheapest|least expensive|smallest)\b/i, 'costs the least', (a, b) => a.total - b.total],
  [/\b(?:latest|newest|most recent|last)\b/i, 'is the latest', (a, b) => b.createdAt.localeCompare(a.createdAt)],
  [/\b(?:first|oldest|earliest)\b/i, 'is the first', (a, b) => a.createdAt.localeCompare(b.createdAt)],
];
const rankReferencePattern =
  /\b(?:my|the) (?:most expensive|priciest|dearest|biggest|largest|cheapest|least expensive|smallest|latest|newest|most recent|last|first|oldest|earliest) (?:order|purchase)\b/i;
/** An order named by what it cost: "the order I paid £899 for", "the £79.99 one". */
const pricedPattern = /£\s?\d[\d,]*(?:\.\d{1,2})?\s+(?:one|order)\b|\b(?:paid|spent)\s+£\s?\d|\border (?:of|for|worth) £\s?\d/i;
const poundsPattern = /£\s?(\d[\d,]*(?:\.\d{1,2})?)/g;
const penceOf = (pounds: string) => Math.round(Number(pounds.replaceAll(',', '')) * 100);
const fragmentPattern =
  /\b(?:ending|ends|finishing) (?:in |with )?#?(\d{1,8})\b|\b(?:starting|starts|beginning|begins) (?:in |with )?#?(\d{1,8})\b/i;

/** Whether a message points at one of the customer's orders by its status, rank or number: "the one that's shipped". */
export function pointsAtAnOrder(message: string): boolean {
  return (
    statusNamed(message) !== undefined || rankReferencePattern.test(message) || fragmentPattern.test(message) || pricedPattern.test(message)
  );
}

/** The status a phrase pointing at one order names: "the one that's shipped"; not "the one that's cheaper". */
function statusNamed(message: string) {
  const reference = statusReferencePattern.exec(message)?.[0];
  return reference ? statusPhrases.find(([pattern]) => pattern.test(reference)) : undefined;
}

/** The catalogue product an order line is, by its name; an item no longer sold is matched by its name's words. */
function categoryOfItem(name: string, products: readonly CatalogProduct[]) {
  return products.find((product) => product.productName === name)?.category ?? findCategory(name);
}

export function referredOrders(
  message: string,
  orders: readonly ChatOrder[],
  products: CatalogProduct[],
  findProducts: FindProducts,
): OrderReference | undefined {
  let left = [...orders];
  const described: string[] = [];
  const holds = (order: ChatOrder, test: (name: string) => boolean) => order.items.some((item) => test(item.productName));

  const named = findProducts(message, products).map((mention) => mention.product.productName);
  const kind = findKind(message);
  const category = findCategory(message);
  // "Swap the phone I ordered for the Orbit Lite": of two things named, the one the customer has ordered.
  const holding = left.filter((order) => holds(order, (name) => named.includes(name)));
  if (named.length > 0 && (holding.length > 0 || (!kind && !category))) {
    left = holding;
    described.push(`has the ${named[0] ?? ''}`);
  } else if (kind) {
    const ofKind = new Set(productsOfKind(products, kind).map((product) => product.productName));
    left = left.filter((order) => holds(order, (name) => ofKind.has(name)));
    described.push(`has ${/^[aeiou]/i.test(kind.one) ? 'an' : 'a'} ${kind.one}`);
  } else if (category) {
    left = left.filter((order) => holds(order, (name) => categoryOfItem(name, products) === category));
    described.push(`has a ${category === 'mobile' ? 'phone' : category}`);
  }

  const status = statusNamed(message);
  if (status) {
    const [, words, groups] = status;
    const before = left;
    left = groups.map((group) => before.filter((order) => group.includes(order.status))).find((found) => found.length > 0) ?? [];
    described.push(`is ${words}`);
  }

  const ranked = rankReferencePattern.exec(message)?.[0];
  const rank = ranked ? rankPhrases.find(([pattern]) => pattern.test(ranked)) : undefined;
  if (rank) {
    const [, words, order] = rank;
    left = [...left].sort(order).slice(0, 1);
    described.push(words);
  }

  if (pricedPattern.test(message)) {
    const amounts = [...message.matchAll(poundsPattern)].map(([, pounds = '']) => penceOf(pounds));
    left = left.filter((order) => amounts.includes(order.total));
    described.push(`cost ${formatPence(amounts[0] ?? 0)}`);
  }

  const fragment = fragmentPattern.exec(message);
  if (fragment) {
    const [, ending, starting] = fragment;
    left = left.filter((order) =>
      ending !== undefined ? String(order.number).endsWith(ending) : String(order.number).startsWith(starting ?? ''),
    );
    described.push(ending !== undefined ? `has a number ending in ${ending}` : `has a number starting with ${starting ?? ''}`);
  }
  return described.length === 0 ? undefined : { described: described.join(' and '), orders: left };
}
