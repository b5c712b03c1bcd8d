import type { AddressBookEntryInput, SavedAddress } from '@shop/core/addresses';

/** A saved address as the API takes it back; its country was checked against the same list when it was saved. */
export const entryOf = ({ name, phone, streetAddress, city, postalCode, country }: SavedAddress): AddressBookEntryInput => ({
  name,
  phone,
  streetAddress,
  city,
  postalCode,
  country: country as AddressBookEntryInput['country'],
});
