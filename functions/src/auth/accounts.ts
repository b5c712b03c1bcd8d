// Accounts: sign up (with a picture), log in, update the profile. Services take their dependencies.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput, ProfileUpdateInput, SignupInput } from '@shop/core/auth';
import { type Db, isUniqueViolation, users } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { conflict, notFound, unauthorized } from '../errors.ts';
import { avatarShape, type StoredImage, storeImageVariants } from '../images/index.ts';
import type { Storage } from '../storage/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

const emailTaken = () => conflict(EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });

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
  if (await findUserByEmail(db, input.email)) throw emailTaken();
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
    if (isUniqueViolation(error)) throw emailTaken();
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
  if (!updated) throw notFound('Your account no longer exists.');
  await announce(db, { topic: 'users', id: user.id });
  return updated;
}
