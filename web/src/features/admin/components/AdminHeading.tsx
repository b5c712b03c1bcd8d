import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from './AdminHeading.module.css';

/** A dashboard page's title (also the document title), with room for a count or an action beside it. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={styles.heading}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
