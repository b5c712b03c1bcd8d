import { useState } from 'react';
import {
  linesOf,
  ownerAnswerFormSchema,
  ownerAnswerMessages,
  type OwnerAnswerForm as FormValues,
  type OwnerAnswerView,
  type TryQuestionResult,
} from '@shop/core/owner-answers';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSaveOwnerAnswer, useTryOwnerAnswer } from '../api/owner-answers.ts';
import styles from './Assistant.module.css';
import orderStyles from './OrderAdmin.module.css';

type Props = {
  /** The answer being edited, or null for a new one. */
  editing: OwnerAnswerView | null;
  /** A new answer's example questions, from an Unanswered group. */
  examples: readonly string[];
  onSaved: () => void;
  onCancel: () => void;
};

const valuesOf = (answer: OwnerAnswerView | null, examples: readonly string[]): FormValues => ({
  text: answer?.text ?? '',
  examples: (answer?.examples ?? examples).join('\n'),
  linkLabel: answer?.link?.label ?? '',
  linkPath: answer?.link?.href ?? '',
});

const percent = (score: number) => `${Math.round(score * 100)}%`;

function tryOutcome({ isUsed, score, builtInScore, threshold }: TryQuestionResult): string {
  const closeness = `It comes ${percent(score)} close to the examples (${percent(threshold)} needed; the closest built-in answer ${percent(builtInScore)}).`;
  return isUsed ? `The assistant would give this answer. ${closeness}` : `The assistant would not give this answer. ${closeness}`;
}

/** Writes or edits an answer (the parent gives it a new key for another answer, so it starts afresh): its text, the example questions it answers (one a line), an optional link; and tries a question first. */
export function OwnerAnswerForm({ editing, examples, onSaved, onCancel }: Props) {
  const save = useSaveOwnerAnswer();
  const attempt = useTryOwnerAnswer();
  const form = useSchemaForm(ownerAnswerFormSchema, { defaultValues: valuesOf(editing, examples) });
  const [question, setQuestion] = useState('');
  const [tried, setTried] = useState('');

  const submit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ ...fields, isEnabled: editing?.isEnabled ?? true, ...(editing ? { id: editing.id } : {}) });
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    onSaved();
  });

  const tryQuestion = () => {
    const drafted = linesOf(form.getValues('examples'));
    if (question.trim() === '') return setTried(ownerAnswerMessages.questionRequired);
    if (drafted.length === 0) return setTried(ownerAnswerMessages.examplesRequired);
    attempt.mutate(
      { question, examples: drafted, ...(editing ? { answerId: editing.id } : {}) },
      { onSuccess: (result) => setTried(tryOutcome(result)), onError: (error) => setTried(error.message) },
    );
  };

  const title = editing ? 'Edit the answer' : 'Write an answer';
  return (
    <section aria-labelledby="answer-form-title" className={orderStyles.card}>
      <h2 id="answer-form-title">{title}</h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <TextAreaField label="Answer" rows={4} {...form.field('text')} />
        <TextAreaField label="Example questions (one a line)" rows={5} {...form.field('examples')} />
        <div className={styles.linkFields}>
          <TextField label="Link label (optional)" {...form.field('linkLabel')} />
          <TextField label="Link path (optional)" placeholder="/policies/returns" {...form.field('linkPath')} />
        </div>
        <div className={styles.tryRow}>
          <TextField label="Try a question" value={question} onInput={(event) => setQuestion(event.currentTarget.value)} />
          <button type="button" className="button button-light" disabled={attempt.isPending} onClick={tryQuestion}>
            Try
          </button>
        </div>
        <p role="status" className={styles.tried}>
          {tried}
        </p>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className={orderStyles.buttons}>
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {editing ? 'Save changes' : 'Save answer'}
          </button>
          <button type="button" className="button button-light" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
