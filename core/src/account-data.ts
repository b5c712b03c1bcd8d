// "Download my data" (Settings): everything the shop keeps about one account, as the privacy policy promises.
import type { SavedAddress } from './addresses.ts';
import { z } from 'zod';
import type { PublicUser } from './auth.ts';
import type { Order } from './orders.ts';
import type { Review } from './reviews.ts';

export const ACCOUNT_EXPORT_PATH = '/api/account/export';

export const accountDeletionMessages = {
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'That is not your password.',
  done: 'Your account has been deleted. Your orders are kept for our accounts, without your details.',
  /** The name left on the reviews and orders of a deleted account. */
  formerCustomer: 'A former customer',
} as const;

/** DELETE /api/account: the password confirms it is the account's owner. */
export const accountDeletionSchema = z
  .object({
    password: z.string({ error: accountDeletionMessages.passwordRequired }).min(1, accountDeletionMessages.passwordRequired).max(128),
  })
  .strict();
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export type AccountExport = {
  exportedAt: string;
  account: Omit<PublicUser, 'photoSrcSet'> & { createdAt: string };
  /** Oldest first, with their lines, timelines and refunds. */
  orders: Order[];
  reviews: Array<Review & { productId: string }>;
  /** The address book, oldest first. */
  addresses: SavedAddress[];
  /** The account's conversations with the assistant, each turn with the reply it got. */
  conversations: Array<{ startedAt: string; turns: Array<{ at: string; message: string; response: string }> }>;
};
