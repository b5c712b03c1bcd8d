import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ownerAnswerMessages, type OwnerAnswerView } from '@shop/core/owner-answers';
import { AdminHeading } from './AdminHeading.tsx';
import styles from './Assistant.module.css';
import { OwnerAnswerForm } from './OwnerAnswerForm.tsx';
import { OwnerAnswersList } from './OwnerAnswersList.tsx';

/**
 * The answers the owner taught the assistant: the list with Edit, Disable and Delete, and the form that writes
 * a new one or edits one. `?example=...` in the address (from an Unanswered group) opens a new answer with
 * those examples.
 */
export function OwnerAnswers() {
  const [params, setParams] = useSearchParams();
  const examples = params.getAll('example');
  const [editing, setEditing] = useState<OwnerAnswerView | null>(null);
  const [isWriting, setWriting] = useState(false);
  const [outcome, setOutcome] = useState('');
  const isFormOpen = isWriting || editing !== null || examples.length > 0;
  const close = (message: string) => {
    setEditing(null);
    setWriting(false);
    setOutcome(message);
    if (examples.length > 0) setParams({}, { replace: true });
  };
  return (
    <>
      <AdminHeading title="Answers">
        {!isFormOpen && (
          <button type="button" className="button" onClick={() => setWriting(true)}>
            Write an answer
          </button>
        )}
      </AdminHeading>
      <p role="status">{outcome}</p>
      <div className={styles.layout}>
        <OwnerAnswersList
          onEdit={(answer) => {
            setOutcome('');
            setEditing(answer);
          }}
          onChanged={setOutcome}
        />
        {isFormOpen && (
          <OwnerAnswerForm
            editing={editing}
            examples={examples}
            onSaved={() => close(ownerAnswerMessages.saved)}
            onCancel={() => close('')}
          />
        )}
      </div>
    </>
  );
}
