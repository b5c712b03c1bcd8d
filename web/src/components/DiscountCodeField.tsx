// The discount code box of the cart and the checkout: type a code and apply it, or see the one applied and
// remove it (one code per order). What it does with the code is the caller's (state/discount-code.ts).
import { useId, useState } from 'react';
import styles from './DiscountCodeField.module.css';

type Props = {
  /** The code applied, or null to offer the box. */
  applied: string | null;
  /** What the applied code takes off ("SPRING10 takes £5.00 off."). */
  appliedMessage: string | undefined;
  /** Why the code was refused, read out as soon as it shows. */
  refusal: string | null;
  isPending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

export function DiscountCodeField({ applied, appliedMessage, refusal, isPending, onApply, onRemove }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const refusalId = `${id}-refusal`;
  return (
    <div className={styles.box}>
      {applied ? (
        <p className={styles.applied} role="status">
          <span>{appliedMessage ?? applied}</span>
          <button type="button" className={styles.remove} onClick={onRemove}>
            Remove code
          </button>
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) onApply(typed);
          }}
        >
          <label htmlFor={id}>Discount code</label>
          <div className={styles.row}>
            <input
              id={id}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? refusalId : undefined}
            />
            <button type="submit" className={`button ${styles.apply}`} disabled={isPending}>
              Apply
            </button>
          </div>
        </form>
      )}
      {refusal && (
        <p id={refusalId} className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
