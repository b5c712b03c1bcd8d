// Returns of some or all of an order's items: what the shopper asks for, the steps a return goes through
// (requested -> accepted -> received, or declined with a reason), how many units of a line can still go back,
// and where the order's own status stands once a return moves. Pure: the server decides with it under the
// order's lock, the pages show what is left with it.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart.ts';
import { ORDER_NOTE_MAX, type OrderStatus } from '../order-lifecycle.ts';
import { productIdSchema } from '../products.ts';
import { returnMessages, type ReturnStatus } from './return-texts.ts';

export { RETURN_STATUSES, returnMessages, returnNumber, returnStatusLabels, type ReturnStatus } from './return-texts.ts';

/** Which step may follow which; an admin makes every move after the shopper's request. */
const RETURN_MOVES: Record<Exclude<ReturnStatus, 'requested'>, ReturnStatus> = {
  accepted: 'requested',
  declined: 'requested',
  received: 'accepted',
};

const reasonSchema = z
  .string({ error: returnMessages.reasonRequired })
  .trim()
  .min(1, returnMessages.reasonRequired)
  .max(ORDER_NOTE_MAX, returnMessages.reasonTooLong);

const returnItemSchema = z
  .object({
    productId: productIdSchema,
    /** Needed only when the order holds more than one variant of the product. */
    variantId: z.uuid({ error: returnMessages.unknownItem }).optional(),
    quantity: z
      .number({ error: returnMessages.quantity })
      .int(returnMessages.quantity)
      .min(1, returnMessages.quantity)
      .max(MAX_LINE_QUANTITY, returnMessages.quantity),
  })
  .strict();
export type ReturnItem = z.infer<typeof returnItemSchema>;

/** POST /api/orders/:id/returns: why, and which items (none: everything that can still go back). */
export const returnRequestSchema = z
  .object({
    reason: reasonSchema,
    items: z.array(returnItemSchema, { error: returnMessages.unknownItem }).min(1, returnMessages.unknownItem).max(50).optional(),
  })
  .strict();
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** POST /api/admin/orders/:id/returns/:returnId/decline: the reason the shopper is told. */
export const returnDeclineSchema = z
  .object({
    reason: z
      .string({ error: returnMessages.declineReasonRequired })
      .trim()
      .min(1, returnMessages.declineReasonRequired)
      .max(ORDER_NOTE_MAX, returnMessages.reasonTooLong),
  })
  .strict();
export type ReturnDecline = z.infer<typeof returnDeclineSchema>;

export type ReturnLine = { lineId: string; quantity: number };

/** One return as the order API answers it. */
export type OrderReturn = {
  id: string;
  /** "R-1001" */
  number: string;
  status: ReturnStatus;
  reason: string;
  /** Why an admin declined it; null otherwise. */
  declineReason: string | null;
  lines: ReturnLine[];
  createdAt: string;
};

export type ReturnableOrder = {
  items: ReadonlyArray<{ id: string; productId: string | null; variantId: string | null; productName: string; quantity: number }>;
  returns: ReadonlyArray<{ status: ReturnStatus; lines: readonly ReturnLine[] }>;
  refunds: ReadonlyArray<{ lines: readonly ReturnLine[] }>;
};

const unitsOf = (groups: ReadonlyArray<{ lines: readonly ReturnLine[] }>, lineId: string) =>
  groups.flatMap((group) => group.lines).reduce((sum, line) => sum + (line.lineId === lineId ? line.quantity : 0), 0);

/**
 * Units of a line that can still be returned: bought, less those in a return not declined, less those
 * refunded beyond what came back (a refund of a returned unit is that return's refund, not another unit).
 */
export function unitsLeftToReturn(order: ReturnableOrder, lineId: string): number {
  const line = order.items.find((item) => item.id === lineId);
  if (!line) return 0;
  const live = order.returns.filter((candidate) => candidate.status !== 'declined');
  const received = unitsOf(
    order.returns.filter((candidate) => candidate.status === 'received'),
    lineId,
  );
  const refundedBeyondReturns = Math.max(0, unitsOf(order.refunds, lineId) - received);
  return Math.max(0, line.quantity - unitsOf(live, lineId) - refundedBeyondReturns);
}

export type ReturnDecision = { ok: true; lines: ReturnLine[] } | { ok: false; message: string };

/** The order line an item names: by product, and by variant when the order holds more than one of the product. */
function lineFor(order: ReturnableOrder, item: ReturnItem): { id: string } | { message: string } {
  const ofProduct = order.items.filter((line) => line.productId === item.productId);
  const matching = item.variantId === undefined ? ofProduct : ofProduct.filter((line) => line.variantId === item.variantId);
  const [only] = matching;
  if (!only) return { message: returnMessages.unknownItem };
  if (matching.length > 1) return { message: returnMessages.whichVariant(only.productName) };
  return { id: only.id };
}

/** What a return request comes to: the lines and quantities, never more of a line than can still go back. */
export function decideReturn(order: ReturnableOrder, items: readonly ReturnItem[] | undefined): ReturnDecision {
  if (!items) {
    const lines = order.items
      .map((line) => ({ lineId: line.id, quantity: unitsLeftToReturn(order, line.id) }))
      .filter((line) => line.quantity > 0);
    return lines.length > 0 ? { ok: true, lines } : { ok: false, message: returnMessages.nothingLeft };
  }
  const merged = new Map<string, number>();
  for (const item of items) {
    const line = lineFor(order, item);
    if ('message' in line) return { ok: false, message: line.message };
    merged.set(line.id, (merged.get(line.id) ?? 0) + item.quantity);
  }
  for (const [lineId, quantity] of merged) {
    const left = unitsLeftToReturn(order, lineId);
    const name = order.items.find((line) => line.id === lineId)?.productName ?? '';
    if (quantity > left) return { ok: false, message: returnMessages.tooMany(name, left) };
  }
  return { ok: true, lines: [...merged].map(([lineId, quantity]) => ({ lineId, quantity })) };
}

export type ReturnMove = { allowed: true } | { allowed: false; message: string };

/** Whether a return in `status` may move to `to` (an admin's accept, decline or mark received). */
export function decideReturnMove(number: string, status: ReturnStatus, to: Exclude<ReturnStatus, 'requested'>): ReturnMove {
  return RETURN_MOVES[to] === status ? { allowed: true } : { allowed: false, message: returnMessages.cannotMove(number, status, to) };
}

/** Order statuses a return may be asked for in (within the window after delivery). */
export const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'return_requested', 'returned'];

/**
 * Where the order stands once its returns have moved: a return still open (requested or accepted) keeps
 * it Return requested; otherwise it is Returned once any return came back, or Delivered again when every
 * return was declined. An order no longer in a returns status (refunded in full) stays where it is.
 */
export function orderStatusAfterReturns(status: OrderStatus, returns: ReadonlyArray<{ status: ReturnStatus }>): OrderStatus {
  if (!RETURNABLE_ORDER_STATUSES.includes(status)) return status;
  if (returns.some((candidate) => candidate.status === 'requested' || candidate.status === 'accepted')) return 'return_requested';
  if (returns.some((candidate) => candidate.status === 'received')) return 'returned';
  return 'delivered';
}

/** Where a return's slip is downloaded (owner or admin): linked from the order pages (the acceptance email links the order's page). */
export const returnSlipPath = (orderId: string, returnId: string) => `/api/orders/${orderId}/returns/${returnId}/slip`;

/**
 * The return form as filled in: how many of each line go back (a select per line, "0" for none) and why,
 * turned into the request. Every line chosen is named by product and variant, as the API takes it.
 */
export const returnFormSchema = z
  .object({
    reason: reasonSchema,
    quantities: z.record(z.string(), z.string()),
  })
  .refine(({ quantities }) => Object.values(quantities).some((quantity) => Number(quantity) > 0), {
    message: returnMessages.chooseItems,
    path: ['quantities'],
  });
export type ReturnForm = z.input<typeof returnFormSchema>;

export function returnRequestFrom(
  items: ReadonlyArray<{ id: string; productId: string | null; variantId: string | null }>,
  form: z.output<typeof returnFormSchema>,
): ReturnRequest {
  return {
    reason: form.reason,
    items: items.flatMap((line) => {
      const quantity = Number(form.quantities[line.id] ?? 0);
      if (!line.productId || quantity <= 0) return [];
      return [{ productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), quantity }];
    }),
  };
}
