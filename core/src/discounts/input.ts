// Discount codes at the API's edge: a code as typed, the cart's check, the admin's new code and pause, and
// what each answers. Shared by the browser and the server.
import { z } from 'zod';
import { CATEGORIES } from '../constants.ts';
import { parsePounds } from '../money.ts';
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

/** POST /api/quotes: the cart's lines and the code; prices come from the database. */
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

/** The admin's form as typed: amounts in pounds, limits as text (empty for none), days as YYYY-MM-DD in UK time. */
export const discountFormMessages = {
  percent: discountInputMessages.percent,
  amount: 'Enter an amount in pounds, like 5 or 12.50.',
  minSpend: 'Enter a minimum spend in pounds, or leave it empty for none.',
  startsOn: 'Choose the first day the code works.',
  endsOn: 'The last day cannot come before the first.',
  limit: discountInputMessages.limit,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment a UK day starts, as an ISO time: midnight in London, an hour before midnight UTC in summer. */
export function ukDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' }).format(utcMidnight),
  );
  return new Date(utcMidnight - londonHour * 60 * 60 * 1000).toISOString();
}

/** The day after, as "2026-11-30". */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const limitText = z
  .string()
  .trim()
  .refine((text) => text === '' || (/^\d{1,7}$/.test(text) && Number(text) >= 1 && Number(text) <= 1_000_000), discountFormMessages.limit);
const limitOf = (text: string) => (text === '' ? null : Number(text));

export const discountCodeFormSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(DISCOUNT_KINDS, { error: discountInputMessages.kind }),
    value: z.string().trim(),
    minSpend: z
      .string()
      .trim()
      .refine((text) => text === '' || parsePounds(text) !== null, discountFormMessages.minSpend),
    startsOn: z.string().regex(DAY, discountFormMessages.startsOn),
    endsOn: z.string().refine((text) => text === '' || DAY.test(text), discountFormMessages.endsOn),
    maxUses: limitText,
    maxUsesPerCustomer: limitText,
    categories: z.array(z.enum(CATEGORIES)),
  })
  .superRefine((form, context) => {
    if (form.kind === 'percent' && !(/^\d{1,3}$/.test(form.value) && Number(form.value) >= 1 && Number(form.value) <= 100)) {
      context.addIssue({ code: 'custom', path: ['value'], message: discountFormMessages.percent });
    }
    if (form.kind === 'amount' && !((parsePounds(form.value) ?? 0) > 0)) {
      context.addIssue({ code: 'custom', path: ['value'], message: discountFormMessages.amount });
    }
    if (form.endsOn && form.endsOn < form.startsOn)
      context.addIssue({ code: 'custom', path: ['endsOn'], message: discountFormMessages.endsOn });
  })
  .transform((form): NewDiscountCodeInput => ({
    code: form.code,
    kind: form.kind,
    value: form.kind === 'percent' ? Number(form.value) : (parsePounds(form.value) ?? 0),
    minSpend: form.minSpend === '' ? 0 : (parsePounds(form.minSpend) ?? 0),
    startsAt: ukDayStart(form.startsOn),
    // The code works all through its last day.
    endsAt: form.endsOn ? ukDayStart(nextDay(form.endsOn)) : null,
    maxUses: limitOf(form.maxUses),
    maxUsesPerCustomer: limitOf(form.maxUsesPerCustomer),
    categories: form.categories,
  }));
export type DiscountCodeForm = z.input<typeof discountCodeFormSchema>;
