// An admin promotes, demotes, blocks and unblocks accounts: a blocked account cannot log in and its sessions
// end; the shop always keeps an admin who can log in, also when two admins demote each other at once; and
// each change is kept with who made it.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shop/core/auth';
import { userMessages, type AccountSummary } from '@shop/core/users';
import { userChanges, users } from '../db/index.ts';
import { logIn, signUp, type Client } from '@shop/test-support/accounts';
import { adminTestApp, signUpAdmin } from '@shop/test-support/admin';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';
import { updateUser } from './service.ts';

const { t, admin } = await adminTestApp();

const PASSWORD = 'correct horse battery';
const update = (app: TestApp, cookie: string, id: string, body: unknown) =>
  app.app.request(`/api/admin/users/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const sessionOf = async (cookie: string) =>
  ((await (await t.app.request('/api/auth/session', { headers: { cookie } })).json()) as Session).user;

describe('PATCH /api/admin/users/:id', () => {
  it('promotes a shopper to admin and back, keeping who did it', async () => {
    const shopper = await signUp(t);
    const promoted = await update(t, admin.cookie, shopper.user.uid, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()) as AccountSummary).toMatchObject({ uid: shopper.user.uid, isAdmin: true, isBlocked: false });
    expect(await sessionOf(shopper.cookie)).toMatchObject({ isAdmin: true });
    expect((await update(t, admin.cookie, shopper.user.uid, { role: 'shopper' })).status).toBe(200);
    expect(await sessionOf(shopper.cookie)).toMatchObject({ isAdmin: false });
    const kept = await t.database.db.select().from(userChanges).where(eq(userChanges.userId, shopper.user.uid));
    expect(kept.map(({ change, actorUserId }) => ({ change, actorUserId }))).toEqual([
      { change: 'promoted', actorUserId: admin.user.uid },
      { change: 'demoted', actorUserId: admin.user.uid },
    ]);
  });

  it('blocks an account: its sessions end and it cannot log in until unblocked', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const blocked = await update(t, admin.cookie, shopper.user.uid, { blocked: true });
    expect((await blocked.json()) as AccountSummary).toMatchObject({ isBlocked: true });
    expect(await sessionOf(shopper.cookie)).toBeNull();
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: shopper.user.email, password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(await errorOf(login)).toBe(userMessages.blocked);
    expect((await update(t, admin.cookie, shopper.user.uid, { blocked: false })).status).toBe(200);
    await logIn(t, shopper.user.email, PASSWORD);
  });

  it("refuses an admin's change of their own account, an unknown account, an empty change and a shopper", async () => {
    const shopper = await signUp(t);
    expect(await errorOf(await update(t, admin.cookie, admin.user.uid, { role: 'shopper' }))).toBe(userMessages.ownAccount);
    expect((await update(t, admin.cookie, '00000000-0000-4000-8000-000000000000', { blocked: true })).status).toBe(404);
    expect((await update(t, admin.cookie, shopper.user.uid, {})).status).toBe(400);
    expect((await update(t, admin.cookie, shopper.user.uid, { role: 'owner' })).status).toBe(400);
    expect((await update(t, shopper.cookie, admin.user.uid, { blocked: true })).status).toBe(403);
  });
});

describe('the last admin', () => {
  it('is kept when two admins demote or block each other at the same moment: exactly one change goes through', async () => {
    const shop = await createTestApp();
    try {
      const [first, second] = [await signUpAdmin(shop), await signUpAdmin(shop)];
      const answers = await Promise.all([
        update(shop, first.cookie, second.user.uid, { role: 'shopper' }),
        update(shop, second.cookie, first.user.uid, { blocked: true }),
      ]);
      // The second is refused by the last-admin rule, or, when the first has already committed, because its
      // sender is no longer an admin who can log in: either way one admin is left.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(await errorOf(refused)).toBe(userMessages.lastAdmin);
      const admins = await shop.database.db
        .select()
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)));
      expect(admins).toHaveLength(1);
    } finally {
      await shop.close();
    }
  });

  it('is kept when the two changes race inside the database, past the permission check', async () => {
    const shop = await createTestApp();
    try {
      const [first, second] = [await signUpAdmin(shop), await signUpAdmin(shop)];
      const rowOf = async (client: Client) => (await shop.database.db.select().from(users).where(eq(users.id, client.user.uid)))[0];
      const [firstRow, secondRow] = [await rowOf(first), await rowOf(second)];
      if (!firstRow || !secondRow) throw new Error('admins missing');
      const outcomes = await Promise.allSettled([
        updateUser(shop.database.db, firstRow, second.user.uid, { role: 'shopper' }),
        updateUser(shop.database.db, secondRow, first.user.uid, { blocked: true }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused?.status === 'rejected' && (refused.reason as Error).message).toBe(userMessages.lastAdmin);
    } finally {
      await shop.close();
    }
  });
});
