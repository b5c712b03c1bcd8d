// Where a new order goes, resolved inside the checkout's transaction: a copy of the saved address chosen, or the
// new address typed (added to the address book when asked), or null for the billing address.
import { addressMessages, type DeliveryAddress, type DeliveryChoice } from '@shop/core/addresses';
import type { Db } from '../db/index.ts';
import { invalidField } from '../errors.ts';
import { addToBook, findOwnAddress } from './service.ts';

export async function deliveryAddressFor(tx: Db, userId: string, choice: DeliveryChoice | undefined): Promise<DeliveryAddress | null> {
  if (!choice) return null;
  if (choice.kind === 'saved') {
    const address = await findOwnAddress(tx, userId, choice.addressId);
    if (!address) throw invalidField('delivery.addressId', addressMessages.goneAtCheckout, 'address_gone');
    return address;
  }
  if (choice.saveToAddressBook) await addToBook(tx, userId, choice.address);
  return choice.address;
}
