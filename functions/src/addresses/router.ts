// /api/account/addresses: the signed-in account's address book, for Settings and the checkout.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AddressBook, SavedAddress } from '@shop/core/addresses';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from './service.ts';

const { add, edit, remove } = api.addresses;

export function addressesRouter(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', authorize('addresses.readOwn'), async (c) => c.json((await listAddresses(db, signedInUser(c).id)) satisfies AddressBook))
    .post('/', authorize('addresses.editOwn'), validate('json', add.body), async (c) =>
      c.json((await addAddress(db, signedInUser(c).id, c.req.valid('json'))) satisfies SavedAddress, 201),
    )
    .patch('/:id', authorize('addresses.editOwn'), validate('param', edit.params), validate('json', edit.body), async (c) =>
      c.json((await editAddress(db, signedInUser(c).id, c.req.valid('param').id, c.req.valid('json'))) satisfies SavedAddress),
    )
    .delete('/:id', authorize('addresses.editOwn'), validate('param', remove.params), async (c) =>
      c.json(await deleteAddress(db, signedInUser(c).id, c.req.valid('param').id)),
    );
}
