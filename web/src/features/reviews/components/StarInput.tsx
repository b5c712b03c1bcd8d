import { STAR_MAX } from '@shop/core/constants';
import formStyles from '../../../components/Form.module.css';
import { StarIcon } from '../../../components/icons.tsx';
import styles from './Reviews.module.css';

/** Star rating 1 to 5 as a radio group: arrow keys move between stars. */
export function StarInput({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string | undefined }) {
  return (
    <fieldset className={styles.stars} aria-invalid={error ? true : undefined}>
      <legend>Your rating</legend>
      {Array.from({ length: STAR_MAX }, (_, index) => {
        const rating = index + 1;
        return (
          <label key={rating} className={rating <= value ? styles.starOn : styles.starOff}>
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="visually-hidden"
            />
            <StarIcon filled={rating <= value} />
            <span className="visually-hidden">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
          </label>
        );
      })}
      {error && <p className={formStyles.error}>{error}</p>}
    </fieldset>
  );
}
