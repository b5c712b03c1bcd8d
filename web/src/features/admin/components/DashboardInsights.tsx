import { orderTexts } from '@shop/core/checkout-texts';
import type { DashboardSummary } from '@shop/core/dashboard';
import { formatPence } from '@shop/core/money';
import { NEEDS_ACTION_STATUSES } from '@shop/core/order-lifecycle';
import { BarChart } from '../../../components/BarChart.tsx';
import { Link } from '../../../components/Link.tsx';
import { StockStatus } from '../../../components/StockStatus.tsx';
import { ChatRatingsPanel } from './ChatRatingsPanel.tsx';
import styles from './DashboardInsights.module.css';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** What needs the admin now: orders waiting for a move, the last 30 days of sales, the chatbot's ratings, products running out. */
export function DashboardInsights({ summary }: { summary: DashboardSummary }) {
  const { needsAction, salesLast30Days: dailySales, lowStock } = summary;
  const points = dailySales.map((entry) => ({ label: day.format(new Date(entry.date)), value: entry.sales }));
  const total = dailySales.reduce((sum, entry) => sum + entry.sales, 0);
  const best = dailySales.reduce<(typeof dailySales)[number] | undefined>(
    (top, entry) => (top && top.sales >= entry.sales ? top : entry),
    undefined,
  );
  const waiting = NEEDS_ACTION_STATUSES.reduce((sum, status) => sum + needsAction[status], 0);
  return (
    <div className={styles.grid}>
      <section className={styles.panel} aria-labelledby="needs-action-title">
        <h2 id="needs-action-title">Orders needing action</h2>
        {waiting === 0 ? (
          <p className={styles.muted}>Nothing is waiting. Well done.</p>
        ) : (
          <ul className={styles.list}>
            {NEEDS_ACTION_STATUSES.map((status) => (
              <li key={status}>
                <Link to={`/dashboard/orders?status=${status}`}>{orderTexts.status[status]}</Link>
                <strong>{needsAction[status]}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.chart}>
        <BarChart
          title="Sales, last 30 days"
          summary={`${formatPence(total)} in the last 30 days${best && best.sales > 0 ? `; the best day was ${day.format(new Date(best.date))} with ${formatPence(best.sales)}` : ''}.`}
          points={points}
          formatValue={formatPence}
          labelHeading="Day"
          valueHeading="Sales"
        />
        <ChatRatingsPanel />
      </div>
      <section className={styles.panel} aria-labelledby="low-stock-title">
        <h2 id="low-stock-title">Low stock</h2>
        {lowStock.length === 0 ? (
          <p className={styles.muted}>Every product has enough stock.</p>
        ) : (
          <ul className={styles.list}>
            {lowStock.map((product) => (
              <li key={product.id}>
                <Link to={`/dashboard/products/${product.id}`}>{product.productName}</Link>
                <StockStatus stock={product.stock} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
