import { useId } from 'react';
import { STAR_MAX } from '@shop/core/constants';
import formStyles from '../../../components/Form.module.css';
import { StarIcon } from '../../../components/icons.tsx';
import styles from './Reviews.module.css';

/** Star rating 1 to 5 as a radio group with none chosen at first: arrow keys move between stars. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  const chosen = value ?? 0;
  return (
    <fieldset className={styles.stars} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>Your rating</legend>
      {Array.from({ length: STAR_MAX }, (_, index) => {
        const rating = index + 1;
        return (
          <label key={rating} className={rating <= chosen ? styles.starOn : styles.starOff}>
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="visually-hidden"
            />
            <StarIcon filled={rating <= chosen} />
            <span className="visually-hidden">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
