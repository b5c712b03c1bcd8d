import { ownerAnswerMessages, type OwnerAnswerView } from '@shop/core/owner-answers';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useDeleteOwnerAnswer, useOwnerAnswers, useSwitchOwnerAnswer } from '../api/owner-answers.ts';
import { LoadState } from './LoadState.tsx';
import { OwnerAnswerHistory } from './OwnerAnswerHistory.tsx';
import styles from './Assistant.module.css';
import orderStyles from './OrderAdmin.module.css';

type Props = { onEdit: (answer: OwnerAnswerView) => void; onChanged: (outcome: string) => void };

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The owner's answers, last changed first: each with its examples, link, who changed it when, its history, and Edit, Disable or Enable, Delete. */
export function OwnerAnswersList({ onEdit, onChanged }: Props) {
  const answers = useOwnerAnswers();
  const switchAnswer = useSwitchOwnerAnswer();
  const remove = useDeleteOwnerAnswer();
  if (!answers.data) return <LoadState isPending={answers.isPending} error={answers.error} what="the answers" />;
  if (answers.data.items.length === 0) return <p className={orderStyles.muted}>{ownerAnswerMessages.noAnswers}</p>;
  return (
    <>
      <FormAlert message={switchAnswer.error?.message ?? remove.error?.message} />
      <ul className={styles.cards}>
        {answers.data.items.map((answer) => {
          const name = answer.examples[0] ?? answer.text;
          return (
            <li key={answer.id} className={`${orderStyles.card} ${answer.isEnabled ? '' : styles.disabled}`}>
              <p className={styles.answerText}>{answer.text}</p>
              {answer.link && (
                <p className={orderStyles.muted}>
                  Link: {answer.link.label} ({answer.link.href})
                </p>
              )}
              <p className={styles.kindsLine}>Answers questions such as:</p>
              <ul className={styles.examples}>
                {answer.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
              <p className={orderStyles.muted}>
                {answer.isEnabled ? 'In use' : 'Disabled'} · changed {when(answer.updatedAt)}
                {answer.updatedBy ? ` by ${answer.updatedBy}` : ''}
              </p>
              <OwnerAnswerHistory answerId={answer.id} />
              <div className={styles.rowButtons}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`Edit the answer to ${name}`}
                  onClick={() => onEdit(answer)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`${answer.isEnabled ? 'Disable' : 'Enable'} the answer to ${name}`}
                  disabled={switchAnswer.isPending}
                  onClick={() =>
                    switchAnswer.mutate(
                      { id: answer.id, isEnabled: !answer.isEnabled },
                      { onSuccess: () => onChanged(answer.isEnabled ? 'Answer disabled.' : 'Answer enabled.') },
                    )
                  }
                >
                  {answer.isEnabled ? 'Disable' : 'Enable'}
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`Delete the answer to ${name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(answer.id, { onSuccess: () => onChanged(ownerAnswerMessages.deleted) })}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
