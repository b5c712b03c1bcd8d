import { messages } from '@shop/core/messages';
import { averageRating, formatAverageRating } from '@shop/core/rating';
import { StarIcon } from '../../../components/icons.tsx';
import { Stars } from '../../../components/Stars.tsx';
import styles from './Rating.module.css';

/** Stars plus the average with two decimals, or "Not rated yet". Compact (a product card): one star, the average and the count. */
export function Rating({ ratings, isCompact = false }: { ratings: readonly number[]; isCompact?: boolean }) {
  const average = formatAverageRating(ratings);
  if (average === null) return <span className={styles.unrated}>{messages.notRatedYet}</span>;
  if (isCompact)
    return (
      <span className={`${styles.rating} ${styles.compact}`}>
        <StarIcon filled />
        <span className="visually-hidden">Average rating </span>
        {average}
        <span className={styles.count}>
          {' '}
          ({ratings.length})<span className="visually-hidden"> {ratings.length === 1 ? 'rating' : 'ratings'}</span>
        </span>
      </span>
    );
  return (
    <span className={styles.rating}>
      <Stars value={averageRating(ratings)} />
      <span>
        <span className="visually-hidden">Average rating </span>
        <span data-testid="avg-rating">{average}</span>
        <span className={styles.count}>
          {' '}
          ({ratings.length} {ratings.length === 1 ? 'rating' : 'ratings'})
        </span>
      </span>
    </span>
  );
}
