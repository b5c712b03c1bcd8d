import { useState } from 'react';
import { useController } from 'react-hook-form';
import { messages } from '@shop/core/messages';
import { REVIEW_TEXT_MAX, reviewInputSchema, reviewMessages, type Review } from '@shop/core/reviews';
import formStyles from '../../../components/Form.module.css';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddReview, useEditReview } from '../api/reviews.ts';
import { StarInput } from './StarInput.tsx';
import styles from './Reviews.module.css';

type Props = {
  productId: string;
  /** The account's review being edited; without it the form adds one. */
  editing?: Review | undefined;
  onSaved: (review: Review) => void;
  onCancel?: () => void;
};

/** A star rating (none chosen at first) and a required message, adding the account's review or editing it. */
export function ReviewForm({ productId, editing, onSaved, onCancel }: Props) {
  const addReview = useAddReview(productId);
  const editReview = useEditReview(productId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm(reviewInputSchema, { defaultValues: editing ? { rating: editing.rating, text: editing.text } : { text: '' } });
  const rating = useController({ control: form.control, name: 'rating' });

  const submit = form.handleSubmit(async (review) => {
    setRefusal(null);
    try {
      onSaved(await (editing ? editReview : addReview).mutateAsync(review));
    } catch (error) {
      notify('error', messages.reviewFailed);
      if (!form.showServerErrors(error) && error instanceof ApiRequestError) setRefusal(error.message);
      return;
    }
    notify('success', editing ? reviewMessages.reviewUpdated : messages.reviewAdded);
    form.reset({ text: '' });
  });

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!productId) return notify('error', messages.productIdMissing);
        void submit(event);
      }}
      noValidate
      aria-label={editing ? 'Edit your review' : 'Write a review'}
    >
      <h3>{editing ? 'Edit your review' : 'Leave your experience'}</h3>
      <StarInput value={rating.field.value} onChange={rating.field.onChange} error={rating.fieldState.error?.message} />
      <TextAreaField label="Review message" rows={4} maxLength={REVIEW_TEXT_MAX} required {...form.field('text')} />
      {refusal && (
        <p className={formStyles.error} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Submitting...' : editing ? 'Save review' : 'Submit'}
        </button>
        {onCancel && (
          <button type="button" className="button button-light" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
