import type { DashboardSummary } from '@shop/core/dashboard';
import { formatPence } from '@shop/core/money';
import styles from './StatCards.module.css';

const count = new Intl.NumberFormat('en-GB');

/** The overview's four cards: sales, orders, total products and total users. */
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
    </ul>
  );
}
