// An account's address book: its own delivery addresses, at most ADDRESS_BOOK_LIMIT, one at most the default.
// Every write locks the account's row first, so racing writes count and move the default one at a time.
import { and, asc, eq } from 'drizzle-orm';
import { ADDRESS_BOOK_LIMIT, addressMessages, type AddressBook, type DeliveryAddress, type SavedAddress } from '@shop/core/addresses';
import { type Db, savedAddresses, users } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';

type AddressRow = typeof savedAddresses.$inferSelect;
export type BookEntry = DeliveryAddress & { isDefault?: boolean | undefined };

const toSavedAddress = ({ id, name, phone, streetAddress, city, postalCode, country, isDefault, updatedAt }: AddressRow): SavedAddress => ({
  id,
  name,
  phone,
  streetAddress,
  city,
  postalCode,
  country,
  isDefault,
  updatedAt: updatedAt.toISOString(),
});

const ownAddress = (userId: string, id: string) => and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));

async function lockBook(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
}

export async function listAddresses(db: Db, userId: string): Promise<AddressBook> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id));
  return { items: rows.map(toSavedAddress), limit: ADDRESS_BOOK_LIMIT };
}

/**
 * Adds an address inside the caller's transaction (checkout saves one this way). It becomes the default when
 * asked, or when the book has no default yet; a full book refuses it.
 */
export async function addToBook(tx: Db, userId: string, { isDefault, ...address }: BookEntry): Promise<SavedAddress> {
  await lockBook(tx, userId);
  const kept = await tx.select({ isDefault: savedAddresses.isDefault }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  if (kept.length >= ADDRESS_BOOK_LIMIT) throw conflict(addressMessages.bookFull, { code: 'address_book_full' });
  const becomesDefault = isDefault ?? !kept.some((entry) => entry.isDefault);
  if (becomesDefault) await clearDefault(tx, userId);
  const [row] = await tx
    .insert(savedAddresses)
    .values({ ...address, userId, isDefault: becomesDefault })
    .returning();
  if (!row) throw new Error('The address was not stored.');
  return toSavedAddress(row);
}

export const addAddress = (db: Db, userId: string, entry: BookEntry) => db.transaction((tx) => addToBook(tx, userId, entry));

/** Another account's address is answered as no address at all. */
export function editAddress(db: Db, userId: string, id: string, { isDefault, ...address }: BookEntry): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(savedAddresses)
      .set({ ...address, ...(isDefault === undefined ? {} : { isDefault }), updatedAt: new Date() })
      .where(ownAddress(userId, id))
      .returning();
    if (!row) throw notFound(addressMessages.notFound);
    return toSavedAddress(row);
  });
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<{ id: string }> {
  const [row] = await db.delete(savedAddresses).where(ownAddress(userId, id)).returning({ id: savedAddresses.id });
  if (!row) throw notFound(addressMessages.notFound);
  return row;
}

/** One of the account's own addresses, or undefined. */
export async function findOwnAddress(db: Db, userId: string, id: string): Promise<DeliveryAddress | undefined> {
  const [row] = await db.select().from(savedAddresses).where(ownAddress(userId, id));
  if (!row) return undefined;
  const { name, phone, streetAddress, city, postalCode, country } = row;
  return { name, phone, streetAddress, city, postalCode, country };
}
