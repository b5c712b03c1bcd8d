import { useState } from 'react';
import { useOwnerAnswerChanges } from '../api/owner-answers.ts';
import { LoadState } from './LoadState.tsx';
import styles from './Assistant.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every change to an answer, who made it and when, read when the disclosure opens. */
export function OwnerAnswerHistory({ answerId }: { answerId: string }) {
  const [isOpen, setOpen] = useState(false);
  const changes = useOwnerAnswerChanges(answerId, isOpen);
  return (
    <details className={styles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>History</summary>
      {changes.data ? (
        <ul>
          {changes.data.items.map((change) => (
            <li key={`${change.at}-${change.change}`}>
              {change.change[0]?.toUpperCase()}
              {change.change.slice(1)} {when(change.at)}
              {change.by ? ` by ${change.by}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        isOpen && <LoadState isPending={changes.isPending} error={changes.error} what="the history" />
      )}
    </details>
  );
}
