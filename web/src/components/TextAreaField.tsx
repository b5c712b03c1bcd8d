import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string | undefined };

/** A labelled multi-line input with its error message tied to it for screen readers. */
export function TextAreaField({ label, error, ...textarea }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...textarea} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
