import { useId, type ReactNode } from 'react';
import styles from './Form.module.css';

/** What a field's control spreads on itself so its label names it and its error is read with it. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type Props = { label: string; error?: string | undefined; children: (control: ControlProps) => ReactNode };

/** A label, the control it names and its error message, tied together for screen readers. */
export function Field({ label, error, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
