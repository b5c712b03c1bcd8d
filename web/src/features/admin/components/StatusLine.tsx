import type { ReactNode } from 'react';
import styles from './OrderAdmin.module.css';

/** The line under an admin page's heading: the status badge, announced when it changes, and a note beside it. */
export function StatusLine({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.statusLine}>
      <p role="status" aria-live="polite">
        <span className="visually-hidden">Status: </span>
        {badge}
      </p>
      <p className={styles.muted}>{children}</p>
    </div>
  );
}
