// Deleting one's own account, confirmed by the password. The account, its sessions and its chats go; its
// orders stay for the shop's accounts with the person's details taken out; its reviews stay under "A former
// customer", as the privacy policy says; its picture is removed. The last admin who can log in is kept.
import { eq } from 'drizzle-orm';
import { accountDeletionMessages } from '@shop/core/account-data';
import { userMessages } from '@shop/core/users';
import { type UserRow, verifyPassword } from '../auth/index.ts';
import { type Db, orders, reviews, users } from '../db/index.ts';
import { conflict, invalidField } from '../errors.ts';
import { announce, announceAll } from '../events/index.ts';
import type { Storage } from '../storage/index.ts';
import { lockAdminsWhoCanLogIn } from '../users/index.ts';

export async function deleteOwnAccount(db: Db, storage: Storage, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalidField('password', accountDeletionMessages.wrongPassword, 'wrong_password');
  }
  const { formerCustomer } = accountDeletionMessages;
  await db.transaction(async (tx) => {
    const admins = await lockAdminsWhoCanLogIn(tx);
    if (admins.includes(user.id) && admins.length <= 1) throw conflict(userMessages.lastAdmin, { code: 'last_admin' });
    await tx
      .update(orders)
      .set({
        billingName: formerCustomer,
        billingEmail: '',
        billingPhone: '',
        billingStreetAddress: '',
        billingCity: '',
        billingPostalCode: '',
        deliveryName: null,
        deliveryPhone: null,
        deliveryStreetAddress: null,
        deliveryCity: null,
        deliveryPostalCode: null,
        deliveryCountry: null,
      })
      .where(eq(orders.userId, user.id));
    const renamed = await tx
      .update(reviews)
      .set({ userName: formerCustomer })
      .where(eq(reviews.userId, user.id))
      .returning({ productId: reviews.productId });
    await tx.delete(users).where(eq(users.id, user.id));
    // The reviewed products' kept answers (their reviews, on any instance) still show the name: they go too.
    // No list shows a reviewer's name, so the kept lists stay.
    const reviewed = new Set(renamed.map(({ productId }) => productId));
    await announceAll(
      tx,
      [...reviewed].flatMap((id) => [
        { topic: 'reviews' as const, id },
        { topic: 'products' as const, id, kind: 'own' as const },
      ]),
    );
    await announce(tx, { topic: 'users', id: user.id });
  });
  await storage.remove(`avatars/${user.id}`);
}
