// The admin's order list (dashboard/orders): every order, newest first, a page at a time.
import { z } from 'zod';
import type { Order } from './orders.ts';

export const ALL_ORDERS_PAGE_SIZE = 20;

export const allOrdersQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ALL_ORDERS_PAGE_SIZE),
  })
  .strict();
export type AllOrdersQuery = z.infer<typeof allOrdersQuerySchema>;

/** Numbered pages (offset): an admin jumps between them, and a new order shifts the rows by one. */
export type OrderPage = { items: Order[]; total: number; page: number; pageSize: number };
