import { lineName } from '@shop/core/variant-choice';
import type { Order } from '@shop/core/orders';
import { DeliveryAddress } from '../../../components/DeliveryAddress.tsx';
import styles from './PackingSlip.module.css';

/** What goes in the parcel and where it goes, to print and pack by: the delivery address first, then each line. */
export function PackingSlip({ order }: { order: Order }) {
  return (
    <article className={styles.slip} aria-label={`Packing slip for order #${order.number}`}>
      <DeliveryAddress order={order} headingLevel="h2" className={styles.shipTo} />
      <table className={styles.lines}>
        <caption>Items in order #{order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Qty</th>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.quantity}</td>
              <td>{lineName(item.productName, item.variantLabel)}</td>
              <td>{item.sku ?? '-'}</td>
              <td aria-hidden="true" className={styles.tick} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.total}>{order.totalQuantity === 1 ? '1 item in all.' : `${order.totalQuantity} items in all.`}</p>
      <button type="button" className={`button ${styles.print}`} onClick={() => window.print()}>
        Print packing slip
      </button>
    </article>
  );
}
