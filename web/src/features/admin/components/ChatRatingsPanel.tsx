import { useChatFeedback } from '../api/chat-feedback.ts';
import { Link } from '../../../components/Link.tsx';
import styles from './DashboardInsights.module.css';
import { RatingTotals } from './RatingTotals.tsx';

/** The chatbot's rating mix on the dashboard, with the way to every rating. */
export function ChatRatingsPanel() {
  const feedback = useChatFeedback();
  const totals = feedback.data?.totals;
  let content;
  if (feedback.error) content = <p className="error-text">The ratings could not be loaded: {feedback.error.message}</p>;
  else if (!totals) content = <p className={styles.muted}>Loading ratings...</p>;
  else if (totals.positive + totals.neutral + totals.negative === 0) content = <p className={styles.muted}>No reply has been rated yet.</p>;
  else content = <RatingTotals totals={totals} />;
  return (
    <section className={styles.panel} aria-labelledby="chat-ratings-title" aria-busy={!totals && !feedback.error}>
      <h2 id="chat-ratings-title">Chatbot ratings</h2>
      {content}
      <p className={styles.more}>
        <Link to="/dashboard/chat">Every rating, by source and intent</Link>
      </p>
    </section>
  );
}
