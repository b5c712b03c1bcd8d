// A shopper talking to a server over HTTP (a server process, or several): signs up, places orders, reads
// them back, writes reviews. For the fault and multi-instance suites and the benchmarks.
import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@shop/core/auth';
import type { Order, OrderList, OrderRequestInput, PlacedOrder } from '@shop/core/orders';
import type { ProductList } from '@shop/core/products';
import type { ReviewPage } from '@shop/core/reviews';
import { uploadPicture } from '@shop/web/upload-client';
import { pngPicture } from './pictures.ts';
import { newVisitor } from './visitors.ts';

export type Shopper = {
  user: PublicUser;
  /** The session cookie, for clients other than `call` (a load generator). */
  cookie: string;
  call(path: string, init?: RequestInit): Promise<Response>;
  /** The same shopper (same session) talking to another server, e.g. the one started after a crash. */
  at(url: string): Shopper;
};

function shopperAt(url: string, cookie: string, user: PublicUser): Shopper {
  return {
    user,
    cookie,
    call: (path, init = {}) =>
      fetch(new URL(path, url), { ...init, headers: { 'content-type': 'application/json', cookie, ...init.headers } }),
    at: (other) => shopperAt(other, cookie, user),
  };
}

/** Signs up through the resumable upload and the signup, as the browser does, with a PNG `picture`. */
export async function signUpShopper(url: string, picture?: Buffer): Promise<Shopper> {
  const visitor = newVisitor(url);
  const pictureUploadId = await uploadPicture(new Blob([new Uint8Array(picture ?? (await pngPicture()))], { type: 'image/png' }), {
    fetch: visitor.fetch,
  });
  const response = await fetch(new URL('/api/auth/signup', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: visitor.cookie() },
    body: JSON.stringify({
      username: 'Fault Tester',
      email: `faults-${randomUUID()}@example.com`,
      password: 'fault tolerant',
      pictureUploadId,
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: PublicUser };
  return shopperAt(url, response.headers.get('set-cookie')?.split(';')[0] ?? '', user);
}

/** Logs in an existing account (the sample admin, say), as the browser's login form does. */
export async function logInAt(url: string, email: string, password: string): Promise<Shopper> {
  const response = await fetch(new URL('/api/auth/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: PublicUser };
  return shopperAt(url, response.headers.get('set-cookie')?.split(';')[0] ?? '', user);
}

/** Sends a PNG through the resumable upload as `account` (an admin adding a product's pictures); answers the upload id. */
export const uploadAs = (url: string, account: Shopper, png: Buffer): Promise<string> =>
  uploadPicture(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    fetch: newVisitor(url).fetch,
    headers: { cookie: account.cookie },
  });

export const checkoutRequest = (productId: string): OrderRequestInput => ({
  items: [{ productId, quantity: 1 }],
  billing: {
    name: 'Fault Tester',
    email: 'faults@example.com',
    phone: '07700 900123',
    streetAddress: '1 Test Street',
    city: 'Leicester',
    postalCode: 'LE1 5AB',
    country: 'United Kingdom',
  },
  idempotencyKey: `fault-${randomUUID()}`,
  payment: { method: 'test-card', card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } },
});

export async function placeOrder(shopper: Shopper, request: OrderRequestInput): Promise<PlacedOrder> {
  const response = await shopper.call('/api/orders', { method: 'POST', body: JSON.stringify(request) });
  if (response.status !== 201 && response.status !== 200) throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PlacedOrder;
}

/** Every one of the shopper's own orders, newest first, following the cursor. */
export async function allOwnOrders(shopper: Shopper): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (await shopper.call(`/api/orders?limit=50${cursor ? `&cursor=${cursor}` : ''}`)).json()) as OrderList;
    orders.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return orders;
}

/**
 * The first `count` products in the shop's order that are sold without variants, so that a checkout or a quote
 * naming only the product takes them (the sample Halden, first of all, is sold in colours).
 */
export async function firstProducts(url: string, count: number): Promise<string[]> {
  const list = (await (await fetch(`${url}/api/products?pageSize=100`)).json()) as ProductList;
  return list.items
    .filter((product) => product.options.length === 0)
    .slice(0, count)
    .map((product) => product.id);
}

/** Every review of a product, following the cursor. */
export async function allReviewRatings(url: string, productId: string): Promise<number[]> {
  const ratings: number[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await fetch(`${url}/api/products/${productId}/reviews?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as ReviewPage;
    ratings.push(...page.items.map((review) => review.rating));
    cursor = page.nextCursor;
  } while (cursor);
  return ratings;
}
