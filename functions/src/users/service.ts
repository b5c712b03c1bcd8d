// The admin's user management: list accounts, delete one. Deleting the row ends the account for good:
// its sessions go with it (ON DELETE CASCADE), so it is logged out everywhere and cannot log in again.
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { userMessages, type AccountSummary, type UserList, type UserListQuery, type UserSort } from '@shop/core/users';
import { toPublicUser, type UserRow } from '../auth/index.ts';
import { containing, type Db, users } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { forbidden, notFound } from '../errors.ts';
import type { Storage } from '../storage/index.ts';

export const SELF_DELETE_REFUSED = 'You cannot delete your own account.';

const toAccountSummary = (user: UserRow): AccountSummary => ({ ...toPublicUser(user), createdAt: user.createdAt.toISOString() });

const orderings: Record<UserSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name_asc: [asc(sql`lower(${users.displayName})`), asc(users.id)],
  name_desc: [desc(sql`lower(${users.displayName})`), asc(users.id)],
  email_asc: [asc(sql`lower(${users.email})`), asc(users.id)],
  email_desc: [desc(sql`lower(${users.email})`), asc(users.id)],
};

export async function listUsers(db: Db, { page, pageSize, q, sort }: UserListQuery): Promise<UserList> {
  const where = q ? or(ilike(users.displayName, containing(q)), ilike(users.email, containing(q))) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderings[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAccountSummary), total: counted?.total ?? 0, page, pageSize };
}

/** Reviews keep their author's name and orders their billing details; the pictures are removed. */
export async function deleteUser(db: Db, storage: Storage, admin: UserRow, id: string): Promise<void> {
  // Also keeps at least one admin: the one asking stays.
  if (id === admin.id) throw forbidden(SELF_DELETE_REFUSED);
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (row) await announce(tx, { topic: 'users', id });
    return row;
  });
  if (!deleted) throw notFound(userMessages.notFound);
  await storage.remove(`avatars/${id}`);
}
