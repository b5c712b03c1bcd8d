import { useController } from 'react-hook-form';
import { messages } from '@shop/core/messages';
import { REVIEW_TEXT_MAX, reviewInputSchema, type Review } from '@shop/core/reviews';
import formStyles from '../../../components/Form.module.css';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useSession } from '../../../state/session.ts';
import { useAddReview } from '../api/reviews.ts';
import { StarInput } from './StarInput.tsx';
import styles from './Reviews.module.css';

const emptyReview = { rating: 5, text: '' };

/** A star rating and a required message; a visitor is told to log in before anything is checked. */
export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: (review: Review) => void }) {
  const session = useSession();
  const addReview = useAddReview(productId);
  const form = useSchemaForm(reviewInputSchema, { defaultValues: emptyReview });
  const rating = useController({ control: form.control, name: 'rating' });

  const submit = form.handleSubmit(async (review) => {
    try {
      onAdded(await addReview.mutateAsync(review));
    } catch (error) {
      notify('error', messages.reviewFailed);
      form.showServerErrors(error);
      return;
    }
    notify('success', messages.reviewAdded);
    form.reset(emptyReview);
  });

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!session.data?.user) return notify('error', messages.loginToReview);
        if (!productId) return notify('error', messages.productIdMissing);
        void submit(event);
      }}
      noValidate
      aria-label="Write a review"
    >
      <h3>Leave your experience</h3>
      <StarInput value={rating.field.value} onChange={rating.field.onChange} error={rating.fieldState.error?.message} />
      <TextAreaField label="Review message" rows={4} maxLength={REVIEW_TEXT_MAX} required {...form.field('text')} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  );
}
