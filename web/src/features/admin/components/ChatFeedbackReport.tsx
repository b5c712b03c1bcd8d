import type { ChatFeedbackReport as Report, SentimentCounts } from '@shop/core/chat-analytics';
import styles from './ChatFeedbackReport.module.css';
import { RatingTotals } from './RatingTotals.tsx';
import tableStyles from './Table.module.css';

const UNKNOWN_INTENT = 'not recognised';

/** "check_refund_policy" reads (and wraps) as "check refund policy". */
const intentName = (intent: string | null) => intent?.replaceAll('_', ' ') ?? UNKNOWN_INTENT;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type CountsTableProps = { title: string; column: string; rows: { name: string; counts: SentimentCounts }[] };

function CountsTable({ title, column, rows }: CountsTableProps) {
  return (
    <section className={styles.block}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className={tableStyles.empty}>No ratings yet.</p>
      ) : (
        <div className={tableStyles.frame}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col">Positive</th>
                <th scope="col">Neutral</th>
                <th scope="col">Negative</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ name, counts }) => (
                <tr key={name}>
                  <td data-label={column} className={tableStyles.strong}>
                    {name}
                  </td>
                  <td data-label="Positive">{counts.positive}</td>
                  <td data-label="Neutral">{counts.neutral}</td>
                  <td data-label="Negative">{counts.negative}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Sentiment totals, counts by reply source and by intent, and the latest negative ratings in full. */
export function ChatFeedbackReport({ report }: { report: Report }) {
  const { totals } = report;
  return (
    <>
      <RatingTotals totals={totals} />
      <div className={styles.columns}>
        <CountsTable title="By source" column="Source" rows={report.bySource.map(({ source, ...counts }) => ({ name: source, counts }))} />
        <CountsTable
          title="By intent"
          column="Intent"
          rows={report.byIntent.map(({ intent, ...counts }) => ({ name: intentName(intent), counts }))}
        />
      </div>
      <section className={styles.block}>
        <h2>Latest negative ratings</h2>
        {report.latestNegative.length === 0 ? (
          <p className={tableStyles.empty}>No negative ratings.</p>
        ) : (
          <ol className={styles.ratings}>
            {report.latestNegative.map((rating) => (
              <li key={rating.id} className={styles.rating}>
                <p className={styles.meta}>
                  {dateTime.format(new Date(rating.createdAt))} · {rating.source} · {intentName(rating.intent)}
                </p>
                <p>
                  <span className={styles.who}>Visitor</span> {rating.message}
                </p>
                <p>
                  <span className={styles.who}>Reply</span> {rating.response}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
