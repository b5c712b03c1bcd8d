// The fingerprint of a checkout request, so a reused idempotency key is only replayed for the same order.
import { createHash } from 'node:crypto';
import { ADDRESS_FIELDS, type DeliveryChoice } from '@shop/core/addresses';
import { BILLING_FIELDS } from '@shop/core/billing';
import type { OrderRequest } from '@shop/core/orders';

const lineKey = (item: OrderRequest['items'][number]) => `${item.productId}/${item.variantId ?? ''}`;

/** A saved address by its id, a new one by its fields in a fixed order and whether it is kept. */
const deliveryKey = (delivery: DeliveryChoice) =>
  delivery.kind === 'saved'
    ? ['saved', delivery.addressId]
    : ['new', ADDRESS_FIELDS.map((field) => delivery.address[field]), delivery.saveToAddressBook === true];

/**
 * Lines in product and variant order and billing fields in a fixed order: the same cart always hashes the same.
 * A discount code and a delivery address are added only when there is one, so a request without them hashes as
 * it did before they existed.
 */
export function requestHash({
  items,
  billing,
  discountCode,
  delivery,
}: Pick<OrderRequest, 'items' | 'billing' | 'discountCode' | 'delivery'>): string {
  const lines = [...items]
    .sort((a, b) => lineKey(a).localeCompare(lineKey(b)))
    .map((item) => (item.variantId ? [item.productId, item.quantity, item.variantId] : [item.productId, item.quantity]));
  return createHash('sha256')
    .update(
      JSON.stringify([
        lines,
        BILLING_FIELDS.map((field) => billing[field]),
        ...(discountCode ? [discountCode] : []),
        ...(delivery ? [deliveryKey(delivery)] : []),
      ]),
    )
    .digest('base64url');
}
