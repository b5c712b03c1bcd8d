// The fingerprint of a checkout request, so a reused idempotency key is only replayed for the same order.
import { createHash } from 'node:crypto';
import { BILLING_FIELDS } from '@shop/core/billing';
import type { OrderRequest } from '@shop/core/orders';

const lineKey = (item: OrderRequest['items'][number]) => `${item.productId}/${item.variantId ?? ''}`;

/**
 * Lines in product and variant order and billing fields in a fixed order: the same cart always hashes the same.
 * A discount code is added only when there is one, so a request without one hashes as it did before codes.
 */
export function requestHash({ items, billing, discountCode }: Pick<OrderRequest, 'items' | 'billing' | 'discountCode'>): string {
  const lines = [...items]
    .sort((a, b) => lineKey(a).localeCompare(lineKey(b)))
    .map((item) => (item.variantId ? [item.productId, item.quantity, item.variantId] : [item.productId, item.quantity]));
  return createHash('sha256')
    .update(JSON.stringify([lines, BILLING_FIELDS.map((field) => billing[field]), ...(discountCode ? [discountCode] : [])]))
    .digest('base64url');
}
