import type { SentimentCounts } from '@shop/core/chat-analytics';
import styles from './RatingTotals.module.css';

/** How the chatbot's replies were rated: positive, neutral and negative, each counted. */
export function RatingTotals({ totals }: { totals: SentimentCounts }) {
  return (
    <ul className={styles.totals} aria-label="All ratings">
      <li className={styles.positive}>
        <strong>{totals.positive}</strong> positive
      </li>
      <li className={styles.neutral}>
        <strong>{totals.neutral}</strong> neutral
      </li>
      <li className={styles.negative}>
        <strong>{totals.negative}</strong> negative
      </li>
    </ul>
  );
}
