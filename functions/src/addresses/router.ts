// /api/account/addresses: the signed-in account's address book, for Settings and the checkout.
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from './service.ts';

export function addressesRouter(db: Db) {
  return contractRouter<AuthEnv>('/api/account/addresses')
    .on(api.addresses.list, authorize('addresses.readOwn'), (c) => listAddresses(db, signedInUser(c).id))
    .on(api.addresses.add, authorize('addresses.editOwn'), async (c) =>
      created(await addAddress(db, signedInUser(c).id, c.req.valid('json'))),
    )
    .on(api.addresses.edit, authorize('addresses.editOwn'), (c) =>
      editAddress(db, signedInUser(c).id, c.req.valid('param').id, c.req.valid('json')),
    )
    .on(api.addresses.remove, authorize('addresses.editOwn'), (c) => deleteAddress(db, signedInUser(c).id, c.req.valid('param').id)).app;
}
