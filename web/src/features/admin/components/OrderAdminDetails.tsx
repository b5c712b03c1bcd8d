import { includesVat } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import { lineName } from '@shop/core/variant-choice';
import type { Order } from '@shop/core/orders';
import { DeliveryAddress } from '../../../components/DeliveryAddress.tsx';
import { OrderTimeline } from '../../../components/OrderTimeline.tsx';
import { OrderReturns } from '../../../components/OrderReturns.tsx';
import { OrderDocuments } from '../../../components/OrderDocuments.tsx';
import { PartRefunds } from '../../../components/PartRefunds.tsx';
import { RefundNote } from '../../../components/RefundNote.tsx';
import { OrderAdminActions } from './OrderAdminActions.tsx';
import { ReturnAdminActions } from './ReturnAdminActions.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import styles from './OrderAdmin.module.css';
import { StatusLine } from './StatusLine.tsx';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One order as the admin handles it: who, what, where it is now, its history and the next moves. */
export function OrderAdminDetails({ order }: { order: Order }) {
  const { billing } = order;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StatusLine badge={<OrderStatusBadge status={order.status} />}>Placed {when.format(new Date(order.createdAt))}</StatusLine>
        <section aria-labelledby="items-title" className={styles.card}>
          <h2 id="items-title">Items</h2>
          <ul className={styles.lines}>
            {order.items.map((line) => (
              <li key={line.id}>
                <span>
                  {line.quantity} × {lineName(line.productName, line.variantLabel)}
                  {line.sku && <span className={styles.sku}> · SKU {line.sku}</span>}
                </span>
                <span>{formatPence(line.totalPrice)}</span>
              </li>
            ))}
            {order.discountCode && (
              <li>
                <span>Discount {order.discountCode}</span>
                <span data-testid="order-discount">-{formatPence(order.discount)}</span>
              </li>
            )}
            <li className={styles.total}>
              <span>Total</span>
              <span>{formatPence(order.total)}</span>
            </li>
          </ul>
          <p className={styles.vat} data-testid="order-vat">
            {includesVat(order.total, order.vatRatePercent)}
          </p>
          <OrderDocuments order={order} />
        </section>
        {order.trackingNumber && (
          <section aria-labelledby="shipment-title" className={styles.card}>
            <h2 id="shipment-title">Shipment</h2>
            <p>
              {order.carrier}, tracking number <strong>{order.trackingNumber}</strong>
            </p>
          </section>
        )}
        {order.refund && <RefundNote refund={order.refund} showFailure />}
        <OrderReturns order={order} actions={(ret) => <ReturnAdminActions order={order} ret={ret} />} />
        <PartRefunds refunds={order.refunds} showFailure />
        {order.events.length > 0 && (
          <section aria-labelledby="history-title" className={styles.card}>
            <h2 id="history-title">History</h2>
            <OrderTimeline order={order} />
          </section>
        )}
      </div>
      <aside className={styles.side}>
        <OrderAdminActions order={order} />
        <section aria-labelledby="customer-title" className={styles.card}>
          <h2 id="customer-title">Customer</h2>
          <address>
            {billing.name}
            <br />
            {billing.email}
            <br />
            {billing.phone}
            <br />
            {billing.streetAddress}, {billing.city} {billing.postalCode}, {billing.country}
          </address>
        </section>
        <DeliveryAddress order={order} headingLevel="h2" className={styles.card} />
      </aside>
    </div>
  );
}
