// The address book over HTTP: an account adds, edits, deletes and chooses the default of its own addresses,
// up to the limit, and never reaches another account's; an order keeps its own copy of where it goes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT, addressMessages, type AddressBook, type SavedAddress } from '@shop/core/addresses';
import { billingMessages } from '@shop/core/billing';
import { apiErrorSchema } from '@shop/core/errors';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { signUp, type Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { sampleDelivery } from '@shop/test-support/sample-delivery';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { orders, savedAddresses } from '../db/index.ts';

let productId: string;

const t = await fileTestApp();

beforeAll(async () => {
  productId = (await insertProduct(t.database.db, { stock: 1000 })).id;
});

function send(client: Client, method: string, path: string, body?: unknown) {
  return t.app.request(`/api/account/addresses${path}`, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;
const add = async (client: Client, address: object = sampleDelivery) => ok<SavedAddress>(await send(client, 'POST', '', address), 201);
const book = async (client: Client) => ok<AddressBook>(await send(client, 'GET', ''));

async function order(client: Client, delivery?: unknown): Promise<Order> {
  const response = await postOrder(t.app, client, { ...checkoutRequest([{ productId, quantity: 1 }]), ...(delivery ? { delivery } : {}) });
  return (await ok<PlacedOrder>(response, 201)).order;
}

describe('the address book', () => {
  it('keeps an account’s addresses, the first as its default, with the postcode written the Royal Mail way', async () => {
    const shopper = await signUp(t);
    expect(await book(shopper)).toEqual({ items: [], limit: ADDRESS_BOOK_LIMIT });
    const first = await add(shopper, { ...sampleDelivery, postalCode: 'm11ae' });
    expect(first).toMatchObject({ ...sampleDelivery, postalCode: 'M1 1AE', isDefault: true });
    const second = await add(shopper, { ...sampleDelivery, streetAddress: '9 Difference Road' });
    expect(second.isDefault).toBe(false);
    expect((await book(shopper)).items.map(({ id, isDefault }) => [id, isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('edits an address and moves the default to the one chosen', async () => {
    const shopper = await signUp(t);
    const first = await add(shopper);
    const second = await add(shopper, { ...sampleDelivery, city: 'Salford' });
    const edited = await ok<SavedAddress>(
      await send(shopper, 'PATCH', `/${second.id}`, { ...sampleDelivery, city: 'Bolton', isDefault: true }),
    );
    expect(edited).toMatchObject({ id: second.id, city: 'Bolton', isDefault: true });
    expect((await book(shopper)).items.map(({ id, isDefault }) => [id, isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('refuses a bad address with the message beside its field, and stores nothing', async () => {
    const shopper = await signUp(t);
    const refused = await send(shopper, 'POST', '', { ...sampleDelivery, postalCode: '12345' });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ postalCode: billingMessages.postalCodeUk });
    expect((await book(shopper)).items).toEqual([]);
  });

  it('deletes an address', async () => {
    const shopper = await signUp(t);
    const kept = await add(shopper);
    const gone = await add(shopper, { ...sampleDelivery, city: 'Wigan' });
    expect(await ok(await send(shopper, 'DELETE', `/${gone.id}`))).toEqual({ id: gone.id });
    expect((await book(shopper)).items.map(({ id }) => id)).toEqual([kept.id]);
  });

  it('never lets another account read, edit or delete an address: it answers 404 as for no address at all', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const address = await add(owner);
    expect((await book(other)).items).toEqual([]);
    for (const [method, body] of [
      ['PATCH', { ...sampleDelivery, city: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await send(other, method, `/${address.id}`, body);
      expect(refused.status, method).toBe(404);
      expect((await errorOf(refused)).message).toBe(addressMessages.notFound);
    }
    expect((await book(owner)).items).toEqual([address]);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses and says so, even when requests race for the last places`, async () => {
    const shopper = await signUp(t);
    for (let n = 0; n < ADDRESS_BOOK_LIMIT - 2; n += 1) await add(shopper, { ...sampleDelivery, streetAddress: `${n} Lane` });
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, n) => send(shopper, 'POST', '', { ...sampleDelivery, streetAddress: `${n} Racing Lane` })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = racing.find((response) => response.status === 409);
    expect(refused && (await errorOf(refused)).message).toBe(addressMessages.bookFull);
    expect((await book(shopper)).items).toHaveLength(ADDRESS_BOOK_LIMIT);
  });
});

describe('an order’s delivery address', () => {
  it('goes to the billing address when the order names none', async () => {
    const shopper = await signUp(t);
    expect((await order(shopper)).delivery).toBeNull();
  });

  it('is a copy of the saved address chosen: editing or deleting the address later leaves the order as placed', async () => {
    const shopper = await signUp(t);
    const address = await add(shopper);
    const placed = await order(shopper, { kind: 'saved', addressId: address.id });
    expect(placed.delivery).toEqual(sampleDelivery);
    await ok(await send(shopper, 'PATCH', `/${address.id}`, { ...sampleDelivery, streetAddress: '1 Moved Street' }));
    expect((await ok<Order>(await t.app.request(`/api/orders/${placed.id}`, { headers: { cookie: shopper.cookie } }))).delivery).toEqual(
      sampleDelivery,
    );
    await ok(await send(shopper, 'DELETE', `/${address.id}`));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.deliveryStreetAddress).toBe(sampleDelivery.streetAddress);
  });

  it('refuses another account’s saved address, and places no order', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const address = await add(owner);
    const refused = await postOrder(t.app, other, {
      ...checkoutRequest([{ productId, quantity: 1 }]),
      delivery: { kind: 'saved', addressId: address.id },
    });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({
      message: addressMessages.goneAtCheckout,
      fields: { 'delivery.addressId': addressMessages.goneAtCheckout },
    });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, other.user.uid))).toEqual([]);
  });

  it('takes a new address, and keeps it in the address book when asked', async () => {
    const shopper = await signUp(t);
    const once = { ...sampleDelivery, streetAddress: '7 Once Only Street' };
    expect((await order(shopper, { kind: 'new', address: once })).delivery).toEqual(once);
    expect((await book(shopper)).items).toEqual([]);
    const placed = await order(shopper, { kind: 'new', address: { ...sampleDelivery, postalCode: 'm1 1ae' }, saveToAddressBook: true });
    expect(placed.delivery).toEqual(sampleDelivery);
    expect((await book(shopper)).items).toMatchObject([{ ...sampleDelivery, isDefault: true }]);
  });

  it('is refused with the limit’s message when the book is full and the new address was to be saved', async () => {
    const shopper = await signUp(t);
    await t.database.db.insert(savedAddresses).values(
      Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, n) => ({
        ...sampleDelivery,
        streetAddress: `${n} Full Street`,
        userId: shopper.user.uid,
      })),
    );
    const refused = await postOrder(t.app, shopper, {
      ...checkoutRequest([{ productId, quantity: 1 }]),
      delivery: { kind: 'new', address: sampleDelivery, saveToAddressBook: true },
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(addressMessages.bookFull);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, shopper.user.uid))).toEqual([]);
  });

  it('is taken out of the orders of an account deleted, with the address book; the data download lists the book', async () => {
    const shopper = await signUp(t, { password: 'correct horse battery' });
    const address = await add(shopper);
    const placed = await order(shopper, { kind: 'saved', addressId: address.id });
    const exported = await ok<{ addresses: SavedAddress[] }>(
      await t.app.request('/api/account/export', { headers: { cookie: shopper.cookie } }),
    );
    expect(exported.addresses).toEqual([address]);
    const deleted = await t.app.request('/api/account', {
      method: 'DELETE',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse battery' }),
    });
    expect(deleted.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect([row?.deliveryName, row?.deliveryStreetAddress, row?.deliveryPostalCode]).toEqual([null, null, null]);
    expect(await t.database.db.select().from(savedAddresses).where(eq(savedAddresses.id, address.id))).toEqual([]);
  });

  it('is part of what a checkout key stands for: the same key with another delivery address is refused', async () => {
    const shopper = await signUp(t);
    const request = { ...checkoutRequest([{ productId, quantity: 1 }]), delivery: { kind: 'new', address: sampleDelivery } };
    await ok(await postOrder(t.app, shopper, request), 201);
    const again = await postOrder(t.app, shopper, { ...request, delivery: { kind: 'new', address: { ...sampleDelivery, city: 'Leeds' } } });
    expect(again.status).toBe(409);
  });
});
