// The fingerprint of a checkout request, so a reused idempotency key is only replayed for the same order.
import { createHash } from 'node:crypto';
import type { OrderRequest } from '@shop/core/orders';

/** Lines in product order and billing fields in a fixed order: the same cart always hashes the same. */
export function requestHash({ items, billing }: Pick<OrderRequest, 'items' | 'billing'>): string {
  const lines = [...items].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity]);
  const { name, email, phone, streetAddress, city, postalCode, country } = billing;
  return createHash('sha256')
    .update(JSON.stringify([lines, [name, email, phone, streetAddress, city, postalCode, country]]))
    .digest('base64url');
}
