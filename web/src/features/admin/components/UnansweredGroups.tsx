import { Link } from 'react-router-dom';
import { ownerAnswerMessages, unansweredKindLabels, type UnansweredGroup, type UnansweredKind } from '@shop/core/owner-answers';
import styles from './Assistant.module.css';
import orderStyles from './OrderAdmin.module.css';

/** The address of the Answers page with a new answer's form open, its examples filled in from the group. */
export const writeAnswerPath = (examples: readonly string[]) =>
  `/dashboard/answers?${new URLSearchParams(examples.map((example) => ['example', example])).toString()}`;

const kindsOf = (group: UnansweredGroup) =>
  (Object.entries(group.kinds) as [UnansweredKind, number][]).map(([kind, count]) => `${unansweredKindLabels[kind]}: ${count}`).join(' · ');

/** Groups of alike questions the assistant could not answer, most frequent first (those an answer now covers last), each with "Write an answer". */
export function UnansweredGroups({ groups }: { groups: UnansweredGroup[] }) {
  if (groups.length === 0) return <p className={orderStyles.muted}>{ownerAnswerMessages.noUnanswered}</p>;
  return (
    <ol className={styles.cards}>
      {groups.map((group, at) => {
        const title = `Asked ${group.count} ${group.count === 1 ? 'time' : 'times'}`;
        const headingId = `unanswered-${at}`;
        return (
          <li key={group.examples.join('|')} className={orderStyles.card} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {title}
            </h2>
            <p className={styles.kindsLine}>{kindsOf(group)}</p>
            {group.isAnswered && <p className={styles.answeredNote}>One of your answers now covers these questions.</p>}
            <ul className={styles.examples}>
              {group.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
            <Link className="button" to={writeAnswerPath(group.examples)} aria-label={`Write an answer to "${group.examples[0] ?? ''}"`}>
              Write an answer
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
