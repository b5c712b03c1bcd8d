// The two pages once found slow under load, at 200 connections on a running server: My orders of a
// customer with 100 orders (keyset pages) and the review list of a product with many reviews (its first
// page from the read cache). The orders and reviews go in through the API, as shoppers would put them there.
import type { ProductList } from '@shop/core/products';
import { checkoutRequest, placeOrder, signUpShopper, type Shopper } from '@shop/test-support/shopper';
import { waitUntilAnswering } from '@shop/test-support/server-process';
import { load } from './api.ts';

const ORDERS = 100;
const REVIEWS = 1000;
const CONNECTIONS = 200;

/** `count` calls, `parallel` of them at a time. */
async function inBatches(count: number, parallel: number, call: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += parallel) {
    await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => call(start + offset)));
  }
}

/** Products with stock for a tenth of the orders each, so none runs out. */
async function stockedProducts(url: string): Promise<string[]> {
  const { items } = (await (await fetch(`${url}/api/products?pageSize=100`)).json()) as ProductList;
  const stocked = items.filter((product) => product.stock >= ORDERS / 10).slice(0, 10);
  if (stocked.length < 10) throw new Error(`only ${stocked.length} products have stock for ${ORDERS / 10} orders each`);
  return stocked.map((product) => product.id);
}

async function writeReviews(shopper: Shopper, productId: string): Promise<void> {
  await inBatches(REVIEWS, 8, async (index) => {
    const body = JSON.stringify({ rating: 1 + (index % 5), text: `Bench review ${index}` });
    const response = await shopper.call(`/api/products/${productId}/reviews`, { method: 'POST', body });
    if (response.status !== 201) throw new Error(`a review answered ${response.status}: ${await response.text()}`);
  });
}

export async function benchPages(url: string, durationSeconds = 20) {
  const products = await stockedProducts(url);
  const customer = await signUpShopper(url);
  await inBatches(ORDERS, 4, (index) => placeOrder(customer, checkoutRequest(products[index % products.length] ?? '')));
  const [reviewed = ''] = products;
  await writeReviews(customer, reviewed);
  const myOrders = `${url}/api/orders`;
  const reviewList = `${url}/api/products/${reviewed}/reviews`;
  await load(myOrders, 50, 2, { cookie: customer.cookie });
  const orders = await load(myOrders, CONNECTIONS, durationSeconds, { cookie: customer.cookie });
  // The orders load leaves requests queued in the server when it stops: the review load starts once they are done.
  await waitUntilAnswering(`${url}/healthz`);
  await load(reviewList, 50, 2);
  const reviews = await load(reviewList, CONNECTIONS, durationSeconds);
  return { orders, reviews };
}
