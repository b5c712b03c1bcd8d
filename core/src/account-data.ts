// "Download my data" (Settings): everything the shop keeps about one account, as the privacy policy promises.
import type { PublicUser } from './auth.ts';
import type { Order } from './orders.ts';
import type { Review } from './reviews.ts';

export const ACCOUNT_EXPORT_PATH = '/api/account/export';

export type AccountExport = {
  exportedAt: string;
  account: Omit<PublicUser, 'photoSrcSet'> & { createdAt: string };
  /** Oldest first, with their lines, timelines and refunds. */
  orders: Order[];
  reviews: Array<Review & { productId: string }>;
  /** The account's conversations with the assistant, each turn with the reply it got. */
  conversations: Array<{ startedAt: string; turns: Array<{ at: string; message: string; response: string }> }>;
};
