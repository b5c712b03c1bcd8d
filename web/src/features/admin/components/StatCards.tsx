import type { DashboardSummary } from '@shop/core/dashboard';
import { formatPence } from '@shop/core/money';
import { Link } from '../../../components/Link.tsx';
import styles from './StatCards.module.css';

const count = new Intl.NumberFormat('en-GB');

/** The overview's cards: sales, orders, total products, total users, and open support tickets (to the Support page). */
export function StatCards({ summary }: { summary: DashboardSummary }) {
  const cards = [
    { label: 'Total Sales', value: formatPence(summary.sales), tone: styles.sales },
    { label: 'Orders', value: count.format(summary.orders), tone: styles.orders },
    { label: 'Total Products', value: count.format(summary.products), tone: styles.products },
    { label: 'Total Users', value: count.format(summary.users), tone: styles.users },
  ];
  return (
    <ul className={styles.cards} aria-label="Shop figures">
      {cards.map((card) => (
        <li key={card.label} className={`${styles.card} ${card.tone}`}>
          <span className={styles.label}>{card.label}</span>
          <strong className={styles.value}>{card.value}</strong>
        </li>
      ))}
      <li className={`${styles.card} ${styles.tickets}`}>
        <span className={styles.label}>Open tickets</span>
        <strong className={styles.value}>{count.format(summary.openTickets)}</strong>
        <Link to="/dashboard/support?status=open" className={styles.more}>
          Answer them on the Support page
        </Link>
      </li>
    </ul>
  );
}
