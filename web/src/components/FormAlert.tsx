import styles from './Form.module.css';

/** A form's general message (a refusal not tied to one field), announced as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
