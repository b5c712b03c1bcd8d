import { STAR_MAX } from '@shop/core/constants';
import { StarIcon } from './icons.tsx';
import styles from './Stars.module.css';

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
