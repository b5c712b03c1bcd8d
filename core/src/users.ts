// The admin's user list (SPEC.md section 2, dashboard/users): who has an account, paged.
import { z } from 'zod';
import type { PublicUser } from './auth.ts';

export const USERS_PAGE_SIZE = 20;

export const userMessages = { notFound: 'User not found.' } as const;

export const userIdSchema = z.uuid({ message: 'User id must be a UUID.' });

export const userListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export type AccountSummary = PublicUser & { createdAt: string };

/** Newest accounts first: the sign-ups an admin is most likely looking for. */
export type UserList = { items: AccountSummary[]; total: number; page: number; pageSize: number };
