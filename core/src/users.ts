// The admin's user list (dashboard/users): who has an account, paged.
import { z } from 'zod';
import type { PublicUser } from './auth.ts';

export const USERS_PAGE_SIZE = 20;

export const userMessages = {
  notFound: 'User not found.',
  lastAdmin: 'The shop must keep at least one admin who can log in.',
  ownAccount: 'You cannot change your own role or block yourself.',
  nothingToChange: 'Say what to change: the role or the block.',
  blocked: 'This account is blocked. Contact us if you think this is a mistake.',
  changed: (name: string, change: UserChange) =>
    ({
      promoted: `${name} is now an admin.`,
      demoted: `${name} is no longer an admin.`,
      blocked: `${name} is blocked and logged out everywhere.`,
      unblocked: `${name} can log in again.`,
    })[change],
} as const;

export const USER_CHANGES = ['promoted', 'demoted', 'blocked', 'unblocked'] as const;
export type UserChange = (typeof USER_CHANGES)[number];

/** PATCH /api/admin/users/:id: make the account an admin or a shopper, block or unblock it. */
export const userUpdateSchema = z
  .object({ role: z.enum(['admin', 'shopper'], { error: 'Role is admin or shopper.' }).optional(), blocked: z.boolean().optional() })
  .strict()
  .refine((update) => update.role !== undefined || update.blocked !== undefined, userMessages.nothingToChange);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userIdSchema = z.uuid({ message: 'User id must be a UUID.' });

export const USER_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc', 'email_asc', 'email_desc'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_SEARCH_MAX = 100;

export const userListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
    /** Part of the name or email, any case. */
    q: z.string().trim().max(USER_SEARCH_MAX, `Search text is at most ${USER_SEARCH_MAX} characters.`).default(''),
    sort: z.enum(USER_SORTS, { error: `Sort by one of: ${USER_SORTS.join(', ')}.` }).default('newest'),
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export type AccountSummary = PublicUser & { createdAt: string; isBlocked: boolean };

/** Newest accounts first unless asked otherwise: the sign-ups an admin is most likely looking for. */
export type UserList = { items: AccountSummary[]; total: number; page: number; pageSize: number };
