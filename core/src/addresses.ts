// Delivery addresses: the address book in Settings and the checkout's choice of where an order goes. An
// address has the billing form's fields but the email, checked by the same rules (billing.ts).
import { z } from 'zod';
import { addressFields, checkPostcode, withUkPostcode } from './billing.ts';

/** Addresses one account may keep. */
export const ADDRESS_BOOK_LIMIT = 10;

/** The fields of a delivery address, in the order the form shows them. */
export const ADDRESS_FIELDS = ['name', 'phone', 'streetAddress', 'city', 'postalCode', 'country'] as const;

export const addressMessages = {
  bookFull: `Your address book is full: it keeps at most ${ADDRESS_BOOK_LIMIT} addresses. Delete one to add another.`,
  notFound: 'That address is not in your address book.',
  goneAtCheckout: 'That address is no longer in your address book. Choose another delivery address.',
  saved: 'Address saved.',
  deleted: 'Address deleted.',
  defaultChosen: 'Default address chosen.',
  empty: 'Your address book is empty. Add an address here, or save one when you check out.',
  title: 'Delivery address',
  bookTitle: 'Address book',
  sameAsBilling: 'Same as billing address',
  newAddress: 'A new address',
  saveToBook: 'Save to my address book',
  bookFullAtCheckout: `Your address book is full (${ADDRESS_BOOK_LIMIT} addresses), so this address is used for this order only.`,
  isDefault: 'Default',
} as const;

const addressObject = z.object({
  name: addressFields.name,
  phone: addressFields.phone,
  streetAddress: addressFields.streetAddress,
  city: addressFields.city,
  postalCode: addressFields.postalCode,
  country: addressFields.country,
});

/** A delivery address as typed at checkout or in the address book. */
export const deliveryAddressSchema = addressObject.strict().superRefine(checkPostcode).transform(withUkPostcode);
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/** An entry of the address book: the address, and whether checkout chooses it first. */
export const addressBookEntrySchema = addressObject
  .extend({ isDefault: z.boolean({ error: 'isDefault is true or false.' }).optional() })
  .strict()
  .superRefine(checkPostcode)
  .transform(withUkPostcode);
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>;

export const addressIdSchema = z.uuid({ error: addressMessages.notFound });

/**
 * Where an order goes: a saved address, a new one (kept in the address book when asked), or, when the order
 * names none, the billing address.
 */
export const deliveryChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('saved'), addressId: z.uuid({ error: addressMessages.goneAtCheckout }) }).strict(),
    z.object({ kind: z.literal('new'), address: deliveryAddressSchema, saveToAddressBook: z.boolean().optional() }).strict(),
  ],
  { error: 'Choose a saved address or enter a new one.' },
);
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** A delivery address as stored: plain text, so an old order still reads if the list of countries changes. */
export type DeliveryAddress = { [Field in (typeof ADDRESS_FIELDS)[number]]: string };
export type SavedAddress = DeliveryAddress & { id: string; isDefault: boolean; updatedAt: string };
export type AddressBook = { items: SavedAddress[]; limit: number };

/** "12 Analytical Row, Leicester LE1 6TP, United Kingdom". */
export const addressLine = (address: Pick<DeliveryAddress, 'streetAddress' | 'city' | 'postalCode' | 'country'>) =>
  `${address.streetAddress}, ${address.city} ${address.postalCode}, ${address.country}`;

/** Where an order goes: its own copy of a delivery address, or its billing address when it has none. */
export function deliveryOf(order: { billing: DeliveryAddress; delivery: DeliveryAddress | null }): {
  address: DeliveryAddress;
  isSameAsBilling: boolean;
} {
  if (order.delivery) return { address: order.delivery, isSameAsBilling: false };
  const { name, phone, streetAddress, city, postalCode, country } = order.billing;
  return { address: { name, phone, streetAddress, city, postalCode, country }, isSameAsBilling: true };
}
