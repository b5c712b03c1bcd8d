// Accounts: sign up (with a picture), log in, update the profile. Services take their dependencies.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput, ProfileUpdateInput, SignupInput } from '@shop/core/auth';
import { userMessages } from '@shop/core/users';
import { type Db, isUniqueViolation, users } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { conflict, forbidden, notFound, unauthorized } from '../errors.ts';
import { avatarShape, storedKeysOf, storeImageVariants } from '../images/index.ts';
import { queueRemoval, removeNow, type Storage } from '../storage/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

/** 409 with the message beside `field`: another account has the address. */
export const emailTaken = (field = 'email') => conflict(EMAIL_TAKEN, { fields: { [field]: EMAIL_TAKEN } });

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** An account's pictures take their turn in the decode queue after other accounts' (images/decode-queue.ts). */
const pictureOwner = (userId: string) => `account:${userId}`;

/** A profile picture's variants go under a fresh folder, so browsers never see a stale cached one. */
const avatarFolder = (userId: string) => `avatars/${userId}/${randomUUID()}`;

type NewAccount = Omit<SignupInput, 'pictureUploadId'> & { picture: Buffer; isAdmin?: boolean };

export async function createAccount(db: Db, storage: Storage, input: NewAccount): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const id = randomUUID();
  const photo = await storeImageVariants(storage, avatarFolder(id), input.picture, { owner: pictureOwner(id), shape: avatarShape });
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
  // Told only to whoever knows the password: a guesser learns nothing about the account.
  if (user.blockedAt) throw forbidden(userMessages.blocked);
  return user;
}

/** A new picture's files are deleted once it is committed, as a product's are: queued in the transaction, so a storage failure leaves them to the worker. */
export async function updateProfile(
  db: Db,
  storage: Storage,
  user: UserRow,
  input: Omit<ProfileUpdateInput, 'pictureUploadId'> & { picture?: Buffer },
): Promise<UserRow> {
  const folder = avatarFolder(user.id);
  const photo = input.picture
    ? await storeImageVariants(storage, folder, input.picture, { owner: pictureOwner(user.id), shape: avatarShape })
    : undefined;
  const updated = await db.transaction(async (tx) => {
    const [old] = photo
      ? await tx.select({ imgUrl: users.photoUrl, imgSrcSet: users.photoSrcSet }).from(users).where(eq(users.id, user.id)).for('update')
      : [];
    const [row] = await tx
      .update(users)
      .set({
        ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
        ...(photo ? { photoUrl: photo.imgUrl, photoSrcSet: photo.imgSrcSet } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) return undefined;
    await announce(tx, { topic: 'users', id: user.id });
    return { row, unused: await queueRemoval(tx, old ? storedKeysOf(old) : []) };
  });
  if (!updated) {
    if (photo) await storage.remove(folder);
    throw notFound('Your account no longer exists.');
  }
  await removeNow(storage, updated.unused);
  return updated.row;
}
