// "Download my data": what the shop keeps about one account, read in one go for the account alone: the
// account (never its password hash), its orders with their timelines and refunds, its reviews, its address
// book and its conversations with the assistant.
import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shop/core/account-data';
import type { UserRow } from '../auth/index.ts';
import { listAddresses } from '../addresses/index.ts';
import { transcriptOf } from '../chat/index.ts';
import { chatConversations, type Db, reviews } from '../db/index.ts';
import { allOrdersOf } from '../orders/index.ts';

export async function exportAccount(db: Db, user: UserRow, now: Date): Promise<AccountExport> {
  const [orders, ownReviews, addressBook, conversations] = await Promise.all([
    allOrdersOf(db, user.id),
    db.select().from(reviews).where(eq(reviews.userId, user.id)).orderBy(asc(reviews.createdAt)),
    listAddresses(db, user.id),
    db.select().from(chatConversations).where(eq(chatConversations.userId, user.id)).orderBy(asc(chatConversations.createdAt)),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      uid: user.id,
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoUrl,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt.toISOString(),
    },
    orders,
    reviews: ownReviews.map(({ id, productId, userName, text, rating, createdAt, isVerifiedBuyer }) => ({
      id,
      productId,
      userName,
      text,
      rating,
      createdAt: createdAt.toISOString(),
      isVerifiedBuyer,
    })),
    addresses: addressBook.items,
    conversations: await Promise.all(
      conversations.map(async (conversation) => ({
        startedAt: conversation.createdAt.toISOString(),
        turns: (await transcriptOf(db, conversation.id)).map(({ message, response, createdAt }) => ({
          at: createdAt.toISOString(),
          message,
          response,
        })),
      })),
    ),
  };
}
