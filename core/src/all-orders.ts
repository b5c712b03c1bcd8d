// The admin's order list (dashboard/orders): every order but declined payments, newest first or sorted by
// another column, a page at a time, filtered by status (or what needs action) and searched by order number,
// customer name or email.
import { z } from 'zod';
import { ORDER_STATUSES } from './order-lifecycle.ts';
import type { Order } from './orders.ts';

export const ALL_ORDERS_PAGE_SIZE = 20;
export const ORDER_SEARCH_MAX = 100;

/** The first is the default. */
export const ALL_ORDER_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc', 'total_asc', 'total_desc'] as const;
export type AllOrderSort = (typeof ALL_ORDER_SORTS)[number];

export const allOrdersQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ALL_ORDERS_PAGE_SIZE),
    status: z.enum(['all', 'needs_action', ...ORDER_STATUSES], { error: 'Choose a status to filter by.' }).default('all'),
    /** An order number ("1042" or "#1042"), or part of the customer's name or email. */
    q: z.string().trim().max(ORDER_SEARCH_MAX, `Search text is at most ${ORDER_SEARCH_MAX} characters.`).default(''),
    sort: z.enum(ALL_ORDER_SORTS, { error: `Sort by one of: ${ALL_ORDER_SORTS.join(', ')}.` }).default('newest'),
  })
  .strict();
export type AllOrdersQuery = z.infer<typeof allOrdersQuerySchema>;

/** Numbered pages (offset): an admin jumps between them, and a new order shifts the rows by one. */
export type OrderPage = { items: Order[]; total: number; page: number; pageSize: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const orderExportMessages = {
  day: 'A date is a day like 2026-11-29.',
  range: 'The first day must not be after the last day.',
} as const;

const daySchema = z
  .string({ error: orderExportMessages.day })
  .regex(DAY, orderExportMessages.day)
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    orderExportMessages.day,
  );

/**
 * GET /api/admin/exports/orders: the orders of the list's filter (status and search), placed from the first day
 * to the last, both included, in UK time; either end may be left open.
 */
export const orderExportQuerySchema = z
  .object({
    status: allOrdersQuerySchema.shape.status,
    q: allOrdersQuerySchema.shape.q,
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .strict()
  .refine(({ from, to }) => !from || !to || from <= to, { message: orderExportMessages.range, path: ['to'] });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;
