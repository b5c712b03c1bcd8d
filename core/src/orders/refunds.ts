// An admin's refund of part or all of an order: what they ask for, and what it comes to. Pure: the server
// decides with it under the order's lock, the admin page shows what is left with it.
import { z } from 'zod';
import { formatPence, parsePounds } from '../money.ts';
import { ORDER_NOTE_MAX, type OrderStatus } from '../order-lifecycle.ts';
import { MAX_LINE_QUANTITY } from '../cart.ts';
import type { Order } from '../orders.ts';
import { paidForUnits, paidLines, type PaidLineInput } from './paid-lines.ts';

export const refundMessages = {
  reasonRequired: 'Say why you are refunding.',
  reasonTooLong: `The reason is at most ${ORDER_NOTE_MAX} characters.`,
  amount: 'The amount must be a whole number of pence, at least 1.',
  amountOrLines: 'Refund either an amount or some lines, not both.',
  unknownLine: 'A line to refund is not on this order.',
  lineQuantity: `A line's quantity to refund must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  notRefundable: 'This order has not been paid, or has already been refunded in full.',
  nothingLeft: 'Everything paid for this order has already been refunded.',
  tooMuch: (left: number) => `At most ${formatPence(left)} is left to refund on this order.`,
  tooManyUnits: (name: string, left: number) => `At most ${left} of ${name} ${left === 1 ? 'is' : 'are'} left to refund.`,
  issued: (amount: number) => `Refunded ${formatPence(amount)}.`,
  amountInPounds: 'Enter an amount in pounds, like 12.50, or leave it empty to refund everything left.',
  left: (left: number) => `${formatPence(left)} of what was paid is left to refund. Leave the amount empty to refund all of it.`,
} as const;

const reasonSchema = z
  .string({ error: refundMessages.reasonRequired })
  .trim()
  .min(1, refundMessages.reasonRequired)
  .max(ORDER_NOTE_MAX, refundMessages.reasonTooLong);

const refundLineSchema = z
  .object({
    lineId: z.uuid({ error: refundMessages.unknownLine }),
    quantity: z
      .number({ error: refundMessages.lineQuantity })
      .int(refundMessages.lineQuantity)
      .min(1, refundMessages.lineQuantity)
      .max(MAX_LINE_QUANTITY, refundMessages.lineQuantity),
  })
  .strict();
export type RefundLine = z.infer<typeof refundLineSchema>;

/** POST /api/admin/orders/:id/refunds: an amount, or lines and quantities, or neither for all that is left. */
export const refundRequestSchema = z
  .object({
    reason: reasonSchema,
    amount: z.number({ error: refundMessages.amount }).int(refundMessages.amount).min(1, refundMessages.amount).optional(),
    lines: z.array(refundLineSchema, { error: refundMessages.unknownLine }).min(1, refundMessages.unknownLine).max(50).optional(),
  })
  .strict()
  .refine((request) => request.amount === undefined || request.lines === undefined, { message: refundMessages.amountOrLines });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The admin's refund form as typed: the amount in pounds, empty for everything left, turned into a request. */
export const refundFormSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .refine((text) => text === '' || (parsePounds(text) ?? 0) > 0, refundMessages.amountInPounds),
    reason: reasonSchema,
  })
  .transform(({ amount, reason }): RefundRequest => (amount === '' ? { reason } : { reason, amount: parsePounds(amount) ?? 0 }));
export type RefundForm = z.input<typeof refundFormSchema>;

/** What the refund endpoint answers: the order with the new refund, and the refund's id and amount. */
export type RefundOutcome = { order: Order; refund: { id: string; amount: number } };

/** Statuses in which money came in and has not all gone back through a status change. */
export const PART_REFUNDABLE_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'shipped',
  'delivered',
  'return_requested',
  'returned',
];

export type RefundableOrder = {
  total: number;
  items: ReadonlyArray<PaidLineInput & { productName: string }>;
  /** Every refund given so far: its amount and the lines it covered. */
  refunds: ReadonlyArray<{ amount: number; lines: readonly RefundLine[] }>;
};

export const refundedSoFar = (order: Pick<RefundableOrder, 'refunds'>): number =>
  order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
export const leftToRefund = (order: Pick<RefundableOrder, 'total' | 'refunds'>): number => Math.max(0, order.total - refundedSoFar(order));

export type RefundDecision = { ok: true; amount: number; lines: RefundLine[] } | { ok: false; message: string };

/**
 * What a refund comes to: lines are worth what was paid for those units (after the units refunded before),
 * an amount is itself, neither is everything left. Never more than is left of what was paid.
 */
export function decideRefund(order: RefundableOrder, request: Pick<RefundRequest, 'amount' | 'lines'>): RefundDecision {
  const left = leftToRefund(order);
  if (left === 0) return { ok: false, message: refundMessages.nothingLeft };
  if (!request.lines) {
    const amount = request.amount ?? left;
    return amount > left ? { ok: false, message: refundMessages.tooMuch(left) } : { ok: true, amount, lines: [] };
  }
  const paid = paidLines(order);
  let amount = 0;
  const merged = new Map<string, number>();
  for (const { lineId, quantity } of request.lines) merged.set(lineId, (merged.get(lineId) ?? 0) + quantity);
  for (const [lineId, quantity] of merged) {
    const line = paid.find((candidate) => candidate.id === lineId);
    const item = order.items.find((candidate) => candidate.id === lineId);
    if (!line || !item) return { ok: false, message: refundMessages.unknownLine };
    const before = order.refunds
      .flatMap((refund) => refund.lines)
      .reduce((sum, done) => sum + (done.lineId === lineId ? done.quantity : 0), 0);
    const unitsLeft = line.quantity - before;
    if (quantity > unitsLeft) return { ok: false, message: refundMessages.tooManyUnits(item.productName, Math.max(0, unitsLeft)) };
    amount += paidForUnits(line, before, quantity);
  }
  if (amount > left) return { ok: false, message: refundMessages.tooMuch(left) };
  if (amount === 0) return { ok: false, message: refundMessages.amount };
  return { ok: true, amount, lines: [...merged].map(([lineId, quantity]) => ({ lineId, quantity })) };
}
