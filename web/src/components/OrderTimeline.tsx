import { orderEventTitle } from '@shop/core/checkout-texts';
import type { Order } from '@shop/core/orders';
import styles from './OrderTimeline.module.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** What happened to an order, oldest first, each with its time and any note: for shoppers and admins. */
export function OrderTimeline({ order }: { order: Pick<Order, 'number' | 'events'> }) {
  return (
    <ol className={styles.timeline} aria-label={`History of order #${order.number}`}>
      {order.events.map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles.entry}>
          <span className={styles.title}>{orderEventTitle(event)}</span>
          <time dateTime={event.at} className={styles.time}>
            {when.format(new Date(event.at))}
          </time>
          {event.note && <p className={styles.detail}>{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
