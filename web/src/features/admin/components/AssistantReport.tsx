import { Link } from 'react-router-dom';
import {
  ownerAnswerMessages,
  percentOf,
  type AssistantDay,
  type AssistantPeriodFigures,
  type AssistantReport as Report,
} from '@shop/core/owner-answers';
import { BarChart } from '../../../components/BarChart.tsx';
import tableStyles from './Table.module.css';
import styles from './Assistant.module.css';
import orderStyles from './OrderAdmin.module.css';
import { writeAnswerPath } from './UnansweredGroups.tsx';

type Row = { label: string; value: (period: AssistantPeriodFigures) => string };

const share = (part: number, whole: number) => `${percentOf(part, whole)}% (${part} of ${whole})`;

const rows: Row[] = [
  { label: 'Conversations', value: (period) => String(period.conversations) },
  { label: 'Involvement (the assistant answered)', value: (period) => share(period.involved, period.conversations) },
  { label: 'Resolved without a person', value: (period) => share(period.resolvedWithoutPerson, period.conversations) },
  { label: 'Hand-over rate', value: (period) => share(period.handedOver, period.conversations) },
  {
    label: 'CSAT (helpful ratings)',
    value: ({ csat, ratings }) =>
      csat === null ? 'No ratings' : `${csat}% (${ratings.positive} of ${ratings.positive + ratings.neutral + ratings.negative})`,
  },
];

const dayLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

/** The assistant's figures over 7 and 30 days as a table, each day's resolved conversations as a chart, and the top unanswered groups. */
export function AssistantReport({ report }: { report: Report }) {
  const resolved = report.days.reduce((sum, day) => sum + day.resolvedWithoutPerson, 0);
  const busiest = report.days.reduce<AssistantDay | undefined>(
    (best, day) => (day.resolvedWithoutPerson > (best?.resolvedWithoutPerson ?? 0) ? day : best),
    undefined,
  );
  const summary =
    resolved === 0
      ? 'No conversation was resolved without a person in the last 30 days.'
      : `${resolved} conversations resolved without a person in the last 30 days; the most on ${busiest ? dayLabel(busiest.date) : ''}.`;
  return (
    <div className={styles.report}>
      <section aria-labelledby="figures-title" className={orderStyles.card}>
        <h2 id="figures-title">Figures</h2>
        <div className={tableStyles.frame}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">The assistant's figures over the last 7 and 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                {report.periods.map((period) => (
                  <th scope="col" key={period.days}>
                    Last {period.days} days
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {report.periods.map((period) => (
                    <td key={period.days}>{row.value(period)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={orderStyles.card} aria-label="Resolved without a person, per day">
        <BarChart
          title="Conversations resolved without a person, per day (last 30 days)"
          summary={summary}
          points={report.days.map((day) => ({ label: dayLabel(day.date), value: day.resolvedWithoutPerson }))}
          formatValue={(value) => String(value)}
          labelHeading="Day"
          valueHeading="Resolved without a person"
        />
      </section>
      <section aria-labelledby="top-unanswered-title" className={orderStyles.card}>
        <h2 id="top-unanswered-title">Top unanswered (last 30 days)</h2>
        {report.topUnanswered.length === 0 ? (
          <p className={orderStyles.muted}>{ownerAnswerMessages.noUnanswered}</p>
        ) : (
          <ol className={styles.topList}>
            {report.topUnanswered.map((group) => (
              <li key={group.examples.join('|')}>
                <span>
                  {group.examples[0]} <span className={orderStyles.muted}>({group.count})</span>
                </span>
                <Link to={writeAnswerPath(group.examples)}>Write an answer</Link>
              </li>
            ))}
          </ol>
        )}
        <p>
          <Link to="/dashboard/unanswered">All unanswered questions</Link>
        </p>
      </section>
    </div>
  );
}
