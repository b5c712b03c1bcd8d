import { useId, type SelectHTMLAttributes } from 'react';
import styles from './Form.module.css';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** The first, empty choice ("Select category"). */
  placeholder: string;
  options: readonly string[];
  error?: string | undefined;
};

/** A labelled select with a placeholder choice and its error message tied to it. */
export function SelectField({ label, placeholder, options, error, ...select }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} defaultValue="" {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
