// Plans the sample sales history: the dashboard's sample 890 orders that count (paid and on) summing to exactly
// £89,000, spread over the past year and the catalogue, each in the status its age calls for (a few still to
// ship, most delivered, some returned), plus cancelled and refunded orders that do not count. Pure and
// deterministic: the same catalogue and day give the same history.
import { SAMPLE_EMAIL_DOMAIN } from '@shop/core/dashboard';
import type { OrderStatus } from '@shop/core/order-lifecycle';

/**
 * What a line can sell: a catalogue product at its price (or, with no catalogue, a gift card of any value); of a
 * product sold in variants, one of them, named as a real order names it.
 */
export type SampleChoice = {
  productId: string | null;
  productName: string;
  imgUrl: string;
  price: number;
  variantId?: string | null;
  variantLabel?: string | null;
  sku?: string | null;
};
export type SampleLine = SampleChoice & { quantity: number };
export type SampleCustomer = { name: string; email: string; city: string; postalCode: string };
/** One move of the order's timeline, `at` milliseconds after it was placed. */
export type SampleStep = { to: OrderStatus; at: number; actor: 'owner' | 'admin' | 'system'; note: string | null };
export type SampleOrder = {
  createdAt: Date;
  status: OrderStatus;
  lines: SampleLine[];
  customer: SampleCustomer;
  /** pending first, then each move, the last reaching `status`. */
  steps: SampleStep[];
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HISTORY_DAYS = 365;
const CANCELLED_ORDERS = 46;
const REFUNDED_ORDERS = 24;

export const GIFT_CARD = { productId: null, productName: 'Multimart Gift Card', imgUrl: '/favicon.svg' } as const;
const GIFT_CARD_VALUES = [2_500, 5_000, 10_000];

const firstNames = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Freya',
  'Arthur',
  'Zara',
  'Leo',
  'Priya',
  'Kwame',
  'Mei',
  'Sean',
  'Fatima',
  'Rhys',
];
const lastNames = [
  'Hughes',
  'Patel',
  'Khan',
  'Evans',
  'Walsh',
  'Okafor',
  'Nowak',
  'Campbell',
  'Ahmed',
  'Murphy',
  'Chen',
  'Davies',
  'Price',
];
const cities: ReadonlyArray<[string, string]> = [
  ['Leicester', 'LE1 5WW'],
  ['Manchester', 'M1 1AE'],
  ['Bristol', 'BS1 4DJ'],
  ['Leeds', 'LS1 4DY'],
  ['Glasgow', 'G1 1XQ'],
  ['Cardiff', 'CF10 1EP'],
  ['Norwich', 'NR2 1NH'],
  ['Belfast', 'BT1 5GS'],
  ['Brighton', 'BN1 1EE'],
  ['York', 'YO1 7HH'],
];
const returnReasons = ['It was too big for the room.', 'The colour is not as pictured.', 'Changed my mind.', 'Arrived scratched.'];

/** mulberry32: a small seeded generator, so the history is the same on every instance. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

function customerOf(random: Random): SampleCustomer {
  const first = pick(random, firstNames);
  const last = pick(random, lastNames);
  const [city, postalCode] = pick(random, cities);
  return { name: `${first} ${last}`, email: `${first}.${last}@${SAMPLE_EMAIL_DOMAIN}`.toLowerCase(), city, postalCode };
}

/** One to three lines costing at most `budget`; the first always fits, as the cheapest choice is within it. */
function linesWithin(random: Random, choices: readonly SampleChoice[], budget: number): SampleLine[] {
  const lines: SampleLine[] = [];
  let left = budget;
  for (let count = 0; count < 3; count += 1) {
    const fitting = choices.filter((choice) => choice.price <= left && !lines.some((line) => line.productName === choice.productName));
    if (fitting.length === 0 || (count > 0 && random() > 0.3)) break;
    const choice = pick(random, fitting);
    const quantity = choice.price * 2 <= left && random() < 0.25 ? 2 : 1;
    lines.push({ ...choice, quantity });
    left -= choice.price * quantity;
  }
  return lines;
}

const totalOf = (lines: readonly SampleLine[]) => lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The fewest lines costing exactly `amount` (coin change over the prices), or null when no mix of the
 * choices adds up to it.
 */
function exactBasket(choices: readonly SampleChoice[], amount: number): SampleLine[] | null {
  const unit = choices.reduce((divisor, choice) => gcd(divisor, choice.price), amount);
  if (unit === 0) return null;
  const size = amount / unit;
  // fewest[n]: the fewest items costing n units; lastChoice[n]: the item that got there.
  const fewest = new Array<number>(size + 1).fill(Number.POSITIVE_INFINITY);
  const lastChoice = new Array<number>(size + 1).fill(-1);
  fewest[0] = 0;
  for (let total = 1; total <= size; total += 1) {
    choices.forEach((choice, index) => {
      const before = total - choice.price / unit;
      const count = before >= 0 ? (fewest[before] ?? Number.POSITIVE_INFINITY) + 1 : Number.POSITIVE_INFINITY;
      if (count < (fewest[total] ?? Number.POSITIVE_INFINITY)) {
        fewest[total] = count;
        lastChoice[total] = index;
      }
    });
  }
  if (!Number.isFinite(fewest[size])) return null;
  const lines: SampleLine[] = [];
  for (let total = size; total > 0;) {
    const choice = choices[lastChoice[total] ?? -1];
    if (!choice) return null;
    const line = lines.find((candidate) => candidate.productName === choice.productName && candidate.price === choice.price);
    if (line) line.quantity += 1;
    else lines.push({ ...choice, quantity: 1 });
    total -= choice.price / unit;
  }
  return lines;
}

/** Kept for the last basket, so it can be made up exactly from the sample catalogue's prices. */
const LAST_BASKET_RESERVE = 40_000;

/**
 * `count` baskets totalling exactly `total`: each aims near what is left per order (never so much that the
 * rest cannot buy the cheapest line); the last is made up to exactly what is left. Only a catalogue whose
 * prices cannot add up to it (none, in a test) gets a gift card for the difference.
 */
function basketsTotalling(random: Random, choices: readonly SampleChoice[], count: number, total: number): SampleLine[][] {
  const cheapest = Math.min(...choices.map((choice) => choice.price));
  const baskets: SampleLine[][] = [];
  let left = total;
  for (let remaining = count; remaining > 1; remaining -= 1) {
    const most = left - (remaining - 1) * cheapest - (remaining === 2 ? LAST_BASKET_RESERVE : 0);
    const budget = Math.max(cheapest, Math.min(most, Math.round((2.5 * left) / remaining)));
    const lines = linesWithin(random, choices, budget);
    baskets.push(lines);
    left -= totalOf(lines);
  }
  const exact = exactBasket(choices, left);
  if (exact) return [...baskets, exact];
  const last = linesWithin(random, choices, left);
  const shortfall = left - totalOf(last);
  return [...baskets, shortfall > 0 ? [...last, { ...GIFT_CARD, price: shortfall, quantity: 1 }] : last];
}

const TRACKING: ReadonlyArray<[string, (random: Random) => string]> = [
  ['Royal Mail', (random) => `RM${String(Math.floor(random() * 1e9)).padStart(9, '0')}GB`],
  ['DPD', (random) => String(Math.floor(random() * 1e14)).padStart(14, '0')],
  ['Evri', (random) => `H${String(Math.floor(random() * 1e15)).padStart(15, '0')}`],
];

/** The steps of an order that went all the way to `path`'s last status, with the tracking of its shipment. */
function stepsOf(random: Random, path: readonly OrderStatus[]): { steps: SampleStep[]; carrier: string; trackingNumber: string } {
  const [carrier, trackingFor] = pick(random, TRACKING);
  const at: Partial<Record<OrderStatus, number>> = {
    pending: 0,
    paid: 60_000,
    processing: 5 * HOUR_MS,
    shipped: DAY_MS,
    delivered: 3 * DAY_MS,
    return_requested: 8 * DAY_MS,
    returned: 13 * DAY_MS,
    cancelled: 7 * HOUR_MS,
  };
  const steps = path.map((to, index): SampleStep => {
    const isRefundOfPaid = to === 'refunded' && path[index - 1] === 'paid';
    return {
      to,
      at: to === 'refunded' ? (isRefundOfPaid ? 2 * HOUR_MS : 14 * DAY_MS) : (at[to] ?? 0),
      actor: to === 'pending' || to === 'cancelled' || to === 'return_requested' ? 'owner' : to === 'paid' ? 'system' : 'admin',
      note: to === 'return_requested' ? pick(random, returnReasons) : null,
    };
  });
  return { steps, carrier, trackingNumber: trackingFor(random) };
}

const FULFILMENT: readonly OrderStatus[] = ['pending', 'paid', 'processing', 'shipped', 'delivered'];

/** How far a counted order placed `ageMs` ago has got: recent ones are still on their way; a few come back. */
function countedPath(random: Random, ageMs: number): OrderStatus[] {
  if (ageMs < 5 * HOUR_MS) return ['pending', 'paid'];
  if (ageMs < DAY_MS) return FULFILMENT.slice(0, 3);
  if (ageMs < 3 * DAY_MS) return FULFILMENT.slice(0, 4);
  if (ageMs >= 8 * DAY_MS && ageMs < 13 * DAY_MS && random() < 0.2) return [...FULFILMENT, 'return_requested'];
  if (ageMs >= 13 * DAY_MS && ageMs < 14 * DAY_MS) return [...FULFILMENT, 'return_requested', 'returned'];
  return [...FULFILMENT];
}

export type SampleHistoryInput = { choices: readonly SampleChoice[]; countedOrders: number; countedTotal: number; now: Date };

/** `carrier` and `trackingNumber` matter once the order has shipped. */
export type PlannedOrder = SampleOrder & { carrier: string; trackingNumber: string };

/** The whole history, oldest first. */
export function planSampleHistory({ choices, countedOrders, countedTotal, now }: SampleHistoryInput): PlannedOrder[] {
  const random = seededRandom(72_240_511);
  // The shop sells no gift cards: they only stand in for a catalogue that is empty (in tests).
  const catalogue = choices.length > 0 ? choices : GIFT_CARD_VALUES.map((price) => ({ ...GIFT_CARD, price }));
  // Never younger than a minute, so the last sample order is older than anything a shopper places afterwards.
  const placedAt = (minAgeMs: number) => new Date(now.getTime() - 60_000 - minAgeMs - random() * (HISTORY_DAYS * DAY_MS - minAgeMs));
  const counted = basketsTotalling(random, catalogue, countedOrders, countedTotal).map((lines) => {
    const createdAt = placedAt(0);
    return { createdAt, lines, path: countedPath(random, now.getTime() - createdAt.getTime()) };
  });
  const cancelled = Array.from({ length: CANCELLED_ORDERS }, (_, index) => ({
    createdAt: placedAt(DAY_MS),
    lines: linesWithin(random, catalogue, 40_000),
    path: (index % 3 === 0 ? ['pending', 'paid', 'processing', 'cancelled'] : ['pending', 'paid', 'cancelled']) as OrderStatus[],
  }));
  const refunded = Array.from({ length: REFUNDED_ORDERS }, (_, index) => ({
    createdAt: placedAt(15 * DAY_MS),
    lines: linesWithin(random, catalogue, 90_000),
    path: (index % 2 === 0
      ? [...FULFILMENT, 'return_requested', 'returned', 'refunded']
      : ['pending', 'paid', 'refunded']) as OrderStatus[],
  }));
  return [...counted, ...cancelled, ...refunded]
    .map(({ createdAt, lines, path }) => {
      return { createdAt, lines, customer: customerOf(random), status: path.at(-1) ?? 'paid', ...stepsOf(random, path) };
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
