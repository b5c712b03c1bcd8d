import { STAR_MAX } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { averageRating, formatAverageRating } from '@shop/core/rating';
import { StarIcon } from '../../../components/icons.tsx';
import styles from './Rating.module.css';

/** Five stars with `value` of them filled; `label` is what a screen reader hears instead. */
export function Stars({ value, label }: { value: number; label?: string }) {
  return (
    <span className={styles.stars} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {Array.from({ length: STAR_MAX }, (_, index) => (
        <StarIcon key={index} filled={index < Math.round(value)} />
      ))}
    </span>
  );
}

/** Stars plus the average with two decimals, or "Not rated yet". */
export function Rating({ ratings }: { ratings: readonly number[] }) {
  const average = formatAverageRating(ratings);
  if (average === null) return <span className={styles.unrated}>{messages.notRatedYet}</span>;
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
