import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reviewMessages, type Review } from '@shop/core/reviews';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { notify } from '../../../lib/toast.ts';
import { useSession } from '../../../state/session.ts';
import { useDeleteReview, useOwnReview } from '../api/reviews.ts';
import { ReviewForm } from './ReviewForm.tsx';
import styles from './Reviews.module.css';

/**
 * The side of the reviews where the shopper writes: a visitor is asked to log in, an account without a review
 * of the product gets the form, and one with its review sees it with Edit and Delete.
 */
type Props = {
  productId: string;
  onAdded: (review: Review) => void;
  /** The account's review was edited or deleted. */
  onChanged: () => void;
};

export function OwnReview({ productId, onAdded, onChanged }: Props) {
  const session = useSession();
  const isLoggedIn = Boolean(session.data?.user);
  const own = useOwnReview(productId, isLoggedIn);
  const removeReview = useDeleteReview(productId);
  const [isEditing, setIsEditing] = useState(false);

  if (session.isPending) return null;
  if (!isLoggedIn) {
    return (
      <p className={styles.form}>
        <Link to="/login">{reviewMessages.loginToWrite}</Link>
      </p>
    );
  }
  if (own.isPending) return <p role="status">Loading your review...</p>;
  const review = own.data?.review;
  if (!review) return <ReviewForm productId={productId} onSaved={onAdded} />;
  if (isEditing) {
    return (
      <ReviewForm
        productId={productId}
        editing={review}
        onSaved={() => {
          setIsEditing(false);
          onChanged();
        }}
        onCancel={() => setIsEditing(false)}
      />
    );
  }

  const remove = () =>
    removeReview.mutate(undefined, {
      onSuccess: () => {
        notify('success', reviewMessages.reviewDeleted);
        onChanged();
      },
      onError: (error) => notify('error', error.message),
    });

  return (
    <section className={styles.form} aria-labelledby="own-review-title">
      <h3 id="own-review-title">Your review</h3>
      <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
      <p className={styles.text}>{review.text}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => setIsEditing(true)}>
          Edit
        </button>
        <ConfirmButton
          label="Delete"
          busyLabel="Deleting..."
          accessibleName="Delete your review"
          question="Delete your review of this product?"
          confirmLabel="Delete review"
          keepLabel="Keep it"
          isBusy={removeReview.isPending}
          tone="danger"
          onConfirm={remove}
        />
      </div>
    </section>
  );
}
