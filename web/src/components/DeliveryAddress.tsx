import { useId } from 'react';
import { addressMessages, deliveryOf } from '@shop/core/addresses';
import type { Order } from '@shop/core/orders';

type Props = { order: Order; headingLevel?: 'h2' | 'h3'; className?: string };

/** Where an order goes: its own copy of the delivery address, or its billing address, said so. */
export function DeliveryAddress({ order, headingLevel: Heading = 'h3', className }: Props) {
  const headingId = useId();
  const { address, isSameAsBilling } = deliveryOf(order);
  return (
    <section aria-labelledby={headingId} className={className} data-testid="delivery-address">
      <Heading id={headingId}>{addressMessages.title}</Heading>
      <address>
        {address.name}
        <br />
        {address.streetAddress}
        <br />
        {address.city} {address.postalCode}
        <br />
        {address.country}
        <br />
        {address.phone}
      </address>
      {isSameAsBilling && <p>{addressMessages.sameAsBilling}</p>}
    </section>
  );
}
