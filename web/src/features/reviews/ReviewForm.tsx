import { useState, type FormEvent } from 'react';
import { messages } from '@shop/core/messages';
import { REVIEW_TEXT_MAX, reviewInputSchema } from '@shop/core/reviews';
import formStyles from '../../components/Form.module.css';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { notify } from '../../lib/toast.ts';
import { useSession } from '../auth/api.ts';
import { useAddReview } from './api.ts';
import { StarInput } from './StarInput.tsx';
import styles from './Reviews.module.css';

export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: () => void }) {
  const session = useSession();
  const addReview = useAddReview(productId);
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session.data?.user) return notify('error', messages.loginToReview);
    if (!productId) return notify('error', messages.productIdMissing);
    const parsed = reviewInputSchema.safeParse({ rating, text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.reviewFailed);
    setError(undefined);
    addReview.mutate(parsed.data, {
      onSuccess: () => {
        notify('success', messages.reviewAdded);
        setText('');
        setRating(5);
        onAdded();
      },
      onError: () => notify('error', messages.reviewFailed),
    });
  };

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={submit} noValidate aria-label="Write a review">
      <h3>Leave your experience</h3>
      <StarInput value={rating} onChange={setRating} />
      <TextAreaField
        label="Review message"
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <button type="submit" className="button" disabled={addReview.isPending}>
        {addReview.isPending ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  );
}
