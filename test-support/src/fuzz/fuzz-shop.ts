// The shop a fuzz run works on: a product, an order, a delivered order with a return, a shopper with a saved
// address, an admin, a spare account the admin may delete, picture uploads (finished, and one still waiting for its bytes)
// and a support ticket. An accepted request may
// take one away (a logout ends a session, an admin deletes the product); `restore` puts it back, so every
// later request still has something real to aim at.
import { eq } from 'drizzle-orm';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { createSession, findSessionUser, SESSION_COOKIE } from '@shop/functions/auth';
import { orders, products, supportTickets } from '@shop/functions/db';
import type { Role } from '@shop/functions/policy';
import { signUp, uploadAs, visitorUpload, type Client } from '../accounts.ts';
import { signUpAdmin } from '../admin.ts';
import { checkoutRequest, postOrder } from '../checkout.ts';
import { insertProduct } from '../data-generators.ts';
import { pngPicture } from '../pictures.ts';
import { sampleDelivery } from '../sample-delivery.ts';
import type { TestApp } from '../test-app.ts';
import type { Known } from './arbitraries.ts';

export type FuzzShop = {
  known: Known;
  /** The Cookie header a role sends ('' for a visitor). */
  cookieOf(role: Role): string;
  restore(): Promise<void>;
};

const PASSWORD = 'correct horse battery';

async function startUpload(t: TestApp, cookie: string): Promise<string> {
  const created = await t.app.request('/api/uploads', {
    method: 'POST',
    headers: { cookie, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `filetype ${btoa('image/png')}` },
  });
  const uploadId = created.headers.get('location')?.split('/').pop();
  if (!uploadId) throw new Error(`starting an upload answered ${created.status}`);
  return uploadId;
}

/** The shopper asks the assistant for a person; answers the ticket's id. */
async function openTicket(t: TestApp, cookie: string): Promise<string> {
  const asked = await t.app.request('/chat/get', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'I want a human' }),
  });
  if (asked.status !== 200) throw new Error(`asking for a person answered ${asked.status}`);
  const [ticket] = await t.database.db.select({ id: supportTickets.id }).from(supportTickets).limit(1);
  if (!ticket) throw new Error('no ticket was opened');
  return ticket.id;
}

/** The shopper keeps an address in their address book; answers its id. */
async function saveAddress(t: TestApp, cookie: string): Promise<string> {
  const saved = await t.app.request('/api/account/addresses', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(sampleDelivery),
  });
  if (saved.status !== 201) throw new Error(`saving an address answered ${saved.status}`);
  return ((await saved.json()) as { id: string }).id;
}

/** A second order, delivered, with a return asked for: the return's own endpoints get a real order and return. */
async function deliveredOrderWithReturn(t: TestApp, shopper: Client, productId: string) {
  const { cookie } = shopper;
  const placed = await postOrder(t.app, shopper, checkoutRequest([{ productId, quantity: 1 }]));
  const { order } = (await placed.json()) as PlacedOrder;
  await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, order.id));
  const asked = await t.app.request(`/api/orders/${order.id}/returns`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Too small' }),
  });
  const returnId = ((await asked.json()) as Order).returns[0]?.id;
  if (!returnId) throw new Error(`asking for a return answered ${asked.status}`);
  return { orderId: order.id, returnId };
}

export async function openFuzzShop(t: TestApp): Promise<FuzzShop> {
  const { db } = t.database;
  const product = await insertProduct(db, { productName: 'Fuzz Target Chair' });
  const shopper = await signUp(t, { password: PASSWORD });
  const admin = await signUpAdmin(t);
  const spare = await signUp(t);
  const checkout = checkoutRequest([{ productId: product.id, quantity: 1 }]);
  const { order } = (await (await postOrder(t.app, shopper, checkout)).json()) as PlacedOrder;
  const returned = await deliveredOrderWithReturn(t, shopper, product.id);
  // The visitor who is not logged in carries the upload cookie its signup picture was sent with.
  const { pictureUploadId: signupPicture, cookie: visitorCookie } = await visitorUpload(t, await pngPicture());
  const productPicture = await uploadAs(t, await pngPicture(), 'image/png', admin.cookie);
  const unfinishedUpload = await startUpload(t, visitorCookie);
  const ticket = await openTicket(t, shopper.cookie);
  const address = await saveAddress(t, shopper.cookie);

  const validBodies = [
    { rating: 4, text: 'Sturdy and comfortable.' },
    { message: 'What is the cheapest watch?' },
    { message: 'hello', response: 'Hi! How can I help?', sentiment: 'positive', source: 'faq', intent: null },
    { email: shopper.user.email, password: PASSWORD },
    { username: 'Fuzz', email: 'fuzz@example.com', password: 'a long enough password', pictureUploadId: signupPicture },
    { displayName: 'Fuzzed Name' },
    { newEmail: 'fuzz-moved@example.com', currentPassword: PASSWORD },
    { token: 'x'.repeat(43) },
    checkout,
    sampleDelivery,
    { ...checkout, delivery: { kind: 'saved', addressId: address } },
    { reason: 'Too small', items: [{ productId: product.id, quantity: 1 }] },
    { productName: 'Fuzz Sofa', shortDesc: 'Short.', description: 'Long.', category: 'sofa', price: 1999, imageUploadId: productPicture },
    {
      productName: 'Fuzz Sofa',
      shortDesc: 'Short.',
      description: 'Long.',
      category: 'sofa',
      price: 1999,
      pictures: [{ uploadId: productPicture, alt: 'The sofa' }],
    },
    // A kept picture, a new one, and a list one longer than a product may have.
    {
      pictures: [
        { id: product.id, alt: 'Front' },
        { uploadId: productPicture, alt: 'Side' },
      ],
    },
    { pictures: Array.from({ length: 9 }, (_, index) => ({ uploadId: productPicture, alt: `Picture ${index + 1}` })) },
  ];
  const cookies: Record<Role, string> = { anonymous: visitorCookie, user: shopper.cookie, admin: admin.cookie };
  const accounts = { user: shopper.user.uid, admin: admin.user.uid };

  return {
    known: {
      ids: [
        product.id,
        order.id,
        returned.orderId,
        returned.returnId,
        spare.user.uid,
        signupPicture,
        productPicture,
        unfinishedUpload,
        ticket,
        address,
      ],
      validBodies,
    },
    cookieOf: (role) => cookies[role],
    async restore() {
      const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.id, product.id));
      if (!existing) await insertProduct(db, { id: product.id, productName: product.productName });
      for (const role of ['user', 'admin'] as const) {
        const token = cookies[role].slice(`${SESSION_COOKIE}=`.length);
        if (await findSessionUser(db, token)) continue;
        cookies[role] = `${SESSION_COOKIE}=${(await createSession(db, accounts[role])).token}`;
      }
    },
  };
}
