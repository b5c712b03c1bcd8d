// Accounts: sign up (with a picture), log in, update the profile. Services take their dependencies.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput, ProfileUpdateInput, SignupInput } from '@shop/core/auth';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { announce } from '../events/live-feed.ts';
import { AppError, conflict, unauthorized } from '../http/errors.ts';
import { avatarShape, storeImageVariants, type StoredImage } from '../images/variants.ts';
import type { Storage } from '../storage/storage.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** Stores a profile picture's variants under a fresh key, so browsers never see a stale cached one. */
export function storeAvatar(storage: Storage, userId: string, picture: Buffer): Promise<StoredImage> {
  return storeImageVariants(storage, `avatars/${userId}/${randomUUID()}`, picture, avatarShape);
}

type NewAccount = Omit<SignupInput, 'pictureUploadId'> & { picture: Buffer; isAdmin?: boolean };

export async function createAccount(db: Db, storage: Storage, input: NewAccount): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  const id = randomUUID();
  const photo = await storeAvatar(storage, id, input.picture);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id,
          displayName: input.username,
          email: input.email,
          photoUrl: photo.imgUrl,
          photoSrcSet: photo.imgSrcSet,
          passwordHash,
          isAdmin: input.isAdmin ?? false,
        })
        .returning();
      await announce(tx, { topic: 'users', id });
      if (!user) throw new Error('insert returned no user');
      return user;
    });
  } catch (error) {
    await storage.remove(`avatars/${id}`);
    // Two sign-ups with one email at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function checkCredentials(db: Db, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw unauthorized(WRONG_CREDENTIALS);
  return user;
}

export async function updateProfile(
  db: Db,
  storage: Storage,
  user: UserRow,
  input: Omit<ProfileUpdateInput, 'pictureUploadId'> & { picture?: Buffer },
): Promise<UserRow> {
  const photo = input.picture ? await storeAvatar(storage, user.id, input.picture) : undefined;
  const [updated] = await db
    .update(users)
    .set({
      ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
      ...(photo ? { photoUrl: photo.imgUrl, photoSrcSet: photo.imgSrcSet } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError(404, 'not_found', 'Your account no longer exists.');
  await announce(db, { topic: 'users', id: user.id });
  return updated;
}
