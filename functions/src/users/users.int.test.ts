import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shop/core/auth';
import { apiErrorSchema } from '@shop/core/errors';
import type { UserList } from '@shop/core/users';
import { WRONG_CREDENTIALS } from '../auth/index.ts';
import { reviews, users } from '../db/index.ts';
import { logIn, signUp } from '@shop/test-support/accounts';
import { adminTestApp, signUpAdmin } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { SELF_DELETE_REFUSED } from './service.ts';

const { t, admin } = await adminTestApp();

const request = (method: string, url: string, cookie?: string, body?: unknown) =>
  t.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function session(cookie: string): Promise<Session> {
  return (await (await request('GET', '/api/auth/session', cookie)).json()) as Session;
}

describe('GET /api/admin/users', () => {
  it('searches names and emails, in any case, and sorts by the column asked for', async () => {
    const tag = `finder${Date.now()}`;
    await signUp(t, { username: 'Beth Finder', email: `b-${tag}@example.com` });
    await signUp(t, { username: 'Adam Finder', email: `c-${tag}@example.com` });
    await signUp(t, { username: 'Cleo Finder', email: `a-${tag}@example.com` });
    const names = async (query: string) => {
      const response = await request('GET', `/api/admin/users?q=${tag.toUpperCase()}${query}`, admin.cookie);
      expect(response.status).toBe(200);
      const list = (await response.json()) as UserList;
      expect(list.total).toBe(3);
      return list.items.map((user) => user.displayName);
    };
    expect(await names('')).toEqual(['Cleo Finder', 'Adam Finder', 'Beth Finder']);
    expect(await names('&sort=oldest')).toEqual(['Beth Finder', 'Adam Finder', 'Cleo Finder']);
    expect(await names('&sort=name_asc')).toEqual(['Adam Finder', 'Beth Finder', 'Cleo Finder']);
    expect(await names('&sort=name_desc')).toEqual(['Cleo Finder', 'Beth Finder', 'Adam Finder']);
    expect(await names('&sort=email_asc')).toEqual(['Cleo Finder', 'Beth Finder', 'Adam Finder']);
    const byName = (await (await request('GET', '/api/admin/users?q=adam finder', admin.cookie)).json()) as UserList;
    expect(byName.items.map((user) => user.displayName)).toEqual(['Adam Finder']);
  });

  it.each(['?sort=age', `?q=${'x'.repeat(101)}`, '?role=admin'])('refuses %s with a 400 and a message', async (query) => {
    const response = await request('GET', `/api/admin/users${query}`, admin.cookie);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.message).not.toBe('');
  });

  it('lists every account, newest first, with name, email, picture and admin flag', async () => {
    const shopper = await signUp(t, { username: 'Listed Shopper' });
    const response = await request('GET', '/api/admin/users?pageSize=100', admin.cookie);
    expect(response.status).toBe(200);
    const list = (await response.json()) as UserList;
    expect(list.items[0]).toMatchObject({ uid: shopper.user.uid, isAdmin: false });
    expect(list.items.at(-1)).toMatchObject({ uid: admin.user.uid, isAdmin: true });
    expect(list.items).toContainEqual(
      expect.objectContaining({ uid: shopper.user.uid, displayName: 'Listed Shopper', email: shopper.user.email, isAdmin: false }),
    );
    expect(list.items.every((user) => user.photoURL.startsWith('/files/avatars/'))).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|argon/);
    expect(list.total).toBe(list.items.length);
  });

  it('pages', async () => {
    await signUp(t);
    const first = (await (await request('GET', '/api/admin/users?pageSize=1&page=1', admin.cookie)).json()) as UserList;
    const second = (await (await request('GET', '/api/admin/users?pageSize=1&page=2', admin.cookie)).json()) as UserList;
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.uid).not.toBe(first.items[0]?.uid);
    expect(first.total).toBeGreaterThanOrEqual(2);
  });

  it.each(['?page=0', '?pageSize=1000', '?sort=email'])('refuses %s with a 400', async (query) => {
    expect((await request('GET', `/api/admin/users${query}`, admin.cookie)).status).toBe(400);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('ends the account: its sessions end, it cannot log in, its pictures go, its reviews keep the name', async () => {
    const password = 'goodbye password';
    const leaver = await signUp(t, { username: 'Leaving Lou', password });
    const otherDevice = await logIn(t, leaver.user.email, password);
    const product = await insertProduct(t.database.db);
    await request('POST', `/api/products/${product.id}/reviews`, leaver.cookie, { rating: 4, text: 'Good stool.' });
    const avatars = path.join(t.config.filesDir, 'avatars', leaver.user.uid);
    expect(existsSync(avatars)).toBe(true);

    const response = await request('DELETE', `/api/admin/users/${leaver.user.uid}`, admin.cookie);
    expect(response.status).toBe(200);

    expect((await session(leaver.cookie)).user).toBeNull();
    expect((await session(otherDevice.cookie)).user).toBeNull();
    const login = await request('POST', '/api/auth/login', undefined, { email: leaver.user.email, password });
    expect(login.status).toBe(401);
    expect(apiErrorSchema.parse(await login.json()).error.message).toBe(WRONG_CREDENTIALS);
    expect((await request('PATCH', '/api/auth/profile', leaver.cookie, { displayName: 'Back' })).status).toBe(401);
    expect(existsSync(avatars)).toBe(false);
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(review).toMatchObject({ userName: 'Leaving Lou', userId: null });
    const list = (await (await request('GET', '/api/admin/users?pageSize=100', admin.cookie)).json()) as UserList;
    expect(list.items.map((user) => user.uid)).not.toContain(leaver.user.uid);
  });

  it('refuses to delete the admin asking, who stays logged in', async () => {
    const response = await request('DELETE', `/api/admin/users/${admin.user.uid}`, admin.cookie);
    expect(response.status).toBe(403);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(SELF_DELETE_REFUSED);
    expect((await session(admin.cookie)).user?.uid).toBe(admin.user.uid);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const unknown = await request('DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).error.message).toBe('User not found.');
    expect((await request('DELETE', '/api/admin/users/42', admin.cookie)).status).toBe(400);
  });

  it('lets a shopper delete nobody, themself included', async () => {
    const shopper = await signUp(t);
    const victim = await signUp(t);
    expect((await request('DELETE', `/api/admin/users/${victim.user.uid}`, shopper.cookie)).status).toBe(403);
    expect((await request('DELETE', `/api/admin/users/${shopper.user.uid}`, shopper.cookie)).status).toBe(403);
    expect((await request('DELETE', `/api/admin/users/${victim.user.uid}`)).status).toBe(401);
    expect((await session(victim.cookie)).user?.uid).toBe(victim.user.uid);
  });

  it('reads the admin flag on every request: a demoted admin is refused at once', async () => {
    const former = await signUpAdmin(t);
    expect((await request('GET', '/api/admin/users', former.cookie)).status).toBe(200);
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, former.user.uid));
    expect((await request('GET', '/api/admin/users', former.cookie)).status).toBe(403);
  });
});
