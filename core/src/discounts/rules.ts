// Discount codes (docs/spec.md, Discount codes): whether a code may be used on a cart, and what it takes off.
// Pure: the cart and checkout show it, the server decides with it under the code's lock when the order is placed.
import { formatPence } from '../money.ts';
import { shareDiscount } from '../orders/paid-lines.ts';

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code as the admin set it up. `value` is a whole percentage (1 to 100) or an amount in pence. */
export type DiscountCodeRules = {
  code: string;
  kind: DiscountKind;
  value: number;
  /** Pence the lines the code applies to must come to; 0 for no minimum. */
  minSpend: number;
  startsAt: Date;
  /** The first moment the code no longer works; null for a code that never ends. */
  endsAt: Date | null;
  /** Orders the code may be used on in all; null for no limit. */
  maxUses: number | null;
  /** Orders one account may use it on; null for no limit. */
  maxUsesPerCustomer: number | null;
  /** The categories it applies to; empty for every category. */
  categories: readonly string[];
  isPaused: boolean;
};

/** Orders already placed with the code, in all and by this shopper (0 for a visitor not logged in). */
export type CodeUses = { uses: number; customerUses: number };
export type DiscountLine = { totalPrice: number; category: string };

const listed = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

const ukDate = (at: Date) => at.toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });

export const discountMessages = {
  unknown: 'We do not know that code. Check how it is spelt and try again.',
  paused: 'This code cannot be used just now.',
  notStarted: (startsAt: Date) => `This code can be used from ${ukDate(startsAt)}.`,
  expired: 'This code has expired.',
  usedUp: 'This code has been used as many times as it can be.',
  customerUsedUp: 'You have already used this code as many times as it allows.',
  noEligibleLines: (categories: readonly string[]) => `This code is for ${listed(categories)} items, and your cart has none.`,
  minSpend: (minSpend: number, spent: number, categories: readonly string[]) =>
    `Spend at least ${formatPence(minSpend)}${categories.length ? ` on ${listed(categories)} items` : ''} to use this code; your cart has ${formatPence(spent)}.`,
  applied: (code: string, discount: number) => `${code} takes ${formatPence(discount)} off.`,
  /** Too many codes refused from one connection or account in a while (DISCOUNT_CODE_* settings). */
  tooManyTries: 'Too many discount codes tried. Please wait a few minutes and try again.',
  /** The discount's line on an order, its page and its emails. */
  orderLine: (code: string, discount: number) => `Discount ${code}: -${formatPence(discount)}`,
} as const;

export type DiscountDecision = { ok: true; discount: number; lineDiscounts: number[] } | { ok: false; message: string };

const appliesTo = (rules: Pick<DiscountCodeRules, 'categories'>, line: DiscountLine) =>
  rules.categories.length === 0 || rules.categories.includes(line.category);

/**
 * What the code takes off lines costing `eligible` pence in all: a percentage of that sum rounded half up to
 * the penny (one rounding per order, not per line), or the fixed amount, never more than the lines cost.
 */
export function discountOn(rules: Pick<DiscountCodeRules, 'kind' | 'value'>, eligible: number): number {
  if (rules.kind === 'amount') return Math.min(rules.value, eligible);
  // Whole pence times a whole percentage stays exact far beyond the largest order (under 2^53).
  return Math.min(eligible, Math.floor((eligible * rules.value + 50) / 100));
}

/**
 * Whether the code may be used on these lines at `now`, given its uses so far, with the first reason it may
 * not; when it may, the discount and each line's share of it (`shareDiscount`: the lines it applies to, in
 * proportion to their price, adding up to the discount exactly).
 */
export function decideDiscount(
  rules: DiscountCodeRules | undefined,
  lines: readonly DiscountLine[],
  uses: CodeUses,
  now: Date,
): DiscountDecision {
  if (!rules) return { ok: false, message: discountMessages.unknown };
  if (rules.isPaused) return { ok: false, message: discountMessages.paused };
  if (now < rules.startsAt) return { ok: false, message: discountMessages.notStarted(rules.startsAt) };
  if (rules.endsAt && now >= rules.endsAt) return { ok: false, message: discountMessages.expired };
  if (rules.maxUses !== null && uses.uses >= rules.maxUses) return { ok: false, message: discountMessages.usedUp };
  if (rules.maxUsesPerCustomer !== null && uses.customerUses >= rules.maxUsesPerCustomer) {
    return { ok: false, message: discountMessages.customerUsedUp };
  }
  const eligible = lines.reduce((sum, line) => sum + (appliesTo(rules, line) ? line.totalPrice : 0), 0);
  if (eligible === 0) return { ok: false, message: discountMessages.noEligibleLines(rules.categories) };
  if (eligible < rules.minSpend) return { ok: false, message: discountMessages.minSpend(rules.minSpend, eligible, rules.categories) };
  const discount = discountOn(rules, eligible);
  const lineDiscounts = shareDiscount(
    lines.map((line) => ({ totalPrice: line.totalPrice, isEligible: appliesTo(rules, line) })),
    discount,
  );
  return { ok: true, discount, lineDiscounts };
}
