// Seeds the sample admin and one ordinary shopper at first start (when there are no users yet).
import { count } from 'drizzle-orm';
import { createAccount } from '../src/auth/index.ts';
import { type Db, users } from '../src/db/index.ts';
import { loadSharp } from '../src/images/index.ts';
import type { Storage } from '../src/storage/index.ts';

export const SAMPLE_SHOPPER = { username: 'Sam Shopper', email: 'shopper@multimart.example', password: 'shopper-pass-2024' } as const;

async function avatarPng(background: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="${background}"/>
    <circle cx="128" cy="100" r="46" fill="#ffffff" opacity="0.92"/>
    <path d="M44 236c8-52 44-80 84-80s76 28 84 80z" fill="#ffffff" opacity="0.92"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An account seeding created: never its password, so no caller can log it. */
export type SeededAccount = { role: 'admin' | 'shopper'; email: string };

/** Answers the accounts it created (none when users already exist). */
export async function seedAccounts(db: Db, storage: Storage, admin: { email: string; password: string }): Promise<SeededAccount[]> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return [];
  await createAccount(db, storage, { username: 'Admin', ...admin, isAdmin: true, picture: await avatarPng('#0a1d37') });
  await createAccount(db, storage, { ...SAMPLE_SHOPPER, picture: await avatarPng('#e8833a') });
  return [
    { role: 'admin', email: admin.email },
    { role: 'shopper', email: SAMPLE_SHOPPER.email },
  ];
}
