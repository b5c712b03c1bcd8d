// Checkout requests for order tests: a valid billing form, Stripe's test cards, and a POST helper.
import { randomUUID } from 'node:crypto';
import type { OrderRequestInput } from '@shop/core/orders';
import { sampleBilling } from './sample-billing.ts';
import type { Client } from './accounts.ts';

export const billing = sampleBilling;

export const testCard = (number = '4242 4242 4242 4242') => ({ number, expiry: '12 / 34', cvc: '123' });

export const newIdempotencyKey = () => `checkout-${randomUUID()}`;

export function checkoutRequest(items: OrderRequestInput['items'], overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return { items, billing, idempotencyKey: newIdempotencyKey(), payment: { method: 'test-card', card: testCard() }, ...overrides };
}

type Requester = { request(path: string, init: RequestInit): Response | Promise<Response> };

export function postOrder(app: Requester, client: Client | null, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(client ? { cookie: client.cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
