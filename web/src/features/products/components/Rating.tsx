import { messages } from '@shop/core/messages';
import { formatAverageRating } from '@shop/core/rating';
import { StarIcon } from '../../../components/icons.tsx';
import { Stars } from '../../../components/Stars.tsx';
import styles from './Rating.module.css';

/** Stars plus the average with two decimals, or "Not rated yet". Compact (a product card): one star, the average and the count. */
export function Rating({ avgRating, ratingCount, isCompact = false }: { avgRating: number; ratingCount: number; isCompact?: boolean }) {
  const average = formatAverageRating({ avgRating, ratingCount });
  if (average === null) return <span className={styles.unrated}>{messages.notRatedYet}</span>;
  if (isCompact)
    return (
      <span className={`${styles.rating} ${styles.compact}`}>
        <StarIcon filled />
        <span className="visually-hidden">Average rating </span>
        {average}
        <span className={styles.count}>
          {' '}
          ({ratingCount})<span className="visually-hidden"> {ratingCount === 1 ? 'rating' : 'ratings'}</span>
        </span>
      </span>
    );
  return (
    <span className={styles.rating}>
      <Stars value={avgRating} />
      <span>
        <span className="visually-hidden">Average rating </span>
        <span data-testid="avg-rating">{average}</span>
        <span className={styles.count}>
          {' '}
          ({ratingCount} {ratingCount === 1 ? 'rating' : 'ratings'})
        </span>
      </span>
    </span>
  );
}
