import { useState } from 'react';
import { cannedReplyInputSchema, supportMessages, type CannedReply } from '@shop/core/support';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies.ts';
import { LoadState } from './LoadState.tsx';
import orderStyles from './OrderAdmin.module.css';
import styles from './Support.module.css';

const blank = { title: '', text: '' };

/** The team's canned replies: each with Edit and Delete, and a form that saves a new one or the one being edited. */
export function CannedRepliesManager() {
  const replies = useCannedReplies();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [outcome, setOutcome] = useState('');
  const form = useSchemaForm(cannedReplyInputSchema, { defaultValues: blank });

  const startEditing = (reply: CannedReply) => {
    setEditing(reply);
    form.reset({ title: reply.title, text: reply.text });
  };
  const stopEditing = () => {
    setEditing(null);
    form.reset(blank);
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, ...(editing ? { id: editing.id } : {}) });
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    stopEditing();
    setOutcome(supportMessages.cannedSaved);
  });

  return (
    <section aria-labelledby="canned-title" className={orderStyles.card}>
      <h2 id="canned-title">Canned replies</h2>
      <p role="status" className={orderStyles.outcome}>
        {outcome}
      </p>
      {!replies.data ? (
        <LoadState isPending={replies.isPending} error={replies.error} what="the canned replies" />
      ) : replies.data.items.length === 0 ? (
        <p className={orderStyles.muted}>{supportMessages.noCannedReplies}</p>
      ) : (
        <ul className={styles.canned}>
          {replies.data.items.map((reply) => (
            <li key={reply.id}>
              <span className={styles.cannedTitle}>{reply.title}</span>
              <button type="button" className={styles.linkButton} aria-label={`Edit ${reply.title}`} onClick={() => startEditing(reply)}>
                Edit
              </button>
              <button
                type="button"
                className={styles.linkButton}
                aria-label={`Delete ${reply.title}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(reply.id, {
                    onSuccess: () => {
                      if (editing?.id === reply.id) stopEditing();
                      setOutcome(supportMessages.cannedDeleted);
                    },
                  })
                }
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={remove.error?.message} />
      <form
        className={formStyles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={editing ? `Edit canned reply ${editing.title}` : 'New canned reply'}
      >
        <TextField label="Title" {...form.field('title')} />
        <TextAreaField label="Canned text" rows={3} {...form.field('text')} />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className={orderStyles.buttons}>
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {editing ? 'Save changes' : 'Save canned reply'}
          </button>
          {editing && (
            <button type="button" className="button button-light" onClick={stopEditing}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
