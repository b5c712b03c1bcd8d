// The admin's user management: list accounts, promote, demote, block or unblock one, delete one. Deleting
// the row ends the account for good: its sessions go with it (ON DELETE CASCADE), so it is logged out
// everywhere and cannot log in again. The shop always keeps an admin who can log in.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  userMessages,
  type AccountSummary,
  type UserChange,
  type UserList,
  type UserListQuery,
  type UserSort,
  type UserUpdate,
} from '@shop/core/users';
import { toPublicUser, type UserRow } from '../auth/index.ts';
import { containing, type Db, sessions, userChanges, users } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import type { Storage } from '../storage/index.ts';

export const SELF_DELETE_REFUSED = 'You cannot delete your own account.';

const toAccountSummary = (user: UserRow): AccountSummary => ({
  ...toPublicUser(user),
  createdAt: user.createdAt.toISOString(),
  isBlocked: user.blockedAt !== null,
});

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

/**
 * The admins who can log in, their rows locked in one order: a change that could leave none (a demotion, a
 * block, a deletion) decides after any other such change, and sees its outcome.
 */
export async function lockAdminsWhoCanLogIn(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Makes an account an admin or a shopper, blocks or unblocks it; a block ends its sessions. Every admin who
 * can log in is locked first, in one order, so two changes racing to remove the last two admins are decided
 * one after the other and the second is refused. Each change is kept with the admin who made it.
 */
export async function updateUser(db: Db, admin: UserRow, id: string, update: UserUpdate): Promise<AccountSummary> {
  if (id === admin.id) throw forbidden(userMessages.ownAccount);
  return db.transaction(async (tx) => {
    const admins = await lockAdminsWhoCanLogIn(tx);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound(userMessages.notFound);
    const set: Partial<Pick<UserRow, 'isAdmin' | 'blockedAt'>> = {};
    const changes: UserChange[] = [];
    if (update.role !== undefined && (update.role === 'admin') !== row.isAdmin) {
      set.isAdmin = update.role === 'admin';
      changes.push(set.isAdmin ? 'promoted' : 'demoted');
    }
    if (update.blocked !== undefined && update.blocked !== (row.blockedAt !== null)) {
      set.blockedAt = update.blocked ? new Date() : null;
      changes.push(update.blocked ? 'blocked' : 'unblocked');
    }
    const wasLoggingInAdmin = row.isAdmin && row.blockedAt === null;
    const staysLoggingInAdmin = (set.isAdmin ?? row.isAdmin) && (set.blockedAt === undefined ? row.blockedAt : set.blockedAt) === null;
    if (wasLoggingInAdmin && !staysLoggingInAdmin && admins.length <= 1) throw conflict(userMessages.lastAdmin, { code: 'last_admin' });
    if (changes.length === 0) return toAccountSummary(row);
    const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    if (!updated) throw notFound(userMessages.notFound);
    if (set.blockedAt) await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.insert(userChanges).values(changes.map((change) => ({ userId: id, actorUserId: admin.id, change })));
    await announce(tx, { topic: 'users', id });
    return toAccountSummary(updated);
  });
}
