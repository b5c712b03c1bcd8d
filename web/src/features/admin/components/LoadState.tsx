import styles from './LoadState.module.css';

type Props = { isPending: boolean; error: Error | null; what: string };

/** While a dashboard read is on its way, or why it failed: for a non-admin, the server's refusal. */
export function LoadState({ isPending, error, what }: Props) {
  if (error) {
    return (
      <p className={styles.refusal} role="alert">
        {error.message}
      </p>
    );
  }
  if (isPending) {
    return (
      <p className={styles.loading} role="status">
        Loading {what}...
      </p>
    );
  }
  return null;
}
