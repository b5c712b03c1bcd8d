import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { messages } from '@shop/core/messages';
import { Stars } from '../../../components/Stars.tsx';
import { onLiveEvent } from '../../../lib/live-feed.ts';
import { fetchReviewPage } from '../api/reviews.ts';
import { reviewsMachine, type PageRequest } from '../reviews.machine.ts';
import { reviewMessages } from '@shop/core/reviews';
import { OwnReview } from './OwnReview.tsx';
import styles from './Reviews.module.css';

const machine = reviewsMachine.provide({
  actors: { fetchPage: fromPromise(({ input }: { input: PageRequest }) => fetchReviewPage(input)) },
});

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function ReviewsPanel({ productId }: { productId: string }) {
  const [state, send] = useMachine(machine, { input: { productId } });
  const { reviews, error } = state.context;

  useEffect(
    () =>
      onLiveEvent((event) => event.topic === 'reviews' && (event.id === undefined || event.id === productId) && send({ type: 'refresh' })),
    [productId, send],
  );

  return (
    <div className={styles.panel}>
      <section aria-labelledby="reviews-title">
        <h3 id="reviews-title">Customer reviews</h3>
        {state.matches('loading') && <p role="status">Loading reviews...</p>}
        {state.matches('failed') && <p className="error-text">{messages.pageLoadError(error ?? '')}</p>}
        {!state.matches('loading') && !state.matches('failed') && reviews.length === 0 && (
          <p>No reviews yet. Be the first to share your experience.</p>
        )}
        <ol className={styles.list} aria-label="Reviews" aria-live="polite">
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.author}>
                <strong>{review.userName}</strong>
                {review.isVerifiedBuyer && <span className={styles.verified}>{reviewMessages.verifiedBuyer}</span>}{' '}
                <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
              </p>
              <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
              <p className={styles.text}>{review.text}</p>
            </li>
          ))}
        </ol>
        {state.matches('ready') && error && <p className="error-text">{messages.pageLoadError(error)}</p>}
        {state.can({ type: 'loadMore' }) && (
          <button type="button" className="button" onClick={() => send({ type: 'loadMore' })}>
            {messages.loadMoreReviews}
          </button>
        )}
        {state.matches('loadingMore') && <p role="status">Loading more reviews...</p>}
      </section>
      <OwnReview productId={productId} onAdded={(review) => send({ type: 'added', review })} onChanged={() => send({ type: 'refresh' })} />
    </div>
  );
}
