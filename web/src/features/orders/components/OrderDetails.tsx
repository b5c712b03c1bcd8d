import { includesVat, orderTexts } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { DeliveryAddress } from '../../../components/DeliveryAddress.tsx';
import { Link } from '../../../components/Link.tsx';
import { OrderDocuments } from '../../../components/OrderDocuments.tsx';
import { OrderTimeline } from '../../../components/OrderTimeline.tsx';
import { OrderReturns } from '../../../components/OrderReturns.tsx';
import { PartRefunds } from '../../../components/PartRefunds.tsx';
import { RefundNote } from '../../../components/RefundNote.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import styles from './Orders.module.css';

/** One order: the confirmation after paying, and the page My orders links to, with its history and actions. */
export function OrderDetails({ order }: { order: Order }) {
  const { billing } = order;
  return (
    <div className={styles.details}>
      {order.status === 'paid' && (
        <section className={styles.thanks} aria-labelledby="thanks-title">
          <h2 id="thanks-title">{orderTexts.thankYou}</h2>
          <p data-testid="order-confirmation">{orderTexts.confirmation(order.number)}</p>
        </section>
      )}
      {order.status === 'failed' && order.paymentMessage && (
        <p className={styles.failed} role="alert">
          {order.paymentMessage}
        </p>
      )}
      <div className={styles.header}>
        <h2>Order #{order.number}</h2>
        {/* The status moves while the page is open (the shop ships it): a screen reader hears the new one. */}
        <p role="status" aria-live="polite" className={styles.statusLine}>
          <span className="visually-hidden">Status: </span>
          <OrderStatus status={order.status} />
        </p>
      </div>
      {order.trackingNumber && (
        <section className={styles.shipment} aria-labelledby="shipment-title">
          <h3 id="shipment-title">Shipment</h3>
          <dl>
            <div>
              <dt>Carrier</dt>
              <dd>{order.carrier}</dd>
            </div>
            <div>
              <dt>Tracking number</dt>
              <dd data-testid="tracking-number">{order.trackingNumber}</dd>
            </div>
          </dl>
        </section>
      )}
      {order.refund && <RefundNote refund={order.refund} />}
      <OrderReturns order={order} />
      <PartRefunds refunds={order.refunds} />
      <table className={styles.items}>
        <caption className="visually-hidden">Products in order #{order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.productId ? <Link to={`/shop/${item.productId}`}>{item.productName}</Link> : item.productName}
                {item.variantLabel && <span className={styles.variant}>{item.variantLabel}</span>}
              </th>
              <td>{formatPence(item.price)}</td>
              <td>{item.quantity}</td>
              <td>{formatPence(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.figures}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPence(order.subtotal)}</dd>
        </div>
        {order.discountCode && (
          <div>
            <dt>Discount {order.discountCode}</dt>
            <dd data-testid="order-discount">-{formatPence(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{formatPence(order.shipping)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatPence(order.total)}</dd>
        </div>
      </dl>
      <p className={styles.vat} data-testid="order-vat">
        {includesVat(order.total, order.vatRatePercent)}
      </p>
      <OrderDocuments order={order} />
      <div className={styles.columns}>
        <section>
          <h3>Billing address</h3>
          <address>
            {billing.name}
            <br />
            {billing.streetAddress}
            <br />
            {billing.city} {billing.postalCode}
            <br />
            {billing.country}
            <br />
            {billing.email} · {billing.phone}
          </address>
        </section>
        <DeliveryAddress order={order} />
        {order.card && (
          <section>
            <h3>Paid with</h3>
            <p>
              {order.card.brand} ending in {order.card.last4}
            </p>
          </section>
        )}
      </div>
      {order.events.length > 0 && (
        <section aria-labelledby="history-title">
          <h3 id="history-title">Order history</h3>
          <OrderTimeline order={order} />
        </section>
      )}
      <OrderActions order={order} />
      <p className={styles.links}>
        <Link to="/orders">All my orders</Link> · <Link to="/shop">Continue shopping</Link>
      </p>
    </div>
  );
}
