// Discount codes at the API's edge: a code as typed, the cart's check, the admin's new code and pause, and
// what each answers. Shared by the browser and the server.
import { z } from 'zod';
import { CATEGORIES } from '../constants.ts';
import { orderLineInputSchema, MAX_ORDER_LINES, MAX_ORDER_TOTAL, orderMessages } from '../orders.ts';
import { discountCodeSchema } from './code.ts';
import { DISCOUNT_KINDS, type DiscountKind } from './rules.ts';

export const discountInputMessages = {
  kind: 'Choose a percentage or a fixed amount.',
  percent: 'A percentage is a whole number from 1 to 100.',
  amount: 'An amount is a whole number of pence, at least 1.',
  minSpend: 'A minimum spend is a whole number of pence, 0 for none.',
  startsAt: 'Give the date the code starts.',
  endsAt: 'The end must come after the start.',
  limit: 'A limit is a whole number from 1 to 1,000,000, or empty for no limit.',
  categories: `Categories are some of ${CATEGORIES.join(', ')}.`,
  taken: 'There is already a code with that name.',
  notFound: 'Discount code not found.',
} as const;

/** POST /api/orders/quote: the cart's lines and the code; prices come from the database. */
export const orderQuoteSchema = z
  .object({
    discountCode: discountCodeSchema,
    items: z
      .array(orderLineInputSchema, { error: orderMessages.emptyCart })
      .min(1, orderMessages.emptyCart)
      .max(MAX_ORDER_LINES, orderMessages.tooManyLines),
  })
  .strict();
export type OrderQuoteRequest = z.infer<typeof orderQuoteSchema>;
/** What the cart comes to with the code, priced by the server; `message` says what the code takes off. */
export type OrderQuote = { discountCode: string; subtotal: number; discount: number; total: number; message: string };

const limitSchema = z
  .number({ error: discountInputMessages.limit })
  .int(discountInputMessages.limit)
  .min(1, discountInputMessages.limit)
  .max(1_000_000, discountInputMessages.limit)
  .nullable()
  .default(null);

/** POST /api/admin/discount-codes. */
export const newDiscountCodeSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(DISCOUNT_KINDS, { error: discountInputMessages.kind }),
    value: z.number({ error: discountInputMessages.amount }).int(discountInputMessages.amount).min(1, discountInputMessages.amount),
    minSpend: z
      .number({ error: discountInputMessages.minSpend })
      .int(discountInputMessages.minSpend)
      .min(0, discountInputMessages.minSpend)
      .max(MAX_ORDER_TOTAL, discountInputMessages.minSpend)
      .default(0),
    startsAt: z.iso.datetime({ offset: true, error: discountInputMessages.startsAt }),
    endsAt: z.iso.datetime({ offset: true, error: discountInputMessages.endsAt }).nullable().default(null),
    maxUses: limitSchema,
    maxUsesPerCustomer: limitSchema,
    categories: z
      .array(z.enum(CATEGORIES, { error: discountInputMessages.categories }))
      .max(CATEGORIES.length)
      .default([]),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.kind === 'percent' && input.value > 100)
      context.addIssue({ code: 'custom', path: ['value'], message: discountInputMessages.percent });
    if (input.kind === 'amount' && input.value > MAX_ORDER_TOTAL)
      context.addIssue({ code: 'custom', path: ['value'], message: discountInputMessages.amount });
    if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: discountInputMessages.endsAt });
    }
  });
export type NewDiscountCode = z.infer<typeof newDiscountCodeSchema>;
export type NewDiscountCodeInput = z.input<typeof newDiscountCodeSchema>;

/** PATCH /api/admin/discount-codes/:id: pause or resume. */
export const discountCodeUpdateSchema = z.object({ isPaused: z.boolean({ error: 'Say whether the code is paused.' }) }).strict();
export const discountCodeIdSchema = z.uuid({ error: discountInputMessages.notFound });

/** A code on the admin's page, with the orders placed with it so far. */
export type DiscountCode = {
  id: string;
  code: string;
  kind: DiscountKind;
  value: number;
  minSpend: number;
  startsAt: string;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  categories: string[];
  isPaused: boolean;
  uses: number;
  createdAt: string;
};
/** One order placed with a code. */
export type DiscountCodeUse = {
  orderId: string;
  orderNumber: number;
  customer: string;
  discount: number;
  total: number;
  status: string;
  createdAt: string;
};
export type DiscountCodeList = { items: DiscountCode[] };
export type DiscountCodeUses = { code: DiscountCode; uses: DiscountCodeUse[] };
